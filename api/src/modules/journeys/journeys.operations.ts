import { Role } from '../../auth/role';
import { operation } from '../../operations/operation';
import { TEXT_FIELDS } from '../../rest/openapi/refusals';
import type { ModuleDeps } from '../api-module';
import { JOURNEY_DOCS } from './journeys.openapi';
import { JOURNEY_HANDLERS } from './journeys.rest';
import { JourneyErrors } from './journeys.errors';

const THANKS_PHOTO_REFUSALS = [
  JourneyErrors.JOURNEY_THANKS_PHOTO_TYPE_REFUSED,
  JourneyErrors.JOURNEY_THANKS_PHOTO_NAME_DISAGREES,
  JourneyErrors.JOURNEY_THANKS_PHOTO_TOO_LARGE,
  JourneyErrors.JOURNEY_THANKS_PHOTO_EMPTY,
  JourneyErrors.JOURNEY_THANKS_PHOTO_UNREADABLE,
];

/**
 * The journeys domain's newer operations (issue 30), each declared once (operations/operation.ts):
 * the proof document of a stage move, and the pilgrim's thank-you from posting to moderation.
 * moveJourneyStage and the journey reads keep their own @Authorized (GraphQL only).
 */
export const JOURNEY_OPERATIONS = {
  journeyProofDocument: operation<ModuleDeps>({
    access: [Role.ADMIN],
    refusals: [JourneyErrors.JOURNEY_PROOF_NOT_FOUND, JourneyErrors.JOURNEY_PROOF_MISSING],
    rest: { method: 'get', path: '/journeys/:applicationId/proofs/:changeId', openapi: JOURNEY_DOCS.proof, handle: JOURNEY_HANDLERS.proof },
  }),
  journeyThanksPhoto: operation<ModuleDeps>({
    access: [Role.ADMIN, Role.SEEKER, Role.DONOR],
    refusals: [JourneyErrors.JOURNEY_THANKS_PHOTO_NOT_FOUND],
    rest: { method: 'get', path: '/journeys/:applicationId/thanks/photo', openapi: JOURNEY_DOCS.thanksPhoto, handle: JOURNEY_HANDLERS.thanksPhoto },
  }),
  postJourneyThanks: operation<ModuleDeps>({
    graphql: { mutation: 'postJourneyThanks' },
    access: [Role.SEEKER],
    refusals: [
      TEXT_FIELDS,
      JourneyErrors.JOURNEY_NOT_FOUND,
      JourneyErrors.NOT_YOUR_JOURNEY,
      JourneyErrors.JOURNEY_THANKS_NOT_YET,
      JourneyErrors.JOURNEY_THANKS_ALREADY_POSTED,
      ...THANKS_PHOTO_REFUSALS,
    ],
  }),
  moderateJourneyThanks: operation<ModuleDeps>({
    graphql: { mutation: 'moderateJourneyThanks' },
    access: [Role.ADMIN],
    refusals: [TEXT_FIELDS, JourneyErrors.JOURNEY_THANKS_REASON_REQUIRED, JourneyErrors.JOURNEY_THANKS_NOT_FOUND, JourneyErrors.JOURNEY_THANKS_ALREADY_DECIDED],
  }),
  journeyThanksToModerate: operation<ModuleDeps>({
    graphql: { query: 'journeyThanksToModerate' },
    access: [Role.ADMIN],
  }),
};
