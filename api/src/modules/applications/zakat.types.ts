import { Field, Float, ObjectType } from 'type-graphql';
import { ZakatCategory } from './zakat.enums';

/** A journey's zakat eligibility as admins set it (issue 31). */
@ObjectType({ description: 'Whether a journey is zakat-eligible, under which category of At-Tawbah 9:60, and why (issue 31).' })
export class ZakatEligibility {
  @Field(() => ZakatCategory, { nullable: true, description: 'The category of At-Tawbah 9:60; null when the journey is not zakat-eligible.' })
  category!: ZakatCategory | null;

  @Field(() => String, { nullable: true, description: 'The admins’ note of the basis (at most 500 characters); null when not eligible.' })
  basis!: string | null;

  @Field(() => Date, { nullable: true, description: 'When it was last marked eligible; null when not eligible.' })
  markedAt!: Date | null;
}

/** The nisab the zakat calculator uses (issue 31). */
@ObjectType({ description: 'The zakat settings anyone may read: the nisab in US dollars and the day admins set it (the calculator’s threshold).' })
export class ZakatSettings {
  @Field(() => Float, { description: 'The nisab in US dollars: wealth below it owes no zakat.' })
  nisab!: number;

  @Field({ description: 'The day the nisab was set (YYYY-MM-DD), as the calculator shows it.' })
  nisabSetOn!: string;

  @Field(() => Float, { description: 'The share of zakatable wealth due: 0.025 (2.5 %).' })
  rate!: number;
}
