import { defineErrors } from '../../errors/app-error';

export const ApplicationErrors = defineErrors('applications', {
  APPLICATION_NOT_FOUND: { code: 'NOT_FOUND', message: 'Application not found' },
  APPLICATION_ALREADY_OPEN: { code: 'CONFLICT', message: 'You already have an application that is pending or approved.' },
  APPLICATION_ALREADY_REVIEWED: {
    code: 'CONFLICT',
    message: 'This application is already {status}; only pending applications can be approved or rejected.',
  },
  STATUS_FILTER_INVALID: { code: 'BAD_USER_INPUT', message: 'status must be {choices}' },
  REVIEW_DECISION_INVALID: { code: 'BAD_USER_INPUT', message: 'status must be approved or rejected' },
  REJECTION_DETAILS_WITH_APPROVAL: { code: 'BAD_USER_INPUT', message: 'A reason and a note go with a rejection only; approve without them.' },
  ID_DOCUMENT_REQUIRED: { code: 'BAD_USER_INPUT', message: 'ID or passport file is required' },
  ID_DOCUMENT_TYPE_REFUSED: { code: 'BAD_USER_INPUT', message: 'The ID document must be a JPG, PNG or PDF file' },
  ID_DOCUMENT_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The ID document must be at most 5 MB' },
  ID_DOCUMENT_EMPTY: { code: 'BAD_USER_INPUT', message: 'The ID document is empty' },
  ID_DOCUMENT_MISSING: { code: 'NOT_FOUND', message: 'The ID document of this application is missing from storage' },
  ZAKAT_JOURNEY_NOT_APPROVED: { code: 'CONFLICT', message: 'Only an approved request (a journey) can be marked zakat-eligible; this one is {status}.' },
  ZAKAT_STILL_HELD: {
    code: 'CONFLICT',
    message: 'This journey holds {held} of zakat not yet paid out (gifts kept, held by donors paying now, or in payouts not yet paid); it stays zakat-eligible until that is paid out or given back.',
  },
  ZAKAT_NOT_MARKED: { code: 'CONFLICT', message: 'This journey is not marked zakat-eligible.' },
  ID_DOCUMENT_DELETED: {
    code: 'GONE',
    message: 'The ID document was deleted on schedule on {deletedOn}, {days} days after the application was decided',
  },
});
