import { MAX_UPDATE_MESSAGE_LENGTH, TRACKING_STATUSES } from '@sabil/contracts';
import type { RestPath } from '../../operations/operation';
import { idInPath, json, jsonBody, messageWith } from '../../rest/openapi/answers';
import type { Schema } from '../../rest/openapi/openapi-types';
import { dateTime, record, ref, text, uuid } from '../../rest/openapi/components';

/** The tracking module's schemas in the document's components (`#/components/schemas/<name>`). */
export const TRACKING_SCHEMAS = {
  TrackingUpdate: record("An admin's progress update on a journey, as one of its donors reads it.", {
    _id: { ...uuid, description: 'The update id (the same for every donor of the journey).' },
    donationId: { ...uuid, description: 'The reader’s gift to the journey: the one it was posted through, or their latest the journey keeps.' },
    newStatus: { type: 'string', enum: [...TRACKING_STATUSES], description: 'The donation’s tracking status from now on.' },
    applicantName: { type: 'string', description: "The applicant's full name." },
    updateMessage: text(MAX_UPDATE_MESSAGE_LENGTH, "The admin's message to the donor."),
    createdAt: { ...dateTime, description: 'When it was posted.' },
  }),
} satisfies Record<string, Schema>;

/** What each request body may hold. Not closed: the API ignores what it does not read, except where it says. */
const REQUEST_SCHEMAS = {
  trackingUpdate: {
    type: 'object',
    required: ['donationId', 'newStatus', 'updateMessage'],
    properties: {
      donationId: { ...uuid, description: 'A completed donation.' },
      newStatus: { type: 'string', enum: [...TRACKING_STATUSES], description: 'Its tracking status from now on.' },
      updateMessage: text(MAX_UPDATE_MESSAGE_LENGTH, 'What the donor reads.'),
      donorId: { type: 'string', description: 'Ignored (SPEC §7 sends it): the donor is the donation’s.' },
      adminId: { type: 'string', description: 'Ignored (SPEC §7 sends it): the admin is the token’s.' },
      applicantName: { type: 'string', description: 'Ignored (SPEC §7 sends it): the name is the application’s.' },
    },
  } satisfies Schema,
};

/** What the OpenAPI document says of SPEC §7's tracking paths beyond their declarations (tracking.operations.ts). */
export const TRACKING_DOCS = {
  post: {
    operationId: 'postTrackingUpdate',
    summary: 'Post a progress update through a completed donation (admins)',
    description: 'Posts the update to the donation’s journey: every donor with a gift the journey keeps reads it (GET /tracking/status/{donorId}) and is emailed it, and each such gift takes the tracking status. The donors, the admin and the applicant’s name come from the journey and the token, never from the body.',
    requestBody: jsonBody('The update.', REQUEST_SCHEMAS.trackingUpdate),
    responses: {
      '201': json('Posted.', messageWith('update', ref('TrackingUpdate'), { const: 'Status updated successfully', description: 'English confirmation.' })),
    },
  },
  forDonor: {
    operationId: 'getTrackingUpdates',
    summary: 'Progress updates on a donor’s own donations (donors)',
    description: 'Every update on the journeys the signed-in donor supports (a gift the journey keeps), newest first, each once; `donationId` is their own gift to that journey.',
    parameters: [idInPath('donorId', 'The signed-in donor’s own id.')],
    responses: {
      '200': json('The updates.', { type: 'array', items: ref('TrackingUpdate') }),
    },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;
