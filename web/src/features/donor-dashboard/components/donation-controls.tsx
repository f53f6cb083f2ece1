import { useLingui } from '@lingui/react/macro';
import { donationAmount, fieldIssues, giftDetailsSchema, MAX_DONATION_DOLLARS, MIN_DONATION_DOLLARS, MONTHLY_CHOICES_DOLLARS, QUICK_DONATE_DOLLARS } from '@sabil/contracts';
import { useEffect, useId, useMemo } from 'react';
import { z } from 'zod';
import { Field, fieldAria } from '../../../components/ui/form/field';
import { useSchemaForm, useWatch } from '../../../components/ui/form/use-schema-form';
import type { FundraisingCard_RequestFragment } from '../../../graphql/generated/graphql';
import type { ApiProblem } from '../../../lib/apollo/api-problem';
import { dollars } from '../../../lib/applications/format';
import { availableDollars, remainingDollars } from '../../../lib/donations/limits';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useCreateCheckoutSession } from '../hooks/use-create-checkout-session';
import { checkGiftDetails, GiftDetailsFields, giftDetailsFormFields, giftDetailsVariables, NO_GIFT_DETAILS, type GiftDetailsValues, type RegisterGiftDetail } from './gift-details-fields';
import { ZAKAT_CATEGORY_LABELS } from '../../../lib/applications/enum-labels';
import { ZakatChoice } from './zakat-choice';

interface ControlValues extends GiftDetailsValues {
  monthly: boolean;
  /** The free amount as typed (one-time). */
  amount: string;
  /** The monthly choice, "10", "20" or "30" (monthly). */
  choice: string;
  /** Issue 31: given as zakat (a zakat-eligible journey only). */
  zakat: boolean;
}

/**
 * The gift's rules: the API's (@sabil/contracts' donation amount: 1 to 10,000 dollars, two
 * decimals) and, on this card, no more than is free: what the journey still needs less what other
 * donors' checkouts hold (`held`: some is). When all of it is held the card says so once, in a note.
 */
function controlsSchema(available: number, held: boolean) {
  return z
    .object({ monthly: z.boolean(), amount: z.string(), choice: z.string(), zakat: z.boolean(), ...giftDetailsFormFields })
    .superRefine((values, ctx) => {
      checkGiftDetails(values, ctx);
      if (values.monthly) {
        if (!MONTHLY_CHOICES_DOLLARS.some((choice) => String(choice) === values.choice)) ctx.addIssue({ code: 'custom', path: ['choice'], message: 'MONTHLY_AMOUNT_INVALID' });
        return;
      }
      const typed = values.amount.trim();
      if (/^\d+(\.\d+)?$/.test(typed) && Number(typed) > available) {
        if (!held || available > 0) ctx.addIssue({ code: 'custom', path: ['amount'], message: held ? 'AMOUNT_OVER_AVAILABLE' : 'AMOUNT_OVER_REMAINING' });
        return;
      }
      const parsed = donationAmount.safeParse(typed);
      if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['amount'], message: fieldIssues(parsed.error)[0]?.reason ?? 'AMOUNT_NOT_A_NUMBER' });
    });
}

/**
 * SPEC §2's donation controls: a free amount in dollars, a monthly checkbox that switches to 10, 20
 * or 30 a month (and clears the amount), and a quick $50 one-time gift, disabled in monthly mode.
 * Donate is disabled while the amount is empty or not above 0, and beyond what is free to give;
 * the reason shows as the donor types (react-hook-form with the shared rules).
 */
export function DonationControls({
  request,
  giving,
}: {
  request: Pick<FundraisingCard_RequestFragment, 'id' | 'fullName' | 'requestedAmount' | 'collectedAmount' | 'heldAmount' | 'zakatCategory'>;
  /** Issue 31: what the zakat calculator carried here (the amount, as zakat). */
  giving?: { amount: string; zakat: boolean };
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const { start, starting, problem } = useCreateCheckoutSession();
  const remaining = remainingDollars(request);
  const available = availableDollars(request);
  // Held money is what stands between the two: say so rather than "needs only".
  const held = available < remaining;
  const schema = useMemo(() => controlsSchema(available, held), [available, held]);
  const zakatOffered = Boolean(request.zakatCategory);
  const form = useSchemaForm(schema, {
    mode: 'onChange',
    defaultValues: { monthly: false, amount: giving?.amount ?? '', choice: '', zakat: zakatOffered && Boolean(giving?.zakat), ...NO_GIFT_DETAILS } as ControlValues,
  });
  // useWatch, not form.watch(): a subscription React's compiler and the hooks lint can follow.
  const [monthly, amountText, choice, zakat] = useWatch({ control: form.control, name: ['monthly', 'amount', 'choice', 'zakat'] });
  const [anonymous, supportMessage, dedicationKind, dedicationName, ecardEmail, ecardLanguage] = useWatch({
    control: form.control,
    name: ['anonymous', 'supportMessage', 'dedicationKind', 'dedicationName', 'ecardEmail', 'ecardLanguage'],
  });
  const details: GiftDetailsValues = { anonymous, supportMessage, dedicationKind, dedicationName, ecardEmail, ecardLanguage };
  // A dedication is a kind and a name, an e-card an address and a language: each half says at once what the other needs.
  useEffect(() => {
    if (dedicationKind || dedicationName) void form.trigger(['dedicationKind', 'dedicationName']);
  }, [dedicationKind, dedicationName, form]);
  // Without a dedication the e-card's fields are hidden: what was typed there goes with them.
  useEffect(() => {
    if (dedicationKind === '' && (form.getValues('ecardEmail') || form.getValues('ecardLanguage'))) {
      form.setValue('ecardEmail', '');
      form.setValue('ecardLanguage', '');
    }
  }, [dedicationKind, form]);
  useEffect(() => {
    if (ecardEmail || ecardLanguage) void form.trigger(['ecardEmail', 'ecardLanguage']);
  }, [ecardEmail, ecardLanguage, form]);
  const detailsValid = giftDetailsSchema.safeParse(details).success;
  // Another donor's gift or checkout can lower what is free under a typed amount: check it again.
  useEffect(() => {
    if (form.getValues('amount').trim() !== '') void form.trigger('amount');
  }, [schema, form]);

  const remainingText = dollars(format, remaining);
  const availableText = dollars(format, available);
  const heldText = dollars(format, request.heldAmount);
  const smallest = dollars(format, MIN_DONATION_DOLLARS);
  const largest = dollars(format, MAX_DONATION_DOLLARS);
  const quick = dollars(format, QUICK_DONATE_DOLLARS);
  const limit = Math.min(available, MAX_DONATION_DOLLARS);
  const nothingFree = held && available <= 0;

  // What the shared reasons mean on this card; an empty or zero amount only keeps Donate disabled.
  const amountError = form.errorOf('amount');
  const reason = amountError?.message;
  const notAnAmount = t`Enter an amount in dollars, such as 25 or 25.50.`;
  const wording: Partial<Record<string, string | null>> = {
    FIELD_REQUIRED: null,
    AMOUNT_NOT_POSITIVE: Number(amountText.trim()) === 0 ? null : notAnAmount,
    AMOUNT_NOT_A_NUMBER: notAnAmount,
    AMOUNT_TOO_PRECISE: notAnAmount,
    AMOUNT_TOO_SMALL: t`The smallest gift is ${smallest}.`,
    AMOUNT_TOO_LARGE: t`One gift can be at most ${largest}.`,
    AMOUNT_OVER_REMAINING: t`This journey needs only ${remainingText} more.`,
    AMOUNT_OVER_AVAILABLE: t`Only ${availableText} is free now: ${heldText} is held for donors who are paying. It frees up within about half an hour if they do not pay.`,
  };
  const amountProblem = !monthly && amountText.trim() !== '' ? form.describe(amountError, t`Amount in dollars`, { phrasing: wording }) : null;
  const typedAmount = Number(amountText.trim());
  const amount = monthly ? Number(choice) || null : amountText.trim() !== '' && !reason && typedAmount > 0 ? typedAmount : null;
  const canDonate = amount !== null && !starting && !nothingFree && detailsValid;
  const name = request.fullName;

  function switchMonthly(next: boolean) {
    // SPEC §2: switching clears the amount (the gift's details stay as written).
    form.reset({ ...form.getValues(), monthly: next, amount: '', choice: '' });
  }

  const onSubmit = form.handleSubmit((values) => {
    if (starting) return;
    void start(request.id, values.monthly ? Number(values.choice) : Number(values.amount.trim()), values.monthly ? 'MONTHLY' : 'ONE_TIME', giftDetailsVariables(values), zakatOffered && values.zakat);
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
          <Field id={`${id}-amount`} label={t`Amount in dollars`} error={amountProblem}>
            <input
              id={`${id}-amount`}
              type="number"
              inputMode="decimal"
              min={MIN_DONATION_DOLLARS}
              max={limit}
              step="0.01"
              {...form.register('amount')}
              {...fieldAria(`${id}-amount`, { error: amountProblem })}
            />
          </Field>
        )}
        <label className="checkbox">
          <input type="checkbox" checked={monthly} onChange={(event) => switchMonthly(event.target.checked)} />
          <span>{t`Give monthly`}</span>
        </label>
        {request.zakatCategory ? (
          <ZakatChoice
            id={id}
            category={i18n._(ZAKAT_CATEGORY_LABELS[request.zakatCategory])}
            checked={zakat}
            onChange={(next) => form.setValue('zakat', next)}
          />
        ) : null}
        <GiftDetailsFields
          idPrefix={id}
          register={form.register as unknown as RegisterGiftDetail}
          values={details}
          errorOf={(field) => form.errorOf(field)}
          describe={(error, label) => form.describe(error, label)}
        />
        <div className="donation-controls__actions">
          <button type="submit" className="button button--primary" disabled={!canDonate} aria-describedby={nothingFree ? `${id}-nothing-free` : undefined}>
            {starting ? t`Opening the payment page…` : t`Donate`}
          </button>
          <button
            type="button"
            className="button button--accent"
            disabled={monthly || starting || available < QUICK_DONATE_DOLLARS || !detailsValid}
            onClick={() => void start(request.id, QUICK_DONATE_DOLLARS, 'ONE_TIME', giftDetailsVariables(form.getValues()), zakatOffered && zakat)}
          >
            {t`Quick donate ${quick}`}
          </button>
        </div>
        {nothingFree ? (
          <p id={`${id}-nothing-free`} className="donation-controls__note" role="note">
            {t`Nothing is free to give now: ${heldText} is held for donors who are paying. It frees up within about half an hour if they do not pay.`}
          </p>
        ) : null}
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
