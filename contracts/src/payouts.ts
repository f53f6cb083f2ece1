import { z } from 'zod';
import { choice, dollars, id, optionalText, requiredText } from './fields';

/**
 * Issue 30, payouts approved by two: the licensed operators admins pay, and a payout's proposal,
 * payment and cancellation. Money is dollars here (two decimals at most) and cents in the API.
 */

export const MAX_OPERATOR_NAME_LENGTH = 120;
export const MAX_OPERATOR_COUNTRY_LENGTH = 80;
export const MAX_OPERATOR_LICENCE_LENGTH = 60;
export const MAX_OPERATOR_CONTACT_LENGTH = 200;

export const OPERATOR_LABELS = { name: 'Name', country: 'Country', licenceNumber: 'Licence number', contact: 'Contact' };

/** A licensed Hajj or Umrah operator, as an admin enters it. */
export const operatorSchema = z.object({
  name: requiredText({ max: MAX_OPERATOR_NAME_LENGTH }),
  country: requiredText({ max: MAX_OPERATOR_COUNTRY_LENGTH }),
  licenceNumber: requiredText({ max: MAX_OPERATOR_LICENCE_LENGTH }),
  contact: requiredText({ max: MAX_OPERATOR_CONTACT_LENGTH }),
});

export type OperatorInput = z.output<typeof operatorSchema>;

export const PAYOUT_PAYEES = ['operator', 'pilgrim'] as const;
export const PAYOUT_PURPOSES = ['package', 'visa', 'flights', 'other'] as const;
export const PAYOUT_STATUSES = ['proposed', 'approved', 'paid', 'cancelled'] as const;
/** A journey's goal is at most 100,000 dollars (applications), so no payout is larger. */
export const MAX_PAYOUT_DOLLARS = 100_000;
export const MAX_PAYOUT_NOTE_LENGTH = 500;
export const MAX_TRANSFER_REFERENCE_LENGTH = 80;
export const MAX_PAYOUT_CANCEL_REASON_LENGTH = 500;

/** The invoice or quote of a payout: JPG, PNG or PDF by its bytes, at most 5 MB (as ID documents). */
export const PAYOUT_DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const PAYOUT_DOCUMENT_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const PAYOUT_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

export const PAYOUT_LABELS = {
  applicationId: 'Journey',
  payee: 'Payee',
  operatorId: 'Operator',
  amount: 'Amount',
  purpose: 'Purpose',
  note: 'Note',
  transferReference: 'Transfer reference',
  transferredOn: 'Transfer date',
  reason: 'Reason',
};

/** An admin's proposal: for which journey, to whom (an operator, or the pilgrim), how much and what for. */
export const proposePayoutSchema = z.object({
  applicationId: id('APPLICATION_ID_INVALID'),
  payee: choice(PAYOUT_PAYEES),
  /** Required when the payee is an operator; left out (or null) for the pilgrim. */
  operatorId: optionalText({ max: 36 }),
  amount: dollars(MAX_PAYOUT_DOLLARS),
  purpose: choice(PAYOUT_PURPOSES),
  note: optionalText({ max: MAX_PAYOUT_NOTE_LENGTH }),
});

export type ProposePayoutInput = z.output<typeof proposePayoutSchema>;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

/** A payout paid: the bank transfer's reference and the day it was made. */
export const markPayoutPaidSchema = z.object({
  transferReference: requiredText({ max: MAX_TRANSFER_REFERENCE_LENGTH }),
  transferredOn: requiredText().refine(isCalendarDate, { error: 'DATE_INVALID', abort: true }),
});

export type MarkPayoutPaidInput = z.output<typeof markPayoutPaidSchema>;

/** Why a proposed or approved payout will not be made. */
export const cancelPayoutSchema = z.object({
  reason: requiredText({ max: MAX_PAYOUT_CANCEL_REASON_LENGTH }),
});
