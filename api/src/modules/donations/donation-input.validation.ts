import { CHECKOUT_LABELS, checkoutSchema, toCents } from '@sabil/contracts';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import type { CheckoutLocale, Recurrence } from './donation.enums';

export interface CheckoutRequest {
  applicationId: string;
  amountCents: number;
  recurring: Recurrence;
  locale: CheckoutLocale;
}

/** A donor's "Donate" through the shared rules (@sabil/contracts): the web's controls apply the same. */
export function readCheckoutRequest(body: Body): CheckoutRequest {
  const checkout = parseInput(checkoutSchema, body, CHECKOUT_LABELS);
  return {
    applicationId: checkout.applicationId,
    amountCents: toCents(checkout.amount),
    recurring: checkout.recurring as Recurrence,
    locale: checkout.locale as CheckoutLocale,
  };
}
