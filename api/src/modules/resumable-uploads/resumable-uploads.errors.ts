import { defineErrors } from '../../errors/app-error';

/** Resumable (tus) uploads: starting one, sending to it, and referring to it from a submission. */
export const ResumableUploadErrors = defineErrors('resumable_uploads', {
  UPLOAD_NOT_FOUND: { code: 'NOT_FOUND', message: 'No upload has this id (an upload left unfinished expires); please send the file again' },
  UPLOAD_ADDRESS_INVALID: { code: 'BAD_USER_INPUT', message: 'Send this request to the upload’s address exactly as POST /uploads answered it (/uploads/{id}), with no query string or escapes' },
  UPLOAD_NOT_YOURS: { code: 'FORBIDDEN', message: 'This upload belongs to another account' },
  UPLOAD_NOT_FINISHED: { code: 'CONFLICT', message: 'This upload has not finished; send the rest of the file first' },
  UPLOAD_ALREADY_FINISHED: { code: 'CONFLICT', message: 'This upload has finished; nothing more can be sent to it' },
  UPLOAD_KIND_INVALID: { code: 'BAD_USER_INPUT', message: 'Upload-Metadata must say what the file is for: kind is one of {choices}' },
  UPLOAD_FOR_ANOTHER_USE: { code: 'BAD_USER_INPUT', message: 'This upload was started for another use ({kind}); send the file again here' },
  UPLOAD_LENGTH_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Send the length of the whole file in Upload-Length (deferred lengths and concatenation are not accepted)' },
  UPLOAD_AND_FILE: { code: 'BAD_USER_INPUT', message: 'Send either the file or the id of a finished upload, not both' },
  TOO_MANY_UNUSED_UPLOADS: {
    code: 'TOO_MANY_REQUESTS',
    message: 'You have {count} finished uploads not yet used, and {megabytes} MB with this one (at most {maxCount} and {maxMegabytes} MB): use one in a submission, end one, or wait for them to expire, before starting another',
  },
  TOO_MANY_OPEN_UPLOADS: { code: 'TOO_MANY_REQUESTS', message: 'You have {count} unfinished uploads; finish one, or wait for them to expire, before starting another' },
});
