import { useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import type { FundraisingCard_RequestFragment } from '../../../graphql/generated/graphql';
import type { ApiProblem } from '../../../lib/apollo/api-problem';
import { dollars } from '../../../lib/applications/format';
import {
  MAX_DONATION_DOLLARS,
  MIN_DONATION_DOLLARS,
  MONTHLY_CHOICES_DOLLARS,
  parseDollars,
  QUICK_DONATE_DOLLARS,
  remainingDollars,
} from '../../../lib/donations/limits';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useCreateCheckoutSession } from '../hooks/use-create-checkout-session';

/**
 * SPEC §2's donation controls: a free amount in dollars, a monthly checkbox that switches to 10, 20
 * or 30 a month (and clears the amount), and a quick $50 one-time gift, disabled in monthly mode.
 * Donate is disabled while the amount is empty or not above 0, and beyond what the journey needs.
 */
export function DonationControls({ request }: { request: Pick<FundraisingCard_RequestFragment, 'id' | 'fullName' | 'requestedAmount' | 'collectedAmount'> }) {
  const { t } = useLingui();
  const format = useFormatters();
  const id = useId();
  const [monthly, setMonthly] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [monthlyChoice, setMonthlyChoice] = useState<number | null>(null);
  const { start, starting, problem } = useCreateCheckoutSession();

  const remaining = remainingDollars(request);
  const typed = parseDollars(amountText);
  const limit = Math.min(remaining, MAX_DONATION_DOLLARS);
  const amount = monthly ? monthlyChoice : typed;
  const remainingText = dollars(format, remaining);
  const smallest = dollars(format, MIN_DONATION_DOLLARS);
  const largest = dollars(format, MAX_DONATION_DOLLARS);
  const quick = dollars(format, QUICK_DONATE_DOLLARS);
  let amountProblem: string | null = null;
  if (!monthly && amountText.trim() !== '') {
    if (typed === null) amountProblem = t`Enter an amount in dollars, such as 25 or 25.50.`;
    else if (typed > 0 && typed < MIN_DONATION_DOLLARS) amountProblem = t`The smallest gift is ${smallest}.`;
    else if (typed > remaining) amountProblem = t`This journey needs only ${remainingText} more.`;
    else if (typed > MAX_DONATION_DOLLARS) amountProblem = t`One gift can be at most ${largest}.`;
  }
  const canDonate = amount !== null && amount > 0 && !amountProblem && !starting;
  const name = request.fullName;

  function switchMonthly(next: boolean) {
    setMonthly(next);
    // SPEC §2: switching clears the amount.
    setAmountText('');
    setMonthlyChoice(null);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (canDonate) void start(request.id, amount, monthly ? 'MONTHLY' : 'ONE_TIME');
  }

  return (
    <form className="donation-controls" onSubmit={onSubmit} aria-labelledby={`${id}-title`} noValidate>
      <h4 id={`${id}-title`} className="visually-hidden">{t`Donate to ${name}`}</h4>
      <fieldset className="donation-controls__fields" disabled={starting}>
        {monthly ? (
          <fieldset className="donation-controls__choices">
            <legend>{t`Amount per month`}</legend>
            <div className="donation-controls__chips">
              {MONTHLY_CHOICES_DOLLARS.map((choice) => {
                const perMonth = dollars(format, choice);
                return (
                  <label key={choice} className={monthlyChoice === choice ? 'amount-chip amount-chip--selected' : 'amount-chip'}>
                    <input type="radio" name={`${id}-monthly`} value={choice} checked={monthlyChoice === choice} onChange={() => setMonthlyChoice(choice)} />
                    <span>{t`${perMonth} a month`}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        ) : (
          <div className="field">
            <label htmlFor={`${id}-amount`}>{t`Amount in dollars`}</label>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={MIN_DONATION_DOLLARS}
              max={limit}
              step="0.01"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              aria-invalid={amountProblem ? true : undefined}
              aria-describedby={amountProblem ? `${id}-amount-problem` : undefined}
            />
            {amountProblem ? (
              <p id={`${id}-amount-problem`} className="field__error">
                {amountProblem}
              </p>
            ) : null}
          </div>
        )}
        <label className="checkbox">
          <input type="checkbox" checked={monthly} onChange={(event) => switchMonthly(event.target.checked)} />
          <span>{t`Give monthly`}</span>
        </label>
        <div className="donation-controls__actions">
          <button type="submit" className="button button--primary" disabled={!canDonate}>
            {starting ? t`Opening the payment page…` : t`Donate`}
          </button>
          <button
            type="button"
            className="button button--accent"
            disabled={monthly || starting || remaining < QUICK_DONATE_DOLLARS}
            onClick={() => void start(request.id, QUICK_DONATE_DOLLARS, 'ONE_TIME')}
          >
            {t`Quick donate ${quick}`}
          </button>
        </div>
      </fieldset>
      {problem ? <StartFailed problem={problem} /> : null}
    </form>
  );
}

/** SPEC §8's message, and what the donor can do about it when the API says why. */
function StartFailed({ problem }: { problem: ApiProblem }) {
  const { t } = useLingui();
  let why: string | null = null;
  if (problem.code === 'CONFLICT') why = t`This request is no longer taking donations. Please refresh the page.`;
  else if (problem.code === 'TOO_MANY_REQUESTS') why = t`Too many donation attempts. Please wait a few minutes and try again.`;
  else if (problem.code === 'BAD_USER_INPUT') why = t`Please check the amount and try again.`;
  return (
    <div role="alert" className="message message--error donation-controls__error">
      <p>{t`Failed to start donation process.`}</p>
      {why ? <p>{why}</p> : null}
    </div>
  );
}
