import { useLingui } from '@lingui/react/macro';
import { MAX_OPERATOR_CONTACT_LENGTH, MAX_OPERATOR_COUNTRY_LENGTH, MAX_OPERATOR_LICENCE_LENGTH, MAX_OPERATOR_NAME_LENGTH, operatorSchema, type OperatorInput } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';

type OperatorField = keyof OperatorInput;
const FIELDS: readonly OperatorField[] = ['name', 'country', 'licenceNumber', 'contact'];
const MAX: Record<OperatorField, number> = { name: MAX_OPERATOR_NAME_LENGTH, country: MAX_OPERATOR_COUNTRY_LENGTH, licenceNumber: MAX_OPERATOR_LICENCE_LENGTH, contact: MAX_OPERATOR_CONTACT_LENGTH };
const EMPTY: OperatorInput = { name: '', country: '', licenceNumber: '', contact: '' };

/** An operator's four fields, to add one or change one; the contract's rules, then the API's (one licence number per country). */
export function OperatorForm({ initial, title, submitLabel, onSave, onCancel }: { initial?: OperatorInput; title: string; submitLabel: string; onSave: (values: OperatorInput) => Promise<void>; onCancel?: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(operatorSchema, { defaultValues: initial ?? EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const labels: Record<OperatorField, string> = { name: t`Name`, country: t`Country`, licenceNumber: t`Licence number`, contact: t`Contact` };

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
      if (!initial) form.reset(EMPTY);
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      const problem = readApiProblem(caught);
      if (problem.field && (FIELDS as readonly string[]).includes(problem.field)) form.refuse(problem.field as OperatorField, problem);
      else setFailure(describeRefusal(i18n, problem) ?? t`The operator could not be saved. Please try again.`);
    }
  });

  return (
    <form className="operator-form" onSubmit={(event) => void onSubmit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="operator-form__title">
        {title}
      </h3>
      <fieldset className="operator-form__fields" disabled={form.formState.isSubmitting}>
        {FIELDS.map((field) => {
          const error = form.describe(form.errorOf(field), labels[field]);
          const fieldId = `${id}-${field}`;
          return (
            <Field key={field} id={fieldId} label={labels[field]} error={error}>
              <input id={fieldId} type="text" dir={field === 'licenceNumber' ? 'ltr' : 'auto'} maxLength={MAX[field]} autoComplete="off" {...form.register(field)} {...fieldAria(fieldId, { error })} />
            </Field>
          );
        })}
      </fieldset>
      {failure ? (
        <p role="alert" className="message message--error">
          {failure}
        </p>
      ) : null}
      <div className="operator-form__actions">
        <button type="submit" className="button button--primary" disabled={form.formState.isSubmitting}>
          {submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t`Cancel`}
          </button>
        ) : null}
      </div>
    </form>
  );
}
