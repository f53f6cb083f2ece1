import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Allowed } from '../../operations/operation';
import { connection } from '../../validation/connection';
import { LEDGER_OPERATIONS } from './ledger.operations';
import type { LedgerService } from './ledger.service';
import { DonorJourneyShare, JourneyLedger, PublicJourneyLedger, PublicJourneyLedgerConnection, LedgerCharts, Transparency } from './ledger.types';
import type { TransparencyService } from './transparency.service';

@Resolver()
export class LedgerResolver {
  constructor(
    private readonly ledger: LedgerService,
    private readonly summary: TransparencyService,
  ) {}

  @Allowed(LEDGER_OPERATIONS.journeyLedger)
  @Query(() => JourneyLedger, { description: "A journey's ledger with every line: who gave, refunds, payouts and their transfers, the running balance and totals (admins)." })
  journeyLedger(@Arg('applicationId', () => ID, { description: 'The journey (an approved application).' }) applicationId: string, @Ctx() { viewer }: Caller): Promise<JourneyLedger> {
    return this.ledger.journey(applicationId, viewer!);
  }

  @Allowed(LEDGER_OPERATIONS.publicJourneyLedger)
  @Query(() => PublicJourneyLedger, { description: "A journey's anonymised ledger. Public: send it without a token (integrators: LEDGER_READ)." })
  publicJourneyLedger(@Arg('applicationId', () => ID, { description: 'The journey (an approved application).' }) applicationId: string): Promise<PublicJourneyLedger> {
    return this.ledger.publicJourney(applicationId);
  }

  @Allowed(LEDGER_OPERATIONS.publicJourneyLedgers)
  @Query(() => PublicJourneyLedgerConnection, { description: "Every journey's anonymised ledger, newest journey first. Public: send it without a token (integrators: LEDGER_READ)." })
  async publicJourneyLedgers(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<PublicJourneyLedgerConnection> {
    return connection(await this.ledger.publicJourneys(first, after), after);
  }

  @Allowed(LEDGER_OPERATIONS.transparency)
  @Query(() => Transparency, {
    description:
      "Every journey's ledger summed: totals, journeys per stage, money in and out per month (UTC). Public: send it without a token (integrators: LEDGER_READ). Never a name, an address or a document.",
  })
  transparency(): Promise<Transparency> {
    return this.summary.current();
  }

  @Allowed(LEDGER_OPERATIONS.ledgerCharts)
  @Query(() => LedgerCharts, { description: "The admins' charts: every journey's ledger per week (gifts, refunds, payouts) and the funnel applications → approved → funded → travelled." })
  ledgerCharts(): Promise<LedgerCharts> {
    return this.summary.charts();
  }

  @Allowed(LEDGER_OPERATIONS.myJourneyShares)
  @Query(() => [DonorJourneyShare], { description: "For each journey the signed-in donor's gifts keep money in: their part of it and of every payout made, pro rata." })
  async myJourneyShares(@Ctx() { viewer }: Caller): Promise<DonorJourneyShare[]> {
    return [...(await this.ledger.donorShares(viewer!.id)).values()];
  }
}
