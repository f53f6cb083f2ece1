import type { EntityManager } from 'typeorm';
import { KEPT_GIFT } from './donation-progress';

/*
 * The donations module's read model for the other domains (issue 29: a domain reads another's
 * tables only through what that domain exports). Reads only.
 */

/** Journeys (application ids) the donor's money reached: kept, or kept and later given back. */
export async function journeysReachedBy(manager: EntityManager, donorId: string): Promise<string[]> {
  const rows: Array<{ application_id: string }> = await manager.query(
    'SELECT DISTINCT application_id FROM donation WHERE donor_id = $1 AND (kept_cents > 0 OR refunded_cents > 0)',
    [donorId],
  );
  return rows.map((row) => String(row.application_id));
}

/**
 * Journeys the donor still supports: some gift of theirs to it not wholly given back (refunded, or
 * lost in a dispute; a partly refunded gift, or one disputed and not yet decided, still counts).
 */
export async function journeysStillSupportedBy(manager: EntityManager, donorId: string): Promise<string[]> {
  return [...new Set((await keptGiftsOf(manager, donorId)).map((gift) => gift.applicationId))];
}

/** The donor's gifts their journeys keep (KEPT_GIFT), newest first. */
export async function keptGiftsOf(manager: EntityManager, donorId: string): Promise<Array<{ id: string; applicationId: string }>> {
  const rows: Array<{ id: string; application_id: string }> = await manager.query(
    `SELECT d.id, d.application_id FROM donation d WHERE d.donor_id = $1 AND ${KEPT_GIFT} ORDER BY d.created_at DESC, d.id DESC`,
    [donorId],
  );
  return rows.map((row) => ({ id: String(row.id), applicationId: String(row.application_id) }));
}

/** Money that arrived and is not under an open dispute: what a journey's ledger counts in. */
const IN_LEDGER = `d.status IN ('completed', 'partially_refunded', 'refunded')`;
/** When a ledger gift arrived. */
const GIFT_AT = 'coalesce(d.completed_at, d.created_at)';
/** The refunds a ledger counts out: every one not cancelled (what `refunded_cents` counts). */
const REFUND_COUNTED = `r.status <> 'canceled'`;

/** A gift in a journey's ledger: the money that arrived (each month of a monthly gift is its own). */
export interface LedgerGift {
  id: string;
  applicationId: string;
  donorId: string;
  amountCents: number;
  keptCents: number;
  monthly: boolean;
  receiptNumber: string | null;
  /** Moved in from a cancelled journey (issue 30). */
  movedIn: boolean;
  /** Given anonymously (issue 31): only admins may read who gave, audited. */
  anonymous: boolean;
  /** Issue 31: given as zakat. */
  zakat: boolean;
  at: Date;
}

/** Money that went back: a refund (pending, carried out, or failed and owed to the donor) or a lost dispute. */
export interface LedgerRefund {
  id: string;
  applicationId: string;
  donationId: string;
  donorId: string;
  amountCents: number;
  reason: string;
  status: string;
  refundNumber: string;
  /** Issue 31: of a zakat gift. */
  zakat: boolean;
  at: Date;
}

/**
 * The journeys' gifts, oldest first: those in the ledger (IN_LEDGER), one statement for any
 * number of journeys and gifts. Σ amount − Σ their refunds (ledgerRefunds) = Σ kept.
 */
export async function ledgerGifts(manager: EntityManager, applicationIds: readonly string[]): Promise<LedgerGift[]> {
  if (!applicationIds.length) return [];
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT d.id, d.application_id, d.donor_id, d.amount_cents, d.kept_cents, d.recurring, d.receipt_number, d.moved_from_refund_id, d.zakat, ${GIFT_AT} AS at,
            coalesce((SELECT c.anonymous FROM checkout c WHERE c.id = d.checkout_id), false) AS anonymous
     FROM donation d WHERE d.application_id = ANY($1::uuid[]) AND ${IN_LEDGER} ORDER BY at, d.id`,
    [[...applicationIds]],
  );
  return rows.map((row) => ({
    id: String(row.id),
    applicationId: String(row.application_id),
    donorId: String(row.donor_id),
    amountCents: Number(row.amount_cents),
    keptCents: Number(row.kept_cents),
    monthly: row.recurring === 'monthly',
    receiptNumber: (row.receipt_number as string | null) ?? null,
    movedIn: row.moved_from_refund_id !== null && row.moved_from_refund_id !== undefined,
    anonymous: row.anonymous === true,
    zakat: row.zakat === true,
    at: new Date(row.at as string),
  }));
}

/** The refunds of the journeys' ledger gifts (every one not cancelled: what `refunded_cents` counts), oldest first. */
export async function ledgerRefunds(manager: EntityManager, applicationIds: readonly string[]): Promise<LedgerRefund[]> {
  if (!applicationIds.length) return [];
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT r.id, d.application_id, r.donation_id, d.donor_id, r.amount_cents, r.reason, r.status, r.refund_number, d.zakat, r.created_at AS at
     FROM donation_refund r JOIN donation d ON d.id = r.donation_id
     WHERE d.application_id = ANY($1::uuid[]) AND ${IN_LEDGER} AND ${REFUND_COUNTED} ORDER BY r.created_at, r.id`,
    [[...applicationIds]],
  );
  return rows.map((row) => ({
    id: String(row.id),
    applicationId: String(row.application_id),
    donationId: String(row.donation_id),
    donorId: String(row.donor_id),
    amountCents: Number(row.amount_cents),
    reason: String(row.reason),
    status: String(row.status),
    refundNumber: String(row.refund_number),
    zakat: row.zakat === true,
    at: new Date(row.at as string),
  }));
}

/** Every journey's ledger sums, by application id: what arrived and what of it went back, in cents. */
export async function ledgerSums(manager: EntityManager): Promise<Map<string, { givenCents: number; refundedCents: number }>> {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT d.application_id, sum(d.amount_cents)::bigint AS given,
            coalesce(sum((SELECT sum(r.amount_cents) FROM donation_refund r WHERE r.donation_id = d.id AND ${REFUND_COUNTED})), 0)::bigint AS refunded
     FROM donation d WHERE ${IN_LEDGER} GROUP BY d.application_id`,
  );
  return new Map(rows.map((row) => [String(row.application_id), { givenCents: Number(row.given), refundedCents: Number(row.refunded) }]));
}

/** A calendar period (UTC) of the journeys' ledgers: how many gifts arrived, what arrived and what went back, in cents. */
export interface LedgerPeriod {
  /** Its first day, UTC: YYYY-MM for a month, YYYY-MM-DD (a Monday) for a week. */
  period: string;
  gifts: number;
  givenCents: number;
  refundedCents: number;
  /** Moved in from cancelled journeys (TRANSFER_IN lines). */
  transferredInCents: number;
  /** Moved out to other journeys (TRANSFER_OUT lines). */
  transferredOutCents: number;
}

/**
 * The journeys' ledger gifts (ledgerGifts) and refunds (ledgerRefunds) summed by the UTC month or
 * (ISO) week of their line's date, oldest first: the same rows and dates as those lines, so the
 * periods add up to the ledgers' totals. One statement for any number of journeys and gifts.
 * A cancelled journey's gift moved to another (a `moved` refund out, a gift in naming it) is one
 * journey's TRANSFER_OUT and the other's TRANSFER_IN, not money given or given back: it is counted
 * apart (`transferredInCents`, `transferredOutCents`), as the ledgers count it.
 */
export async function ledgerPeriods(manager: EntityManager, applicationIds: readonly string[], unit: 'month' | 'week'): Promise<LedgerPeriod[]> {
  if (!applicationIds.length) return [];
  const bucket = (at: string) => `to_char(date_trunc('${unit}', ${at} AT TIME ZONE 'UTC'), '${unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}')`;
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT period, count(*) FILTER (WHERE gift)::int AS gifts, sum(given)::bigint AS given, sum(refunded)::bigint AS refunded,
            sum(moved_in)::bigint AS moved_in, sum(moved_out)::bigint AS moved_out FROM (
       SELECT ${bucket(GIFT_AT)} AS period, d.moved_from_refund_id IS NULL AS gift,
              CASE WHEN d.moved_from_refund_id IS NULL THEN d.amount_cents ELSE 0 END AS given, 0 AS refunded,
              CASE WHEN d.moved_from_refund_id IS NULL THEN 0 ELSE d.amount_cents END AS moved_in, 0 AS moved_out
       FROM donation d WHERE d.application_id = ANY($1::uuid[]) AND ${IN_LEDGER}
       UNION ALL
       SELECT ${bucket('r.created_at')}, FALSE, 0, CASE WHEN r.reason = 'moved' THEN 0 ELSE r.amount_cents END,
              0, CASE WHEN r.reason = 'moved' THEN r.amount_cents ELSE 0 END
       FROM donation_refund r JOIN donation d ON d.id = r.donation_id
       WHERE d.application_id = ANY($1::uuid[]) AND ${IN_LEDGER} AND ${REFUND_COUNTED}
     ) lines GROUP BY period ORDER BY period`,
    [[...applicationIds]],
  );
  return rows.map((row) => ({
    period: String(row.period),
    gifts: Number(row.gifts),
    givenCents: Number(row.given),
    refundedCents: Number(row.refunded),
    transferredInCents: Number(row.moved_in),
    transferredOutCents: Number(row.moved_out),
  }));
}

/** What the donor's gifts keep in each journey, in cents (journeys where they keep nothing left out). */
export async function keptByDonor(manager: EntityManager, donorId: string): Promise<Map<string, number>> {
  const rows: Array<{ application_id: string; kept: string }> = await manager.query(
    'SELECT application_id, sum(kept_cents)::bigint AS kept FROM donation WHERE donor_id = $1 AND kept_cents > 0 GROUP BY application_id',
    [donorId],
  );
  return new Map(rows.map((row) => [String(row.application_id), Number(row.kept)]));
}

/** The donors with a gift a journey keeps (KEPT_GIFT): whom its news and its pilgrim's thank-you reach. */
export async function donorsKeptBy(manager: EntityManager, applicationId: string): Promise<string[]> {
  const rows: Array<{ donor_id: string }> = await manager.query(
    `SELECT DISTINCT d.donor_id FROM donation d WHERE d.application_id = $1 AND d.donor_id IS NOT NULL AND ${KEPT_GIFT}`,
    [applicationId],
  );
  return rows.map((row) => String(row.donor_id));
}

/**
 * Journeys whose moves do not add up (issue 30): a move out (a `moved` refund, carried out) without
 * exactly one gift naming it of the same amount in another journey, or such a gift without its move
 * out. Both journeys of a broken move are named. Empty when every move is whole.
 */
export async function unmatchedTransfers(manager: EntityManager): Promise<Set<string>> {
  const rows: Array<{ from_id: string | null; to_id: string | null }> = await manager.query(`
    SELECT src.application_id AS from_id, dst.application_id AS to_id
    FROM (SELECT r.id, r.amount_cents, r.status, d.application_id FROM donation_refund r JOIN donation d ON d.id = r.donation_id WHERE r.reason = 'moved') src
    FULL JOIN (SELECT moved_from_refund_id, amount_cents, application_id FROM donation WHERE moved_from_refund_id IS NOT NULL) dst ON dst.moved_from_refund_id = src.id
    WHERE src.id IS NULL OR dst.moved_from_refund_id IS NULL OR src.amount_cents <> dst.amount_cents OR src.status <> 'succeeded'
       OR src.application_id = dst.application_id`);
  return new Set(rows.flatMap((row) => [row.from_id, row.to_id].filter((id): id is string => Boolean(id)).map(String)));
}
