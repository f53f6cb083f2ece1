import { Arg, Int, Query, Resolver } from 'type-graphql';
import { Allowed } from '../../operations/operation';
import { connection } from '../../validation/connection';
import { DonationTotal, DonationTotalConnection } from './dto/donation-total.types';
import type { DonationTotals } from './donation-totals';
import { DONATION_OPERATIONS } from './donations.operations';

/** Lives with the keys because integrators are its readers (scope DONATION_TOTALS_READ); admins and donors may read it too. */
@Resolver(() => DonationTotal)
export class DonationTotalsResolver {
  constructor(
    private readonly donationTotalsService: DonationTotals,
  ) {}

  @Allowed(DONATION_OPERATIONS.donationTotals)
  @Query(() => DonationTotalConnection, {
    description: 'Donation totals per approved request, newest request first: amounts and counts, never who gave. API keys need DONATION_TOTALS_READ.',
  })
  async donationTotals(
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<DonationTotalConnection> {
    return connection(await this.donationTotalsService.page(first, after), after);
  }
}
