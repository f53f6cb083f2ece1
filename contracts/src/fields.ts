import { z } from 'zod';
import type { ValidationReason } from './reasons';

/**
 * Building blocks of the input schemas. Every refusal carries a ValidationReason as its message,
 * so the API can answer it in English and the web can translate it; a field's first refusal
 * stops its other checks (`abort`), so each field is refused for one reason at a time.
 */

const reason = (code: ValidationReason) => ({ error: code, abort: true });

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,28}$/;
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Missing (or null) is "required"; any other non-text is "must be text", and so is text with a NUL
 * character (no person types one, and PostgreSQL cannot store it).
 */
const textInput = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? 'FIELD_REQUIRED' : 'FIELD_NOT_TEXT') })
    .refine((value) => !value.includes('\u0000'), { error: 'FIELD_NOT_TEXT', abort: true });

/** Required text, trimmed (unless `trim: false`, e.g. passwords), at most `max` characters. */
export function requiredText(options: { max?: number; trim?: boolean } = {}) {
  const base = options.trim === false ? textInput().refine((value) => value.trim() !== '', reason('FIELD_REQUIRED')) : textInput().trim().min(1, reason('FIELD_REQUIRED'));
  return options.max === undefined ? base : base.max(options.max, reason('FIELD_TOO_LONG'));
}

/** Optional text, trimmed, at most `max` characters; empty or absent is null. */
export function optionalText(options: { max: number }) {
  return textInput()
    .trim()
    .max(options.max, reason('FIELD_TOO_LONG'))
    .nullish()
    .transform((value) => (value ? value : null));
}

/** An email address, lower-cased. */
export function email() {
  return textInput()
    .trim()
    .min(1, reason('FIELD_REQUIRED'))
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, reason('EMAIL_INVALID'))
    .regex(EMAIL_PATTERN, reason('EMAIL_INVALID'));
}

/** A phone number: digits, spaces, +, - and brackets. */
export function phone() {
  return requiredText({ max: MAX_PHONE_LENGTH }).regex(PHONE_PATTERN, reason('PHONE_INVALID'));
}

/** One of a list of strings (trimmed first); the refusal names the choices. */
export function choice<const T extends readonly [string, ...string[]]>(choices: T) {
  return requiredText().pipe(z.enum(choices, { error: () => 'CHOICE_INVALID' }));
}

/** An id: a UUID, refused with the given reason. */
export function id(refusal: ValidationReason) {
  return z.string({ error: refusal }).regex(UUID_PATTERN, reason(refusal));
}

/**
 * Dollars, as a number or as numeric text (forms and multipart send text): more than 0, at most
 * `max`, at most two decimals. The output is in dollars.
 */
export function dollars(max: number) {
  return z.unknown().transform((input, ctx): number => {
    const fail = (code: ValidationReason, params: Record<string, string | number> = {}) => {
      ctx.addIssue({ code: 'custom', message: code, params, input });
      return z.NEVER;
    };
    if (input === undefined || input === null || (typeof input === 'string' && input.trim() === '')) return fail('FIELD_REQUIRED');
    const value = typeof input === 'number' ? input : typeof input === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(input) ? Number(input) : Number.NaN;
    if (!Number.isFinite(value)) return fail('AMOUNT_NOT_A_NUMBER');
    if (value <= 0) return fail('AMOUNT_NOT_POSITIVE');
    if (value > max) return fail('AMOUNT_TOO_LARGE', { maximum: max, maximumText: max.toLocaleString('en-US') });
    if (Math.abs(Math.round(value * 100) - value * 100) > 1e-6) return fail('AMOUNT_TOO_PRECISE');
    return value;
  });
}

/** Dollars to integer cents, as the database keeps money. */
export function toCents(dollarsValue: number): number {
  return Math.round(dollarsValue * 100);
}
