import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { Icon } from '../../../components/ui/icon';
import { useHydrated } from '../../../lib/browser/use-hydrated';

/**
 * SPEC §2: a newsletter box whose button does nothing. Rather than pretend, it tells the person that
 * the newsletter has not started and that their address was neither sent nor kept.
 */
export function NewsletterBox() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const id = useId();
  const [asked, setAsked] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAsked(true);
  }

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
          <form className="newsletter__form" noValidate onSubmit={onSubmit}>
            <label htmlFor={`${id}-email`} className="newsletter__label">
              {t`Email address`}
            </label>
            <div className="newsletter__row">
              <input id={`${id}-email`} name="email" type="email" autoComplete="email" className="newsletter__input" />
              <button type="submit" className="button button--primary" disabled={!hydrated}>
                {t`Subscribe`}
              </button>
            </div>
          </form>
          <div role="status" className={asked ? 'message message--info newsletter__note' : 'message message--empty'}>
            {asked
              ? t`Thank you for your interest. Our newsletter has not started yet, so nothing was sent and your address was not saved. Please check back later.`
              : null}
          </div>
        </div>
      </div>
    </section>
  );
}
