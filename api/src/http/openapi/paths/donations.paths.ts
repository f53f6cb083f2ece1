import { ValidationErrors } from '../../../errors/validation.errors';
import { AccountErrors } from '../../../modules/accounts/accounts.errors';
import { DonationErrors } from '../../../modules/donations/donations.errors';
import { ACCESS, idInPath, json, jsonBody } from '../answers';
import { ref, REQUEST_SCHEMAS } from '../components';
import type { Paths } from '../openapi-types';
import { ACCESS_REFUSALS, AMOUNT_FIELDS, CHOICE_FIELDS, JSON_BODY, refusals } from '../refusals';

/** SPEC §7's donation paths: donors start and verify checkouts and read their history; admins read every donation. */
export function donationPaths(): Paths {
  return {
    '/api/donations/create-checkout-session': {
      post: {
        operationId: 'createCheckoutSession',
        summary: 'Start a checkout (donors)',
        description:
          'Opens the card provider’s hosted payment page for a gift to an approved request that still needs money; send the donor’s browser to `url`. The provider comes back to the web app’s `/donor/success?session_id=…`. Limited per donor and per IP address (CHECKOUT_RATE_LIMIT_*).',
        tags: ['donations'],
        security: ACCESS.signedIn,
        requestBody: jsonBody('The gift.', REQUEST_SCHEMAS.checkout),
        responses: {
          '200': json('The payment page.', {
            type: 'object',
            required: ['url', 'sessionId'],
            properties: {
              url: { type: 'string', format: 'uri', description: 'The provider’s hosted payment page.' },
              sessionId: { type: 'string', description: 'The provider’s session id (the success page’s `session_id`).' },
            },
            additionalProperties: false,
          }),
          ...refusals(
            ACCESS_REFUSALS.signedInWrite,
            AccountErrors.ACCOUNT_NOT_FOUND,
            JSON_BODY,
            ValidationErrors.APPLICATION_ID_INVALID,
            CHOICE_FIELDS,
            AMOUNT_FIELDS,
            ValidationErrors.AMOUNT_TOO_SMALL,
            ValidationErrors.MONTHLY_AMOUNT_INVALID,
            ValidationErrors.LOCALE_INVALID,
            DonationErrors.AMOUNT_OVER_REMAINING,
            DonationErrors.DONOR_NOT_CALLER,
            DonationErrors.REQUEST_NOT_FOUND,
            DonationErrors.REQUEST_NOT_OPEN,
            DonationErrors.REQUEST_FULLY_FUNDED,
            DonationErrors.TOO_MANY_CHECKOUTS,
            DonationErrors.CHECKOUT_NOT_STARTED,
          ),
        },
      },
    },
    '/api/donations/verify-session': {
      get: {
        operationId: 'verifyCheckoutSession',
        summary: 'Where a checkout stands (donors)',
        description:
          'The success page’s call: asks the provider how the session stands and records the donation if it is paid (exactly once, whichever of this call and the provider’s webhook comes first).',
        tags: ['donations'],
        security: ACCESS.signedIn,
        parameters: [{ name: 'session_id', in: 'query', required: true, description: 'The session id the payment page returned.', schema: { type: 'string' } }],
        responses: {
          '200': json('The checkout and its donation, if any.', ref('CheckoutVerification')),
          ...refusals(
            ACCESS_REFUSALS.signedInRead,
            DonationErrors.SESSION_ID_INVALID,
            DonationErrors.NOT_YOUR_DONATION,
            DonationErrors.SESSION_NOT_FOUND,
            DonationErrors.OTHER_PAYMENT_PROVIDER,
            DonationErrors.PROVIDER_UNREACHABLE_VERIFY,
          ),
        },
      },
    },
    '/api/donations/gethistory/{donorId}': {
      get: {
        operationId: 'getDonationHistory',
        summary: 'A donor’s own donations (donors)',
        description: 'Every donation of the signed-in donor, newest first, failed renewals included, streamed inside `{history: [...]}`.',
        tags: ['donations'],
        security: ACCESS.signedIn,
        parameters: [idInPath('donorId', 'The signed-in donor’s own id.')],
        responses: {
          '200': json('The history.', {
            type: 'object',
            required: ['history'],
            properties: { history: { type: 'array', items: ref('Donation') } },
            additionalProperties: false,
          }),
          ...refusals(ACCESS_REFUSALS.signedInRead, DonationErrors.NOT_YOUR_HISTORY),
        },
      },
    },
    '/api/donations/all': {
      get: {
        operationId: 'listDonations',
        summary: 'Every donation (admins)',
        description: 'Every donation, newest first, failed renewals included, streamed as one JSON array.',
        tags: ['donations'],
        security: ACCESS.signedIn,
        responses: {
          '200': json('The donations.', { type: 'array', items: ref('Donation') }),
          ...refusals(ACCESS_REFUSALS.signedInRead),
        },
      },
    },
  };
}
