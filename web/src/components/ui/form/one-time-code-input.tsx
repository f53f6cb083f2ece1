/**
 * The six digits of an authenticator app: the numeric keypad on phones, the code the phone offers
 * from a text message or app (`one-time-code`), digits left to right on any page, room for a space.
 */
export function OneTimeCodeInput({ id, value, onChange, error }: { id: string; value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <input
      id={id}
      dir="ltr"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error}
    />
  );
}
