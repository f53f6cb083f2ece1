import {
  APPLICATION_MAX_LENGTHS,
  CHECKOUT_LOCALES,
  FAMILY_SIZES,
  INCOME_BRACKETS,
  MAX_DONATION_DOLLARS,
  MAX_EMAIL_LENGTH,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MAX_REQUESTED_DOLLARS,
  MAX_UPDATE_MESSAGE_LENGTH,
  MIN_DONATION_DOLLARS,
  MONTHLY_CHOICES_DOLLARS,
  PHONE_PATTERN,
  RECURRENCES,
  STORY_MAX_LENGTHS,
  STORY_MEDIA_TYPES,
  TRACKING_STATUSES,
  TRAVEL_TYPES,
} from '@sabil/contracts';
import { ERROR_STATUS } from '../../errors/app-error';
import { ApplicationStatus } from '../../modules/applications/application.enums';
import { CheckoutStatus, DonationStatus, MonthlyGiftStatus, RefundReason, RefundStatus } from '../../modules/donations/donation.enums';
import { StoryStatus } from '../../modules/stories/story.enums';
import { Role } from '../../auth/role';
import type { Header, Schema } from './openapi-types';

/** A reference to one of the schemas below. */
export const ref = (name: keyof typeof SCHEMAS): Schema => ({ $ref: `#/components/schemas/${name}` });

const uuid: Schema = { type: 'string', format: 'uuid' };
const dateTime: Schema = { type: 'string', format: 'date-time' };
const dollars = (description: string): Schema => ({ type: 'number', minimum: 0, description });
const text = (maxLength: number, description: string): Schema => ({ type: 'string', minLength: 1, maxLength, description });
const nullable = (schema: Schema): Schema => ({ ...schema, type: [schema.type as string, 'null'] });
const phone = (description: string): Schema => ({ type: 'string', maxLength: APPLICATION_MAX_LENGTHS.phone, pattern: PHONE_PATTERN.source, description });

/** Answer records are closed (`additionalProperties: false`): a field added without its documentation fails the answer tests. */
function record(description: string, properties: Record<string, Schema>, optional: string[] = []): Schema {
  return { type: 'object', description, required: Object.keys(properties).filter((name) => !optional.includes(name)), properties, additionalProperties: false };
}

const APPLICATION_FIELDS = {
  fullName: text(APPLICATION_MAX_LENGTHS.fullName, "The applicant's full name."),
  email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: "The applicant's email address." },
  phone: phone("The applicant's phone number: digits, spaces, +, - and brackets."),
  address: text(APPLICATION_MAX_LENGTHS.address, 'Postal address.'),
  city: text(APPLICATION_MAX_LENGTHS.city, 'City or town.'),
  country: text(APPLICATION_MAX_LENGTHS.country, 'Country.'),
  hajjReason: text(APPLICATION_MAX_LENGTHS.hajjReason, 'Why the applicant wishes to make the journey.'),
  familySize: { type: 'string', enum: [...FAMILY_SIZES], description: 'People in the household.' },
  incomeBracket: { type: 'string', enum: [...INCOME_BRACKETS], description: 'Monthly household income in dollars.' },
  travelType: { type: 'string', enum: [...TRAVEL_TYPES], description: 'The journey asked for.' },
  referenceName: text(APPLICATION_MAX_LENGTHS.referenceName, 'A person who can vouch for the applicant.'),
  referencePhone: phone("The reference's phone number."),
  referenceRelation: text(APPLICATION_MAX_LENGTHS.referenceRelation, 'How the reference knows the applicant.'),
} satisfies Record<string, Schema>;

export const SCHEMAS = {
  Refusal: {
    type: 'object',
    description:
      'Every refusal: `code` is its category (it decides the HTTP status), `reason` a stable machine code for what exactly was refused (see the README’s reason table, or the GraphQL query `errorReasons`), `values` what its English `message` was made from. Translate the reason, never the message.',
    required: ['message', 'code', 'reason'],
    properties: {
      message: { type: 'string', description: 'English, for people; may change.' },
      code: { type: 'string', enum: Object.keys(ERROR_STATUS), description: 'The category, one per HTTP status.' },
      reason: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'The stable machine code of this refusal.' },
      values: {
        type: 'object',
        additionalProperties: { type: ['string', 'number'] },
        description: 'The values the message was made from, e.g. `{"minimum": 6}`.',
      },
      errors: {
        type: 'array',
        minItems: 1,
        description: 'Invalid input: one entry per refused field, the first one being the refusal’s own reason.',
        items: {
          type: 'object',
          required: ['msg', 'param', 'reason'],
          properties: {
            msg: { type: 'string', description: 'English sentence for this field.' },
            param: { type: 'string', description: 'The field, as named in the request.' },
            reason: { type: 'string', pattern: '^[A-Z][A-Z0-9_]*$', description: 'Why this field was refused.' },
            values: { type: 'object', additionalProperties: { type: ['string', 'number'] }, description: 'What the sentence was made from.' },
          },
          additionalProperties: false,
        },
      },
    },
    additionalProperties: false,
  },
  InternalError: record('Something unexpected went wrong on our side; it is logged with the request id (X-Request-Id). Nothing else is said.', {
    message: { const: 'Internal server error', description: 'Always this sentence.' },
    code: { const: 'INTERNAL_SERVER_ERROR', description: 'Always this code; there is no reason.' },
  }),
  RangeNotSatisfiable: record('The requested byte range lies outside the file; `Content-Range: bytes */<size>` gives its size.', {
    message: { type: 'string', description: 'English, naming the file size.' },
  }),
  Account: record('An account as the REST clients read it.', {
    _id: { ...uuid, description: 'The account id.' },
    fullname: { type: 'string', maxLength: MAX_NAME_LENGTH, description: 'Full name.' },
    name: { type: 'string', maxLength: MAX_NAME_LENGTH, description: 'The same full name (older clients read `name`).' },
    email: { type: 'string', format: 'email', description: 'Email address, lower case.' },
    role: { type: 'string', enum: Object.values(Role), description: 'seeker, donor or admin.' },
  }),
  Application: record("A seeker's application as admins read it (SPEC §3's names plus `_id`).", {
    _id: { ...uuid, description: 'The application id.' },
    ...APPLICATION_FIELDS,
    city: nullable({ ...APPLICATION_FIELDS.city, description: 'City or town; null for applications sent before it was asked (2026-11-25).' }),
    country: nullable({ ...APPLICATION_FIELDS.country, description: 'Country; null for applications sent before it was asked (2026-11-25).' }),
    requestedAmount: dollars('Amount asked for, in dollars.'),
    collectedAmount: dollars('Dollars the journey keeps (completed donations, refunds deducted); never above requestedAmount.'),
    donorCount: { type: 'integer', minimum: 0, description: 'Different donors whose gifts the journey keeps.' },
    idFile: { type: 'string', pattern: '^/application/file/', description: 'The ID document, for admins: `GET /application/file/{id}` with an admin token.' },
    status: { type: 'string', enum: Object.values(ApplicationStatus), description: 'pending until an admin decides.' },
    submittedAt: { ...dateTime, description: 'When it was submitted.' },
  }),
  FundraisingRequest: record('An approved application as signed-in donors see it: no email, phone, income, references or ID document. API keys do not read it.', {
    _id: { ...uuid, description: 'The application id.' },
    fullName: APPLICATION_FIELDS.fullName,
    address: APPLICATION_FIELDS.address,
    city: nullable({ ...APPLICATION_FIELDS.city, description: 'City or town; null for applications sent before it was asked (2026-11-25).' }),
    country: nullable({ ...APPLICATION_FIELDS.country, description: 'Country; null for applications sent before it was asked (2026-11-25).' }),
    hajjReason: APPLICATION_FIELDS.hajjReason,
    travelType: APPLICATION_FIELDS.travelType,
    familySize: APPLICATION_FIELDS.familySize,
    requestedAmount: dollars('Amount asked for, in dollars.'),
    collectedAmount: dollars('Dollars the journey keeps (completed donations, refunds deducted); never above requestedAmount.'),
    heldAmount: dollars('Dollars held for donors who are paying now (each started checkout holds its amount for about half an hour). A gift may be at most requestedAmount − collectedAmount − heldAmount.'),
    donorCount: { type: 'integer', minimum: 0, description: 'Different donors whose gifts the journey keeps.' },
    status: { const: ApplicationStatus.APPROVED, description: 'Always approved here.' },
    fullyFunded: { type: 'boolean', description: 'True once collectedAmount reaches requestedAmount: it takes no more donations.' },
    submittedAt: { ...dateTime, description: 'When it was submitted.' },
  }),
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
        reason: { type: 'string', enum: Object.values(RefundReason), description: 'over_goal, admin, provider, dispute_lost or currency.' },
        status: { type: 'string', enum: Object.values(RefundStatus), description: 'pending (on its way to the card provider), succeeded or failed.' },
        createdAt: { ...dateTime, description: 'When it was decided.' },
      }),
    },
    recurring: { type: 'string', enum: [...RECURRENCES], description: 'one_time or monthly.' },
    createdAt: { ...dateTime, description: 'When it was recorded.' },
    periodStart: nullable({ ...dateTime, description: 'Monthly gifts: the start of the month this payment is for.' }),
    receiptNumber: nullable({ type: 'string', pattern: '^SBL-\\d{4}-\\d+$', description: 'Money that arrived: the receipt number, e.g. SBL-2026-000042 (null for a failed renewal).' }),
    testMode: { type: 'boolean', description: 'True when it went through the test checkout: no money moved.' },
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
  }),
  Story: record('A community story (SPEC §3’s names plus `_id`; `file` is the media’s address).', {
    _id: { ...uuid, description: 'The story id.' },
    title: text(STORY_MAX_LENGTHS.title, 'Title.'),
    description: text(STORY_MAX_LENGTHS.description, 'The story.'),
    location: nullable({ type: 'string', maxLength: STORY_MAX_LENGTHS.location, description: 'Where the author is from, if they said.' }),
    file: nullable({
      type: 'string',
      description:
        'The picture or video, relative to the API: `/stories/file/{id}` once published; a signed link valid 15 minutes for pending or rejected stories; null when there is none, once withdrawn, or once deleted on schedule.',
    }),
    fileType: nullable({ type: 'string', enum: [...STORY_MEDIA_TYPES, null], description: 'The media type its bytes have; null when `file` is.' }),
    fileSize: nullable({ type: 'integer', minimum: 1, description: 'Size in bytes.' }),
    status: { type: 'string', enum: Object.values(StoryStatus), description: 'pending, approved (published), rejected, or withdrawn (published, then taken down by an admin).' },
    createdAt: { ...dateTime, description: 'When it was shared.' },
  }),
  TrackingUpdate: record("An admin's progress update on a donation.", {
    _id: { ...uuid, description: 'The update id.' },
    donationId: { ...uuid, description: 'The donation it is about.' },
    newStatus: { type: 'string', enum: [...TRACKING_STATUSES], description: 'The donation’s tracking status from now on.' },
    applicantName: { type: 'string', description: "The applicant's full name." },
    updateMessage: text(MAX_UPDATE_MESSAGE_LENGTH, "The admin's message to the donor."),
    createdAt: { ...dateTime, description: 'When it was posted.' },
  }),
  CheckoutVerification: record('Where a checkout stands, from the success page’s `session_id`.', {
    success: { type: 'boolean', description: 'True once paid (for a monthly gift: its first month).' },
    status: { type: 'string', enum: Object.values(CheckoutStatus), description: 'open, processing, completed, failed or expired.' },
    donation: { description: 'The donation recorded, once there is one.', oneOf: [{ type: 'null' }, { $ref: '#/components/schemas/Donation' }] },
  }),
} satisfies Record<string, Schema>;

/** What each request body may hold. Not closed: the API ignores what it does not read, except where it says. */
export const REQUEST_SCHEMAS = {
  registration: (minPassword: number, admin: boolean): Schema => ({
    type: 'object',
    required: ['fullname', 'email', 'password'],
    properties: {
      fullname: text(MAX_NAME_LENGTH, 'Full name.'),
      email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'Email address; kept lower case. One account per role and address.' },
      password: { type: 'string', minLength: minPassword, maxLength: MAX_PASSWORD_LENGTH, description: `At least ${minPassword} characters.` },
      ...(admin ? { inviteCode: { type: 'string', description: 'ADMIN_INVITE_CODE, to register as an admin once one exists (or send an admin’s token).' } } : {}),
    },
  }),
  login: {
    type: 'object',
    required: ['email', 'password'],
    properties: {
      email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'Email address.' },
      password: { type: 'string', minLength: 1, maxLength: MAX_PASSWORD_LENGTH, description: 'Password.' },
    },
  } satisfies Schema,
  applicationForm: {
    type: 'object',
    required: [...Object.keys(APPLICATION_FIELDS), 'requestedAmount', 'idUpload'],
    properties: {
      ...APPLICATION_FIELDS,
      requestedAmount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_REQUESTED_DOLLARS, multipleOf: 0.01, description: 'Dollars asked for, at most two decimals.' },
      idUpload: { type: 'string', contentMediaType: 'application/octet-stream', description: 'ID or passport: JPG, PNG or PDF by its bytes, at most 5 MB.' },
    },
  } satisfies Schema,
  storyForm: {
    type: 'object',
    required: ['title', 'description'],
    properties: {
      title: text(STORY_MAX_LENGTHS.title, 'Title.'),
      description: text(STORY_MAX_LENGTHS.description, 'The story.'),
      location: { type: 'string', maxLength: STORY_MAX_LENGTHS.location, description: 'Where the author is from (optional).' },
      file: {
        type: 'string',
        contentMediaType: 'application/octet-stream',
        description: 'Optional picture (JPEG, PNG, WebP, GIF; re-encoded without its metadata) or video (MP4, WebM), at most 50 MB, judged by its bytes; a name whose extension says another type is refused.',
      },
    },
  } satisfies Schema,
  decision: {
    type: 'object',
    required: ['status'],
    properties: { status: { type: 'string', enum: ['approved', 'rejected'], description: 'The decision.' } },
  } satisfies Schema,
  storyDecision: {
    type: 'object',
    required: ['status'],
    properties: {
      status: {
        type: 'string',
        enum: ['approved', 'rejected', 'withdrawn'],
        description: 'approved (publish) or rejected, for a pending story; withdrawn, to take a published story down.',
      },
    },
  } satisfies Schema,
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
      locale: { type: 'string', enum: [...CHECKOUT_LOCALES], description: "The donor's language for the payment page (default en)." },
      donorId: { ...uuid, description: 'Optional (SPEC §7 sends it); when sent it must be the caller’s own id.' },
    },
  } satisfies Schema,
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

export const HEADERS = {
  'X-Request-Id': {
    description: 'This request’s id (the caller’s own when it sent a sensible one); it is in the API’s log line too.',
    required: true,
    schema: { type: 'string' },
  },
  'Retry-After': { description: 'Seconds to wait before trying again.', required: true, schema: { type: 'integer', minimum: 0 } },
  'X-Next-Cursor': {
    description: 'Present when another page follows: send it back as `?after=` (with the same `limit`). Readable by browsers (CORS exposes it).',
    schema: { type: 'string' },
  },
  'RateLimit-Limit': { description: 'Answers to an API key: requests the key may make per window (API_KEY_RATE_LIMIT_PER_MINUTE).', schema: { type: 'integer', minimum: 1 } },
  'RateLimit-Remaining': { description: 'Answers to an API key: requests left in this window.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: 'Answers to an API key: seconds until the window starts again.', schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Policy': { description: 'Answers to an API key: `<limit>;w=<window seconds>`.', schema: { type: 'string', pattern: '^\\d+;w=\\d+$' } },
} satisfies Record<string, Header>;

/** Sent on every answer to a request made with a known API key. */
export const RATE_LIMIT_HEADERS = ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'RateLimit-Policy'] as const;

export const headerRef = (name: keyof typeof HEADERS) => ({ $ref: `#/components/headers/${name}` });

export const SECURITY_SCHEMES = {
  apiKey: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'sabil_key_<8 hex>_<64 hex>',
    description:
      'An integrator’s API key (created by an admin; shown once), sent as `Authorization: Bearer <key>`. Read-only and scoped, on REST as on GraphQL: it reads only the public GET paths whose security names its scope (`apiKey: [STORIES_READ]`; 403 `API_KEY_SCOPE_MISSING` without it, `API_KEY_FIELD_NOT_ALLOWED` on other GETs, `API_KEY_READ_ONLY` on writes). An unknown or revoked key is 401; over its rate limit 429 with `Retry-After`; every answer to a known key carries `RateLimit-*` headers.',
  },
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A session token from `POST /{role}/login` or `/{role}/register` (HS256, valid 12 hours by default), sent as `Authorization: Bearer <token>`. A bad, expired or malformed token is 401 on every path, even a public one.',
  },
};
