import { PAYOUT_DOCUMENT_MAX_BYTES, PAYOUT_DOCUMENT_TYPES } from '@sabil/contracts';
import { imageWithoutMetadata } from '../../uploads/media-metadata';
import type { UploadRules } from '../../uploads/upload-intake';
import { PayoutErrors } from './payouts.errors';

/**
 * A payout's invoice or quote: JPG, PNG or PDF by its bytes (never its name or the browser's
 * claim), at most 5 MB, stored privately under a random key. A picture is re-encoded without its
 * metadata (a phone photo of an invoice carries where it was taken); a PDF is kept as it came.
 */
export const PAYOUT_DOCUMENT_UPLOAD: UploadRules = {
  field: 'document',
  maxBytes: PAYOUT_DOCUMENT_MAX_BYTES,
  types: PAYOUT_DOCUMENT_TYPES,
  refusals: {
    required: PayoutErrors.PAYOUT_DOCUMENT_REQUIRED,
    typeRefused: PayoutErrors.PAYOUT_DOCUMENT_TYPE_REFUSED,
    tooLarge: PayoutErrors.PAYOUT_DOCUMENT_TOO_LARGE,
    empty: PayoutErrors.PAYOUT_DOCUMENT_EMPTY,
    unreadable: PayoutErrors.PAYOUT_DOCUMENT_UNREADABLE,
  },
  rewrite: imageWithoutMetadata,
};
