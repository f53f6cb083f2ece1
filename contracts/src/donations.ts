import { z } from 'zod';
import { choice, dollars, id, requiredText } from './fields';

/** SPEC §9: quick donate is 50, the free amount at least 1; monthly gifts are 10, 20 or 30. */
export const QUICK_DONATE_DOLLARS = 50;
export const MIN_DONATION_DOLLARS = 1;
/** One gift at most (card testing and typing slips); larger gifts are welcome by bank transfer. */
export const MAX_DONATION_DOLLARS = 10_000;
export const MONTHLY_CHOICES_DOLLARS = [10, 20, 30] as const;
export const RECURRENCES = ['one_time', 'monthly'] as const;
export const CHECKOUT_LOCALES = ['en', 'ar', 'ur'] as const;
export const TRACKING_STATUSES = ['pending', 'ongoing', 'completed'] as const;
export const MAX_UPDATE_MESSAGE_LENGTH = 1000;

export const CHECKOUT_LABELS = { applicationId: 'applicationId', amount: 'Amount', recurring: 'recurring', locale: 'locale', zakat: 'zakat' };

/** A gift's amount on its own (the donation controls): 1 to 10,000 dollars, two decimals at most. */
export const donationAmount = dollars(MAX_DONATION_DOLLARS).refine((value) => value >= MIN_DONATION_DOLLARS, {
  error: 'AMOUNT_TOO_SMALL',
  params: { minimum: MIN_DONATION_DOLLARS },
  abort: true,
});

/** A donor's "Donate": which request, how much, one-time or monthly, and the donor's language. */
export const checkoutSchema = z
  .object({
    applicationId: id('APPLICATION_ID_INVALID'),
    recurring: choice(RECURRENCES),
    amount: donationAmount,
    locale: z.enum(CHECKOUT_LOCALES, { error: 'LOCALE_INVALID' }).nullish().transform((value) => value ?? 'en'),
    /** Issue 31: the gift is the donor's zakat (only on a zakat-eligible journey). */
    zakat: z.boolean({ error: 'FIELD_NOT_BOOLEAN' }).nullish().transform((value) => value ?? false),
  })
  .superRefine((checkout, ctx) => {
    if (checkout.recurring === 'monthly' && !MONTHLY_CHOICES_DOLLARS.some((choice) => choice === checkout.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'MONTHLY_AMOUNT_INVALID', input: checkout.amount });
    }
  });

export type CheckoutInput = z.output<typeof checkoutSchema>;

export const TRACKING_LABELS = { donationId: 'Donation', newStatus: 'Status', updateMessage: 'Message' };

/** An admin's progress update on a donation (SPEC §2 tracking tab). */
export const trackingUpdateSchema = z.object({
  donationId: id('DONATION_ID_INVALID'),
  newStatus: choice(TRACKING_STATUSES),
  updateMessage: requiredText({ max: MAX_UPDATE_MESSAGE_LENGTH }),
});

export type TrackingUpdateInput = z.output<typeof trackingUpdateSchema>;

export const JOURNEY_UPDATE_LABELS = { newStatus: 'Status', updateMessage: 'Message' };

/** An admin's update to every donor of a journey (issue 30): the status and message of a tracking update. The journey is named apart. */
export const journeyUpdateSchema = trackingUpdateSchema.omit({ donationId: true });

export type JourneyUpdateInput = z.output<typeof journeyUpdateSchema>;

export const MAX_REFUND_NOTE_LENGTH = 500;
export const REFUND_LABELS = { donationId: 'Donation', amount: 'Refund amount', note: 'Reason', idempotencyKey: 'idempotencyKey' };

/** A refund request's idempotency key: 8 to 100 letters, digits, '-' or '_' (a UUID fits). */
export const REFUND_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * An admin's refund: which donation, how much (absent: all that is left of it) and why. Whether
 * that much is left is the API's to say; the form shows the limit it knows.
 */
export const refundSchema = z.object({
  donationId: id('DONATION_ID_INVALID'),
  amount: dollars(MAX_DONATION_DOLLARS).nullish().transform((value) => value ?? null),
  note: requiredText({ max: MAX_REFUND_NOTE_LENGTH }),
  /** The same key again answers the first refund made with it, never a second one. */
  idempotencyKey: z
    .string({ error: 'REFUND_KEY_INVALID' })
    .regex(REFUND_KEY_PATTERN, { error: 'REFUND_KEY_INVALID' })
    .nullish()
    .transform((value) => value ?? null),
});

export type RefundInput = z.output<typeof refundSchema>;
