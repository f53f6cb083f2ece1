import type { EntityManager } from 'typeorm';
import type { TravelType } from './application.enums';

/** A journey's books as its application row keeps them. Cents throughout. */
export interface FundingTally {
  applicationId: string;
  fullName: string;
  collectedCents: number;
  requestedCents: number;
  donorCount: number;
  /** What its approved and paid payouts have taken, as the application's row keeps it (ApplicationFunding.commit). */
  committedCents: number;
  /** Issue 31: its zakat category (null: not eligible), and its zakat kept, committed to payouts and paid out. */
  zakatCategory: string | null;
  zakatCollectedCents: number;
  zakatCommittedCents: number;
  zakatPaidCents: number;
}

/*
 * The applications module's read model for the other domains (issue 29: a domain reads another's
 * tables only through what that domain exports). Reads only; the money's writes are ApplicationFunding's.
 */

/** Every journey's books, newest submitted first: the reconciliation checks them against the donations. */
export async function fundingTallies(manager: EntityManager): Promise<FundingTally[]> {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT id, full_name, collected_amount_cents, requested_amount_cents, donor_count, committed_cents,
            zakat_category, zakat_collected_cents, zakat_committed_cents, zakat_paid_cents
     FROM application ORDER BY submitted_at DESC, id DESC`,
  );
  return rows.map((row) => ({
    applicationId: String(row.id),
    fullName: String(row.full_name),
    collectedCents: Number(row.collected_amount_cents),
    requestedCents: Number(row.requested_amount_cents),
    donorCount: Number(row.donor_count),
    committedCents: Number(row.committed_cents),
    zakatCategory: (row.zakat_category as string | null) ?? null,
    zakatCollectedCents: Number(row.zakat_collected_cents),
    zakatCommittedCents: Number(row.zakat_committed_cents),
    zakatPaidCents: Number(row.zakat_paid_cents),
  }));
}

/** What started checkouts hold right now, over every journey. */
export async function liveHeldCents(manager: EntityManager): Promise<number> {
  const [row] = await manager.query('SELECT coalesce(sum(amount_cents), 0)::bigint AS cents FROM application_hold WHERE expires_at > now()');
  return Number(row.cents);
}

/** Whose journey, and which, as a donor's checkout page names it; undefined when there is none. */
export async function journeyOf(manager: EntityManager, applicationId: string): Promise<{ fullName: string; travelType: TravelType } | undefined> {
  const [row] = await manager.query('SELECT full_name, travel_type FROM application WHERE id = $1', [applicationId]);
  return row ? { fullName: String(row.full_name), travelType: row.travel_type as TravelType } : undefined;
}

/** How many of these journeys have collected their whole goal. */
export async function fullyFundedCount(manager: EntityManager, applicationIds: readonly string[]): Promise<number> {
  if (applicationIds.length === 0) return 0;
  const [row] = await manager.query('SELECT count(*)::int AS n FROM application WHERE id = ANY($1::uuid[]) AND collected_amount_cents >= requested_amount_cents', [applicationIds]);
  return Number(row.n);
}

/** Applicants' full names by application id (a donor's progress updates name whose journey). */
export async function applicantNames(manager: EntityManager, applicationIds: readonly string[]): Promise<Map<string, string>> {
  if (applicationIds.length === 0) return new Map();
  const rows: Array<{ id: string; full_name: string }> = await manager.query('SELECT id, full_name FROM application WHERE id = ANY($1::uuid[])', [[...new Set(applicationIds)]]);
  return new Map(rows.map((row) => [String(row.id), row.full_name]));
}

/** An approved application as its journey reads it. Cents throughout. */
export interface ApprovedApplication {
  id: string;
  seekerId: string;
  fullName: string;
  collectedCents: number;
  requestedCents: number;
}

/**
 * Approved applications, newest submitted first: those named (`ids`), or the seeker's (`seekerId`).
 * With `lock`, inside the caller's transaction, the rows are locked as every money path locks them
 * first (FOR NO KEY UPDATE), so what the caller decides next is in order with gifts and refunds.
 */
export async function approvedApplications(
  manager: EntityManager,
  where: { ids: readonly string[] } | { seekerId: string },
  options: { lock?: boolean } = {},
): Promise<ApprovedApplication[]> {
  const [filter, value] = 'ids' in where ? ['id = ANY($1::uuid[])', [...where.ids]] : ['seeker_id = $1', where.seekerId];
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT id, seeker_id, full_name, collected_amount_cents, requested_amount_cents FROM application
     WHERE status = 'approved' AND ${filter} ORDER BY submitted_at DESC, id DESC${options.lock ? ' FOR NO KEY UPDATE' : ''}`,
    [value],
  );
  return rows.map((row) => ({
    id: String(row.id),
    seekerId: String(row.seeker_id),
    fullName: String(row.full_name),
    collectedCents: Number(row.collected_amount_cents),
    requestedCents: Number(row.requested_amount_cents),
  }));
}

/** An approved application as the public ledger names it: where the pilgrim lives, never more. */
export interface JourneyPlace extends ApprovedApplication {
  city: string | null;
  country: string | null;
  submittedAt: Date;
}

/**
 * Approved applications with their place, newest submitted first: those of `ids`, or one page of
 * `limit` after the keyset (submitted_at, id), or all of them (the public ledger's summary) — one
 * statement whatever they hold.
 */
export async function journeyPlaces(
  manager: EntityManager,
  where: { ids: readonly string[] } | { limit: number; after?: { at: Date; id: string } } | { all: true },
): Promise<JourneyPlace[]> {
  const params: unknown[] = [];
  let filter: string;
  let limit = '';
  if ('all' in where) {
    filter = 'TRUE';
  } else if ('ids' in where) {
    filter = `id = ANY($${params.push([...where.ids])}::uuid[])`;
  } else {
    filter = where.after ? `(submitted_at, id) < ($${params.push(where.after.at)}, $${params.push(where.after.id)})` : 'TRUE';
    limit = ` LIMIT $${params.push(where.limit)}`;
  }
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT id, seeker_id, full_name, collected_amount_cents, requested_amount_cents, city, country, submitted_at FROM application
     WHERE status = 'approved' AND ${filter} ORDER BY submitted_at DESC, id DESC${limit}`,
    params,
  );
  return rows.map((row) => ({
    id: String(row.id),
    seekerId: String(row.seeker_id),
    fullName: String(row.full_name),
    collectedCents: Number(row.collected_amount_cents),
    requestedCents: Number(row.requested_amount_cents),
    city: (row.city as string | null) ?? null,
    country: (row.country as string | null) ?? null,
    submittedAt: new Date(row.submitted_at as string),
  }));
}

/** A journey open for money (issue 30: where a cancelled journey's gifts may move), with what it still needs. */
export interface OpenJourney {
  applicationId: string;
  fullName: string;
  requestedCents: number;
  collectedCents: number;
  /** Its goal less what it keeps and what live checkouts hold: the most a move may bring it. */
  roomCents: number;
  /** Issue 31: marked zakat-eligible (zakat may move to it). */
  zakatEligible: boolean;
}

/**
 * The journeys open for money: approved, not cancelled (funding_closed), below their goal with
 * room left; closest to its goal first (the "wherever most needed" default takes the first that
 * fits). Read without locks: a move checks the room again under the journey's lock.
 */
export async function openJourneys(manager: EntityManager, exceptIds: readonly string[] = []): Promise<OpenJourney[]> {
  const rows: Array<Record<string, unknown>> = await manager.query(
    `SELECT a.id, a.full_name, a.requested_amount_cents, a.collected_amount_cents, a.zakat_category,
            a.requested_amount_cents - a.collected_amount_cents - coalesce((SELECT sum(h.amount_cents) FROM application_hold h
              WHERE h.application_id = a.id AND h.expires_at > now()), 0)::bigint AS room
     FROM application a
     WHERE a.status = 'approved' AND NOT a.funding_closed AND a.collected_amount_cents < a.requested_amount_cents AND NOT (a.id = ANY($1::uuid[]))
     ORDER BY a.requested_amount_cents - a.collected_amount_cents, a.id`,
    [[...exceptIds]],
  );
  return rows
    .map((row) => ({
      applicationId: String(row.id),
      fullName: String(row.full_name),
      requestedCents: Number(row.requested_amount_cents),
      collectedCents: Number(row.collected_amount_cents),
      roomCents: Math.max(0, Number(row.room)),
      zakatEligible: row.zakat_category !== null && row.zakat_category !== undefined,
    }))
    .filter((journey) => journey.roomCents > 0);
}

/** How many applications were ever submitted, whatever became of them (the admins' funnel). */
export async function applicationsSubmitted(manager: EntityManager): Promise<number> {
  const [row]: Array<{ count: number }> = await manager.query('SELECT count(*)::int AS count FROM application');
  return Number(row?.count ?? 0);
}
