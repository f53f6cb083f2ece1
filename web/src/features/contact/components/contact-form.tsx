import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { keepContactMessageLocally } from '../contact-message-store';

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Outcome = 'kept' | 'not-kept' | null;

/**
 * SPEC §2 Contact: name, email, subject and message, all required. Submitting sends nothing (the
 * spec's form only logs locally): the message is kept in this browser and the person is told
 * plainly that nobody received it, and how to reach the team instead.
 */
// TODO(contact channel): when the team has a public address or a contact API, name it here and send.
export function ContactForm() {
  const { t } = useLingui();
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  function validate(values: Record<Field, string>): Partial<Record<Field, string>> {
    const found: Partial<Record<Field, string>> = {};
    if (!values.name) found.name = t`Please enter your name.`;
    if (!values.email) found.email = t`Please enter your email address.`;
    else if (!EMAIL.test(values.email)) found.email = t`Please enter a valid email address`;
    if (!values.subject) found.subject = t`Please enter a subject.`;
    if (!values.message) found.message = t`Please write your message.`;
    return found;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = Object.fromEntries(FIELDS.map((field) => [field, String(data.get(field) ?? '').trim()])) as Record<Field, string>;
    const found = validate(values);
    setErrors(found);
    const firstInvalid = FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      setOutcome(null);
      form.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setOutcome(keepContactMessageLocally({ ...values, savedAt: new Date().toISOString() }) ? 'kept' : 'not-kept');
  }

  const fieldProps = (field: Field) => ({
    id: `${id}-${field}`,
    name: field,
    required: true,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="field__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-describedby={`${id}-notice`}>
      <p id={`${id}-notice`} className="message message--info contact-form__notice">
        <Icon name="info" size={20} />
        <span>{t`This form is not connected to our team yet, so messages are not sent anywhere. What you write stays in this browser.`}</span>
      </p>
      <div className="form__fields">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t`Your name`}</label>
          <input type="text" autoComplete="name" maxLength={120} {...fieldProps('name')} />
          {fieldError('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t`Email`}</label>
          <input type="email" autoComplete="email" {...fieldProps('email')} />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-subject`}>{t`Subject`}</label>
          <input type="text" maxLength={200} {...fieldProps('subject')} />
          {fieldError('subject')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{t`Message`}</label>
          {/*: a message written in English on the Urdu page still reads left to right. */}
          <textarea rows={6} maxLength={5000} {...fieldProps('message')} />
          {fieldError('message')}
        </div>
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
        <button type="submit" className="button button--primary button--block">
          {t`Save my message`}
        </button>
      </div>
    </form>
  );
}
