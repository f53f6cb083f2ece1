import { fieldIssues, fillTemplate, VALIDATION_REASONS } from '@sabil/contracts';
import type { z } from 'zod';
import { AppError, type FieldProblem } from '../errors/app-error';
import '../errors/validation.errors';

/**
 * Reads untyped input (REST JSON, multipart fields, GraphQL inputs) with the input's schema from
 * @sabil/contracts — the same rules the web's forms apply — and refuses it field by field, each
 * field with its reason and an English sentence made from the field's `labels`.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, labels: Record<string, string>, earlier: FieldProblem[] = []): z.output<S> {
  const result = schema.safeParse(input);
  const problems = [...earlier];
  if (!result.success) {
    for (const issue of fieldIssues(result.error)) {
      const values = { ...issue.values, label: labels[issue.field] ?? issue.field, field: issue.field };
      problems.push({ field: issue.field, reason: issue.reason, message: fillTemplate(VALIDATION_REASONS[issue.reason], values), values: issue.values });
    }
  }
  if (problems.length) throw AppError.invalid(problems);
  return result.data as z.output<S>;
}
