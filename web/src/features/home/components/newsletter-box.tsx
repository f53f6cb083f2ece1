import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useHydrated } from '../../../lib/browser/use-hydrated';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { PublicMutationError } from '../../../lib/public-mutation';
import { useNewsletterSignup } from '../hooks/use-newsletter-signup';

/** Enough of an address to send; the API applies the full rule (EMAIL_INVALID, shown below). */
const LOOKS_LIKE_AN_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * SPEC §2's newsletter box, with double opt-in: the address gets a confirmation link in the
 * reader's language, and only that link subscribes it. The answer is the same for every address.
 * One field, checked here without the form kit: the kit and the input rules (zod) would add 40 kB
 * gzip to the home page, over its 150 kB budget (public-site.spec.ts); the API checks it again.
 */
export function NewsletterBox() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState<'FIELD_REQUIRED' | 'EMAIL_INVALID' | null>(null);
  const [subscribe, { loading }] = useNewsletterSignup();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [trap, setTrap] = useState('');
  const label = t`Email address`;
  const error = invalid === 'FIELD_REQUIRED' ? t`Please enter your email address.` : invalid ? describeRefusal(i18n, { reason: invalid }, { label }) : failure;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSent(false);
    const typed = email.trim();
    const problem = !typed ? 'FIELD_REQUIRED' : LOOKS_LIKE_AN_EMAIL.test(typed) ? null : 'EMAIL_INVALID';
    setInvalid(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('input[type=email]')?.focus();
      return;
    }
    try {
      const language = i18n.locale === 'ar' ? 'AR' : i18n.locale === 'ur' ? 'UR' : 'EN';
      await subscribe({ input: { email: typed, language, website: trap || null } });
      setSent(true);
      setEmail('');
    } catch (caught) {
      setFailure(describeRefusal(i18n, caught instanceof PublicMutationError ? caught.problem : {}, { label }) ?? t`Something went wrong. Please try again.`);
    }
  };

  return (
    <section className="section newsletter" aria-labelledby={`${id}-title`}>
      <div className="container">
        <div className="newsletter__box">
          <div className="newsletter__intro">
            <span className="card__icon" aria-hidden="true">
              <Icon name="mail" size={24} />
            </span>
            <div>
              <h2 id={`${id}-title`} className="newsletter__title">
                {t`News from Sabil`}
              </h2>
              <p className="newsletter__lead">{t`A short letter about new journeys and the people they carry.`}</p>
            </div>
          </div>
          {/* eslint-disable-next-line sabil/form-kit -- the home page's JS budget (see above): the API checks the address again. */}
          <form className="newsletter__form" noValidate onSubmit={(event) => void onSubmit(event)}>
            <label htmlFor={`${id}-email`} className="newsletter__label">
              {label}
            </label>
            <div className="newsletter__row">
              <input
                id={`${id}-email`}
                type="email"
                autoComplete="email"
                className="newsletter__input"
                required
                name="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
              <button type="submit" className="button button--primary" disabled={!hydrated || loading}>
                {loading ? t`Sending…` : t`Subscribe`}
              </button>
            </div>
            {/* A spam trap: hidden from people and from assistive technology; robots fill it. */}
            <div className="newsletter__trap" aria-hidden="true">
              <label htmlFor={`${id}-website`}>Website</label>
              <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" value={trap} onChange={(event) => setTrap(event.target.value)} />
            </div>
          </form>
          {error ? (
            <p id={`${id}-error`} role="alert" className="message message--error newsletter__note">
              {error}
            </p>
          ) : null}
          <div role="status" className={sent ? 'message message--success newsletter__note' : 'message message--empty'}>
            {sent ? t`Almost done: we have sent a confirmation link to this address. Open it to start receiving our letters. Check your spam folder too.` : null}
          </div>
        </div>
      </div>
    </section>
  );
}
