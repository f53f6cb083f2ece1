import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { operation } from '../../operations/operation';
import { CHOICE_FIELDS, JSON_BODY, TEXT_FIELDS } from '../../rest/openapi/refusals';
import type { ModuleDeps } from '../api-module';
import { TRACKING_DOCS } from './tracking.openapi';
import { TRACKING_HANDLERS } from './tracking.rest';
import { TrackingErrors } from './tracking.errors';
import { JourneyErrors } from '../journeys';

/** The tracking domain's operations, each declared once (operations/operation.ts): admins post progress to a journey's donors, donors read theirs. */
export const TRACKING_OPERATIONS = {
  postTrackingUpdate: operation<ModuleDeps>({
    graphql: { mutation: 'postTrackingUpdate' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, ValidationErrors.DONATION_ID_INVALID, CHOICE_FIELDS, TEXT_FIELDS, TrackingErrors.TRACKED_DONATION_NOT_FOUND, TrackingErrors.DONATION_NOT_COMPLETED],
    rest: { method: 'post', path: '/tracking/updatestatus', openapi: TRACKING_DOCS.post, handle: TRACKING_HANDLERS.post },
  }),
  postJourneyUpdate: operation<ModuleDeps>({
    graphql: { mutation: 'postJourneyUpdate' },
    access: [Role.ADMIN],
    refusals: [CHOICE_FIELDS, TEXT_FIELDS, JourneyErrors.JOURNEY_NOT_FOUND],
  }),
  myTrackingUpdates: operation<ModuleDeps>({
    graphql: { query: 'myTrackingUpdates' },
    access: [Role.DONOR],
    refusals: [TrackingErrors.NOT_YOUR_UPDATES],
    rest: { method: 'get', path: '/tracking/status/:donorId', openapi: TRACKING_DOCS.forDonor, handle: TRACKING_HANDLERS.forDonor },
  }),
};
