/**
 * Why an input is refused, as a stable machine code, and the English sentence the API writes for
 * it. `{label}` is the field's English name (each schema exports its labels); other placeholders
 * come from the refusal's values. The web never reads these sentences: it translates the code.
 */
export const VALIDATION_REASONS = {
  FIELD_REQUIRED: '{label} is required',
  FIELD_NOT_TEXT: '{label} must be text',
  FIELD_TOO_LONG: '{label} must be at most {maximum} characters',
  FIELD_NOT_ALLOWED: '{field} cannot be set by the applicant',
  EMAIL_INVALID: 'Please enter a valid email address',
  PHONE_INVALID: '{label} must be a phone number (digits, spaces, +, - and brackets)',
  CHOICE_INVALID: '{label} must be one of: {choices}',
  PASSWORD_TOO_SHORT: 'Password must be at least {minimum} characters',
  AMOUNT_NOT_A_NUMBER: '{label} must be a number',
  AMOUNT_NOT_POSITIVE: '{label} must be greater than 0',
  AMOUNT_TOO_SMALL: '{label} must be at least {minimum} dollar',
  AMOUNT_TOO_LARGE: '{label} must be at most {maximumText}',
  AMOUNT_TOO_PRECISE: '{label} can have at most two decimals',
  MONTHLY_AMOUNT_INVALID: 'A monthly gift is 10, 20 or 30 dollars a month',
  APPLICATION_ID_INVALID: 'applicationId must be the id of an approved request',
  DONATION_ID_INVALID: 'Choose a donation',
  REFUND_KEY_INVALID: 'idempotencyKey must be 8 to 100 letters, digits, - or _',
  LOCALE_INVALID: 'locale must be en, ar or ur',
  DATE_INVALID: '{label} must be a date (YYYY-MM-DD)',
  FIELD_NOT_BOOLEAN: '{label} must be true or false',
} as const;

export type ValidationReason = keyof typeof VALIDATION_REASONS;

/** One refused field: where, why (a code), and the values its sentence needs. */
export interface FieldIssue {
  field: string;
  reason: ValidationReason;
  values: Record<string, string | number>;
}

/** Fills a template's {placeholders}; unknown ones stay as they are. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
