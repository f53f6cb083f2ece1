import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { donationAmount, fieldIssues, MAX_DONATION_DOLLARS, MIN_DONATION_DOLLARS, MONTHLY_CHOICES_DOLLARS, QUICK_DONATE_DOLLARS } from '@sabil/contracts';
import { useEffect, useId, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { FundraisingCard_RequestFragment } from '../../../graphql/generated/graphql';
import type { ApiProblem } from '../../../lib/apollo/api-problem';
import { dollars } from '../../../lib/applications/format';
import { remainingDollars } from '../../../lib/donations/limits';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useCreateCheckoutSession } from '../hooks/use-create-checkout-session';

interface ControlValues {
  monthly: boolean;
  /** The free amount as typed (one-time). */
  amount: string;
  /** The monthly choice, "10", "20" or "30" (monthly). */
  choice: string;
}

/**
 * The gift's rules: the API's (@sabil/contracts' donation amount: 1 to 10,000 dollars, two
 * decimals) and, on this card, no more than the journey still needs.
 */
function controlsSchema(remaining: number) {
  return z
    .object({ monthly: z.boolean(), amount: z.string(), choice: z.string() })
    .superRefine((values, ctx) => {
      if (values.monthly) {
        if (!MONTHLY_CHOICES_DOLLARS.some((choice) => String(choice) === values.choice)) ctx.addIssue({ code: 'custom', path: ['choice'], message: 'MONTHLY_AMOUNT_INVALID' });
        return;
      }
      const typed = values.amount.trim();
      if (/^\d+(\.\d+)?$/.test(typed) && Number(typed) > remaining) {
        ctx.addIssue({ code: 'custom', path: ['amount'], message: 'AMOUNT_OVER_REMAINING' });
        return;
      }
      const parsed = donationAmount.safeParse(typed);
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: fieldIssues(parsed.error)[0]?.reason ?? 'AMOUNT_NOT_A_NUMBER' });
    });
}

/**
 * SPEC §2's donation controls: a free amount in dollars, a monthly checkbox that switches to 10, 20
 * or 30 a month (and clears the amount), and a quick $50 one-time gift, disabled in monthly mode.
 * Donate is disabled while the amount is empty or not above 0, and beyond what the journey needs;
 * the reason shows as the donor types (react-hook-form with the shared rules).
 */
export function DonationControls({ request }: { request: Pick<FundraisingCard_RequestFragment, 'id' | 'fullName' | 'requestedAmount' | 'collectedAmount'> }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const { start, starting, problem } = useCreateCheckoutSession();
  const remaining = remainingDollars(request);
  const schema = useMemo(() => controlsSchema(remaining), [remaining]);
  const form = useForm<ControlValues>({ resolver: zodResolver(schema), mode: 'onChange', defaultValues: { monthly: false, amount: '', choice: '' } });
  // useWatch, not form.watch(): a subscription React's compiler and the hooks lint can follow.
  const [monthly, amountText, choice] = useWatch({ control: form.control, name: ['monthly', 'amount', 'choice'] });
  // Another donor's gift can lower what the journey needs under a typed amount: check it again.
  useEffect(() => {
    if (form.getValues('amount').trim() !== '') void form.trigger('amount');
  }, [remaining, form]);

  const remainingText = dollars(format, remaining);
  const smallest = dollars(format, MIN_DONATION_DOLLARS);
  const largest = dollars(format, MAX_DONATION_DOLLARS);
  const quick = dollars(format, QUICK_DONATE_DOLLARS);
  const limit = Math.min(remaining, MAX_DONATION_DOLLARS);

  // What the shared reasons mean on this card; an empty or zero amount only keeps Donate disabled.
  const reason = form.formState.errors.amount?.message;
  const notAnAmount = t`Enter an amount in dollars, such as 25 or 25.50.`;
  const wording: Record<string, string | null> = {
    FIELD_REQUIRED: null,
    AMOUNT_NOT_POSITIVE: Number(amountText.trim()) === 0 ? null : notAnAmount,
    AMOUNT_NOT_A_NUMBER: notAnAmount,
    AMOUNT_TOO_PRECISE: notAnAmount,
    AMOUNT_TOO_SMALL: t`The smallest gift is ${smallest}.`,
    AMOUNT_TOO_LARGE: t`One gift can be at most ${largest}.`,
    AMOUNT_OVER_REMAINING: t`This journey needs only ${remainingText} more.`,
  };
  const amountProblem = !monthly && reason && amountText.trim() !== '' ? (reason in wording ? wording[reason] : describeRefusal(i18n, { reason }, { label: t`Amount in dollars` })) : null;
  const typedAmount = Number(amountText.trim());
  const amount = monthly ? Number(choice) || null : amountText.trim() !== '' && !reason && typedAmount > 0 ? typedAmount : null;
  const canDonate = amount !== null && !starting;
  const name = request.fullName;

  function switchMonthly(next: boolean) {
    // SPEC §2: switching clears the amount.
    form.reset({ monthly: next, amount: '', choice: '' });
  }

  const onSubmit = form.handleSubmit((values) => {
    if (starting) return;
    void start(request.id, values.monthly ? Number(values.choice) : Number(values.amount.trim()), values.monthly ? 'MONTHLY' : 'ONE_TIME');
  });

  return (
    <form className="donation-controls" onSubmit={(event) => void onSubmit(event)} aria-labelledby={`${id}-title`} noValidate>
      <h4 id={`${id}-title`} className="visually-hidden">{t`Donate to ${name}`}</h4>
      <fieldset className="donation-controls__fields" disabled={starting}>
        {monthly ? (
          <fieldset className="donation-controls__choices">
            <legend>{t`Amount per month`}</legend>
            <div className="donation-controls__chips">
              {MONTHLY_CHOICES_DOLLARS.map((offered) => {
                const perMonth = dollars(format, offered);
                return (
                  <label key={offered} className={choice === String(offered) ? 'amount-chip amount-chip--selected' : 'amount-chip'}>
                    <input type="radio" value={String(offered)} {...form.register('choice')} />
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
              {...form.register('amount')}
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
  const { t, i18n } = useLingui();
  // The provider's own outage needs no second line: the first says it.
  const why = problem.reason === 'CHECKOUT_NOT_STARTED' ? null : describeRefusal(i18n, { reason: problem.reason, values: problem.values });
  return (
    <div role="alert" className="message message--error donation-controls__error">
      <p>{t`Failed to start donation process.`}</p>
      {why ? <p>{why}</p> : null}
    </div>
  );
}
