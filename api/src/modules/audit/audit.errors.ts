import { defineErrors } from '../../errors/app-error';

export const AuditErrors = defineErrors('audit', {
  AUDIT_FILTER_ID_INVALID: { code: 'BAD_USER_INPUT', message: '{field} must be a UUID' },
  AUDIT_FILTER_TIME_INVALID: { code: 'BAD_USER_INPUT', message: '{field} must be a date and time in ISO 8601, e.g. 2026-11-24T00:00:00Z' },
  AUDIT_FILTER_RANGE_INVALID: { code: 'BAD_USER_INPUT', message: '`from` must be before `to`' },
  AUDIT_FILTER_TEXT_INVALID: { code: 'BAD_USER_INPUT', message: '{field} must be at most {max} characters' },
  EXPORT_PARAMETER_INVALID: { code: 'BAD_USER_INPUT', message: '{field} must be given at most once, as text' },
  EXPORT_PARAMETER_UNKNOWN: { code: 'BAD_USER_INPUT', message: 'This export does not take `{field}`; it takes {known}' },
  EXPORT_STATUS_INVALID: { code: 'BAD_USER_INPUT', message: 'status must be {choices}' },
});
