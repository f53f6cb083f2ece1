import { Arg, Ctx, Float, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Allowed } from '../../operations/operation';
import { ZakatCategory } from './zakat.enums';
import { ZAKAT_OPERATIONS } from './zakat.operations';
import type { ZakatService } from './zakat.service';
import { ZakatEligibility, ZakatSettings } from './zakat.types';

@Resolver()
export class ZakatResolver {
  constructor(private readonly zakat: ZakatService) {}

  @Allowed(ZAKAT_OPERATIONS.markJourneyZakatEligible)
  @Mutation(() => ZakatEligibility, { description: 'Marks an approved journey zakat-eligible under a category of At-Tawbah 9:60, with the basis (admins; audited).' })
  markJourneyZakatEligible(
    @Arg('id', () => ID, { description: 'The application (an approved request).' }) id: string,
    @Arg('category', () => ZakatCategory, { description: 'The category of At-Tawbah 9:60.' }) category: ZakatCategory,
    @Arg('basis', () => String, { description: 'The note of the basis, at most 500 characters.' }) basis: string,
    @Ctx() { viewer }: Caller,
  ): Promise<ZakatEligibility> {
    return this.zakat.mark(viewer!, id, { category, basis });
  }

  @Allowed(ZAKAT_OPERATIONS.unmarkJourneyZakatEligible)
  @Mutation(() => ZakatEligibility, { description: 'Unmarks a journey’s zakat eligibility (admins; audited); refused with ZAKAT_STILL_HELD while it holds zakat not yet paid out.' })
  unmarkJourneyZakatEligible(@Arg('id', () => ID, { description: 'The application.' }) id: string, @Ctx() { viewer }: Caller): Promise<ZakatEligibility> {
    return this.zakat.unmark(viewer!, id);
  }

  @Allowed(ZAKAT_OPERATIONS.journeyZakatEligibility)
  @Query(() => ZakatEligibility, { description: 'A journey’s zakat eligibility (admins).' })
  journeyZakatEligibility(@Arg('id', () => ID, { description: 'The application.' }) id: string): Promise<ZakatEligibility> {
    return this.zakat.of(id);
  }

  @Allowed(ZAKAT_OPERATIONS.zakatSettings)
  @Query(() => ZakatSettings, { description: 'The zakat calculator’s nisab in US dollars and the day it was set (anyone).' })
  zakatSettings(): Promise<ZakatSettings> {
    return this.zakat.settings();
  }

  @Allowed(ZAKAT_OPERATIONS.setZakatNisab)
  @Mutation(() => ZakatSettings, { description: 'Sets the nisab in US dollars and the day it was set (admins; audited).' })
  setZakatNisab(
    @Arg('nisab', () => Float, { description: 'The nisab in US dollars.' }) nisab: number,
    @Arg('setOn', () => String, { description: 'The day it was set, YYYY-MM-DD.' }) setOn: string,
    @Ctx() { viewer }: Caller,
  ): Promise<ZakatSettings> {
    return this.zakat.setNisab(viewer!, { nisab, setOn });
  }
}
