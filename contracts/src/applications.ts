import { z } from 'zod';
import { choice, dollars, email, MAX_EMAIL_LENGTH, MAX_PHONE_LENGTH, optionalText, phone, requiredText } from './fields';

/** SPEC §3's choices, in the strings the REST shim and the database use. */
export const TRAVEL_TYPES = ['Hajj', 'Umrah'] as const;
export const FAMILY_SIZES = ['1', '2', '3', '4', '5', '6+'] as const;
export const INCOME_BRACKETS = ['under-500', '500-1000', '1000-2000', '2000-3000', 'over-3000'] as const;

export const MAX_REQUESTED_DOLLARS = 1_000_000;

/** SPEC §9: the ID document is a JPG, PNG or PDF of at most 5 MB (judged by its bytes on the API). */
export const ID_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const ID_DOCUMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const ID_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const APPLICATION_LABELS = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  city: 'City',
  country: 'Country',
  travelType: 'Travel type',
  familySize: 'Family size',
  incomeBracket: 'Monthly income',
  requestedAmount: 'Requested amount',
  hajjReason: 'Reason',
  referenceName: 'Reference name',
  referencePhone: 'Reference phone',
  referenceRelation: 'Reference relationship',
};

/** How long each text of an application may be (the form's maxlength attributes use them too). */
export const APPLICATION_MAX_LENGTHS = {
  fullName: 120,
  email: MAX_EMAIL_LENGTH,
  phone: MAX_PHONE_LENGTH,
  address: 300,
  city: 100,
  country: 60,
  hajjReason: 2000,
  referenceName: 120,
  referencePhone: MAX_PHONE_LENGTH,
  referenceRelation: 60,
} as const;

/**
 * A seeker's application as the API takes it (SPEC §3, §5, §7): every field of SPEC §7's form
 * required; the city and country beside them optional (absent or blank is null), because SPEC §7's
 * clients send neither and the REST shim keeps their inputs. The ID document travels beside it.
 */
export const applicationSchema = z.object({
  fullName: requiredText({ max: APPLICATION_MAX_LENGTHS.fullName }),
  email: email(),
  phone: phone(),
  address: requiredText({ max: APPLICATION_MAX_LENGTHS.address }),
  // Structured beside the street address: the town and country are what donors and integrators see.
  city: optionalText({ max: APPLICATION_MAX_LENGTHS.city }),
  country: optionalText({ max: APPLICATION_MAX_LENGTHS.country }),
  travelType: choice(TRAVEL_TYPES),
  familySize: choice(FAMILY_SIZES),
  incomeBracket: choice(INCOME_BRACKETS),
  requestedAmount: dollars(MAX_REQUESTED_DOLLARS),
  hajjReason: requiredText({ max: APPLICATION_MAX_LENGTHS.hajjReason }),
  referenceName: requiredText({ max: APPLICATION_MAX_LENGTHS.referenceName }),
  referencePhone: phone(),
  referenceRelation: requiredText({ max: APPLICATION_MAX_LENGTHS.referenceRelation }),
});

export type ApplicationInput = z.output<typeof applicationSchema>;

/**
 * The web's application form: the API's rules, with the city and country required as well (the
 * form asks for them, so that donors' cards can say where a seeker lives without the street).
 */
export const applicationFormSchema = applicationSchema.extend({
  city: requiredText({ max: APPLICATION_MAX_LENGTHS.city }),
  country: requiredText({ max: APPLICATION_MAX_LENGTHS.country }),
});

/**
 * Why an application was refused, as the seeker reads it (translated on their status page): a
 * choice, so that the seeker reads it in their own language, not in the reviewer's.
 */
export const REJECTION_REASONS = ['id-document-unreadable', 'details-incomplete', 'not-eligible', 'duplicate', 'other'] as const;
export type RejectionReasonValue = (typeof REJECTION_REASONS)[number];

/** The reviewer's optional words beside the reason, shown to the seeker as written. */
export const MAX_REJECTION_NOTE_LENGTH = 500;

export const REVIEW_LABELS = { reason: 'Reason', note: 'Note to the seeker' };

/**
 * What a review may say besides its decision, both optional: a reason and a note, for a
 * rejection only (an approval with either is refused: REJECTION_DETAILS_WITH_APPROVAL).
 */
export const reviewDetailsSchema = z.object({
  // The form's "no reason given" is an empty choice.
  reason: z.preprocess((value) => (value === '' ? null : value), choice(REJECTION_REASONS).nullish()).transform((value) => value ?? null),
  note: optionalText({ max: MAX_REJECTION_NOTE_LENGTH }),
});

export type ReviewDetails = z.output<typeof reviewDetailsSchema>;
