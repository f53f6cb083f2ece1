import { Role } from '../../auth/role';
import { operation } from '../../operations/operation';
import { JSON_BODY } from '../../rest/openapi/refusals';
import type { ModuleDeps } from '../api-module';
import { CANCELLATION_DOCS } from './cancellations.openapi';
import { CANCELLATION_HANDLERS } from './cancellations.rest';
import { JourneyErrors } from './journeys.errors';

/** Refusals of an answer, in the order they are checked. */
const ANSWER_REFUSALS = [
  JourneyErrors.CANCELLATION_CHOICE_NOT_FOUND,
  JourneyErrors.CANCELLATION_ANSWER_INVALID,
  JourneyErrors.CANCELLATION_CHOICE_NOT_YOURS,
  JourneyErrors.CANCELLATION_ANSWERED,
  JourneyErrors.CANCELLATION_REFUND_WINDOW_PASSED,
  JourneyErrors.CANCELLATION_TARGET_NOT_OPEN,
  JourneyErrors.CANCELLATION_TARGET_NOT_ZAKAT_ELIGIBLE,
  JourneyErrors.CANCELLATION_TARGET_OVER_GOAL,
];

/**
 * Cancelled journeys' operations (issue 30), each declared once (operations/operation.ts): donors
 * read and answer their choices; admins read a journey's choices and set the default.
 */
export const CANCELLATION_OPERATIONS = {
  myCancellationChoices: operation<ModuleDeps>({
    graphql: { query: 'myCancellationChoices' },
    access: [Role.DONOR],
    rest: { method: 'get', path: '/cancellation-choices', openapi: CANCELLATION_DOCS.mine, handle: CANCELLATION_HANDLERS.mine },
  }),
  answerCancellationChoice: operation<ModuleDeps>({
    graphql: { mutation: 'answerCancellationChoice' },
    access: [Role.DONOR],
    refusals: [JSON_BODY, ...ANSWER_REFUSALS],
    rest: { method: 'post', path: '/cancellation-choices/:id/answer', openapi: CANCELLATION_DOCS.answer, handle: CANCELLATION_HANDLERS.answer },
  }),
  cancellationMoveTargets: operation<ModuleDeps>({ graphql: { query: 'cancellationMoveTargets' }, access: [Role.DONOR, Role.ADMIN] }),
  journeyCancellationChoices: operation<ModuleDeps>({ graphql: { query: 'journeyCancellationChoices' }, access: [Role.ADMIN], refusals: [JourneyErrors.JOURNEY_NOT_FOUND] }),
  cancellationSettings: operation<ModuleDeps>({ graphql: { query: 'cancellationSettings' }, access: [Role.ADMIN, Role.DONOR] }),
  setCancellationDefault: operation<ModuleDeps>({ graphql: { mutation: 'setCancellationDefault' }, access: [Role.ADMIN], refusals: [JourneyErrors.CANCELLATION_DEFAULT_INVALID] }),
};
