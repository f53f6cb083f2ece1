import type { EntityManager } from 'typeorm';
import type { PayoutPayee, PayoutPurpose } from './payout.enums';

/*
 * The payouts module's read model for the other domains (the ledger): reads only.
 */

/** A payout a journey's ledger counts out: paid, on the day an admin recorded it paid. */
const PAID = `p.status = 'paid'`;

/** A paid payout as a journey's ledger shows it. */
export interface PaidPayout {
  id: string;
  applicationId: string;
  amountCents: number;
  /** Issue 31: of it, the zakat it paid out. */
  zakatCents: number;
  payee: PayoutPayee;
  /** The operator paid; null when the pilgrim was paid directly. */
  operatorName: string | null;
  purpose: PayoutPurpose;
  /** When an admin recorded it paid. */
  paidAt: Date;
  /** The transfer's day (YYYY-MM-DD) and reference: admins only. */
  transferredOn: string | null;
  transferReference: string | null;
  paidBy: string | null;
}

/** The journeys' paid payouts, oldest first: one statement for any number. */
export async function paidPayouts(manager: EntityManager, applicationIds: readonly string[]): Promise<PaidPayout[]> {
  if (!applicationIds.length) return [];
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT p.id, p.application_id, p.amount_cents, p.zakat_cents, p.payee, o.name AS operator_name, p.purpose, p.paid_at,
            to_char(p.transferred_on, 'YYYY-MM-DD') AS transferred_on, p.transfer_reference, p.paid_by
     FROM payout p LEFT JOIN operator o ON o.id = p.operator_id
     WHERE p.application_id = ANY($1::uuid[]) AND ${PAID} ORDER BY p.paid_at, p.id`,
    [[...applicationIds]],
  );
  return rows.map((row) => ({
    id: String(row.id),
    applicationId: String(row.application_id),
    amountCents: Number(row.amount_cents),
    zakatCents: Number(row.zakat_cents),
    payee: row.payee as PayoutPayee,
    operatorName: (row.operator_name as string | null) ?? null,
    purpose: row.purpose as PayoutPurpose,
    paidAt: new Date(row.paid_at as string),
    transferredOn: (row.transferred_on as string | null) ?? null,
    transferReference: (row.transfer_reference as string | null) ?? null,
    paidBy: (row.paid_by as string | null) ?? null,
  }));
}

/** Every journey's paid and approved-not-paid payouts, by application id, in cents, with their zakat parts (issue 31). */
export async function payoutSums(
  manager: EntityManager,
): Promise<Map<string, { paidCents: number; approvedCents: number; zakatPaidCents: number; zakatApprovedCents: number }>> {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT application_id, coalesce(sum(amount_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS paid,
            coalesce(sum(amount_cents) FILTER (WHERE status = 'approved'), 0)::bigint AS approved,
            coalesce(sum(zakat_cents) FILTER (WHERE status = 'paid'), 0)::bigint AS zakat_paid,
            coalesce(sum(zakat_cents) FILTER (WHERE status = 'approved'), 0)::bigint AS zakat_approved
     FROM payout WHERE status IN ('paid', 'approved') GROUP BY application_id`,
  );
  return new Map(
    rows.map((row) => [
      String(row.application_id),
      { paidCents: Number(row.paid), approvedCents: Number(row.approved), zakatPaidCents: Number(row.zakat_paid), zakatApprovedCents: Number(row.zakat_approved) },
    ]),
  );
}

/**
 * The journeys' paid payouts (paidPayouts) summed by the UTC month (YYYY-MM) or ISO week (its
 * Monday, YYYY-MM-DD) they were recorded paid, oldest first, in cents: the same rows and dates as the
 * ledgers' payout lines. One statement for any number.
 */
export async function paidPayoutPeriods(manager: EntityManager, applicationIds: readonly string[], unit: 'month' | 'week'): Promise<Array<{ period: string; paidOutCents: number }>> {
  if (!applicationIds.length) return [];
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT to_char(date_trunc('${unit}', p.paid_at AT TIME ZONE 'UTC'), '${unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}') AS period, sum(p.amount_cents)::bigint AS paid
     FROM payout p WHERE p.application_id = ANY($1::uuid[]) AND ${PAID} GROUP BY period ORDER BY period`,
    [[...applicationIds]],
  );
  return rows.map((row) => ({ period: String(row.period), paidOutCents: Number(row.paid) }));
}
