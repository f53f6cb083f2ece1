import { APPLICATION_MAX_LENGTHS, FAMILY_SIZES, ID_DOCUMENT_TYPES, INCOME_BRACKETS, MAX_EMAIL_LENGTH, MAX_REJECTION_NOTE_LENGTH, MAX_REQUESTED_DOLLARS, PHONE_PATTERN, REJECTION_REASONS, TRAVEL_TYPES, ZAKAT_CATEGORIES } from '@sabil/contracts';
import { ApplicationStatus } from './application.enums';
import { PaginationErrors } from '../../validation/pagination.errors';
import type { RestPath } from '../../operations/operation';
import { idInPath, json, jsonBody, messageWith, multipartBody, PAGING } from '../../rest/openapi/answers';
import type { Schema } from '../../rest/openapi/openapi-types';
import { withUploadNamed } from '../resumable-uploads/resumable-uploads.openapi';
import { dateTime, dollars, headerRef, nullable, record, ref, text, uuid } from '../../rest/openapi/components';

const phone = (description: string): Schema => ({ type: 'string', maxLength: APPLICATION_MAX_LENGTHS.phone, pattern: PHONE_PATTERN.source, description });

const APPLICATION_FIELDS = {
  fullName: text(APPLICATION_MAX_LENGTHS.fullName, "The applicant's full name."),
  email: { type: 'string', format: 'email', maxLength: MAX_EMAIL_LENGTH, description: "The applicant's email address." },
  phone: phone("The applicant's phone number: digits, spaces, +, - and brackets."),
  address: text(APPLICATION_MAX_LENGTHS.address, 'Postal address.'),
  city: text(APPLICATION_MAX_LENGTHS.city, 'City or town. Optional: SPEC §7’s clients do not send it; left out or blank, it reads null.'),
  country: text(APPLICATION_MAX_LENGTHS.country, 'Country. Optional: SPEC §7’s clients do not send it; left out or blank, it reads null.'),
  hajjReason: text(APPLICATION_MAX_LENGTHS.hajjReason, 'Why the applicant wishes to make the journey.'),
  familySize: { type: 'string', enum: [...FAMILY_SIZES], description: 'People in the household.' },
  incomeBracket: { type: 'string', enum: [...INCOME_BRACKETS], description: 'Monthly household income in dollars.' },
  travelType: { type: 'string', enum: [...TRAVEL_TYPES], description: 'The journey asked for.' },
  referenceName: text(APPLICATION_MAX_LENGTHS.referenceName, 'A person who can vouch for the applicant.'),
  referencePhone: phone("The reference's phone number."),
  referenceRelation: text(APPLICATION_MAX_LENGTHS.referenceRelation, 'How the reference knows the applicant.'),
} satisfies Record<string, Schema>;


/** The applications module's schemas in the document's components (`#/components/schemas/<name>`). */
export const APPLICATION_SCHEMAS = {
  Application: record("A seeker's application as admins read it (SPEC §3's names plus `_id`).", {
    _id: { ...uuid, description: 'The application id.' },
    ...APPLICATION_FIELDS,
    city: nullable({ ...APPLICATION_FIELDS.city, description: 'City or town; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' }),
    country: nullable({ ...APPLICATION_FIELDS.country, description: 'Country; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' }),
    requestedAmount: dollars('Amount asked for, in dollars.'),
    collectedAmount: dollars('Dollars the journey keeps (completed donations, refunds deducted); never above requestedAmount.'),
    donorCount: { type: 'integer', minimum: 0, description: 'Different donors whose gifts the journey keeps.' },
    idFile: { type: 'string', pattern: '^/application/file/', description: 'The ID document, for admins: `GET /application/file/{id}` with an admin token.' },
    status: { type: 'string', enum: Object.values(ApplicationStatus), description: 'pending until an admin decides.' },
    rejectionReason: nullable({ type: 'string', enum: [...REJECTION_REASONS], description: 'Why it was rejected, if the reviewer said; the seeker reads it translated.' }),
    rejectionNote: nullable({ type: 'string', maxLength: MAX_REJECTION_NOTE_LENGTH, description: "The reviewer's note to the seeker, as written." }),
    submittedAt: { ...dateTime, description: 'When it was submitted.' },
  }),
  FundraisingRequest: record(
    'An approved application as signed-in donors see it: where the seeker lives is the city and country, never the street address; no email, phone, income, references or ID document. API keys do not read it.',
    {
      _id: { ...uuid, description: 'The application id.' },
      fullName: APPLICATION_FIELDS.fullName,
      city: nullable({ ...APPLICATION_FIELDS.city, description: 'City or town; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' }),
      country: nullable({ ...APPLICATION_FIELDS.country, description: 'Country; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' }),
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
      zakatCategory: nullable({ type: 'string', enum: [...ZAKAT_CATEGORIES], description: 'Issue 31: its category of At-Tawbah 9:60 when it is zakat-eligible (a donor may give zakat to it); null otherwise.' }),
    },
  ),
} satisfies Record<string, Schema>;

/** What each request body may hold. Not closed: the API ignores what it does not read, except where it says. */
const REQUEST_SCHEMAS = {
  applicationForm: {
    type: 'object',
    // SPEC §7's fields; the city and country are optional (its clients send neither).
    required: [...Object.keys(APPLICATION_FIELDS).filter((field) => field !== 'city' && field !== 'country'), 'requestedAmount', 'idUpload'],
    properties: {
      ...APPLICATION_FIELDS,
      requestedAmount: { type: 'number', exclusiveMinimum: 0, maximum: MAX_REQUESTED_DOLLARS, multipleOf: 0.01, description: 'Dollars asked for, at most two decimals.' },
      idUpload: { type: 'string', contentMediaType: 'application/octet-stream', description: 'ID or passport: JPG, PNG or PDF by its bytes, at most 5 MB.' },
    },
  } satisfies Schema,
  decision: {
    type: 'object',
    required: ['status'],
    properties: {
      status: { type: 'string', enum: ['approved', 'rejected'], description: 'The decision.' },
      reason: nullable({ type: 'string', enum: [...REJECTION_REASONS], description: 'With `rejected` only, optional: why, as the seeker will read it in their language.' }),
      note: nullable({ type: 'string', maxLength: MAX_REJECTION_NOTE_LENGTH, description: 'With `rejected` only, optional: a note to the seeker, shown as written.' }),
    },
  } satisfies Schema,
};

export const PAGE_REFUSALS = [PaginationErrors.PAGE_SIZE_INVALID, PaginationErrors.CURSOR_INVALID];

/**
 * What the OpenAPI document says of SPEC §7's application paths beyond their declarations
 * (applications.operations.ts): seekers apply, admins review, donors read the approved ones.
 */
export const APPLICATION_DOCS = {
  submit: {
    operationId: 'submitApplication',
    summary: 'Apply (seekers)',
    description:
      'A seeker’s application with the ID document, as a multipart form: SPEC §7’s fields, and optionally `city` and `country` (null when left out). The fields are checked with the same rules as the web form; the document is judged by its bytes and stored only when everything is accepted. One pending or approved application per seeker.',
    requestBody: withUploadNamed(
      multipartBody('The application form and the ID document (`idUpload`); or, as JSON, the form and `idUploadId`, the id of the seeker’s finished resumable upload of kind `id-document` (POST /uploads).', REQUEST_SCHEMAS.applicationForm, 'idUpload', ID_DOCUMENT_TYPES),
      'idUpload',
      'idUploadId',
    ),
    responses: {
      '201': json(
        'Submitted, pending review.',
        messageWith('application', ref('Application'), { const: 'Application submitted successfully', description: 'English confirmation.' }),
      ),
    },
  },
  all: {
    operationId: 'listApplications',
    summary: 'Every application (admins)',
    description:
      'Every application, newest first, streamed as one JSON array; or one page with `limit` (and `after`), the next page’s cursor in `X-Next-Cursor`. Admins see personal data: treat the answer accordingly.',
    parameters: [
      { name: 'status', in: 'query', description: 'Only applications in this state.', schema: { type: 'string', enum: Object.values(ApplicationStatus) } },
      ...PAGING,
    ],
    responses: {
      '200': json('The applications.', { type: 'array', items: ref('Application') }, ['X-Next-Cursor']),
    },
  },
  approved: {
    operationId: 'listApprovedApplications',
    summary: 'Approved requests (donors)',
    description:
      'The approved requests donors choose from, newest first: only what a donor needs (the city and country, never the street address; no email, phone, income, references or ID document). Every row streamed as one JSON array, or one page with `limit`/`after` and `X-Next-Cursor`.',
    parameters: PAGING,
    responses: {
      '200': json('The approved requests.', { type: 'array', items: ref('FundraisingRequest') }, ['X-Next-Cursor']),
    },
  },
  file: {
    operationId: 'getIdDocument',
    summary: 'An application’s ID document (admins)',
    description: 'The ID document’s bytes with the type they were judged to have, `Cache-Control: private, no-store` and a sandboxing policy.',
    parameters: [idInPath('id', 'The application id.')],
    responses: {
      '200': {
        description: 'The document.',
        headers: {
          'X-Request-Id': headerRef('X-Request-Id'),
          'Cache-Control': { description: 'Always `private, no-store`.', required: true, schema: { const: 'private, no-store' } },
        },
        content: Object.fromEntries(ID_DOCUMENT_TYPES.map((type) => [type, {}])),
      },
    },
  },
  update: {
    operationId: 'reviewApplication',
    summary: 'Approve or reject a pending application (admins)',
    description: 'Only a pending application can be decided (409 otherwise). The decision and its audit event are written together.',
    parameters: [idInPath('id', 'The application id.')],
    requestBody: jsonBody('The decision.', REQUEST_SCHEMAS.decision),
    responses: {
      '200': json(
        'Decided.',
        messageWith('application', ref('Application'), {
          type: 'string',
          enum: ['Application approved successfully', 'Application has been rejected'],
          description: 'English confirmation.',
        }),
      ),
    },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;

