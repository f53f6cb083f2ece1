import { Authorized, Field, Float, ID, Int, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import { Role } from '../../auth/role';
import type { BooksReconciliation } from './books-reconciliation';

export enum ReconciliationKind {
  DONATIONS = 'donations',
  LEDGER_BALANCE = 'ledger_balance',
  PAYOUTS_OVER_KEPT = 'payouts_over_kept',
  COMMITMENTS = 'commitments',
  TRANSFERS = 'transfers',
  ZAKAT = 'zakat',
}

registerEnumType(ReconciliationKind, {
  name: 'ReconciliationKind',
  description: 'What a reconciliation row finds wrong.',
  valuesConfig: {
    DONATIONS: { description: "The journey's collected amount or donor count differs from what its donations keep, it is above its goal, refunds do not add up, or the provider's dispute figure differs." },
    LEDGER_BALANCE: { description: "What the journey keeps is not what its ledger paid out plus what it holds (its gifts less refunds less paid payouts)." },
    PAYOUTS_OVER_KEPT: { description: "The journey's approved and paid payouts together exceed what it keeps." },
    COMMITMENTS: { description: "What the journey keeps back from refunds for its payouts differs from its approved and paid payouts." },
    TRANSFERS: { description: 'A move between journeys (issue 30) does not add up: moved out of one journey without landing whole in another, or landed without its move out.' },
    ZAKAT: { description: 'Issue 31: the journey’s zakat differs from what its zakat gifts keep, its payouts’ zakat parts differ from what it committed or paid of zakat, or it is not zakat-eligible yet holds zakat not paid out.' },
  },
});

@ObjectType({ description: 'An application whose tallies disagree with its completed donations (the list should always be empty).' })
export class ReconciliationDifference {
  @Field(() => ReconciliationKind, { description: 'What is wrong.' })
  kind!: ReconciliationKind;

  @Field(() => ID, { description: 'The application.' })
  applicationId!: string;

  @Field({ description: "The applicant's full name." })
  fullName!: string;

  @Field(() => Float, { description: 'What the application says it has collected, in US dollars.' })
  collectedAmount!: number;

  @Field(() => Float, { description: 'Its goal, in US dollars (collectedAmount must never be above it).' })
  requestedAmount!: number;

  @Field(() => Float, { description: 'What its donations keep (amount less refunds, 0 while disputed), in US dollars.' })
  completedDonationsAmount!: number;

  @Field(() => Float, { description: 'The gap: collectedAmount minus completedDonationsAmount, in US dollars.' })
  difference!: number;

  @Field(() => Int, { description: 'How many donors the application says it has.' })
  donorCount!: number;

  @Field(() => Int, { description: 'How many distinct donors keep money in it.' })
  completedDonors!: number;

  @Field(() => Float, {
    description: "What the payment provider says its donations' lost disputes withheld, less what the books wrote off for them (DISPUTE_LOST refunds), in US dollars; 0 when they agree.",
  })
  providerGapAmount!: number;

  @Field(() => Float, { nullable: true, description: "On LEDGER_BALANCE and PAYOUTS_OVER_KEPT rows: what the journey's ledger says it keeps (gifts less refunds), in US dollars." })
  ledgerKeptAmount!: number | null;

  @Field(() => Float, { nullable: true, description: 'On LEDGER_BALANCE and PAYOUTS_OVER_KEPT rows: its paid payouts, in US dollars.' })
  paidOutAmount!: number | null;

  @Field(() => Float, { nullable: true, description: 'On LEDGER_BALANCE and PAYOUTS_OVER_KEPT rows: its approved payouts not yet paid, in US dollars.' })
  approvedAmount!: number | null;

  @Field(() => Float, { nullable: true, description: "On LEDGER_BALANCE and PAYOUTS_OVER_KEPT rows: what its ledger holds (its running balance), in US dollars." })
  heldAmount!: number | null;
}

/** The admins' check of the books (DESIGN §3, §7): the donations against the journeys they fund. */
@Resolver()
export class BooksReconciliationResolver {
  constructor(private readonly books: BooksReconciliation) {}

  @Authorized(Role.ADMIN)
  @Query(() => [ReconciliationDifference], {
    description:
      'Applications whose books do not add up (kind says how): collectedAmount or donorCount differs from what their donations keep, collectedAmount is above the goal, ' +
      "a donation's refunds do not add up to its refundedAmount, " +
      "what the provider says a lost dispute withheld differs from what the books wrote off (providerGapAmount), " +
      'what a journey keeps is not what its ledger paid out plus what it holds (LEDGER_BALANCE), or its approved and paid payouts exceed what it keeps (PAYOUTS_OVER_KEPT). Must be empty; anything listed is a bookkeeping fault to investigate.',
  })
  async reconciliation(): Promise<ReconciliationDifference[]> {
    const rows = await this.books.reconciliation();
    const dollars = (cents: number | undefined) => (cents === undefined ? null : cents / 100);
    return rows.map((row) => ({
      kind: row.kind as ReconciliationKind,
      applicationId: row.applicationId,
      fullName: row.fullName,
      collectedAmount: row.collectedCents / 100,
      requestedAmount: row.requestedCents / 100,
      completedDonationsAmount: row.completedCents / 100,
      difference: (row.collectedCents - row.completedCents) / 100,
      donorCount: row.donorCount,
      completedDonors: row.completedDonors,
      providerGapAmount: row.providerGapCents / 100,
      ledgerKeptAmount: dollars(row.ledger?.keptCents),
      paidOutAmount: dollars(row.ledger?.paidOutCents),
      approvedAmount: dollars(row.ledger?.approvedCents),
      heldAmount: dollars(row.ledger?.heldCents),
    }));
  }
}
