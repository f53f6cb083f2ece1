import { CHECKOUT_LABELS, checkoutSchema, toCents } from '@sabil/contracts';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import type { CheckoutLocale, DedicationKind, Recurrence } from './donation.enums';

export interface CheckoutRequest {
  applicationId: string;
  amountCents: number;
  recurring: Recurrence;
  /** The language asked for; null when none was sent (the donor's own language is used then). */
  locale: CheckoutLocale | null;
  /** Issue 31: the gift is zakat. */
  zakat: boolean;
  /** Issue 31: the gift itself. */
  details: GiftDetails;
}

export interface GiftDetails {
  anonymous: boolean;
  supportMessage: string | null;
  dedicationKind: DedicationKind | null;
  dedicationName: string | null;
  ecardEmail: string | null;
  ecardLanguage: 'en' | 'ar' | 'ur' | null;
}

/** A donor's "Donate" through the shared rules (@sabil/contracts): the web's controls apply the same. */
export function readCheckoutRequest(body: Body): CheckoutRequest {
  const checkout = parseInput(checkoutSchema, body, CHECKOUT_LABELS);
  return {
    applicationId: checkout.applicationId,
    amountCents: toCents(checkout.amount),
    recurring: checkout.recurring as Recurrence,
    // The shared rules read a missing locale as en; the API tells "not sent" apart, to follow the donor's language.
    locale: body.locale === undefined || body.locale === null ? null : (checkout.locale as CheckoutLocale),
    zakat: checkout.zakat,
    details: {
      anonymous: checkout.anonymous,
      supportMessage: checkout.supportMessage,
      dedicationKind: checkout.dedicationKind as DedicationKind | null,
      dedicationName: checkout.dedicationName,
      ecardEmail: checkout.ecardEmail,
      ecardLanguage: checkout.ecardLanguage as GiftDetails['ecardLanguage'],
    },
  };
}
