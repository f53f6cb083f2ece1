import { z } from 'zod';
import { choice, dollars, email, id, optionalText, requiredText } from './fields';

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

/** Issue 31, the gift itself: words of support with the gift, at most this many characters (moderated before they show). */
export const MAX_SUPPORT_MESSAGE_LENGTH = 280;
/** The person a gift is dedicated to: at most this many characters. */
export const MAX_DEDICATION_NAME_LENGTH = 80;
/** A gift on someone's behalf, or in someone's memory. */
export const DEDICATION_KINDS = ['on_behalf_of', 'in_memory_of'] as const;
export type DedicationKindValue = (typeof DEDICATION_KINDS)[number];
/** E-cards one donor may ask for in ECARD_WINDOW_HOURS (each is an email to someone else's address). */
export const MAX_ECARDS_PER_DONOR = 10;
export const ECARD_WINDOW_HOURS = 24;

export const CHECKOUT_LABELS = {
  applicationId: 'applicationId',
  amount: 'Amount',
  recurring: 'recurring',
  locale: 'locale',
  anonymous: 'anonymous',
  supportMessage: 'Words of support',
  dedicationKind: 'dedicationKind',
  dedicationName: 'Name of the person',
  ecardEmail: 'E-card email',
  ecardLanguage: 'ecardLanguage',
  zakat: 'zakat',
};

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
    ...giftDetailsFields(),
  })
  .superRefine((checkout, ctx) => {
    if (checkout.recurring === 'monthly' && !MONTHLY_CHOICES_DOLLARS.some((choice) => choice === checkout.amount)) {
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'MONTHLY_AMOUNT_INVALID', input: checkout.amount });
    }
    giftDetailsRules(checkout, ctx);
  });

export type CheckoutInput = z.output<typeof checkoutSchema>;

/**
 * The gift itself (issue 31), each optional: anonymous (the donor's name hidden from the seeker, the
 * public and integrators), words of support (moderated), a dedication (on someone's behalf or in
 * someone's memory) and an e-card to a person of the donor's choosing, in that person's language.
 */
function giftDetailsFields() {
  return {
    anonymous: z
      .boolean({ error: 'FIELD_NOT_BOOLEAN' })
      .nullish()
      .transform((value) => value ?? false),
    supportMessage: optionalText({ max: MAX_SUPPORT_MESSAGE_LENGTH }),
    dedicationKind: blankAsNull(choice(DEDICATION_KINDS)),
    dedicationName: optionalText({ max: MAX_DEDICATION_NAME_LENGTH }),
    ecardEmail: blankAsNull(email()),
    ecardLanguage: blankAsNull(choice(CHECKOUT_LOCALES)),
  };
}

/** An optional field of a form: absent, null or blank text is null; anything else must pass `schema`. */
function blankAsNull<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value), schema.nullable());
}

interface GiftDetailsOutput {
  dedicationKind: DedicationKindValue | null;
  dedicationName: string | null;
  ecardEmail: string | null;
  ecardLanguage: string | null;
}

/** A dedication is a kind and a name together; an e-card needs a dedication, an address and a language. */
function giftDetailsRules(gift: GiftDetailsOutput, ctx: z.RefinementCtx) {
  const issue = (field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message, input: undefined });
  if (gift.dedicationKind && !gift.dedicationName) issue('dedicationName', 'FIELD_REQUIRED');
  if (!gift.dedicationKind && gift.dedicationName) issue('dedicationKind', 'FIELD_REQUIRED');
  if (gift.ecardEmail || gift.ecardLanguage) {
    if (!gift.dedicationKind || !gift.dedicationName) issue('ecardEmail', 'ECARD_NEEDS_DEDICATION');
    else if (!gift.ecardEmail) issue('ecardEmail', 'FIELD_REQUIRED');
    else if (!gift.ecardLanguage) issue('ecardLanguage', 'FIELD_REQUIRED');
  }
}

/** The gift details' rules alone, for the checkout form's part that asks them. */
export const giftDetailsSchema = z.object(giftDetailsFields()).superRefine(giftDetailsRules);
export type GiftDetailsInput = z.output<typeof giftDetailsSchema>;

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
