import { JOURNEY_PROOF_TYPES, JOURNEY_THANKS_PHOTO_TYPES } from '@sabil/contracts';
import type { RestPath } from '../../operations/operation';
import { idInPath } from '../../rest/openapi/answers';
import { headerRef } from '../../rest/openapi/components';

const privateFile = (description: string, types: readonly string[]) => ({
  '200': {
    description,
    headers: {
      'X-Request-Id': headerRef('X-Request-Id'),
      'Cache-Control': { description: 'Always `private, no-store`.', required: true, schema: { const: 'private, no-store' } },
    },
    content: Object.fromEntries(types.map((type) => [type, {}])),
  },
});

/** The journeys module's REST paths (issue 30): its private files. Moves and thank-yous are GraphQL. */
export const JOURNEY_DOCS = {
  proof: {
    operationId: 'getJourneyProofDocument',
    summary: 'What proved a journey’s stage move (admins)',
    description:
      'The proof document of one stage move of this journey (a booking confirmation, a visa, a boarding pass), with the type its bytes were judged to have, `Cache-Control: private, no-store` and a sandboxing policy. A move of another journey is not found. Each view is audited.',
    parameters: [idInPath('applicationId', 'The journey (an approved application).'), idInPath('changeId', 'The stage move (JourneyStageChange.id).')],
    responses: privateFile('The document.', JOURNEY_PROOF_TYPES),
  },
  thanksPhoto: {
    operationId: 'getJourneyThanksPhoto',
    summary: 'The photo of a pilgrim’s thank-you',
    description:
      'For admins and the journey’s seeker whatever the thank-you’s status; for the journey’s donors once it is published. Anyone else is answered 404, as if there were none. Pictures are stored without their metadata.',
    parameters: [idInPath('applicationId', 'The journey (an approved application).')],
    responses: privateFile('The photo.', JOURNEY_THANKS_PHOTO_TYPES),
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;
