import type { Viewer } from '../../auth/tokens';
import type { AuditService } from '../audit';
import { UUID_PATTERN } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../errors/app-error';
import { decodeCursor, encodeCursor, pageOf, pageSize, type Page } from '../../validation/pagination';
import { accountNames } from '../accounts';
import { journeyPlaces, type FundingTally, type JourneyPlace } from '../applications';
import { auditAnonymousReads, keptByDonor, ledgerGifts, ledgerRefunds, ledgerSums, unmatchedTransfers, type BooksCheck, type LedgerGift, type LedgerRefund, type ReconciliationRow } from '../donations';
import { journeyStages } from '../journeys';
import { paidPayouts, payoutSums, type PaidPayout } from '../payouts';
import { LedgerErrors } from './ledger.errors';
import { DonorJourneyShare, JourneyLedger, LedgerLine, LedgerLineKind, PublicJourneyLedger, PublicLedgerLine, type JourneyLedgerTotals } from './ledger.types';

/** One line before it is dressed for its reader. */
interface RawLine {
  kind: LedgerLineKind;
  at: Date;
  amountCents: number;
  gift?: LedgerGift;
  refund?: LedgerRefund;
  payout?: PaidPayout;
}

/** A journey's rows, read for many journeys at once (a fixed number of statements for any number of lines). */
interface JourneyRows {
  gifts: Map<string, LedgerGift[]>;
  refunds: Map<string, LedgerRefund[]>;
  payouts: Map<string, PaidPayout[]>;
}

/** At one instant, money in comes before money out. */
const ORDER: Record<LedgerLineKind, number> = {
  [LedgerLineKind.GIFT]: 0,
  [LedgerLineKind.TRANSFER_IN]: 0,
  [LedgerLineKind.REFUND]: 1,
  [LedgerLineKind.DISPUTE_LOST]: 1,
  [LedgerLineKind.TRANSFER_OUT]: 1,
  [LedgerLineKind.PAYOUT]: 2,
};

function grouped<T extends { applicationId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) {
    const list = map.get(row.applicationId);
    if (list) list.push(row);
    else map.set(row.applicationId, [row]);
  }
  return map;
}

/** The lines of one journey, oldest first (at one instant: money in before money out), each with the balance after it. */
function linesOf(applicationId: string, rows: JourneyRows): Array<RawLine & { balanceCents: number }> {
  const raw: RawLine[] = [
    ...(rows.gifts.get(applicationId) ?? []).map((gift) => ({ kind: gift.movedIn ? LedgerLineKind.TRANSFER_IN : LedgerLineKind.GIFT, at: gift.at, amountCents: gift.amountCents, gift })),
    ...(rows.refunds.get(applicationId) ?? []).map((refund) => ({
      kind: refund.reason === 'dispute_lost' ? LedgerLineKind.DISPUTE_LOST : refund.reason === 'moved' ? LedgerLineKind.TRANSFER_OUT : LedgerLineKind.REFUND,
      at: refund.at,
      amountCents: -refund.amountCents,
      refund,
    })),
    ...(rows.payouts.get(applicationId) ?? []).map((payout) => ({ kind: LedgerLineKind.PAYOUT, at: payout.paidAt, amountCents: -payout.amountCents, payout })),
  ];
  raw.sort((a, b) => a.at.getTime() - b.at.getTime() || ORDER[a.kind] - ORDER[b.kind]);
  let balance = 0;
  return raw.map((line) => ({ ...line, balanceCents: (balance += line.amountCents) }));
}

function totalsOf(lines: RawLine[]): JourneyLedgerTotals {
  const sum = (kinds: LedgerLineKind[]) => lines.filter((line) => kinds.includes(line.kind)).reduce((total, line) => total + Math.abs(line.amountCents), 0);
  const givenCents = sum([LedgerLineKind.GIFT]);
  const refundedCents = sum([LedgerLineKind.REFUND, LedgerLineKind.DISPUTE_LOST]);
  const paidOutCents = sum([LedgerLineKind.PAYOUT]);
  const transferredInCents = sum([LedgerLineKind.TRANSFER_IN]);
  const transferredOutCents = sum([LedgerLineKind.TRANSFER_OUT]);
  const keptCents = givenCents + transferredInCents - refundedCents - transferredOutCents;
  const heldCents = keptCents - paidOutCents;
  // Issue 31: zakat apart — its gifts and moves in, less its refunds and moves out; and the payouts' zakat parts.
  const zakatKeptCents = lines.reduce((total, line) => total + ((line.gift?.zakat || line.refund?.zakat) && line.kind !== LedgerLineKind.PAYOUT ? line.amountCents : 0), 0);
  const zakatPaidOutCents = lines.reduce((total, line) => total + (line.payout?.zakatCents ?? 0), 0);
  return {
    zakatKeptCents,
    zakatKept: zakatKeptCents / 100,
    sadaqahKeptCents: keptCents - zakatKeptCents,
    sadaqahKept: (keptCents - zakatKeptCents) / 100,
    zakatPaidOutCents,
    zakatPaidOut: zakatPaidOutCents / 100,
    givenCents,
    given: givenCents / 100,
    refundedCents,
    refunded: refundedCents / 100,
    transferredInCents,
    transferredIn: transferredInCents / 100,
    transferredOutCents,
    transferredOut: transferredOutCents / 100,
    keptCents,
    kept: keptCents / 100,
    paidOutCents,
    paidOut: paidOutCents / 100,
    heldCents,
    held: heldCents / 100,
  };
}

function commonFields(line: RawLine & { balanceCents: number }) {
  return {
    kind: line.kind,
    at: line.at,
    amountCents: line.amountCents,
    amount: line.amountCents / 100,
    balanceCents: line.balanceCents,
    balance: line.balanceCents / 100,
    monthly: line.gift?.monthly ?? false,
    zakat: Boolean(line.gift?.zakat || line.refund?.zakat || (line.payout?.zakatCents ?? 0) > 0),
    zakatCents: line.payout ? -line.payout.zakatCents : line.gift?.zakat || line.refund?.zakat ? line.amountCents : 0,
    refundStatus: line.refund?.status ?? null,
    purpose: line.payout?.purpose ?? null,
    payee: line.payout?.payee ?? null,
    operatorName: line.payout?.operatorName ?? null,
  };
}

/** The first word of a full name: all the public ledger says of who the pilgrim is. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

/**
 * Each journey's ledger (issue 30): its gifts in, refunds and lost disputes out, its paid payouts
 * out, with a running balance. Read from the owning modules' read models, a fixed number of
 * statements whatever a journey holds: given − refunded = kept (what the application says it
 * collected), kept − paid out = held. Admins read every line; anyone (and integrators with
 * LEDGER_READ) the anonymised ledger.
 */
export class LedgerService implements BooksCheck {
  constructor(
    private readonly dataSource: DataSource,
    /** Admins' reads of an anonymous gift's donor go on the audit trail (issue 31). */
    private readonly audit?: AuditService,
  ) {}

  /** One journey's ledger with every line (admins): each anonymous gift whose donor it names is audited. */
  async journey(applicationId: string, viewer?: Viewer): Promise<JourneyLedger> {
    const ledger = await this.snapshot((manager) => this.journeyIn(manager, applicationId));
    if (viewer && this.audit) {
      const anonymous = new Set(ledger.lines.filter((line) => line.anonymous && line.donationId).map((line) => line.donationId!));
      await auditAnonymousReads(this.audit, viewer, [...anonymous].map((id) => ({ subjectType: 'donation', subjectId: id })));
    }
    return ledger;
  }

  private async journeyIn(manager: EntityManager, applicationId: string): Promise<JourneyLedger> {
    const place = await this.place(manager, applicationId);
    const rows = await this.rowsOf(manager, [place.id]);
    const stages = await journeyStages(manager, [place]);
    const lines = linesOf(place.id, rows);
    const anonymousGifts = new Set(lines.filter((line) => line.gift?.anonymous).map((line) => line.gift!.id));
    const people = await accountNames(manager, [
      ...lines.flatMap((line) => [line.gift?.donorId, line.refund?.donorId, line.payout?.paidBy]).filter((id): id is string => Boolean(id)),
    ]);
    return Object.assign(new JourneyLedger(), {
      applicationId: place.id,
      fullName: place.fullName,
      city: place.city,
      country: place.country,
      stage: stages.get(place.id)!,
      currency: 'usd',
      ...totalsOf(lines),
      lines: lines.map((line) =>
        Object.assign(new LedgerLine(), {
          ...commonFields(line),
          id: line.gift?.id ?? line.refund?.id ?? line.payout!.id,
          donationId: line.gift?.id ?? line.refund?.donationId ?? null,
          donorName: people.get(line.gift?.donorId ?? line.refund?.donorId ?? '') ?? null,
          anonymous: anonymousGifts.has(line.gift?.id ?? line.refund?.donationId ?? ''),
          reference: line.gift?.receiptNumber ?? line.refund?.refundNumber ?? null,
          refundReason: line.refund?.reason ?? null,
          transferReference: line.payout?.transferReference ?? null,
          transferredOn: line.payout?.transferredOn ?? null,
          paidByName: line.payout ? (people.get(line.payout.paidBy ?? '') ?? null) : null,
        }),
      ),
    });
  }

  /** One journey's public ledger (anyone). */
  async publicJourney(applicationId: string): Promise<PublicJourneyLedger> {
    return this.snapshot(async (manager) => {
      const place = await this.place(manager, applicationId);
      return (await this.publicLedgers(manager, [place]))[0]!;
    });
  }

  /** A page of the journeys' public ledgers, newest journey first: the same statements for any page. */
  async publicJourneys(first: number | null | undefined, after: string | null | undefined, batch?: number): Promise<Page<PublicJourneyLedger>> {
    const size = batch ?? pageSize(first);
    const cursor = decodeCursor(after);
    return this.snapshot(async (manager) => {
      const places = await journeyPlaces(manager, { limit: size + 1, after: cursor });
      const page = pageOf(places, size, (place) => encodeCursor(place.submittedAt, place.id));
      const ledgers = await this.publicLedgers(manager, page.nodes);
      return { ...page, nodes: ledgers };
    });
  }

  /** Where a donor's money went, for each journey they keep money in: their part of every payout, pro rata. */
  async donorShares(donorId: string): Promise<Map<string, DonorJourneyShare>> {
    return this.snapshot((manager) => this.donorSharesIn(manager, donorId));
  }

  private async donorSharesIn(manager: EntityManager, donorId: string): Promise<Map<string, DonorJourneyShare>> {
    const kept = await keptByDonor(manager, donorId);
    if (!kept.size) return new Map();
    const ids = [...kept.keys()];
    const places = await journeyPlaces(manager, { ids });
    const payouts = grouped(await paidPayouts(manager, ids));
    return new Map(
      places.map((place) => {
        const mine = kept.get(place.id) ?? 0;
        const whole = place.collectedCents;
        const share = (cents: number) => (whole > 0 ? Math.floor((mine * cents) / whole) : 0);
        const funded = (payouts.get(place.id) ?? []).map((payout) => ({
          at: payout.paidAt,
          purpose: payout.purpose,
          operatorName: payout.operatorName,
          amountCents: payout.amountCents,
          shareCents: share(payout.amountCents),
        }));
        const paidOut = funded.reduce((total, payout) => total + payout.amountCents, 0);
        return [
          place.id,
          Object.assign(new DonorJourneyShare(), { id: place.id, keptCents: mine, journeyKeptCents: whole, paidOutShareCents: share(paidOut), payouts: funded }),
        ];
      }),
    );
  }

  /**
   * The reconciliation's ledger rows (BooksCheck): for every journey, what it keeps (its
   * application's collected amount) = paid out + held (the ledger's balance), and its approved and
   * paid payouts never above what it keeps, and what its row keeps back from refunds equal to them.
   * Three statements for every journey at once.
   */
  async differences(manager: EntityManager, tallies: readonly FundingTally[]): Promise<ReconciliationRow[]> {
    const sums = await ledgerSums(manager);
    const payouts = await payoutSums(manager);
    // Every move out (a `moved` refund) landed whole in another journey, once: nothing lost, nothing counted twice.
    const transfers = await unmatchedTransfers(manager);
    return tallies.flatMap((journey): ReconciliationRow[] => {
      const money = sums.get(journey.applicationId) ?? { givenCents: 0, refundedCents: 0 };
      const paid = payouts.get(journey.applicationId) ?? { paidCents: 0, approvedCents: 0, zakatPaidCents: 0, zakatApprovedCents: 0 };
      const ledgerKept = money.givenCents - money.refundedCents;
      const heldCents = ledgerKept - paid.paidCents;
      const ledger = { keptCents: ledgerKept, paidOutCents: paid.paidCents, approvedCents: paid.approvedCents, heldCents };
      const base = { ...journey, completedCents: ledgerKept, completedDonors: journey.donorCount, providerGapCents: 0, ledger };
      const rows: ReconciliationRow[] = [];
      if (journey.collectedCents !== paid.paidCents + heldCents) rows.push({ kind: 'ledger_balance', ...base });
      if (paid.paidCents + paid.approvedCents > journey.collectedCents) rows.push({ kind: 'payouts_over_kept', ...base });
      // What refunds are kept from (the application's committed_cents) must be what the payouts say.
      if (journey.committedCents !== paid.paidCents + paid.approvedCents) rows.push({ kind: 'commitments', ...base });
      if (transfers.has(journey.applicationId)) rows.push({ kind: 'transfers', ...base });
      // Issue 31: the payouts' zakat parts are what the journey committed and paid of its zakat.
      if (journey.zakatCommittedCents !== paid.zakatPaidCents + paid.zakatApprovedCents || journey.zakatPaidCents !== paid.zakatPaidCents) rows.push({ kind: 'zakat', ...base });
      return rows;
    });
  }

  /**
   * The reads of one answer in one REPEATABLE READ snapshot: a gift, refund or payout committed
   * between two of its statements cannot make its lines disagree with its totals.
   */
  private snapshot<T>(read: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction('REPEATABLE READ', read);
  }

  private async place(manager: EntityManager, applicationId: string): Promise<JourneyPlace> {
    if (!UUID_PATTERN.test(applicationId)) throw new AppError(LedgerErrors.LEDGER_JOURNEY_NOT_FOUND);
    const [place] = await journeyPlaces(manager, { ids: [applicationId] });
    if (!place) throw new AppError(LedgerErrors.LEDGER_JOURNEY_NOT_FOUND);
    return place;
  }

  private async rowsOf(manager: EntityManager, ids: string[]): Promise<JourneyRows> {
    return {
      gifts: grouped(await ledgerGifts(manager, ids)),
      refunds: grouped(await ledgerRefunds(manager, ids)),
      payouts: grouped(await paidPayouts(manager, ids)),
    };
  }

  private async publicLedgers(manager: EntityManager, places: JourneyPlace[]): Promise<PublicJourneyLedger[]> {
    if (!places.length) return [];
    const ids = places.map((place) => place.id);
    const rows = await this.rowsOf(manager, ids);
    const stages = await journeyStages(manager, places);
    return places.map((place) => {
      const lines = linesOf(place.id, rows);
      return Object.assign(new PublicJourneyLedger(), {
        applicationId: place.id,
        firstName: firstNameOf(place.fullName),
        city: place.city,
        stage: stages.get(place.id)!,
        currency: 'usd',
        ...totalsOf(lines),
        lines: lines.map((line) => Object.assign(new PublicLedgerLine(), commonFields(line))),
      });
    });
  }
}
