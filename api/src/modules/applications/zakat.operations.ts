import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { operation } from '../../operations/operation';
import { AMOUNT_FIELDS, CHOICE_FIELDS, JSON_BODY, TEXT_FIELDS } from '../../rest/openapi/refusals';
import type { ModuleDeps } from '../api-module';
import { ApplicationErrors } from './applications.errors';
import { ZAKAT_DOCS } from './zakat.openapi';
import { ZAKAT_HANDLERS } from './zakat.rest';

/** Zakat's operations (issue 31), each declared once: admins mark journeys and set the nisab; anyone reads the nisab. */
export const ZAKAT_OPERATIONS = {
  markJourneyZakatEligible: operation<ModuleDeps>({
    graphql: { mutation: 'markJourneyZakatEligible' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, CHOICE_FIELDS, TEXT_FIELDS, ApplicationErrors.APPLICATION_NOT_FOUND, ApplicationErrors.ZAKAT_JOURNEY_NOT_APPROVED],
    rest: { method: 'put', path: '/application/zakat/:id', openapi: ZAKAT_DOCS.mark, handle: ZAKAT_HANDLERS.mark },
  }),
  unmarkJourneyZakatEligible: operation<ModuleDeps>({
    graphql: { mutation: 'unmarkJourneyZakatEligible' },
    access: [Role.ADMIN],
    refusals: [ApplicationErrors.APPLICATION_NOT_FOUND, ApplicationErrors.ZAKAT_NOT_MARKED, ApplicationErrors.ZAKAT_STILL_HELD],
    rest: { method: 'delete', path: '/application/zakat/:id', openapi: ZAKAT_DOCS.unmark, handle: ZAKAT_HANDLERS.unmark },
  }),
  journeyZakatEligibility: operation<ModuleDeps>({ graphql: { query: 'journeyZakatEligibility' }, access: [Role.ADMIN], refusals: [ApplicationErrors.APPLICATION_NOT_FOUND] }),
  zakatSettings: operation<ModuleDeps>({
    graphql: { query: 'zakatSettings' },
    access: 'public',
    rest: { method: 'get', path: '/zakat/settings', openapi: ZAKAT_DOCS.settings, handle: ZAKAT_HANDLERS.settings },
  }),
  setZakatNisab: operation<ModuleDeps>({
    graphql: { mutation: 'setZakatNisab' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, AMOUNT_FIELDS, TEXT_FIELDS, ValidationErrors.DATE_INVALID],
    rest: { method: 'put', path: '/zakat/settings', openapi: ZAKAT_DOCS.setNisab, handle: ZAKAT_HANDLERS.setNisab },
  }),
};
