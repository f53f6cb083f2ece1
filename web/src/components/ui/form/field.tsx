import type { ReactNode } from 'react';

/**
 * One form field: its label, the control, a hint and the field's error, wired together for
 * assistive technology (bulletproof-react's components/ui/form). The control gets its ARIA from
 * `fieldAria`, so markup is not repeated per field.
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The control's ARIA for a Field with this id: described by its hint and its error, invalid while it has one. */
export function fieldAria(id: string, state: { hint?: boolean; error?: string | null }) {
  const describedBy = [state.hint ? `${id}-hint` : '', state.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': describedBy || undefined, 'aria-invalid': state.error ? (true as const) : undefined };
}
