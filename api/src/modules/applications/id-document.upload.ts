import { ID_DOCUMENT_MAX_BYTES, ID_DOCUMENT_TYPES } from '@sabil/contracts';
import type { UploadRules } from '../../uploads/upload-intake';
import { registerUploadKind } from '../../uploads/upload-kinds';
import { ApplicationErrors } from './applications.errors';

/** An application's ID or passport (SPEC §3): JPG, PNG or PDF by its bytes, at most 5 MB; resumable as kind `id-document`. */
export const ID_DOCUMENT_UPLOAD: UploadRules = registerUploadKind('id-document', {
  field: 'idUpload',
  maxBytes: ID_DOCUMENT_MAX_BYTES,
  types: ID_DOCUMENT_TYPES,
  refusals: {
    required: ApplicationErrors.ID_DOCUMENT_REQUIRED,
    typeRefused: ApplicationErrors.ID_DOCUMENT_TYPE_REFUSED,
    tooLarge: ApplicationErrors.ID_DOCUMENT_TOO_LARGE,
    empty: ApplicationErrors.ID_DOCUMENT_EMPTY,
  },
});
