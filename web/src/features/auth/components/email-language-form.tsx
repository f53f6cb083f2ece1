import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { z } from 'zod';
import { Field } from '../../../components/ui/form/field';
import { useSchemaForm, useWatch } from '../../../components/ui/form/use-schema-form';
import { FormError } from '../../../components/ui/form-message';
import type { AccountLanguage } from '../../../graphql/generated/graphql';
import { LOCALE_NAMES } from '../../../lib/i18n/locales';
import { EmailLanguageQuery, SetEmailLanguageMutation } from '../hooks/use-password-reset';

const CHOICES: { value: AccountLanguage; name: string }[] = [
  { value: 'EN', name: LOCALE_NAMES.en },
  { value: 'AR', name: LOCALE_NAMES.ar },
  { value: 'UR', name: LOCALE_NAMES.ur },
];

const languageSchema = z.object({ language: z.enum(['EN', 'AR', 'UR'], { error: 'CHOICE_INVALID' }) });

/** The language the person's email is written in: the page's at registration, changeable here. */
export function EmailLanguageForm() {
  const { t } = useLingui();
  const ids = { language: useId(), error: useId(), title: useId() };
  const { data } = useQuery(EmailLanguageQuery, { fetchPolicy: 'network-only' });
  const [save, { loading }] = useMutation(SetEmailLanguageMutation);
  const [said, setSaid] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  // The account's language once it has loaded; what the person chose stays chosen.
  const form = useSchemaForm(languageSchema, { values: data ? { language: data.me.language } : undefined, resetOptions: { keepDirtyValues: true } });
  const current = useWatch({ control: form.control, name: 'language' }) as AccountLanguage | undefined;

  const onSubmit = form.handleSubmit(async ({ language }) => {
    setSaid(null);
    try {
      await save({ variables: { language } });
      setSaid({ kind: 'success', text: t`Saved. Your email will be written in this language.` });
    } catch {
      setSaid({ kind: 'error', text: t`Something went wrong. Please try again.` });
    }
  });

  return (
    <section className="account-settings__section" aria-labelledby={ids.title}>
      <h2 id={ids.title} className="account-settings__title">{t`Email language`}</h2>
      <form className="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <fieldset className="form__fields" disabled={loading || !current} aria-busy={loading}>
          <Field id={ids.language} label={t`Receipts and updates are written in`}>
            <select id={ids.language} {...form.register('language', { onChange: () => setSaid(null) })}>
              {CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value} lang={choice.value.toLowerCase()}>
                  {choice.name}
                </option>
              ))}
            </select>
          </Field>
          <FormError id={ids.error}>{said?.kind === 'error' ? said.text : null}</FormError>
          <p role="status" className={said?.kind === 'success' ? 'message message--success' : 'message message--empty'} data-testid="email-language-saved">
            {said?.kind === 'success' ? said.text : null}
          </p>
          <button type="submit" className="button button--secondary button--block">
            {t`Save the email language`}
          </button>
        </fieldset>
      </form>
    </section>
  );
}
