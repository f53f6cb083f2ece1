import { ZAKAT_CATEGORIES } from '@sabil/contracts';
import type { RestPath } from '../../operations/operation';
import { idInPath, json, jsonBody } from '../../rest/openapi/answers';
import type { Schema } from '../../rest/openapi/openapi-types';
import { dateTime, nullable, record, ref } from '../../rest/openapi/components';

const CATEGORY: Schema = { type: 'string', enum: [...ZAKAT_CATEGORIES], description: 'The category of At-Tawbah 9:60.' };

/** Zakat's schemas in the document's components (issue 31). */
export const ZAKAT_SCHEMAS = {
  ZakatEligibility: record('Whether a journey is zakat-eligible, under which category of At-Tawbah 9:60, and why.', {
    category: nullable({ ...CATEGORY, description: 'The category of At-Tawbah 9:60; null when not zakat-eligible.' }),
    basis: nullable({ type: 'string', maxLength: 500, description: 'The admins’ note of the basis; null when not eligible.' }),
    markedAt: nullable({ ...dateTime, description: 'When it was last marked eligible.' }),
  }),
  ZakatSettings: record('The nisab in US dollars, the day it was set, and the rate (anyone may read them).', {
    nisab: { type: 'number', description: 'The nisab in US dollars: wealth below it owes no zakat.' },
    nisabSetOn: { type: 'string', format: 'date', description: 'The day admins set it.' },
    rate: { type: 'number', description: 'The share due: 0.025.' },
  }),
};

/** What the OpenAPI document says of zakat's paths beyond their declarations. */
export const ZAKAT_DOCS = {
  mark: {
    operationId: 'markJourneyZakatEligible',
    summary: 'Mark a journey zakat-eligible (admins)',
    description: 'An approved request becomes zakat-eligible under a category of At-Tawbah 9:60, with the basis (at most 500 characters). Marking again replaces both. Audited (journey.zakat_mark).',
    parameters: [idInPath('id', 'The application (an approved request).')],
    requestBody: jsonBody('The category and the basis.', record('The eligibility.', { category: CATEGORY, basis: { type: 'string', maxLength: 500, description: 'Why it is eligible.' } })),
    responses: { '200': json('Marked.', ref('ZakatEligibility')) },
  },
  unmark: {
    operationId: 'unmarkJourneyZakatEligible',
    summary: 'Unmark a journey’s zakat eligibility (admins)',
    description: 'Refused with 409 ZAKAT_STILL_HELD while the journey holds zakat not yet paid out (kept, held by donors paying now, or in payouts not yet paid). Audited (journey.zakat_unmark).',
    parameters: [idInPath('id', 'The application.')],
    responses: { '200': json('Unmarked.', ref('ZakatEligibility')) },
  },
  settings: {
    operationId: 'getZakatSettings',
    summary: 'The zakat calculator’s nisab (anyone)',
    description: 'The nisab in US dollars and the day admins set it, with the rate of 2.5 %.',
    responses: { '200': json('The settings.', ref('ZakatSettings')) },
  },
  setNisab: {
    operationId: 'setZakatNisab',
    summary: 'Set the nisab (admins)',
    description: 'The nisab in US dollars (more than 0, at most 100,000, two decimals) and the day it was set (YYYY-MM-DD). Audited (zakat.nisab_set).',
    requestBody: jsonBody('The nisab.', record('The nisab.', { nisab: { type: 'number', description: 'US dollars.' }, setOn: { type: 'string', format: 'date', description: 'The day it was set.' } })),
    responses: { '200': json('Set.', ref('ZakatSettings')) },
  },
} satisfies Record<string, RestPath<unknown>['openapi']>;
