import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Allowed } from '../../operations/operation';
import { CancellationAnswer } from './cancellation.enums';
import { AnswerCancellationInput, CancellationChoice, CancellationSettings, MoveTarget } from './cancellation.types';
import { CANCELLATION_OPERATIONS } from './cancellations.operations';
import type { CancellationsService } from './cancellations.service';

@Resolver(() => CancellationChoice)
export class CancellationsResolver {
  constructor(private readonly cancellations: CancellationsService) {}

  @Allowed(CANCELLATION_OPERATIONS.myCancellationChoices)
  @Query(() => [CancellationChoice], { description: 'The signed-in donor’s choices after journeys they support were cancelled, open ones first.' })
  myCancellationChoices(@Ctx() { viewer }: Caller): Promise<CancellationChoice[]> {
    return this.cancellations.mine(viewer!.id);
  }

  @Allowed(CANCELLATION_OPERATIONS.answerCancellationChoice)
  @Mutation(() => CancellationChoice, {
    description: 'The donor’s answer: REFUND to the card (through the card provider, within its refund window) or MOVE to another open journey (never beyond its goal). Made once. Audited.',
  })
  answerCancellationChoice(@Arg('input', () => AnswerCancellationInput, { description: 'The choice and the answer.' }) input: AnswerCancellationInput, @Ctx() { viewer }: Caller): Promise<CancellationChoice> {
    return this.cancellations.answer(viewer!, { ...input });
  }

  @Allowed(CANCELLATION_OPERATIONS.cancellationMoveTargets)
  @Query(() => [MoveTarget], { description: 'The open journeys a cancelled journey’s gift may move to, closest to its goal first.' })
  cancellationMoveTargets(@Arg('exceptApplicationId', () => ID, { nullable: true, description: 'The cancelled journey (left out).' }) exceptApplicationId?: string | null): Promise<MoveTarget[]> {
    return this.cancellations.moveTargets(exceptApplicationId ?? null);
  }

  @Allowed(CANCELLATION_OPERATIONS.journeyCancellationChoices)
  @Query(() => [CancellationChoice], { description: 'A cancelled journey’s donors’ choices (admins), open ones first.' })
  journeyCancellationChoices(@Arg('applicationId', () => ID, { description: 'The journey.' }) applicationId: string): Promise<CancellationChoice[]> {
    return this.cancellations.ofJourney(applicationId);
  }

  @Allowed(CANCELLATION_OPERATIONS.cancellationSettings)
  @Query(() => CancellationSettings, { description: 'What applies to cancelled journeys’ choices unanswered after 30 days.' })
  cancellationSettings(): Promise<CancellationSettings> {
    return this.cancellations.settings();
  }

  @Allowed(CANCELLATION_OPERATIONS.setCancellationDefault)
  @Mutation(() => CancellationSettings, { description: 'Sets the default for cancelled journeys’ unanswered choices (admins). Audited.' })
  setCancellationDefault(@Arg('defaultAnswer', () => CancellationAnswer, { description: 'REFUND or MOVE.' }) defaultAnswer: CancellationAnswer, @Ctx() { viewer }: Caller): Promise<CancellationSettings> {
    return this.cancellations.setDefault(viewer!, defaultAnswer);
  }
}
