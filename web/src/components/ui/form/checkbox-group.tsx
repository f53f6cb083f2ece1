import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FieldError } from './field';
import './form.css';

export interface CheckboxOption<V extends string> {
  value: V;
  label: ReactNode;
  /** What choosing it means, under its name. */
  description?: ReactNode;
}

/**
 * Any number of choices from a list (a form value that is an array of the chosen values, in the
 * list's order): a fieldset named by its legend and described by its error, each box invalid with
 * it. The first box takes focus when the group is the first refused field.
 */
export function CheckboxGroup<T extends FieldValues, V extends string>({
  id,
  control,
  name,
  legend,
  options,
  error,
  className,
}: {
  id: string;
  control: Control<T>;
  name: FieldPath<T>;
  legend: ReactNode;
  options: readonly CheckboxOption<V>[];
  error?: string | null;
  className?: string;
}) {
  const { field } = useController({ control, name });
  const chosen: readonly string[] = Array.isArray(field.value) ? field.value : [];
  function toggle(value: V, on: boolean) {
    const next = on ? [...chosen, value] : chosen.filter((item) => item !== value);
    field.onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  }
  return (
    <fieldset className={className ? `checkbox-group ${className}` : 'checkbox-group'} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="checkbox-group__option">
          <input
            ref={index === 0 ? field.ref : undefined}
            type="checkbox"
            name={field.name}
            value={option.value}
            checked={chosen.includes(option.value)}
            disabled={field.disabled}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={field.onBlur}
            aria-invalid={error ? true : undefined}
          />
          <span>
            <span className="checkbox-group__name">{option.label}</span>
            {option.description ? <span className="checkbox-group__hint">{option.description}</span> : null}
          </span>
        </label>
      ))}
      <FieldError id={id}>{error}</FieldError>
    </fieldset>
  );
}
