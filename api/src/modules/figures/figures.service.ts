import type { DonationTotals } from '../donations';
import type { ApplicationsService } from '../applications';
import type { PublicFigures } from './dto/public-figures.types';

/** How long one count is served: the home page is read far more often than money moves. */
export const FIGURES_MAX_AGE_SECONDS = 60;

/**
 * The public pages' figures, counted from the books by the domains that own them and kept for a
 * minute, so a busy home page costs one pair of queries a minute per instance. Concurrent readers
 * of an expired count share one recount.
 */
export class FiguresService {
  private cached?: { figures: PublicFigures; until: number };
  private counting?: Promise<PublicFigures>;

  constructor(
    private readonly applications: Pick<ApplicationsService, 'fundedJourneys'>,
    private readonly donationTotals: Pick<DonationTotals, 'given'>,
    private readonly now: () => number = Date.now,
  ) {}

  async current(): Promise<PublicFigures> {
    if (this.cached && this.cached.until > this.now()) return this.cached.figures;
    this.counting ??= this.count().finally(() => (this.counting = undefined));
    return this.counting;
  }

  private async count(): Promise<PublicFigures> {
    // When the count began: it holds everything committed before this moment.
    const countedAt = new Date(this.now());
    const [journeys, given] = await Promise.all([this.applications.fundedJourneys(), this.donationTotals.given()]);
    const figures: PublicFigures = {
      journeysFunded: journeys.journeysFunded,
      countries: journeys.countries,
      dollarsGiven: given.keptCents / 100,
      donors: given.donors,
      countedAt,
    };
    this.cached = { figures, until: this.now() + FIGURES_MAX_AGE_SECONDS * 1000 };
    return figures;
  }
}
