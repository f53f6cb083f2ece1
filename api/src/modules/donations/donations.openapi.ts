import { CHECKOUT_LOCALES, DEDICATION_KINDS, ECARD_WINDOW_HOURS, MAX_DEDICATION_NAME_LENGTH, MAX_ECARDS_PER_DONOR, MAX_SUPPORT_MESSAGE_LENGTH, MAX_DONATION_DOLLARS, MIN_DONATION_DOLLARS, MONTHLY_CHOICES_DOLLARS, RECURRENCES, TRACKING_STATUSES } from '@sabil/contracts';
import { CheckoutStatus, DonationStatus, MonthlyGiftStatus, RefundReason, RefundStatus, SupportMessageStatus } from './donation.enums';
import type { RestPath } from '../../operations/operation';
import { idInPath, json, jsonBody } from '../../rest/openapi/answers';
import type { Schema } from '../../rest/openapi/openapi-types';
import { dateTime, dollars, nullable, record, ref, uuid } from '../../rest/openapi/components';

/** The donations module's schemas in the document's components (`#/components/schemas/<name>`). */
export const DONATION_SCHEMAS = {
  Donation: record('A donation (SPEC §3’s names plus `_id`). Amounts come from the card provider.', {
    _id: { ...uuid, description: 'The donation id.' },
    applicationId: { ...uuid, description: 'The application it is for.' },
    applicantName: { type: 'string', description: "The applicant's full name." },
    donorName: { type: 'string', description: "The donor's full name." },
    amount: dollars('Dollars, as charged.'),
    keptAmount: dollars('Dollars of it that count towards the journey: the amount less refunds; 0 while disputed or for a failed renewal.'),
    refundedAmount: dollars('Dollars of it that went back to the donor (see refunds).'),
    currency: { type: 'string', pattern: '^[a-z]{3}$', description: 'ISO currency code, lower case (usd).' },
    status: {
      type: 'string',
      enum: Object.values(DonationStatus),
      description: 'completed, partially_refunded, refunded, disputed (the donor’s bank is disputing it), or failed: a monthly renewal that could not be collected.',
    },
    refunds: {
      type: 'array',
      description: 'Every refund of it, oldest first.',
      items: record('Money of the donation that went back, with its own number.', {
        _id: { ...uuid, description: 'The refund id.' },
        refundNumber: { type: 'string', pattern: '^SBL-R-\\d{4}-\\d+$', description: 'The refund number, e.g. SBL-R-2026-000007.' },
        amount: dollars('Dollars that went back.'),
        reason: { type: 'string', enum: Object.values(RefundReason), description: 'over_goal, admin, provider, dispute_lost, currency, journey_cancelled or moved.' },
        status: { type: 'string', enum: Object.values(RefundStatus), description: 'pending (on its way to the card provider), succeeded or failed.' },
        createdAt: { ...dateTime, description: 'When it was decided.' },
      }),
    },
    recurring: { type: 'string', enum: [...RECURRENCES], description: 'one_time or monthly.' },
    createdAt: { ...dateTime, description: 'When it was recorded.' },
    periodStart: nullable({ ...dateTime, description: 'Monthly gifts: the start of the month this payment is for.' }),
    receiptNumber: nullable({ type: 'string', pattern: '^SBL-\\d{4}-\\d+$', description: 'Money that arrived: the receipt number, e.g. SBL-2026-000042 (null for a failed renewal).' }),
    testMode: { type: 'boolean', description: 'True when it went through the test checkout: no money moved.' },
    zakat: { type: 'boolean', description: 'Issue 31: given as zakat (true) or as sadaqah (false).' },
    trackingStatus: { type: 'string', enum: [...TRACKING_STATUSES], description: 'The latest progress an admin reported.' },
    monthlyGift: {
      description: 'Monthly donations: the gift this payment belongs to; null for one-time gifts.',
      oneOf: [
        { type: 'null' },
        record('A monthly gift.', {
          _id: { ...uuid, description: 'The gift id.' },
          status: { type: 'string', enum: Object.values(MonthlyGiftStatus), description: 'pending, active, ending or canceled.' },
          canceledAt: nullable({ ...dateTime, description: 'When it ended, if it has.' }),
        }),
      ],
    },
    anonymous: { type: 'boolean', description: "True when the donor gave anonymously: the seeker, the public and integrators never learn who gave; an admin's read of the name is audited." },
    supportMessage: nullable({ type: 'string', maxLength: MAX_SUPPORT_MESSAGE_LENGTH, description: "The donor's words of support with the gift, if any." }),
    supportMessageStatus: nullable({ type: 'string', enum: Object.values(SupportMessageStatus), description: 'Where the words of support are in moderation: pending, approved or rejected.' }),
    dedication: {
      description: 'Whom the gift is dedicated to, if anyone.',
      oneOf: [
        { type: 'null' },
        record('A dedication.', {
          kind: { type: 'string', enum: [...DEDICATION_KINDS], description: 'on_behalf_of or in_memory_of.' },
          name: { type: 'string', maxLength: MAX_DEDICATION_NAME_LENGTH, description: "The person's name." },
        }),
      ],
    },
  }),
  CheckoutVerification: record('Where a checkout stands, from the success page’s `session_id`.', {
    success: { type: 'boolean', description: 'True once paid (for a monthly gift: its first month).' },
    status: { type: 'string', enum: Object.values(CheckoutStatus), description: 'open, processing, completed, failed or expired.' },
    donation: { description: 'The donation recorded, once there is one.', oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Donation' }] },
  }),
} satisfies Record<string, Schema>;

/** What each request body may hold. Not closed: the API ignores what it does not read, except where it says. */
const REQUEST_SCHEMAS = {
  checkout: {
    type: 'object',
    required: ['applicationId', 'amount', 'recurring'],
    properties: {
      applicationId: { ...uuid, description: 'An approved application that still needs money.' },
      amount: {
        type: 'number',
        minimum: MIN_DONATION_DOLLARS,
        maximum: MAX_DONATION_DOLLARS,
        multipleOf: 0.01,
        description: `Dollars: ${MIN_DONATION_DOLLARS} to ${MAX_DONATION_DOLLARS} one-time and at most what the journey still needs; monthly gifts are ${MONTHLY_CHOICES_DOLLARS.join(', ')}.`,
      },
      recurring: { type: 'string', enum: [...RECURRENCES], description: 'one_time or monthly.' },
      locale: { type: 'string', enum: [...CHECKOUT_LOCALES], description: "The language of the payment page; when omitted, the donor's own language (the one they registered in or set with setMyLanguage)." },
      zakat: { type: 'boolean', description: 'Issue 31: the gift is the donor’s zakat (default false). Only for a zakat-eligible journey (409 ZAKAT_NOT_ELIGIBLE otherwise); kept apart, paid out only for an eligible journey, never kept beyond the goal.' },
      donorId: { ...uuid, description: 'Optional (SPEC §7 sends it); when sent it must be the caller’s own id.' },
      anonymous: { type: 'boolean', description: "Give anonymously (default false): the donor's name is hidden from the seeker, the public and integrators; admins still see it (audited)." },
      supportMessage: { type: 'string', maxLength: MAX_SUPPORT_MESSAGE_LENGTH, description: `Words of support, at most ${MAX_SUPPORT_MESSAGE_LENGTH} characters: shown on the journey's page and to the seeker once the gift is paid and an admin approved them.` },
      dedicationKind: { type: 'string', enum: [...DEDICATION_KINDS], description: 'Dedicate the gift: on_behalf_of or in_memory_of the person named in dedicationName (both or neither).' },
      dedicationName: { type: 'string', maxLength: MAX_DEDICATION_NAME_LENGTH, description: `The person's name, at most ${MAX_DEDICATION_NAME_LENGTH} characters; on the receipt and in the donor's history.` },
      ecardEmail: { type: 'string', format: 'email', description: `With a dedication: an e-card to this address once the gift is paid (never its amount); at most ${MAX_ECARDS_PER_DONOR} per donor in ${ECARD_WINDOW_HOURS} hours (429 TOO_MANY_ECARDS).` },
      ecardLanguage: { type: 'string', enum: [...CHECKOUT_LOCALES], description: "The e-card's language (required with ecardEmail): en, ar or ur." },
    },
  } satisfies Schema,
};

/**
 * What the OpenAPI document says of SPEC §7's donation paths beyond their declarations
 * (donations.operations.ts): donors start and verify checkouts and read their history; admins read every donation.
 */
export const DONATION_DOCS = {
  checkout: {
    operationId: 'createCheckoutSession',
    summary: 'Start a checkout (donors)',
    description:
      'Opens the card provider’s hosted payment page for a gift to an approved request that still needs money; send the donor’s browser to `url`. The provider comes back to the web app’s `/donor/success?session_id=…`. Limited per donor and per IP address (CHECKOUT_RATE_LIMIT_*).',
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
    },
  },
  verify: {
    operationId: 'verifyCheckoutSession',
    summary: 'Where a checkout stands (donors)',
    description:
      'The success page’s call: asks the provider how the session stands and records the donation if it is paid (exactly once, whichever of this call and the provider’s webhook comes first).',
    parameters: [{ name: 'session_id', in: 'query', required: true, description: 'The session id the payment page returned.', schema: { type: 'string' } }],
    responses: {
      '200': json('The checkout and its donation, if any.', ref('CheckoutVerification')),
    },
  },
  history: {
    operationId: 'getDonationHistory',
    summary: 'A donor’s own donations (donors)',
    description: 'Every donation of the signed-in donor, newest first, failed renewals included, streamed inside `{history: [...]}`.',
    parameters: [idInPath('donorId', 'The signed-in donor’s own id.')],
    responses: {
      '200': json('The history.', {
        type: 'object',
        required: ['history'],
        properties: { history: { type: 'array', items: ref('Donation') } },
        additionalProperties: false,
      }),
    },
  },
  all: {
    operationId: 'listDonations',
    summary: 'Every donation (admins)',
    description: 'Every donation, newest first, failed renewals included, streamed as one JSON array.',
    responses: {
      '200': json('The donations.', { type: 'array', items: ref('Donation') }),
    },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;

