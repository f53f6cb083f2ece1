import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES } from '@sabil/contracts';
import type { UploadRules } from '../../uploads/upload-intake';
import { ApplicationErrors } from './applications.errors';

/** An application's ID or passport (SPEC §3): JPG, PNG or PDF by its bytes, at most 5 MB. */
export const ID_DOCUMENT_UPLOAD: UploadRules = {
  field: 'idUpload',
  maxBytes: ID_DOCUMENT_MAX_BYTES,
  types: ID_DOCUMENT_TYPES,
  refusals: {
    required: ApplicationErrors.ID_DOCUMENT_REQUIRED,
    typeRefused: ApplicationErrors.ID_DOCUMENT_TYPE_REFUSED,
    tooLarge: ApplicationErrors.ID_DOCUMENT_TOO_LARGE,
    empty: ApplicationErrors.ID_DOCUMENT_EMPTY,
  },
};
