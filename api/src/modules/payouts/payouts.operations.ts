import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { operation } from '../../operations/operation';
import { AMOUNT_FIELDS, CHOICE_FIELDS, JSON_BODY, MULTIPART_FORM, TEXT_FIELDS } from '../../rest/openapi/refusals';
import { PaginationErrors } from '../../validation/pagination.errors';
import type { ModuleDeps } from '../api-module';
import { AuditErrors } from '../audit';
import { SecondFactorErrors } from '../second-factors';
import { PAYOUT_DOCS } from './payouts.openapi';
import { PAYOUT_HANDLERS } from './payouts.rest';
import { PayoutErrors } from './payouts.errors';

const PAGE_REFUSALS = [PaginationErrors.PAGE_SIZE_INVALID, PaginationErrors.CURSOR_INVALID];
const STATUS_FILTER = [AuditErrors.EXPORT_PARAMETER_UNKNOWN, AuditErrors.EXPORT_PARAMETER_INVALID, PayoutErrors.PAYOUT_STATUS_FILTER_INVALID];

/**
 * The payouts domain's operations (issue 30), each declared once (operations/operation.ts): admins
 * keep the operators' list, propose, approve (another admin, with a fresh proof), mark paid and
 * cancel payouts, and export them.
 */
export const PAYOUT_OPERATIONS = {
  operators: operation<ModuleDeps>({
    graphql: { query: 'operators' },
    access: [Role.ADMIN],
    rest: { method: 'get', path: '/operators', openapi: PAYOUT_DOCS.operators, handle: PAYOUT_HANDLERS.operators },
  }),
  createOperator: operation<ModuleDeps>({
    graphql: { mutation: 'createOperator' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, TEXT_FIELDS, PayoutErrors.OPERATOR_LICENCE_TAKEN],
    rest: { method: 'post', path: '/operators', openapi: PAYOUT_DOCS.createOperator, handle: PAYOUT_HANDLERS.createOperator },
  }),
  updateOperator: operation<ModuleDeps>({
    graphql: { mutation: 'updateOperator' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, TEXT_FIELDS, PayoutErrors.OPERATOR_NOT_FOUND, PayoutErrors.OPERATOR_LICENCE_TAKEN],
    rest: { method: 'put', path: '/operators/:id', openapi: PAYOUT_DOCS.updateOperator, handle: PAYOUT_HANDLERS.updateOperator },
  }),
  payouts: operation<ModuleDeps>({
    graphql: { query: 'payouts' },
    access: [Role.ADMIN],
    refusals: [STATUS_FILTER, PAGE_REFUSALS],
    rest: { method: 'get', path: '/payouts', openapi: PAYOUT_DOCS.payouts, handle: PAYOUT_HANDLERS.payouts },
  }),
  exportPayouts: operation<ModuleDeps>({
    access: [Role.ADMIN],
    refusals: [STATUS_FILTER],
    rest: { method: 'get', path: '/admin/exports/payouts.csv', openapi: PAYOUT_DOCS.export, handle: PAYOUT_HANDLERS.export },
  }),
  payoutDocument: operation<ModuleDeps>({
    access: [Role.ADMIN],
    refusals: [PayoutErrors.PAYOUT_NOT_FOUND, PayoutErrors.PAYOUT_DOCUMENT_MISSING],
    rest: { method: 'get', path: '/payouts/:id/document', openapi: PAYOUT_DOCS.document, handle: PAYOUT_HANDLERS.document },
  }),
  journeyPayouts: operation<ModuleDeps>({
    graphql: { query: 'journeyPayouts' },
    access: [Role.ADMIN],
    refusals: [PayoutErrors.PAYOUT_JOURNEY_NOT_FOUND],
    rest: { method: 'get', path: '/journeys/:applicationId/payouts', openapi: PAYOUT_DOCS.journeyPayouts, handle: PAYOUT_HANDLERS.journeyPayouts },
  }),
  proposePayout: operation<ModuleDeps>({
    graphql: { mutation: 'proposePayout' },
    access: [Role.ADMIN],
    refusals: [
      MULTIPART_FORM,
      CHOICE_FIELDS,
      AMOUNT_FIELDS,
      TEXT_FIELDS,
      ValidationErrors.APPLICATION_ID_INVALID,
      PayoutErrors.PAYOUT_OPERATOR_REQUIRED,
      PayoutErrors.PAYOUT_OPERATOR_NOT_ALLOWED,
      PayoutErrors.OPERATOR_NOT_FOUND,
      PayoutErrors.PAYOUT_JOURNEY_NOT_FOUND,
      PayoutErrors.PAYOUT_JOURNEY_CANCELLED,
      PayoutErrors.PAYOUT_OVER_HOLDING,
      PayoutErrors.PAYOUT_DOCUMENT_REQUIRED,
      PayoutErrors.PAYOUT_DOCUMENT_TYPE_REFUSED,
      PayoutErrors.PAYOUT_DOCUMENT_TOO_LARGE,
      PayoutErrors.PAYOUT_DOCUMENT_EMPTY,
      PayoutErrors.PAYOUT_DOCUMENT_UNREADABLE,
    ],
    rest: { method: 'post', path: '/journeys/:applicationId/payouts', openapi: PAYOUT_DOCS.propose, handle: PAYOUT_HANDLERS.propose },
  }),
  approvePayout: operation<ModuleDeps>({
    graphql: { mutation: 'approvePayout' },
    access: [Role.ADMIN],
    refusals: [
      PayoutErrors.PAYOUT_NOT_FOUND,
      PayoutErrors.PAYOUT_SAME_ADMIN,
      PayoutErrors.PAYOUT_NOT_PROPOSED,
      SecondFactorErrors.REAUTHENTICATION_REQUIRED,
      PayoutErrors.PAYOUT_JOURNEY_CANCELLED,
      PayoutErrors.PAYOUT_OVER_HOLDING,
    ],
    rest: { method: 'post', path: '/journeys/:applicationId/payouts/:id/approve', openapi: PAYOUT_DOCS.approve, handle: PAYOUT_HANDLERS.approve },
  }),
  markPayoutPaid: operation<ModuleDeps>({
    graphql: { mutation: 'markPayoutPaid' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, TEXT_FIELDS, ValidationErrors.DATE_INVALID, PayoutErrors.PAYOUT_NOT_FOUND, PayoutErrors.PAYOUT_NOT_APPROVED],
    rest: { method: 'post', path: '/journeys/:applicationId/payouts/:id/paid', openapi: PAYOUT_DOCS.paid, handle: PAYOUT_HANDLERS.paid },
  }),
  cancelPayout: operation<ModuleDeps>({
    graphql: { mutation: 'cancelPayout' },
    access: [Role.ADMIN],
    refusals: [JSON_BODY, TEXT_FIELDS, PayoutErrors.PAYOUT_NOT_FOUND, PayoutErrors.PAYOUT_ALREADY_FINAL],
    rest: { method: 'post', path: '/journeys/:applicationId/payouts/:id/cancel', openapi: PAYOUT_DOCS.cancel, handle: PAYOUT_HANDLERS.cancel },
  }),
};
