import type { ComponentProps } from 'react';
import { z } from 'zod';

/** The six digits of an authenticator app, spaces allowed between them; refused as ONE_TIME_CODE_INVALID (each form words it). */
export const oneTimeCode = () =>
  z
    .string()
    .transform((value) => value.replace(/\s/g, ''))
    .refine((digits) => /^\d{6}$/.test(digits), { error: 'ONE_TIME_CODE_INVALID', abort: true });

/**
 * The six digits of an authenticator app: the numeric keypad on phones, the code the phone offers
 * from a text message or app (`one-time-code`), digits left to right on any page, room for a space.
 * Takes a form kit field (`form.register('code')`); `error` is the id of the message saying what is wrong.
 */
export function OneTimeCodeInput({ id, error, ...field }: { id: string; error?: string } & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <input
      id={id}
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      {...field}
      aria-invalid={error ? true : undefined}
      aria-describedby={error}
    />
  );
}
