import type { Request, Response } from 'express';
import type { Caller } from '../../auth/caller';
import { AppError } from '../../errors/app-error';
import { sendJsonArray } from '../../rest/json-stream';
import { everyRow } from '../../validation/pagination';
import { PaginationErrors } from '../../validation/pagination.errors';
import type { LedgerService } from './ledger.service';
import type { JourneyLedger, PublicJourneyLedger } from './ledger.types';
import type { TransparencyService } from './transparency.service';

type Totals = Pick<PublicJourneyLedger, 'givenCents' | 'refundedCents' | 'transferredInCents' | 'transferredOutCents' | 'keptCents' | 'paidOutCents' | 'heldCents' | 'given' | 'refunded' | 'transferredIn' | 'transferredOut' | 'kept' | 'paidOut' | 'held'>;

/** The money totals every ledger answer carries (a journey's, public or full, and the summary), in cents and in dollars. */
function totalsRecord(totals: Totals) {
  return {
    givenCents: totals.givenCents,
    refundedCents: totals.refundedCents,
    transferredInCents: totals.transferredInCents,
    transferredOutCents: totals.transferredOutCents,
    keptCents: totals.keptCents,
    paidOutCents: totals.paidOutCents,
    heldCents: totals.heldCents,
    given: totals.given,
    refunded: totals.refunded,
    transferredIn: totals.transferredIn,
    transferredOut: totals.transferredOut,
    kept: totals.kept,
    paidOut: totals.paidOut,
    held: totals.held,
  };
}

/** A ledger line as anyone may read it. */
function publicLineRecord(line: PublicJourneyLedger['lines'][number]) {
  return {
    kind: line.kind,
    at: line.at,
    amountCents: line.amountCents,
    amount: line.amount,
    balanceCents: line.balanceCents,
    balance: line.balance,
    monthly: line.monthly,
    refundStatus: line.refundStatus,
    purpose: line.purpose,
    payee: line.payee,
    operatorName: line.operatorName,
  };
}

/** A public ledger as REST answers it: the GraphQL object's fields, its lines' too. */
export function publicLedgerRecord(ledger: PublicJourneyLedger) {
  return {
    applicationId: ledger.applicationId,
    firstName: ledger.firstName,
    city: ledger.city,
    stage: ledger.stage,
    currency: ledger.currency,
    ...totalsRecord(ledger),
    zakatKeptCents: ledger.zakatKeptCents,
    sadaqahKeptCents: ledger.sadaqahKeptCents,
    zakatPaidOutCents: ledger.zakatPaidOutCents,
    lines: ledger.lines.map(publicLineRecord),
  };
}

/** A journey's full ledger as REST answers it to admins: the public record's fields, and who gave, the references and the transfers. */
export function journeyLedgerRecord(ledger: JourneyLedger) {
  return {
    applicationId: ledger.applicationId,
    fullName: ledger.fullName,
    city: ledger.city,
    country: ledger.country,
    stage: ledger.stage,
    currency: ledger.currency,
    ...totalsRecord(ledger),
    zakatKeptCents: ledger.zakatKeptCents,
    sadaqahKeptCents: ledger.sadaqahKeptCents,
    zakatPaidOutCents: ledger.zakatPaidOutCents,
    lines: ledger.lines.map((line) => ({
      _id: line.id,
      ...publicLineRecord(line),
      donationId: line.donationId,
      donorName: line.donorName,
      anonymous: line.anonymous,
      reference: line.reference,
      refundReason: line.refundReason,
      transferReference: line.transferReference,
      transferredOn: line.transferredOn,
      paidByName: line.paidByName,
    })),
  };
}

function paging(query: Record<string, unknown>): { limit: number; after: string | undefined } | undefined {
  if (query.limit === undefined && query.after === undefined) return undefined;
  const limit = query.limit === undefined ? 100 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new AppError(PaginationErrors.PAGE_SIZE_INVALID, { field: 'limit', values: { field: 'limit' } });
  return { limit: Math.min(limit, 100), after: typeof query.after === 'string' ? query.after : undefined };
}

async function* records(rows: AsyncIterable<PublicJourneyLedger>) {
  for await (const row of rows) yield publicLedgerRecord(row);
}

type Services = { ledger: LedgerService; transparency: TransparencyService };
type Handler = (req: Request, caller: Caller, res: Response, services: Services) => Promise<void>;

/** The ledger's public paths (issue 30); ledger.operations.ts declares who may call each and where. */
export const LEDGER_HANDLERS = {
  async journeys(req, _caller, res, { ledger }) {
    const page = paging(req.query);
    if (!page) {
      await sendJsonArray(res, records(everyRow((after) => ledger.publicJourneys(null, after, 100))));
      return;
    }
    const result = await ledger.publicJourneys(page.limit, page.after);
    if (result.endCursor && result.hasNextPage) res.setHeader('X-Next-Cursor', result.endCursor);
    res.json(result.nodes.map(publicLedgerRecord));
  },

  async journey(req, _caller, res, { ledger }) {
    res.json(publicLedgerRecord(await ledger.publicJourney(String(req.params.applicationId))));
  },

  async adminJourney(req, { viewer }, res, { ledger }) {
    res.json(journeyLedgerRecord(await ledger.journey(String(req.params.applicationId), viewer!)));
  },
  async summary(_req, _caller, res, { transparency }) {
    const summary = await transparency.current();
    res.json({
      ...totalsRecord(summary),
      journeys: summary.journeys,
      stages: summary.stages.map(({ stage, journeys }) => ({ stage, journeys })),
      months: summary.months.map((month) => ({ ...month })),
      countedAt: summary.countedAt,
    });
  },
} satisfies Record<string, Handler>;
