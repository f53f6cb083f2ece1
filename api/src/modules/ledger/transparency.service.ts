import type { DataSource, EntityManager } from 'typeorm';
import { applicationsSubmitted, journeyPlaces } from '../applications';
import { ledgerPeriods } from '../donations';
import { JourneyStage, journeyStages } from '../journeys';
import { paidPayoutPeriods } from '../payouts';
import { LedgerCharts, LedgerFunnel, LedgerWeek, Transparency, TransparencyMonth, TransparencyStage } from './ledger.types';

/**
 * Written by another API instance, a change reaches this one's cache within this long at most (the
 * instance that wrote it forgets at once, through the webhook outbox's commit signal).
 */
export const TRANSPARENCY_MAX_AGE_SECONDS = 60;

const dollars = (cents: number) => cents / 100;

/**
 * The public ledger's summary (issue 30): every journey's ledger summed. It reads the same rows, with
 * the same definitions, as the journeys' ledgers (the donations' and payouts' ledger reads, the
 * journeys' stages, the approved applications), summed by month in the database: five statements
 * whatever the number of gifts. The totals are the months' sums, so the two can never disagree.
 *
 * Kept until money or a stage changes: `forget()` (called after every commit that emitted a webhook
 * event: a gift, refund, dispute, payout or stage change) bumps a generation, and an answer counted
 * before the bump is never stored after it. Concurrent readers of a forgotten answer share one count.
 */
export class TransparencyService {
  private generation = 0;
  private cached?: { answer: Transparency; generation: number; until: number };
  private counting?: { generation: number; answer: Promise<Transparency> };

  constructor(
    private readonly dataSource: DataSource,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<Transparency> {
    const generation = this.generation;
    if (this.cached && this.cached.generation === generation && this.cached.until > this.now()) return this.cached.answer;
    if (this.counting?.generation !== generation) {
      const answer = this.count().then((counted) => {
        if (this.generation === generation) this.cached = { answer: counted, generation, until: this.now() + TRANSPARENCY_MAX_AGE_SECONDS * 1000 };
        return counted;
      });
      this.counting = { generation, answer };
      void answer.then(
        () => this.counting?.answer === answer && (this.counting = undefined),
        () => this.counting?.answer === answer && (this.counting = undefined),
      );
    }
    return this.counting!.answer;
  }

  /** Money or a stage changed (and committed): the next read counts again. */
  forget(): void {
    this.generation += 1;
    this.cached = undefined;
  }

  /**
   * The admins' charts: the same ledgers per ISO week (gifts, money in, refunds and payouts out),
   * and the funnel applications → approved → funded → travelled. Read fresh (admins only, rarely).
   */
  charts(): Promise<LedgerCharts> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const places = await journeyPlaces(manager, { all: true });
      const ids = places.map((place) => place.id);
      const stages = [...(await journeyStages(manager, places)).values()];
      const money = await ledgerPeriods(manager, ids, 'week');
      const payouts = await paidPayoutPeriods(manager, ids, 'week');
      const submitted = await applicationsSubmitted(manager);
      const weeks = new Map<string, { gifts: number; givenCents: number; refundedCents: number; paidOutCents: number }>();
      const weekOf = (week: string) => {
        let row = weeks.get(week);
        if (!row) weeks.set(week, (row = { gifts: 0, givenCents: 0, refundedCents: 0, paidOutCents: 0 }));
        return row;
      };
      for (const row of money) Object.assign(weekOf(row.period), { gifts: row.gifts, givenCents: row.givenCents, refundedCents: row.refundedCents });
      for (const row of payouts) weekOf(row.period).paidOutCents = row.paidOutCents;
      const onRoad = (from: JourneyStage[]) => stages.filter((stage) => from.includes(stage)).length;
      return Object.assign(new LedgerCharts(), {
        weeks: [...weeks.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([week, row]) =>
            Object.assign(new LedgerWeek(), { week, ...row, given: dollars(row.givenCents), refunded: dollars(row.refundedCents), paidOut: dollars(row.paidOutCents) }),
          ),
        funnel: Object.assign(new LedgerFunnel(), {
          applications: submitted,
          approved: places.length,
          funded: onRoad([JourneyStage.FUNDED, JourneyStage.BOOKED, JourneyStage.VISA_ISSUED, JourneyStage.TRAVELLED, JourneyStage.COMPLETED]),
          travelled: onRoad([JourneyStage.TRAVELLED, JourneyStage.COMPLETED]),
        }),
      });
    });
  }

  private count(): Promise<Transparency> {
    // One REPEATABLE READ snapshot: a gift committed between two statements cannot make months and stages disagree.
    return this.dataSource.transaction('REPEATABLE READ', (manager) => this.countIn(manager));
  }

  private async countIn(manager: EntityManager): Promise<Transparency> {
    const places = await journeyPlaces(manager, { all: true });
    const ids = places.map((place) => place.id);
    const stages = await journeyStages(manager, places);
    const money = await ledgerPeriods(manager, ids, 'month');
    const payouts = await paidPayoutPeriods(manager, ids, 'month');

    const months = new Map<string, { givenCents: number; refundedCents: number; paidOutCents: number }>();
    const monthOf = (month: string) => {
      let row = months.get(month);
      if (!row) months.set(month, (row = { givenCents: 0, refundedCents: 0, paidOutCents: 0 }));
      return row;
    };
    for (const row of money) Object.assign(monthOf(row.period), { givenCents: row.givenCents, refundedCents: row.refundedCents });
    for (const row of payouts) monthOf(row.period).paidOutCents = row.paidOutCents;
    const monthRows = [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, cents]) =>
        Object.assign(new TransparencyMonth(), {
          month,
          ...cents,
          given: dollars(cents.givenCents),
          refunded: dollars(cents.refundedCents),
          paidOut: dollars(cents.paidOutCents),
        }),
      );

    const sum = (key: 'givenCents' | 'refundedCents' | 'paidOutCents') => monthRows.reduce((total, row) => total + row[key], 0);
    const givenCents = sum('givenCents');
    const refundedCents = sum('refundedCents');
    const paidOutCents = sum('paidOutCents');
    // Moves between journeys are counted apart, as each ledger counts them (they are not money given
    // or given back); across every journey what moved out moved in.
    const transferredInCents = money.reduce((total, row) => total + row.transferredInCents, 0);
    const transferredOutCents = money.reduce((total, row) => total + row.transferredOutCents, 0);
    const keptCents = givenCents + transferredInCents - refundedCents - transferredOutCents;
    const heldCents = keptCents - paidOutCents;
    const perStage = new Map<JourneyStage, number>();
    for (const stage of stages.values()) perStage.set(stage, (perStage.get(stage) ?? 0) + 1);

    return Object.assign(new Transparency(), {
      givenCents,
      given: dollars(givenCents),
      refundedCents,
      refunded: dollars(refundedCents),
      transferredInCents,
      transferredIn: dollars(transferredInCents),
      transferredOutCents,
      transferredOut: dollars(transferredOutCents),
      keptCents,
      kept: dollars(keptCents),
      paidOutCents,
      paidOut: dollars(paidOutCents),
      heldCents,
      held: dollars(heldCents),
      journeys: places.length,
      stages: Object.values(JourneyStage).map((stage) => Object.assign(new TransparencyStage(), { stage, journeys: perStage.get(stage) ?? 0 })),
      months: monthRows,
      countedAt: new Date(this.now()),
    });
  }
}
