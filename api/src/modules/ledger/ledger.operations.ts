import { Role } from '../../auth/role';
import { apiKeyScope } from '../../operations/api-key-scopes';
import { operation } from '../../operations/operation';
import { PaginationErrors } from '../../validation/pagination.errors';
import type { ModuleDeps } from '../api-module';
import { LEDGER_DOCS } from './ledger.openapi';
import { LEDGER_HANDLERS } from './ledger.rest';
import { LedgerErrors } from './ledger.errors';

/** What integrators' keys read of this domain: the anonymised ledgers, never personal data. */
export const LEDGER_READ = apiKeyScope(
  'LEDGER_READ',
  "The journeys' public ledgers and their summary (publicJourneyLedgers, publicJourneyLedger, transparency; on REST GET /ledger/journeys, GET /ledger/journeys/{applicationId} and GET /ledger/summary): amounts, dates, stages, first names, cities and payouts' operators and purposes, never a donor.",
);

const PAGE_REFUSALS = [PaginationErrors.PAGE_SIZE_INVALID, PaginationErrors.CURSOR_INVALID];

/** The ledger's operations (issue 30), each declared once (operations/operation.ts). */
export const LEDGER_OPERATIONS = {
  journeyLedger: operation<ModuleDeps>({
    graphql: { query: 'journeyLedger' },
    access: [Role.ADMIN],
    refusals: [LedgerErrors.LEDGER_JOURNEY_NOT_FOUND],
    rest: { method: 'get', path: '/journeys/:applicationId/ledger', openapi: LEDGER_DOCS.adminJourney, handle: LEDGER_HANDLERS.adminJourney },
  }),
  publicJourneyLedgers: operation<ModuleDeps>({
    graphql: { query: 'publicJourneyLedgers' },
    access: 'public',
    apiKey: LEDGER_READ,
    refusals: [PAGE_REFUSALS],
    rest: { method: 'get', path: '/ledger/journeys', openapi: LEDGER_DOCS.journeys, handle: LEDGER_HANDLERS.journeys },
  }),
  publicJourneyLedger: operation<ModuleDeps>({
    graphql: { query: 'publicJourneyLedger' },
    access: 'public',
    apiKey: LEDGER_READ,
    refusals: [LedgerErrors.LEDGER_JOURNEY_NOT_FOUND],
    rest: { method: 'get', path: '/ledger/journeys/:applicationId', openapi: LEDGER_DOCS.journey, handle: LEDGER_HANDLERS.journey },
  }),
  transparency: operation<ModuleDeps>({
    graphql: { query: 'transparency' },
    access: 'public',
    apiKey: LEDGER_READ,
    rest: { method: 'get', path: '/ledger/summary', openapi: LEDGER_DOCS.summary, handle: LEDGER_HANDLERS.summary },
  }),
  ledgerCharts: operation<ModuleDeps>({
    graphql: { query: 'ledgerCharts' },
    access: [Role.ADMIN],
  }),
  myJourneyShares: operation<ModuleDeps>({
    graphql: { query: 'myJourneyShares' },
    access: [Role.DONOR],
  }),
};
