import { MAX_UPDATE_MESSAGE_LENGTH, TRACKING_STATUSES } from '@sabil/contracts';
import { ValidationErrors } from '../../errors/validation.errors';
import { TrackingErrors } from './tracking.errors';
import { ACCESS, idInPath, json, jsonBody, messageWith } from '../../rest/openapi/answers';
import type { Paths, Schema } from '../../rest/openapi/openapi-types';
import { ACCESS_REFUSALS } from '../api-keys/access-refusals';
import { CHOICE_FIELDS, JSON_BODY, refusals, TEXT_FIELDS } from '../../rest/openapi/refusals';
import { dateTime, record, ref, text, uuid } from '../../rest/openapi/components';

/** The tracking module's schemas in the document's components (`#/components/schemas/<name>`). */
export const TRACKING_SCHEMAS = {
  TrackingUpdate: record("An admin's progress update on a donation.", {
    _id: { ...uuid, description: 'The update id.' },
    donationId: { ...uuid, description: 'The donation it is about.' },
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

/** SPEC §7's tracking paths: admins post progress on donations; donors read it. */
export function trackingPaths(): Paths {
  return {
    '/tracking/updatestatus': {
      post: {
        operationId: 'postTrackingUpdate',
        summary: 'Post a progress update on a completed donation (admins)',
        description: 'Sets the donation’s tracking status and tells its donor. The donor, the admin and the applicant’s name come from the donation and the token, never from the body.',
        tags: ['tracking'],
        security: ACCESS.signedIn,
        requestBody: jsonBody('The update.', REQUEST_SCHEMAS.trackingUpdate),
        responses: {
          '201': json('Posted.', messageWith('update', ref('TrackingUpdate'), { const: 'Status updated successfully', description: 'English confirmation.' })),
          ...refusals(
            ACCESS_REFUSALS.signedInWrite,
            JSON_BODY,
            ValidationErrors.DONATION_ID_INVALID,
            CHOICE_FIELDS,
            TEXT_FIELDS,
            TrackingErrors.TRACKED_DONATION_NOT_FOUND,
            TrackingErrors.DONATION_NOT_COMPLETED,
          ),
        },
      },
    },
    '/tracking/status/{donorId}': {
      get: {
        operationId: 'getTrackingUpdates',
        summary: 'Progress updates on a donor’s own donations (donors)',
        description: 'Every update on the signed-in donor’s donations, newest first.',
        tags: ['tracking'],
        security: ACCESS.signedIn,
        parameters: [idInPath('donorId', 'The signed-in donor’s own id.')],
        responses: {
          '200': json('The updates.', { type: 'array', items: ref('TrackingUpdate') }),
          ...refusals(ACCESS_REFUSALS.signedInRead, TrackingErrors.NOT_YOUR_UPDATES),
        },
      },
    },
  };
}
