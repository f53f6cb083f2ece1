import { useLingui } from '@lingui/react/macro';
import { CONTACT_MAX_LENGTHS, contactMessageSchema } from '@sabil/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm } from '../../../components/ui/form/use-schema-form';
import { Icon } from '../../../components/ui/icon';
import { keepContactMessageLocally } from '../contact-message-store';
import { useHydrated } from '../../../lib/browser/use-hydrated';

type ContactField = 'name' | 'email' | 'subject' | 'message';

type Outcome = 'kept' | 'not-kept' | null;

/**
 * SPEC §2 Contact: name, email, subject and message, all required. Submitting sends nothing (the
 * spec's form only logs locally): the message is kept in this browser and the person is told
 * plainly that nobody received it, and how to reach the team instead.
 */
// TODO(contact channel): when the team has a public address or a contact API, name it here and send.
export function ContactForm() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const form = useSchemaForm(contactMessageSchema, { defaultValues: { name: '', email: '', subject: '', message: '' } });
  const [outcome, setOutcome] = useState<Outcome>(null);

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
    (values) => setOutcome(keepContactMessageLocally({ ...values, savedAt: new Date().toISOString() }) ? 'kept' : 'not-kept'),
    () => setOutcome(null),
  );

  const fieldProps = (field: ContactField) => ({
    id: `${id}-${field}`,
    required: true,
    ...form.register(field),
    ...fieldAria(`${id}-${field}`, { error: errorOf(field) }),
  });

  return (
    <form className="contact-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-describedby={`${id}-notice`}>
      <p id={`${id}-notice`} className="message message--info contact-form__notice">
        <Icon name="info" size={20} />
        <span>{t`This form is not connected to our team yet, so messages are not sent anywhere. What you write stays in this browser.`}</span>
      </p>
      <div className="form__fields">
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
          {/*: a message written in English on the Urdu page still reads left to right. */}
          <textarea rows={6} maxLength={CONTACT_MAX_LENGTHS.message} {...fieldProps('message')} />
        </Field>
        <div role="status" className={outcome ? 'message message--warning contact-form__outcome' : 'message message--empty'}>
          {outcome ? (
            <>
              <p className="contact-form__outcome-title">
                {outcome === 'kept'
                  ? t`Your message was not sent to anyone. It is saved only in this browser, and your text is still in the form.`
                  : t`Your message was not sent to anyone, and this browser did not let us save it. Your text is still in the form.`}
              </p>
              <p>{t`To reach our team now:`}</p>
              <ul>
                <li>
                  {t`If you need help with a journey, apply through the application form: our team reviews every application and contacts the applicant.`}{' '}
                  <Link to="/seeker/login">{t`Apply for support`}</Link>
                </li>
                <li>
                  {t`If you are a donor, your dashboard shows your donations and their progress.`}{' '}
                  <Link to="/donor/login">{t`Donor sign in`}</Link>
                </li>
              </ul>
            </>
          ) : null}
        </div>
        <button type="submit" className="button button--primary button--block" disabled={!hydrated}>
          {t`Save my message`}
        </button>
      </div>
    </form>
  );
}
