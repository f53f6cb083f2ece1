import { AppError, type FieldProblem } from '../../http/app-error';
import { requiredChoice, requiredDollars, type Body } from '../../validation/fields';
import { CheckoutLocale, Recurrence } from './donation.enums';

/** SPEC §9: quick donate is 50, the free amount at least 1; monthly gifts are 10, 20 or 30. */
export const MIN_DONATION_DOLLARS = 1;
/** One gift at most (card testing and typing slips); larger gifts are welcome by bank transfer. */
export const MAX_DONATION_DOLLARS = 10_000;
export const MONTHLY_CHOICES_DOLLARS = [10, 20, 30] as const;

export interface CheckoutRequest {
  applicationId: string;
  amountCents: number;
  recurring: Recurrence;
  locale: CheckoutLocale;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A donor's "Donate": the application, the amount in dollars, one-time or monthly. */
export function readCheckoutRequest(body: Body): CheckoutRequest {
  const problems: FieldProblem[] = [];
  const applicationId = body.applicationId;
  if (typeof applicationId !== 'string' || !UUID.test(applicationId)) {
    problems.push({ field: 'applicationId', message: 'applicationId must be the id of an approved request' });
  }
  const recurring = requiredChoice(body, 'recurring', 'recurring', Object.values(Recurrence), problems);
  let amountCents = requiredDollars(body, 'amount', 'Amount', problems, MAX_DONATION_DOLLARS);
  if (amountCents !== undefined && amountCents < MIN_DONATION_DOLLARS * 100) {
    problems.push({ field: 'amount', message: `Amount must be at least ${MIN_DONATION_DOLLARS} dollar` });
    amountCents = undefined;
  }
  if (amountCents !== undefined && recurring === Recurrence.MONTHLY && !MONTHLY_CHOICES_DOLLARS.some((choice) => choice * 100 === amountCents)) {
    problems.push({ field: 'amount', message: `A monthly gift is ${MONTHLY_CHOICES_DOLLARS.join(', ').replace(/, (\d+)$/, ' or $1')} dollars a month` });
  }
  let locale = CheckoutLocale.EN;
  if (body.locale !== undefined && body.locale !== null) {
    if (!Object.values(CheckoutLocale).includes(body.locale as CheckoutLocale)) problems.push({ field: 'locale', message: 'locale must be en, ar or ur' });
    else locale = body.locale as CheckoutLocale;
  }
  if (problems.length) throw AppError.invalid(problems);
  return { applicationId: applicationId as string, amountCents: amountCents!, recurring: recurring!, locale };
}
