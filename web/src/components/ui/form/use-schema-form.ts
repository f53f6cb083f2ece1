import { toNestErrors } from '@hookform/resolvers';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { get, useForm, useWatch, type FieldError, type FieldErrors, type FieldPath, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { describeRefusal, type Refusal } from '../../../lib/i18n/error-reasons';

/** A field's refusal as the form keeps it: the rule's reason (`message`), the values its sentence needs, and the API's English (`text`) for a reason this app does not know. */
export type SchemaFieldError = FieldError & { values?: Record<string, unknown>; text?: string };

/** A refusal to say: a field's (`errorOf`), or one the form holds elsewhere (`type: 'server'` for the API's). */
type SaidRefusal = { type?: unknown; message?: unknown; values?: Record<string, unknown>; text?: string };

/** How a form may say a refusal: its own words for some reasons, and values the sentence needs that the rule does not carry. */
export interface DescribeOptions {
  phrasing?: Partial<Record<string, string | null>>;
  values?: Record<string, unknown>;
}

/** The numbers a zod issue carries (a length's maximum, a password's minimum, a custom check's params). */
function issueValues(issue: z.core.$ZodIssue): Record<string, unknown> {
  const raw = issue as { minimum?: unknown; maximum?: unknown; params?: Record<string, unknown> };
  const values: Record<string, unknown> = { ...raw.params };
  if (typeof raw.minimum === 'number' || typeof raw.minimum === 'bigint') values.minimum = Number(raw.minimum);
  if (typeof raw.maximum === 'number' || typeof raw.maximum === 'bigint') values.maximum = Number(raw.maximum);
  return values;
}

/**
 * The schema as react-hook-form's resolver. Unlike @hookform/resolvers/zod it keeps what a refusal's
 * sentence needs (the limit that was passed), so no form repeats a limit to say it.
 */
function schemaResolver<S extends z.ZodType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, SchemaFieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      // A field is refused for one reason at a time: the first, in the schema's order.
      errors[path] ??= { type: issue.code, message: issue.message, values: issueValues(issue) };
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
}

/**
 * The one way a form is made (STYLE §18): react-hook-form with an input's schema from
 * @sabil/contracts, so the form applies the same rules as the API. It checks on submit, then again
 * as the person corrects, and focuses the first refused field.
 *
 * `describe(error, label)` says a field's refusal in the reader's language: the rule's reason, through
 * the refusal catalog. A form may word its own checks its own way (`phrasing`; null says nothing);
 * the API's refusals (`refuse`) are said as the catalog says them, with the API's values.
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}) {
  const { i18n } = useLingui();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true, ...options, resolver: schemaResolver(schema) });

  const describe = useCallback(
    (error: SaidRefusal | undefined, label: string, extra: DescribeOptions = {}): string | null => {
      if (!error) return null;
      const { type, message, values, text } = error;
      const reason = typeof message === 'string' && message !== '' ? message : undefined;
      if (type === 'server') return describeRefusal(i18n, { reason, values, message: text }, { label });
      if (reason && extra.phrasing && reason in extra.phrasing) return extra.phrasing[reason] ?? null;
      return describeRefusal(i18n, { reason, values: { ...values, ...extra.values } }, { label }) ?? null;
    },
    [i18n],
  );

  const { setError } = form;
  /** The API refused a field: shown beside it (said as the catalog says it) and focused; it goes once the field changes. */
  const refuse = useCallback(
    (field: FieldPath<z.input<S>>, refusal: Refusal, focus = true) => {
      const error: SchemaFieldError = { type: 'server', message: refusal.reason ?? '', values: refusal.values, text: refusal.message };
      setError(field, error, { shouldFocus: focus });
    },
    [setError],
  );

  /** The refusal of a field by its name (nested names too), as the form holds it now. */
  const errorOf = useCallback((field: FieldPath<z.input<S>>): SchemaFieldError | undefined => get(form.formState.errors, field), [form]);

  // react-hook-form's own object (the same one every render, its formState kept current), with the
  // kit's helpers on it: a form can be an effect's dependency without running it at every render.
  return Object.assign(form, { describe, refuse, errorOf });
}

/** A form's value as it changes (react-hook-form's subscription, which React's compiler and the hooks lint can follow). */
export { useWatch };
