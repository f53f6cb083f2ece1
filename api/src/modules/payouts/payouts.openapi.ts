import {
  MAX_OPERATOR_CONTACT_LENGTH,
  MAX_OPERATOR_COUNTRY_LENGTH,
  MAX_OPERATOR_LICENCE_LENGTH,
  MAX_OPERATOR_NAME_LENGTH,
  MAX_PAYOUT_CANCEL_REASON_LENGTH,
  MAX_PAYOUT_DOLLARS,
  MAX_PAYOUT_NOTE_LENGTH,
  MAX_TRANSFER_REFERENCE_LENGTH,
  PAYOUT_DOCUMENT_TYPES,
  PAYOUT_PAYEES,
  PAYOUT_PURPOSES,
  PAYOUT_STATUSES,
} from '@sabil/contracts';
import type { RestPath } from '../../operations/operation';
import { idInPath, json, jsonBody, multipartBody, PAGING } from '../../rest/openapi/answers';
import type { Response, Schema } from '../../rest/openapi/openapi-types';
import { dateTime, headerRef, nullable, record, ref, text, uuid } from '../../rest/openapi/components';

const day: Schema = { type: 'string', format: 'date', description: 'YYYY-MM-DD.' };
const cents = (description: string): Schema => ({ type: 'integer', description });

/** The payouts module's schemas in the document's components (`#/components/schemas/<name>`). */
export const PAYOUT_SCHEMAS = {
  Operator: record('A licensed Hajj or Umrah operator that payouts may pay.', {
    _id: { ...uuid, description: 'The operator id.' },
    name: text(MAX_OPERATOR_NAME_LENGTH, 'Its name.'),
    country: text(MAX_OPERATOR_COUNTRY_LENGTH, 'The country that licensed it.'),
    licenceNumber: text(MAX_OPERATOR_LICENCE_LENGTH, 'Its licence number (one per country).'),
    contact: text(MAX_OPERATOR_CONTACT_LENGTH, 'How to reach it.'),
    createdAt: { ...dateTime, description: 'When it was added.' },
    updatedAt: { ...dateTime, description: 'When it was last changed.' },
  }),
  Payout: record("A payout of a journey's money: proposed by one admin, approved by another, then paid or cancelled.", {
    _id: { ...uuid, description: 'The payout id.' },
    applicationId: { ...uuid, description: 'The journey (its approved application).' },
    applicantName: { type: 'string', description: "The pilgrim's full name." },
    payee: { type: 'string', enum: [...PAYOUT_PAYEES], description: 'Who is paid.' },
    operator: { description: 'The operator paid; null for the pilgrim.', oneOf: [{ type: 'null' }, ref('Operator')] },
    payeeName: { type: 'string', description: "The operator's name, or the pilgrim's." },
    amount: { type: 'number', exclusiveMinimum: 0, description: 'Dollars.' },
    zakatAmount: { type: 'number', minimum: 0, description: 'Issue 31: of the amount, the dollars of zakat it pays out (set at approval; 0 before and once cancelled).' },
    amountCents: { type: 'integer', minimum: 1, description: 'Cents.' },
    currency: { type: 'string', const: 'usd', description: 'The journey’s currency.' },
    purpose: { type: 'string', enum: [...PAYOUT_PURPOSES], description: 'What it pays for.' },
    note: nullable({ type: 'string', description: "The proposer's note." }),
    status: { type: 'string', enum: [...PAYOUT_STATUSES], description: 'Where it stands.' },
    documentType: { type: 'string', enum: [...PAYOUT_DOCUMENT_TYPES], description: 'The invoice or quote’s type, as its bytes say.' },
    documentUrl: { type: 'string', description: 'GET this path with an admin token for the invoice or quote.' },
    proposedById: nullable({ ...uuid, description: 'The proposing admin (null once their account is gone).' }),
    proposedByName: nullable({ type: 'string', description: 'Their name.' }),
    proposedAt: { ...dateTime, description: 'When it was proposed.' },
    approvedByName: nullable({ type: 'string', description: 'The approving admin.' }),
    approvedAt: nullable({ ...dateTime, description: 'When it was approved.' }),
    paidByName: nullable({ type: 'string', description: 'The admin who recorded the transfer.' }),
    paidAt: nullable({ ...dateTime, description: 'When it was marked paid.' }),
    transferReference: nullable({ type: 'string', description: 'The transfer’s reference.' }),
    transferredOn: nullable({ ...day, description: 'The day of the transfer.' }),
    cancelledByName: nullable({ type: 'string', description: 'The admin who cancelled it.' }),
    cancelledAt: nullable({ ...dateTime, description: 'When it was cancelled.' }),
    cancelReason: nullable({ type: 'string', description: 'Why.' }),
  }),
  JourneyPayouts: record("A journey's money and its payouts. available = kept − paid − approved − proposed.", {
    applicationId: { ...uuid, description: 'The journey.' },
    currency: { type: 'string', const: 'usd', description: 'Its currency.' },
    keptCents: cents('What its donations keep (collected less refunded).'),
    paidCents: cents('Paid out.'),
    approvedCents: cents('Approved, not yet paid.'),
    proposedCents: cents('Proposed, not yet approved (reserved from the proposal on).'),
    availableCents: cents('What a new payout may still take; below 0 only when a refund came after payouts were promised.'),
    payouts: { type: 'array', items: ref('Payout'), description: 'Its payouts, newest first.' },
  }),
} satisfies Record<string, Schema>;

const REQUEST_SCHEMAS = {
  operator: {
    type: 'object',
    required: ['name', 'country', 'licenceNumber', 'contact'],
    properties: {
      name: text(MAX_OPERATOR_NAME_LENGTH, 'Its name.'),
      country: text(MAX_OPERATOR_COUNTRY_LENGTH, 'The country of its licence.'),
      licenceNumber: text(MAX_OPERATOR_LICENCE_LENGTH, 'Its licence number; one per country.'),
      contact: text(MAX_OPERATOR_CONTACT_LENGTH, 'How to reach it.'),
    },
  } satisfies Schema,
  proposal: {
    type: 'object',
    required: ['payee', 'amount', 'purpose', 'document'],
    properties: {
      payee: { type: 'string', enum: [...PAYOUT_PAYEES], description: 'An operator, or the pilgrim.' },
      operatorId: { ...uuid, description: 'The operator paid: required with payee `operator`, left out with `pilgrim`.' },
      amount: { type: 'string', pattern: '^\\d+(\\.\\d{1,2})?$', description: `Dollars, more than 0, at most ${MAX_PAYOUT_DOLLARS} and at most what the journey holds free.` },
      purpose: { type: 'string', enum: [...PAYOUT_PURPOSES], description: 'What it pays for.' },
      note: { type: 'string', maxLength: MAX_PAYOUT_NOTE_LENGTH, description: 'For the approving admin.' },
      document: { type: 'string', contentMediaType: 'application/octet-stream', description: 'The invoice or quote: JPG, PNG or PDF, at most 5 MB, judged by its bytes.' },
    },
  } satisfies Schema,
  paid: {
    type: 'object',
    required: ['transferReference', 'transferredOn'],
    properties: {
      transferReference: text(MAX_TRANSFER_REFERENCE_LENGTH, 'The bank transfer’s reference.'),
      transferredOn: { ...day, description: 'The day of the transfer.' },
    },
  } satisfies Schema,
  cancel: {
    type: 'object',
    required: ['reason'],
    properties: { reason: text(MAX_PAYOUT_CANCEL_REASON_LENGTH, 'Why it will not be made.') },
  } satisfies Schema,
};

const journeyAndPayout = [idInPath('applicationId', 'The journey (an approved application).'), idInPath('id', 'The payout.')];
const statusFilter = { name: 'status', in: 'query' as const, description: 'Only payouts in this status.', schema: { type: 'string', enum: [...PAYOUT_STATUSES] } };

const csv = (description: string, columns: string): Response => ({
  description: `${description} UTF-8 with a byte-order mark, RFC 4180; first line: ${columns}.`,
  headers: {
    'X-Request-Id': headerRef('X-Request-Id'),
    'Content-Disposition': { description: '`attachment; filename="…"`, named after the export and the day.', required: true, schema: { type: 'string', pattern: '^attachment; filename=' } },
    'Cache-Control': { description: 'Always `private, no-store`: it holds personal data.', required: true, schema: { const: 'private, no-store' } },
  },
  content: { 'text/csv': { schema: { type: 'string' } } },
});

export const PAYOUT_CSV_COLUMNS_TEXT =
  'id, proposed_at, application_id, applicant_name, payee, operator_id, operator_name, operator_licence, amount, currency, purpose, status, proposed_by, approved_by, approved_at, paid_at, transfer_reference, transferred_on, cancelled_at, cancel_reason';

/** What the OpenAPI document says of the payouts paths beyond their declarations (payouts.operations.ts). */
export const PAYOUT_DOCS = {
  operators: {
    operationId: 'listOperators',
    summary: 'The licensed operators (admins)',
    description: 'Every operator on the admins’ list, by name.',
    responses: { '200': json('The operators.', { type: 'array', items: ref('Operator') }) },
  },
  createOperator: {
    operationId: 'createOperator',
    summary: 'Add an operator (admins)',
    description: 'Adds a licensed Hajj or Umrah operator to the list. Audited.',
    requestBody: jsonBody('The operator.', REQUEST_SCHEMAS.operator),
    responses: { '201': json('Added.', ref('Operator')) },
  },
  updateOperator: {
    operationId: 'updateOperator',
    summary: 'Change an operator (admins)',
    description: 'Replaces every field of an operator. Audited with what it was before.',
    parameters: [idInPath('id', 'The operator.')],
    requestBody: jsonBody('The operator’s fields from now on.', REQUEST_SCHEMAS.operator),
    responses: { '200': json('Changed.', ref('Operator')) },
  },
  payouts: {
    operationId: 'listPayouts',
    summary: 'Every payout (admins)',
    description: 'Every journey’s payouts, newest first, streamed as one JSON array; or one page with `limit` (and `after`), the next page’s cursor in `X-Next-Cursor`.',
    parameters: [statusFilter, ...PAGING],
    responses: { '200': json('The payouts.', { type: 'array', items: ref('Payout') }, ['X-Next-Cursor']) },
  },
  journeyPayouts: {
    operationId: 'getJourneyPayouts',
    summary: 'A journey’s money and payouts (admins)',
    description: 'What the journey keeps, what is paid, approved and proposed, what is free, and its payouts, newest first.',
    parameters: [idInPath('applicationId', 'The journey (an approved application).')],
    responses: { '200': json('The journey’s payouts.', ref('JourneyPayouts')) },
  },
  propose: {
    operationId: 'proposePayout',
    summary: 'Propose a payout (admins)',
    description:
      'A payout of the journey’s money with its invoice or quote, as a multipart form. It reserves the amount at once: proposals, approvals and payments together never exceed what the journey keeps. The document is judged by its bytes, pictures are re-encoded without metadata, and it is stored privately. Audited.',
    parameters: [idInPath('applicationId', 'The journey (an approved application).')],
    requestBody: multipartBody('The proposal and its document (`document`).', REQUEST_SCHEMAS.proposal, 'document', PAYOUT_DOCUMENT_TYPES),
    responses: { '201': json('Proposed.', ref('Payout')) },
  },
  approve: {
    operationId: 'approvePayout',
    summary: 'Approve a payout (another admin)',
    description:
      'Approves a proposed payout. The admin who proposed it cannot (PAYOUT_SAME_ADMIN), and the approving admin must have proved who they are within 5 minutes (REAUTHENTICATION_REQUIRED: call the GraphQL mutation `reauthenticate`, then retry with the session it answers). The holding is checked again. Audited; sends `payout.approved`.',
    parameters: journeyAndPayout,
    responses: { '200': json('Approved.', ref('Payout')) },
  },
  paid: {
    operationId: 'markPayoutPaid',
    summary: 'Record a payout’s transfer (admins)',
    description: 'An approved payout was transferred: its reference and day. Audited; sends `payout.paid`.',
    parameters: journeyAndPayout,
    requestBody: jsonBody('The transfer.', REQUEST_SCHEMAS.paid),
    responses: { '200': json('Paid.', ref('Payout')) },
  },
  cancel: {
    operationId: 'cancelPayout',
    summary: 'Cancel a payout (admins)',
    description: 'A proposed or approved payout will not be made; its money is free again. Audited.',
    parameters: journeyAndPayout,
    requestBody: jsonBody('Why.', REQUEST_SCHEMAS.cancel),
    responses: { '200': json('Cancelled.', ref('Payout')) },
  },
  document: {
    operationId: 'getPayoutDocument',
    summary: 'A payout’s invoice or quote (admins)',
    description: 'The document’s bytes with the type they were judged to have, `Cache-Control: private, no-store` and a sandboxing policy. Each view is audited.',
    parameters: [idInPath('id', 'The payout.')],
    responses: {
      '200': {
        description: 'The document.',
        headers: {
          'X-Request-Id': headerRef('X-Request-Id'),
          'Cache-Control': { description: 'Always `private, no-store`.', required: true, schema: { const: 'private, no-store' } },
        },
        content: Object.fromEntries(PAYOUT_DOCUMENT_TYPES.map((type) => [type, {}])),
      },
    },
  },
  export: {
    operationId: 'exportPayouts',
    summary: 'Payouts as CSV (admins)',
    description: 'Every payout (optionally in one status), newest first, streamed. The export is recorded as an audit event before the first byte leaves.',
    parameters: [statusFilter],
    responses: { '200': csv('The payouts.', PAYOUT_CSV_COLUMNS_TEXT) },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;
