import type { FieldProblem } from '../http/app-error';

/**
 * Readers for untyped input (REST JSON and multipart fields arrive as anything; GraphQL inputs are
 * already typed). Each returns the clean value or records a problem in the person's words.
 */
export type Body = Record<string, unknown>;

// Deliberately simple: one @, something before it, a dot in the domain, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const MAX_EMAIL_LENGTH = 254;

export function requiredText(
  body: Body,
  field: string,
  label: string,
  problems: FieldProblem[],
  options: { max?: number; trim?: boolean } = {},
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    problems.push({ field, message: `${label} is required` });
    return undefined;
  }
  if (typeof value !== 'string') {
    problems.push({ field, message: `${label} must be text` });
    return undefined;
  }
  const text = options.trim === false ? value : value.trim();
  if (options.max !== undefined && text.length > options.max) {
    problems.push({ field, message: `${label} must be at most ${options.max} characters` });
    return undefined;
  }
  return text;
}

export function requiredEmail(body: Body, field: string, problems: FieldProblem[]): string | undefined {
  const email = requiredText(body, field, 'Email', problems)?.toLowerCase();
  if (email === undefined) return undefined;
  if (email.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(email)) {
    problems.push({ field, message: 'Please enter a valid email address' });
    return undefined;
  }
  return email;
}

export function requiredChoice<T extends string>(
  body: Body,
  field: string,
  label: string,
  choices: readonly T[],
  problems: FieldProblem[],
): T | undefined {
  const value = requiredText(body, field, label, problems);
  if (value === undefined) return undefined;
  if (!(choices as readonly string[]).includes(value)) {
    problems.push({ field, message: `${label} must be one of: ${choices.join(', ')}` });
    return undefined;
  }
  return value as T;
}

/** Dollars as a number or numeric text, more than 0, at most two decimals; returned in cents. */
export function requiredDollars(body: Body, field: string, label: string, problems: FieldProblem[], max: number): number | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    problems.push({ field, message: `${label} is required` });
    return undefined;
  }
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value)) {
    problems.push({ field, message: `${label} must be a number` });
    return undefined;
  }
  if (value <= 0) {
    problems.push({ field, message: `${label} must be greater than 0` });
    return undefined;
  }
  if (value > max) {
    problems.push({ field, message: `${label} must be at most ${max.toLocaleString('en-US')}` });
    return undefined;
  }
  const cents = Math.round(value * 100);
  if (Math.abs(cents - value * 100) > 1e-6) {
    problems.push({ field, message: `${label} can have at most two decimals` });
    return undefined;
  }
  return cents;
}
