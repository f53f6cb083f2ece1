import type { ReactNode } from 'react';
import './form.css';

/**
 * One form field: its label, the control, a hint and the field's error, wired together for
 * assistive technology (bulletproof-react's components/ui/form). The control gets its ARIA from
 * `fieldAria`, so markup is not repeated per field. A hint that tells what to write before writing
 * it (a long answer's guidance) can stand above the control (`hintFirst`).
 */
export function Field({
  id,
  label,
  hint,
  hintFirst = false,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  hintFirst?: boolean;
  error?: string | null;
  className?: string;
  children: ReactNode;
}) {
  const hintText = hint ? (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {hintFirst ? hintText : null}
      {children}
      {hintFirst ? null : hintText}
      <FieldError id={id}>{error}</FieldError>
    </div>
  );
}

/** A field's (or a group's) error, with the id `fieldAria` points the control at; nothing when there is none. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <p id={`${id}-error`} className="field__error">
      {children}
    </p>
  );
}

/** The control's ARIA for a Field with this id: described by its hint and its error, invalid while it has one. */
export function fieldAria(id: string, state: { hint?: boolean; error?: string | null }) {
  const describedBy = [state.hint ? `${id}-hint` : '', state.error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-describedby': describedBy || undefined, 'aria-invalid': state.error ? (true as const) : undefined };
}
