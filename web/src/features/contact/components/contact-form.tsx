import { useLingui } from '@lingui/react/macro';
import { CONTACT_MAX_LENGTHS, contactMessageSchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { FormError } from '../../../components/ui/form-message';
import { useHydrated } from '../../../lib/browser/use-hydrated';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { PublicMutationError } from '../../../lib/public-mutation';
import { useSendContactMessage } from '../hooks/use-send-contact-message';

type ContactField = 'name' | 'email' | 'subject' | 'message';
const FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * SPEC §2 Contact: name, email, subject and message, all required. The message goes to the charity's
 * team (the admins' Messages tab, and its address when it has one); the person is told in words that
 * it arrived, or why it did not. A hidden "website" field catches spam robots.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const form = useSchemaForm(contactMessageSchema, { defaultValues: { name: '', email: '', subject: '', message: '' } });
  const [send, { loading }] = useSendContactMessage();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [trap, setTrap] = useState('');

  const labels: Record<ContactField, string> = { name: t`Your name`, email: t`Email`, subject: t`Subject`, message: t`Message` };
  // Each empty field is asked for in its own words.
  const asked: Record<ContactField, string> = {
    name: t`Please enter your name.`,
    email: t`Please enter your email address.`,
    subject: t`Please enter a subject.`,
    message: t`Please write your message.`,
  };
  const errorOf = (field: ContactField) => form.describe(form.errorOf(field), labels[field], { phrasing: { FIELD_REQUIRED: asked[field] } });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setFailure(null);
      setSent(false);
      try {
        const language = i18n.locale === 'ar' ? 'AR' : i18n.locale === 'ur' ? 'UR' : 'EN';
        await send({ input: { ...values, language, website: trap || null } });
        setSent(true);
        form.reset();
      } catch (caught) {
        const problem = caught instanceof PublicMutationError ? caught.problem : {};
        if (problem.field && (FIELDS as readonly string[]).includes(problem.field)) form.refuse(problem.field as ContactField, problem);
        else setFailure(describeRefusal(i18n, problem) ?? t`Your message could not be sent. Please try again in a moment.`);
      }
    },
    () => setSent(false),
  );

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    required: true,
    ...form.register(field),
    ...fieldAria(`${id}-${field}`, { error: errorOf(field) }),
  });

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset className="form__fields" disabled={loading} aria-busy={loading}>
        <Field id={`${id}-name`} label={labels.name} error={errorOf('name')}>
          <input type="text" autoComplete="name" maxLength={CONTACT_MAX_LENGTHS.name} {...fieldProps('name')} />
        </Field>
        <Field id={`${id}-email`} label={labels.email} error={errorOf('email')}>
          <input type="email" autoComplete="email" {...fieldProps('email')} />
        </Field>
        <Field id={`${id}-subject`} label={labels.subject} error={errorOf('subject')}>
          <input type="text" maxLength={CONTACT_MAX_LENGTHS.subject} {...fieldProps('subject')} />
        </Field>
        <Field id={`${id}-message`} label={labels.message} error={errorOf('message')}>
          <textarea rows={6} maxLength={CONTACT_MAX_LENGTHS.message} {...fieldProps('message')} />
        </Field>
        {/* A spam trap: hidden from people and from assistive technology; robots fill it. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Website</label>
          <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
        </div>
        <FormError id={`${id}-failure`}>{failure}</FormError>
        <div role="status" className={sent ? 'message message--success contact-form__outcome' : 'message message--empty'}>
          {sent ? <p className="contact-form__outcome-title">{t`Thank you: your message has reached our team. We will answer you by email.`}</p> : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!hydrated}>
          {loading ? t`Sending…` : t`Send my message`}
        </button>
      </fieldset>
    </form>
  );
}
