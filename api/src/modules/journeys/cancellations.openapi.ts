import type { RestPath } from '../../operations/operation';
import { idInPath, json, jsonBody } from '../../rest/openapi/answers';
import type { Schema } from '../../rest/openapi/openapi-types';
import { dateTime, nullable, record, ref, uuid } from '../../rest/openapi/components';

const ANSWERS = ['refund', 'move'];
const cents = (description: string): Schema => ({ type: 'integer', minimum: 0, description });

/** The cancelled journeys' schemas in the document's components (`#/components/schemas/<name>`). */
export const CANCELLATION_SCHEMAS = {
  CancellationChoice: record('A donor’s choice after a journey they support was cancelled (issue 30): their part refunded or moved; what was paid out is not recoverable.', {
    id: { ...uuid, description: 'The choice.' },
    applicationId: { ...uuid, description: 'The cancelled journey.' },
    firstName: { type: 'string', description: 'Its pilgrim’s first name.' },
    keptCents: cents('What the donor kept in it when it was cancelled.'),
    refundableCents: cents('Their part of what it still held: what may be refunded or moved.'),
    unrecoverableCents: cents('Their part already paid out or approved for the journey: not recoverable.'),
    refundPossible: { type: 'boolean', description: 'Whether the card provider may still refund it (its refund window); when false only the move is offered.' },
    deadlineAt: { ...dateTime, description: 'Unanswered by then, the admins’ default applies.' },
    defaultAnswer: { type: 'string', enum: ANSWERS, description: 'What applies at the deadline.' },
    status: { type: 'string', enum: ['open', 'refunded', 'moved'], description: 'Where it stands.' },
    decidedBy: nullable({ type: 'string', enum: ['donor', 'default'], description: 'Who made it.' }),
    decidedAt: nullable({ ...dateTime, description: 'When it was made.' }),
    appliedCents: nullable(cents('What was refunded or moved.')),
    targetApplicationId: nullable({ ...uuid, description: 'The journey it moved to.' }),
  }),
};

const REQUEST: Schema = record('The answer.', {
  answer: { type: 'string', enum: ANSWERS, description: 'refund: back to the card (within the provider’s refund window); move: to `targetApplicationId`.' },
  targetApplicationId: nullable({ ...uuid, description: 'With move: an open journey (fundraising, below its goal, with room for the whole part).' }),
}, ['targetApplicationId']);

/** What the OpenAPI document says of the cancelled journeys' paths beyond their declarations. */
export const CANCELLATION_DOCS = {
  mine: {
    operationId: 'listMyCancellationChoices',
    summary: 'My choices of cancelled journeys (donors)',
    description: 'The signed-in donor’s choices after journeys they support were cancelled, open ones first.',
    responses: { '200': json('The choices.', { type: 'array', items: ref('CancellationChoice') }) },
  },
  answer: {
    operationId: 'answerCancellationChoice',
    summary: 'Answer a cancelled journey’s choice (donors)',
    description:
      'Refund the part to the card (refunds through the card provider, per gift) or move it to another open journey (never beyond its goal). Made once: a second answer is refused with CANCELLATION_ANSWERED. Audited.',
    parameters: [idInPath('id', 'The choice.')],
    requestBody: jsonBody('The answer.', REQUEST),
    responses: { '200': json('Made.', ref('CancellationChoice')) },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;
