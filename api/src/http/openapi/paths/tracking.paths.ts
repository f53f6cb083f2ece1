import { ValidationErrors } from '../../../errors/validation.errors';
import { TrackingErrors } from '../../../modules/tracking/tracking.errors';
import { ACCESS, idInPath, json, jsonBody, messageWith } from '../answers';
import { ref, REQUEST_SCHEMAS } from '../components';
import type { Paths } from '../openapi-types';
import { ACCESS_REFUSALS, CHOICE_FIELDS, JSON_BODY, refusals, TEXT_FIELDS } from '../refusals';

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
