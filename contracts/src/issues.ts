import type { z } from 'zod';
import { VALIDATION_REASONS, type FieldIssue, type ValidationReason } from './reasons';

const isReason = (value: string): value is ValidationReason => Object.hasOwn(VALIDATION_REASONS, value);

/**
 * A failed parse as one refusal per field (the first, in the schema's order), each with its
 * reason and the values its sentence needs. Anything zod says in its own words (a check without a
 * reason of ours) is reported as "must be text", so no unexplained message ever reaches a person.
 */
export function fieldIssues(error: z.ZodError): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of error.issues) {
    const field = issue.path.length ? String(issue.path[0]) : '';
    if (byField.has(field)) continue;
    const values: Record<string, string | number> = {};
    const raw = issue as { minimum?: unknown; maximum?: unknown; values?: unknown; params?: Record<string, unknown> };
    if (typeof raw.minimum === 'number' || typeof raw.minimum === 'bigint') values.minimum = Number(raw.minimum);
    if (typeof raw.maximum === 'number' || typeof raw.maximum === 'bigint') values.maximum = Number(raw.maximum);
    if (Array.isArray(raw.values)) values.choices = raw.values.map(String).join(', ');
    for (const [name, value] of Object.entries(raw.params ?? {})) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = value;
    }
    const reason = isReason(issue.message) ? issue.message : 'FIELD_NOT_TEXT';
    // Only the values the reason's sentence uses (a "required" refusal has no minimum to tell).
    const used = new Set([...VALIDATION_REASONS[reason].matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
    for (const name of Object.keys(values)) if (!used.has(name)) delete values[name];
    byField.set(field, { field, reason, values });
  }
  return [...byField.values()];
}
