import { GraphQLUpload, type FileUpload } from 'graphql-upload-ts';
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Allowed } from '../../operations/operation';
import type { UploadIntake } from '../../uploads/upload-intake';
import { connection } from '../../validation/connection';
import type { OperatorsService } from './operators.service';
import { PayoutStatus } from './payout.enums';
import {
  CancelPayoutInput,
  JourneyPayouts,
  MarkPayoutPaidInput,
  Operator,
  OperatorInput,
  Payout,
  PayoutConnection,
  PayoutOfJourneyInput,
  ProposePayoutInput,
} from './payout.types';
import { PAYOUT_OPERATIONS } from './payouts.operations';
import type { PayoutsService } from './payouts.service';

@Resolver(() => Payout)
export class PayoutsResolver {
  constructor(
    private readonly payoutsService: PayoutsService,
    private readonly operatorsService: OperatorsService,
    private readonly uploads: UploadIntake,
  ) {}

  @Allowed(PAYOUT_OPERATIONS.operators)
  @Query(() => [Operator], { description: 'The licensed Hajj and Umrah operators payouts may pay, by name (admins).' })
  operators(): Promise<Operator[]> {
    return this.operatorsService.list();
  }

  @Allowed(PAYOUT_OPERATIONS.createOperator)
  @Mutation(() => Operator, { description: 'Adds an operator to the list (admins). Audited.' })
  createOperator(@Arg('input', () => OperatorInput, { description: 'The operator.' }) input: OperatorInput, @Ctx() { viewer }: Caller): Promise<Operator> {
    return this.operatorsService.create(viewer!, { ...input });
  }

  @Allowed(PAYOUT_OPERATIONS.updateOperator)
  @Mutation(() => Operator, { description: 'Changes an operator of the list (admins). Audited with what it was before.' })
  updateOperator(
    @Arg('id', () => ID, { description: 'The operator.' }) id: string,
    @Arg('input', () => OperatorInput, { description: 'Its fields from now on.' }) input: OperatorInput,
    @Ctx() { viewer }: Caller,
  ): Promise<Operator> {
    return this.operatorsService.update(viewer!, id, { ...input });
  }

  @Allowed(PAYOUT_OPERATIONS.journeyPayouts)
  @Query(() => JourneyPayouts, { description: "A journey's money and its payouts (admins): what it keeps, what is paid, approved and proposed, and what is free." })
  journeyPayouts(@Arg('applicationId', () => ID, { description: 'The journey (an approved application).' }) applicationId: string): Promise<JourneyPayouts> {
    return this.payoutsService.forJourney(applicationId);
  }

  @Allowed(PAYOUT_OPERATIONS.payouts)
  @Query(() => PayoutConnection, { description: "Every journey's payouts, newest first (admins), optionally of one status." })
  async payouts(
    @Arg('status', () => PayoutStatus, { nullable: true, description: 'Only payouts in this status.' }) status?: PayoutStatus | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<PayoutConnection> {
    return connection(await this.payoutsService.list(status ?? undefined, first, after), after);
  }

  @Allowed(PAYOUT_OPERATIONS.proposePayout)
  @Mutation(() => Payout, {
    description: 'Proposes a payout of a journey with its invoice or quote (admins); it reserves the money at once. Another admin must approve it. Audited.',
  })
  proposePayout(
    @Arg('input', () => ProposePayoutInput, { description: 'The journey, payee, amount and purpose.' }) input: ProposePayoutInput,
    @Arg('document', () => GraphQLUpload, { nullable: true, description: 'The invoice or quote: JPG, PNG or PDF, at most 5 MB (multipart upload). Required.' })
    document: Promise<FileUpload> | null,
    @Ctx() { viewer }: Caller,
  ): Promise<Payout> {
    if (!document) return this.payoutsService.propose(viewer!, { ...input }, undefined);
    return this.uploads.fromGraphQL(document, (file) => this.payoutsService.propose(viewer!, { ...input }, file));
  }

  @Allowed(PAYOUT_OPERATIONS.approvePayout)
  @Mutation(() => Payout, {
    description:
      'Approves a proposed payout (admins other than its proposer: PAYOUT_SAME_ADMIN). Needs a proof within 5 minutes (reauthenticate; REAUTHENTICATION_REQUIRED otherwise). Audited; sends payout.approved.',
  })
  approvePayout(@Arg('input', () => PayoutOfJourneyInput, { description: 'The journey and the payout.' }) input: PayoutOfJourneyInput, @Ctx() caller: Caller): Promise<Payout> {
    return this.payoutsService.approve(caller, { applicationId: input.applicationId, payoutId: input.payoutId });
  }

  @Allowed(PAYOUT_OPERATIONS.markPayoutPaid)
  @Mutation(() => Payout, { description: 'Records the transfer of an approved payout (admins): its reference and day. Audited; sends payout.paid.' })
  markPayoutPaid(@Arg('input', () => MarkPayoutPaidInput, { description: 'The journey, the payout and the transfer.' }) input: MarkPayoutPaidInput, @Ctx() { viewer }: Caller): Promise<Payout> {
    return this.payoutsService.markPaid(viewer!, { applicationId: input.applicationId, payoutId: input.payoutId }, { ...input });
  }

  @Allowed(PAYOUT_OPERATIONS.cancelPayout)
  @Mutation(() => Payout, { description: 'Cancels a proposed or approved payout (admins), with why; its money is free again. Audited.' })
  cancelPayout(@Arg('input', () => CancelPayoutInput, { description: 'The journey, the payout and why.' }) input: CancelPayoutInput, @Ctx() { viewer }: Caller): Promise<Payout> {
    return this.payoutsService.cancel(viewer!, { applicationId: input.applicationId, payoutId: input.payoutId }, { ...input });
  }
}
