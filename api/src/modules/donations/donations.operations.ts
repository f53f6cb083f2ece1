import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { apiKeyScope } from '../../operations/api-key-scopes';
import { operation } from '../../operations/operation';
import { AMOUNT_FIELDS, CHOICE_FIELDS, JSON_BODY, TEXT_FIELDS } from '../../rest/openapi/refusals';
import { PaginationErrors } from '../../validation/pagination.errors';
import { AccountErrors } from '../accounts/accounts.errors';
import type { ModuleDeps } from '../api-module';
import { DONATION_DOCS } from './donations.openapi';
import { DonationErrors } from './donations.errors';
import { DONATION_HANDLERS } from './donations.rest';

export const SUPPORT_MESSAGES_READ = apiKeyScope(
  'SUPPORT_MESSAGES_READ',
  "A journey's approved words of support (supportMessages): the words, the date and the donor's first name, never an anonymous donor's.",
);

export const DONATION_TOTALS_READ = apiKeyScope('DONATION_TOTALS_READ', 'Donation totals per approved request (donationTotals): amounts and counts, never who gave.');

/**
 * The donations domain's operations, each declared once (operations/operation.ts): who may call
 * it, what it refuses, its GraphQL field and its SPEC §7 path. The REST paths are listed in the
 * order the OpenAPI document shows them.
 */
export const DONATION_OPERATIONS = {
  createCheckoutSession: operation<ModuleDeps>({
    graphql: { mutation: 'createCheckoutSession' },
    access: [Role.DONOR],
    refusals: [
      AccountErrors.ACCOUNT_NOT_FOUND,
      JSON_BODY,
      ValidationErrors.APPLICATION_ID_INVALID,
      CHOICE_FIELDS,
      AMOUNT_FIELDS,
      ValidationErrors.AMOUNT_TOO_SMALL,
      ValidationErrors.MONTHLY_AMOUNT_INVALID,
      ValidationErrors.LOCALE_INVALID,
      ValidationErrors.FIELD_NOT_BOOLEAN,
      TEXT_FIELDS,
      ValidationErrors.EMAIL_INVALID,
      ValidationErrors.ECARD_NEEDS_DEDICATION,
      DonationErrors.TOO_MANY_ECARDS,
      DonationErrors.AMOUNT_OVER_REMAINING,
      DonationErrors.DONOR_NOT_CALLER,
      DonationErrors.REQUEST_NOT_FOUND,
      DonationErrors.REQUEST_NOT_OPEN,
      DonationErrors.REQUEST_CANCELLED,
      DonationErrors.REQUEST_FULLY_FUNDED,
      DonationErrors.ZAKAT_NOT_ELIGIBLE,
      DonationErrors.TOO_MANY_CHECKOUTS,
      DonationErrors.CHECKOUT_NOT_STARTED,
    ],
    rest: { method: 'post', path: '/api/donations/create-checkout-session', openapi: DONATION_DOCS.checkout, handle: DONATION_HANDLERS.checkout },
  }),
  // A GraphQL mutation (it may record the donation), a GET on REST (SPEC §7).
  verifyCheckoutSession: operation<ModuleDeps>({
    graphql: { mutation: 'verifyCheckoutSession' },
    access: [Role.DONOR],
    refusals: [
      DonationErrors.SESSION_ID_INVALID,
      DonationErrors.NOT_YOUR_DONATION,
      DonationErrors.SESSION_NOT_FOUND,
      DonationErrors.OTHER_PAYMENT_PROVIDER,
      DonationErrors.PROVIDER_UNREACHABLE_VERIFY,
    ],
    rest: { method: 'get', path: '/api/donations/verify-session', openapi: DONATION_DOCS.verify, handle: DONATION_HANDLERS.verify },
  }),
  myDonationHistory: operation<ModuleDeps>({
    graphql: { query: 'myDonationHistory' },
    access: [Role.DONOR],
    refusals: [DonationErrors.NOT_YOUR_HISTORY],
    rest: { method: 'get', path: '/api/donations/gethistory/:donorId', openapi: DONATION_DOCS.history, handle: DONATION_HANDLERS.history },
  }),
  donations: operation<ModuleDeps>({
    graphql: { query: 'donations' },
    access: [Role.ADMIN],
    rest: { method: 'get', path: '/api/donations/all', openapi: DONATION_DOCS.all, handle: DONATION_HANDLERS.all },
  }),
  myGivingSummary: operation<ModuleDeps>({ graphql: { query: 'myGivingSummary' }, access: [Role.DONOR] }),
  donationReceipt: operation<ModuleDeps>({ graphql: { query: 'donationReceipt' }, access: [Role.DONOR, Role.ADMIN] }),
  cancelMonthlyGift: operation<ModuleDeps>({ graphql: { mutation: 'cancelMonthlyGift' }, access: [Role.DONOR] }),
  donationStats: operation<ModuleDeps>({ graphql: { query: 'donationStats' }, access: [Role.ADMIN] }),
  refundDonation: operation<ModuleDeps>({ graphql: { mutation: 'refundDonation' }, access: [Role.ADMIN] }),
  paymentsWaiting: operation<ModuleDeps>({ graphql: { query: 'paymentsWaiting' }, access: [Role.ADMIN] }),
  donationTotals: operation<ModuleDeps>({ graphql: { query: 'donationTotals' }, access: [Role.ADMIN, Role.DONOR], apiKey: DONATION_TOTALS_READ }),
  supportMessages: operation<ModuleDeps>({
    graphql: { query: 'supportMessages' },
    access: 'public',
    apiKey: SUPPORT_MESSAGES_READ,
    refusals: [DonationErrors.REQUEST_NOT_FOUND, PaginationErrors.PAGE_SIZE_INVALID, PaginationErrors.CURSOR_INVALID],
  }),
  pendingSupportMessages: operation<ModuleDeps>({
    graphql: { query: 'pendingSupportMessages' },
    access: [Role.ADMIN],
    refusals: [PaginationErrors.PAGE_SIZE_INVALID, PaginationErrors.CURSOR_INVALID],
  }),
  moderateSupportMessage: operation<ModuleDeps>({
    graphql: { mutation: 'moderateSupportMessage' },
    access: [Role.ADMIN],
    refusals: [DonationErrors.SUPPORT_MESSAGE_NOT_FOUND, DonationErrors.SUPPORT_MESSAGE_ALREADY_MODERATED, DonationErrors.SUPPORT_DECISION_INVALID],
  }),
};
