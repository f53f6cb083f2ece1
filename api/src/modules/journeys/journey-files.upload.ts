import { JOURNEY_PROOF_MAX_BYTES, JOURNEY_PROOF_TYPES, JOURNEY_THANKS_PHOTO_MAX_BYTES, JOURNEY_THANKS_PHOTO_TYPES, journeyFileNameFits } from '@sabil/contracts';
import { imageWithoutMetadata } from '../../uploads/media-metadata';
import type { UploadRules } from '../../uploads/upload-intake';
import { JourneyErrors } from './journeys.errors';

/**
 * What proves a stage move (a booking confirmation, a visa, a boarding pass): JPG, PNG or PDF by its
 * bytes (never its name or the browser's claim) whose name, when it has an extension, agrees with
 * them, at most 5 MB, stored privately under a random key like ID documents. A picture is re-encoded
 * without its metadata (a phone photo of a visa carries where it was taken); a PDF is kept as it came.
 */
export const JOURNEY_PROOF_UPLOAD: UploadRules = {
  field: 'proof',
  maxBytes: JOURNEY_PROOF_MAX_BYTES,
  types: JOURNEY_PROOF_TYPES,
  nameFits: journeyFileNameFits,
  refusals: {
    required: JourneyErrors.JOURNEY_PROOF_REQUIRED_FILE,
    typeRefused: JourneyErrors.JOURNEY_PROOF_TYPE_REFUSED,
    nameDisagrees: JourneyErrors.JOURNEY_PROOF_NAME_DISAGREES,
    tooLarge: JourneyErrors.JOURNEY_PROOF_TOO_LARGE,
    empty: JourneyErrors.JOURNEY_PROOF_EMPTY,
    unreadable: JourneyErrors.JOURNEY_PROOF_UNREADABLE,
  },
  rewrite: imageWithoutMetadata,
};

/**
 * The pilgrim's thank-you photo: the stories' picture pipeline (bytes sniffed, name checked,
 * re-encoded without metadata so a photo taken at home does not say where home is), pictures only.
 */
export const JOURNEY_THANKS_PHOTO_UPLOAD: UploadRules = {
  field: 'photo',
  maxBytes: JOURNEY_THANKS_PHOTO_MAX_BYTES,
  types: JOURNEY_THANKS_PHOTO_TYPES,
  nameFits: journeyFileNameFits,
  refusals: {
    required: JourneyErrors.JOURNEY_THANKS_PHOTO_REQUIRED,
    typeRefused: JourneyErrors.JOURNEY_THANKS_PHOTO_TYPE_REFUSED,
    nameDisagrees: JourneyErrors.JOURNEY_THANKS_PHOTO_NAME_DISAGREES,
    tooLarge: JourneyErrors.JOURNEY_THANKS_PHOTO_TOO_LARGE,
    empty: JourneyErrors.JOURNEY_THANKS_PHOTO_EMPTY,
    unreadable: JourneyErrors.JOURNEY_THANKS_PHOTO_UNREADABLE,
  },
  rewrite: imageWithoutMetadata,
};
