import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { useForm, type FieldError, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';
import { describeRefusal } from '../../../lib/i18n/error-reasons';

/**
 * react-hook-form with an input's schema from @sabil/contracts: the form applies the same rules as
 * the API, and a field's error is the rule's reason, said in the reader's language
 * (`describe(error, label)`; a form may phrase a reason its own way through `phrasing`, and gives
 * the values a sentence needs — the resolver keeps only the reason).
 */
export function useSchemaForm<S extends z.ZodType<unknown, FieldValues>>(schema: S, options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {}) {
  const { i18n } = useLingui();
  const form = useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: true, ...options, resolver: zodResolver(schema as never) as never });
  const describe = useCallback(
    (error: FieldError | undefined, label: string, extra: { phrasing?: Partial<Record<string, string>>; values?: Record<string, unknown> } = {}): string | null => {
      if (!error) return null;
      const reason = typeof error.message === 'string' ? error.message : undefined;
      if (reason && extra.phrasing?.[reason]) return extra.phrasing[reason]!;
      return describeRefusal(i18n, { reason, values: extra.values }, { label }) ?? null;
    },
    [i18n],
  );
  return { ...form, describe };
}
