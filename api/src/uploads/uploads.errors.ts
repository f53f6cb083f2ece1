import { defineErrors } from '../errors/app-error';

/** The upload itself, whatever it carries: the form it came in and whether it arrived. */
export const UploadErrors = defineErrors('uploads', {
  MULTIPART_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Send the form as multipart/form-data' },
  MULTIPART_UNREADABLE: { code: 'BAD_USER_INPUT', message: 'The multipart form could not be read' },
  FORM_FIELD_TOO_LONG: { code: 'BAD_USER_INPUT', message: '{field} is too long' },
  UNEXPECTED_FILE_FIELD: { code: 'BAD_USER_INPUT', message: 'Unexpected file field {field}' },
  TOO_MANY_FILES: { code: 'BAD_USER_INPUT', message: 'Send one file only' },
  TOO_MANY_FORM_FIELDS: { code: 'BAD_USER_INPUT', message: 'Too many form fields' },
  UPLOAD_INCOMPLETE: { code: 'BAD_USER_INPUT', message: 'The upload did not arrive completely; please try again' },
});
