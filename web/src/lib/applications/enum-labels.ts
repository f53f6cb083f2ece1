import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Tone } from '../tone';
import type { ApplicationStatus, FamilySize, IncomeBracket, RejectionReason, TravelType, ZakatCategory } from '../../graphql/generated/graphql';

/**
 * One message map per enum (STYLE §11): the seeker's form, the admin's cards and the donor's cards
 * name the same values the same way, in every language. Object order is the order of the choices.
 */
export const TRAVEL_TYPE_LABELS: Record<TravelType, MessageDescriptor> = {
  HAJJ: msg`Hajj`,
  UMRAH: msg`Umrah`,
};

export const FAMILY_SIZE_LABELS: Record<FamilySize, MessageDescriptor> = {
  ONE: msg`1 person`,
  TWO: msg`2 people`,
  THREE: msg`3 people`,
  FOUR: msg`4 people`,
  FIVE: msg`5 people`,
  SIX_OR_MORE: msg`6 or more people`,
};

export const INCOME_BRACKET_LABELS: Record<IncomeBracket, MessageDescriptor> = {
  UNDER_500: msg`Under $500 a month`,
  FROM_500_TO_1000: msg`$500 – $1,000 a month`,
  FROM_1000_TO_2000: msg`$1,000 – $2,000 a month`,
  FROM_2000_TO_3000: msg`$2,000 – $3,000 a month`,
  OVER_3000: msg`Over $3,000 a month`,
};

export const APPLICATION_STATUS_LABELS: Record<ApplicationStatus, MessageDescriptor> = {
  PENDING: msg`Pending review`,
  APPROVED: msg`Approved`,
  REJECTED: msg`Rejected`,
};

/** Issue 31: the eight categories of At-Tawbah 9:60 a zakat-eligible journey falls under. */
export const ZAKAT_CATEGORY_LABELS: Record<ZakatCategory, MessageDescriptor> = {
  FUQARA: msg`The poor (al-fuqara)`,
  MASAKIN: msg`The needy (al-masakin)`,
  AMILIN: msg`Those who administer zakat (al-amilin)`,
  MUALLAFAT_AL_QULUB: msg`Those whose hearts are to be reconciled (al-mu’allafati qulubuhum)`,
  RIQAB: msg`Freeing those in bondage (fi al-riqab)`,
  GHARIMIN: msg`Those in debt (al-gharimin)`,
  FI_SABILILLAH: msg`In the cause of God (fi sabilillah)`,
  IBN_AL_SABIL: msg`The wayfarer (ibn al-sabil)`,
};

/** The keys of a label map, in their declared order (the order the form offers them). */
export function choicesOf<K extends string>(labels: Record<K, MessageDescriptor>): K[] {
  return Object.keys(labels) as K[];
}

/**
 * Why an application was rejected, in words that read right to the seeker (their status page) and
 * to the reviewer choosing it (the reject dialog).
 */
export const REJECTION_REASON_LABELS: Record<RejectionReason, MessageDescriptor> = {
  ID_DOCUMENT_UNREADABLE: msg`The ID document could not be read, or it does not match the application.`,
  DETAILS_INCOMPLETE: msg`Some details were missing or could not be confirmed.`,
  NOT_ELIGIBLE: msg`The application does not meet the criteria for support.`,
  DUPLICATE: msg`There is already an application from the same person.`,
  OTHER: msg`Another reason.`,
};

/** An application status's pill colour, the same on the admin's cards and the seeker's own. */
export const APPLICATION_STATUS_TONES: Record<ApplicationStatus, Tone> = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
};
