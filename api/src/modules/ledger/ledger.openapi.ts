import { PAYOUT_PAYEES, PAYOUT_PURPOSES } from '@sabil/contracts';
import type { RestPath } from '../../operations/operation';
import { idInPath, json, PAGING } from '../../rest/openapi/answers';
import type { Schema } from '../../rest/openapi/openapi-types';
import { dateTime, nullable, record, ref, uuid } from '../../rest/openapi/components';
import { JourneyStage } from '../journeys';
import { LedgerLineKind } from './ledger.types';

const cents = (description: string): Schema => ({ type: 'integer', description });
const signedDollars = (description: string): Schema => ({ type: 'number', description });

const TOTALS = {
  givenCents: cents('Every gift that arrived, in cents.'),
  refundedCents: cents('Given back (refunds and lost disputes), in cents.'),
  transferredInCents: cents('Moved in from cancelled journeys, in cents.'),
  transferredOutCents: cents('Moved out to other journeys (this one was cancelled), in cents.'),
  keptCents: cents('What the journey keeps (given − refunded), in cents.'),
  paidOutCents: cents('Paid out for the journey, in cents.'),
  heldCents: cents('What the charity holds for it (kept − paid out), in cents: the last line’s balance.'),
  given: signedDollars('givenCents in US dollars.'),
  refunded: signedDollars('refundedCents in US dollars.'),
  transferredIn: signedDollars('transferredInCents in US dollars.'),
  transferredOut: signedDollars('transferredOutCents in US dollars.'),
  kept: signedDollars('keptCents in US dollars.'),
  paidOut: signedDollars('paidOutCents in US dollars.'),
  held: signedDollars('heldCents in US dollars.'),
};

/** A ledger line's fields anyone may read: the whole public line, and the start of the admins' line. */
const LINE: Record<string, Schema> = {
  kind: { type: 'string', enum: Object.values(LedgerLineKind), description: 'gift or transfer_in (in), refund, dispute_lost, transfer_out or payout (out).' },
  at: { ...dateTime, description: 'When: the gift arrived, the refund was decided, the payout was recorded paid.' },
  amountCents: cents('Signed: positive in, negative out.'),
  amount: signedDollars('amountCents in US dollars.'),
  balanceCents: cents('The balance after this line.'),
  balance: signedDollars('balanceCents in US dollars.'),
  monthly: { type: 'boolean', description: 'On a gift: a month of a monthly gift.' },
  refundStatus: nullable({ type: 'string', enum: ['pending', 'succeeded', 'failed'], description: 'On refunds and lost disputes: pending, succeeded, or failed (owed to the donor).' }),
  purpose: nullable({ type: 'string', enum: [...PAYOUT_PURPOSES], description: 'On a payout: what it paid for.' }),
  payee: nullable({ type: 'string', enum: [...PAYOUT_PAYEES], description: 'On a payout: an operator, or the pilgrim.' }),
  operatorName: nullable({ type: 'string', description: 'On a payout to an operator: its name.' }),
};

/** Issue 31: one journey's zakat and sadaqah apart (its admins' and its public ledger). */
const ZAKAT_TOTALS = {
  zakatKeptCents: cents('Of keptCents, the zakat (zakat gifts and moves in, less their refunds and moves out), in cents.'),
  sadaqahKeptCents: cents('Of keptCents, the sadaqah (every gift not given as zakat), in cents.'),
  zakatPaidOutCents: cents('Of paidOutCents, the zakat its paid payouts paid out, in cents.'),
};

/** The ledger module's schemas in the document's components. */
export const LEDGER_SCHEMAS = {
  PublicLedgerLine: record("A line of a journey's public ledger: never who gave.", LINE),
  PublicJourneyLedger: record("A journey's public ledger: the pilgrim's first name and city, the stage, every amount in and out with a running balance; never a donor, an address, a document or a transfer reference.", {
    applicationId: { ...uuid, description: 'The journey (an approved application).' },
    firstName: { type: 'string', description: "The pilgrim's first name." },
    city: nullable({ type: 'string', description: "The pilgrim's city." }),
    stage: { type: 'string', enum: Object.values(JourneyStage), description: 'Where the journey stands.' },
    currency: { type: 'string', enum: ['usd'], description: 'Always usd.' },
    ...TOTALS,
    ...ZAKAT_TOTALS,
    lines: { type: 'array', items: ref('PublicLedgerLine'), description: 'Oldest first.' },
  }),
  LedgerLine: record("A line of a journey's ledger as admins read it: the public line's fields, who gave, the references and the transfer.", {
    _id: { ...uuid, description: 'The donation, refund or payout this line records.' },
    ...LINE,
    donationId: nullable({ ...uuid, description: 'On gifts, refunds and lost disputes: the donation.' }),
    donorName: nullable({ type: 'string', description: 'On gifts, refunds and lost disputes: the donor’s name (an anonymous gift’s too: each such read is on the audit trail).' }),
    anonymous: { type: 'boolean', description: 'True on the lines of a gift given anonymously (issue 31): public ledgers, seekers and integrators never name its donor.' },
    reference: nullable({ type: 'string', description: 'On a gift: its receipt number; on a refund or lost dispute: the refund’s number.' }),
    refundReason: nullable({ type: 'string', description: 'On a refund: why (over_goal, admin, provider, dispute_lost, currency, journey_cancelled, moved).' }),
    transferReference: nullable({ type: 'string', description: 'On a payout: the transfer’s reference.' }),
    transferredOn: nullable({ type: 'string', format: 'date', description: 'On a payout: the transfer’s day.' }),
    paidByName: nullable({ type: 'string', description: 'On a payout: the admin who recorded it paid.' }),
  }),
  JourneyLedger: record("A journey's ledger as admins read it: the applicant, the stage, every amount in and out with who gave and the transfers, a running balance and the totals.", {
    applicationId: { ...uuid, description: 'The journey (an approved application).' },
    fullName: { type: 'string', description: "The applicant's full name." },
    city: nullable({ type: 'string', description: 'Where the pilgrim lives: the city.' }),
    country: nullable({ type: 'string', description: 'Where the pilgrim lives: the country.' }),
    stage: { type: 'string', enum: Object.values(JourneyStage), description: 'Where the journey stands.' },
    currency: { type: 'string', enum: ['usd'], description: 'Always usd.' },
    ...TOTALS,
    ...ZAKAT_TOTALS,
    lines: { type: 'array', items: ref('LedgerLine'), description: 'Oldest first.' },
  }),
  TransparencyStage: record('How many journeys stand at a stage.', {
    stage: { type: 'string', enum: Object.values(JourneyStage), description: 'The stage.' },
    journeys: { type: 'integer', description: 'Journeys (approved applications) at it now.' },
  }),
  TransparencyMonth: record("A calendar month (UTC) of every journey's ledger: money in and out, by the date of each line.", {
    month: { type: 'string', pattern: '^\\d{4}-\\d{2}$', description: 'The month, YYYY-MM (UTC).' },
    givenCents: cents('Gifts that arrived in the month (GIFT lines), in cents.'),
    given: signedDollars('givenCents in US dollars.'),
    refundedCents: cents('Given back in the month (REFUND and DISPUTE_LOST lines), in cents.'),
    refunded: signedDollars('refundedCents in US dollars.'),
    paidOutCents: cents('Paid out in the month (PAYOUT lines), in cents.'),
    paidOut: signedDollars('paidOutCents in US dollars.'),
  }),
  Transparency: record("Every journey's public ledger summed: the totals (each the sum of the journeys' ledger totals), the journeys at each stage, money in and out per month (the months add up to the totals). Never a name, an address or a document.", {
    ...TOTALS,
    journeys: { type: 'integer', description: 'Journeys with a ledger (approved applications).' },
    stages: { type: 'array', items: ref('TransparencyStage'), description: 'Every stage in the journey’s order, with how many journeys stand at it.' },
    months: { type: 'array', items: ref('TransparencyMonth'), description: 'The months with money in or out, oldest first.' },
    countedAt: { ...dateTime, description: 'When the figures were counted: a later gift, refund, payout or stage change is counted at the next read.' },
  }),
} satisfies Record<string, Schema>;

/** The OpenAPI words of the ledger's paths. */
export const LEDGER_DOCS = {
  journeys: {
    operationId: 'listJourneyLedgers',
    summary: 'Every journey’s public ledger (anyone)',
    description:
      'Each approved journey’s anonymised ledger, newest journey first, streamed as one JSON array; or one page with `limit` (and `after`), the next page’s cursor in `X-Next-Cursor`. Send it without a token, or with an API key holding LEDGER_READ.',
    parameters: [...PAGING],
    responses: { '200': json('The journeys’ ledgers.', { type: 'array', items: ref('PublicJourneyLedger') }, ['X-Next-Cursor']) },
  },
  journey: {
    operationId: 'getJourneyLedger',
    summary: 'One journey’s public ledger (anyone)',
    description: 'The journey’s anonymised ledger: totals given, refunded, kept, paid out and held, and every line with its running balance. Send it without a token, or with an API key holding LEDGER_READ.',
    parameters: [idInPath('applicationId', 'The journey (an approved application).')],
    responses: { '200': json('The journey’s ledger.', ref('PublicJourneyLedger')) },
  },
  adminJourney: {
    operationId: 'getAdminJourneyLedger',
    summary: 'One journey’s full ledger (admins)',
    description: 'The journey’s ledger with who gave each gift, the receipts’ and refunds’ numbers, why each refund was made, and each payout’s transfer: what admins reconcile against the bank and the card provider.',
    parameters: [idInPath('applicationId', 'The journey (an approved application).')],
    responses: { '200': json('The journey’s full ledger.', ref('JourneyLedger')) },
  },
  summary: {
    operationId: 'getLedgerSummary',
    summary: 'Every journey’s ledger summed (anyone)',
    description:
      'The totals given, refunded, kept, paid out and held (each the sum of the journeys’ public ledgers), the number of journeys at each stage, and money in and out per calendar month (UTC). Send it without a token, or with an API key holding LEDGER_READ.',
    responses: { '200': json('The summary.', ref('Transparency')) },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;
