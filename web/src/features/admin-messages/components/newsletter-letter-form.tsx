import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { NEWSLETTER_LETTER_MAX_LENGTHS, newsletterLetterSchema } from '@sabil/contracts';
import { useId } from 'react';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useSendNewsletter } from '../hooks/use-messages';

/** A letter to every confirmed subscriber, through the mail outbox; each copy has its own unsubscribe link. */
export function NewsletterLetterForm({ confirmed, onMessage }: { confirmed: number; onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const form = useSchemaForm(newsletterLetterSchema, { defaultValues: { subject: '', body: '' } });
  const [send, { loading }] = useSendNewsletter();
  const labels = { subject: t`Subject`, body: t`Letter` };
  const errors = { subject: form.describe(form.errorOf('subject'), labels.subject), body: form.describe(form.errorOf('body'), labels.body) };

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const answer = await send({ variables: { input } });
      const recipients = answer.data?.sendNewsletter ?? 0;
      onMessage({ kind: 'success', text: plural(recipients, { one: 'The letter is on its way to # subscriber.', other: 'The letter is on its way to # subscribers.' }) });
      form.reset();
    } catch (caught) {
      onMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`The letter could not be sent. Please try again.` });
    }
  });

  return (
    <form className="messages-panel__letter" noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t`Send a letter`}</h3>
      <p>{t`It goes to the confirmed subscribers only, in plain text, one paragraph a line.`}</p>
      <fieldset className="form__fields" disabled={loading || confirmed === 0} aria-busy={loading}>
        <Field id={`${id}-subject`} label={labels.subject} error={errors.subject}>
          <input id={`${id}-subject`} type="text" maxLength={NEWSLETTER_LETTER_MAX_LENGTHS.subject} {...form.register('subject')} {...fieldAria(`${id}-subject`, { error: errors.subject })} />
        </Field>
        <Field id={`${id}-body`} label={labels.body} error={errors.body}>
          <textarea id={`${id}-body`} rows={6} maxLength={NEWSLETTER_LETTER_MAX_LENGTHS.body} {...form.register('body')} {...fieldAria(`${id}-body`, { error: errors.body })} />
        </Field>
        <button type="submit" className="button button--primary">
          {loading ? t`Sending…` : t`Send the letter`}
        </button>
      </fieldset>
    </form>
  );
}
