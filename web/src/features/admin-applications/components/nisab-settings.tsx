import { useLingui } from '@lingui/react/macro';
import { nisabSchema } from '@sabil/contracts';
import { useEffect, useId, useState } from 'react';
import { Disclosure } from '../../../components/ui/disclosure';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { isUnauthenticated, readApiProblem } from '../../../lib/apollo/api-problem';
import { dollars } from '../../../lib/applications/format';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useNisab } from '../hooks/use-nisab';

/** Issue 31: the nisab the public zakat calculator uses, in US dollars, and the day it was set — read once an admin opens it. */
export function NisabSettings() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Disclosure summary={t`Zakat calculator’s nisab`} testId="nisab-settings" onToggle={setOpen}>
      {open ? <NisabForm /> : null}
    </Disclosure>
  );
}

function NisabForm() {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const { settings, saving, save } = useNisab();
  const [said, setSaid] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const form = useSchemaForm(nisabSchema, { defaultValues: { nisab: '', setOn: '' } });
  useEffect(() => {
    if (settings && !form.formState.isDirty) form.reset({ nisab: String(settings.nisab), setOn: settings.nisabSetOn });
  }, [settings, form]);
  const nisabLabel = t`Nisab in US dollars`;
  const setOnLabel = t`Date set`;
  const nisabError = form.describe(form.errorOf('nisab'), nisabLabel);
  const setOnError = form.describe(form.errorOf('setOn'), setOnLabel);
  const onSubmit = form.handleSubmit(async (values) => {
    setSaid(null);
    try {
      await save(values.nisab, values.setOn);
      setSaid({ kind: 'success', text: t`The nisab is saved.` });
    } catch (caught) {
      if (isUnauthenticated(caught)) return;
      setSaid({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`Failed to save. Please try again.` });
    }
  });
  const current = settings ? dollars(format, settings.nisab) : '';
  return (
    <>
      {settings ? <p className="zakat-eligibility__current">{t`Zakat calculator’s nisab: ${current}`}</p> : null}
      <form className="zakat-eligibility" onSubmit={(event) => void onSubmit(event)} noValidate>
        <fieldset className="zakat-eligibility__fields" disabled={saving}>
          <Field id={`${id}-nisab`} label={nisabLabel} error={nisabError}>
            <input id={`${id}-nisab`} type="number" inputMode="decimal" min={0} step="0.01" {...form.register('nisab')} {...fieldAria(`${id}-nisab`, { error: nisabError })} />
          </Field>
          <Field id={`${id}-set-on`} label={setOnLabel} error={setOnError}>
            <input id={`${id}-set-on`} type="date" {...form.register('setOn')} {...fieldAria(`${id}-set-on`, { error: setOnError })} />
          </Field>
        </fieldset>
        {said ? (
          <p role={said.kind === 'error' ? 'alert' : 'status'} className={`message message--${said.kind}`}>
            {said.text}
          </p>
        ) : null}
        <div className="zakat-eligibility__actions">
          <button type="submit" className="button button--primary" disabled={saving}>
            {t`Save the nisab`}
          </button>
        </div>
      </form>
    </>
  );
}
