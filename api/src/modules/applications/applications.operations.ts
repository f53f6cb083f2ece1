import { Role } from '../../auth/role';
import { ValidationErrors } from '../../errors/validation.errors';
import { apiKeyScope } from '../../operations/api-key-scopes';
import { operation } from '../../operations/operation';
import { AMOUNT_FIELDS, CHOICE_FIELDS, JSON_BODY, MULTIPART_FORM, TEXT_FIELDS } from '../../rest/openapi/refusals';
import type { ModuleDeps } from '../api-module';
import { UPLOAD_NAMED } from '../resumable-uploads/resumable-uploads.openapi';
import { ApplicationErrors } from './applications.errors';
import { APPLICATION_DOCS, PAGE_REFUSALS } from './applications.openapi';
import { APPLICATION_HANDLERS } from './applications.rest';

/** What integrators' keys read of this domain (issue 16): the public view of approved requests. */
export const APPLICATIONS_READ = apiKeyScope(
  'APPLICATIONS_READ',
  'Approved fundraising requests as the public may see them (publicFundraisingRequests, publicFundraisingSummary): first name, city, country, journey and amounts — never a street address, phone, email, free text or document.',
);

/**
 * The applications domain's operations, each declared once (operations/operation.ts): who may call
 * it, what it refuses, its GraphQL field and its SPEC §7 path. The REST paths are listed in the
 * order the OpenAPI document shows them.
 */
export const APPLICATION_OPERATIONS = {
  submitApplication: operation<ModuleDeps>({
    graphql: { mutation: 'submitApplication' },
    access: [Role.SEEKER],
    refusals: [
      MULTIPART_FORM,
      TEXT_FIELDS,
      CHOICE_FIELDS,
      AMOUNT_FIELDS,
      ValidationErrors.EMAIL_INVALID,
      ValidationErrors.PHONE_INVALID,
      ValidationErrors.FIELD_NOT_ALLOWED,
      ApplicationErrors.ID_DOCUMENT_REQUIRED,
      ApplicationErrors.ID_DOCUMENT_TYPE_REFUSED,
      ApplicationErrors.ID_DOCUMENT_EMPTY,
      ApplicationErrors.ID_DOCUMENT_TOO_LARGE,
      ApplicationErrors.APPLICATION_ALREADY_OPEN,
      UPLOAD_NAMED,
    ],
    rest: { method: 'post', path: '/application/submit', openapi: APPLICATION_DOCS.submit, handle: APPLICATION_HANDLERS.submit },
  }),
  applications: operation<ModuleDeps>({
    graphql: { query: 'applications' },
    access: [Role.ADMIN],
    refusals: [ApplicationErrors.STATUS_FILTER_INVALID, PAGE_REFUSALS],
    rest: { method: 'get', path: '/application/all', openapi: APPLICATION_DOCS.all, handle: APPLICATION_HANDLERS.all },
  }),
  approvedApplications: operation<ModuleDeps>({
    graphql: { query: 'approvedApplications' },
    access: [Role.DONOR],
    refusals: [PAGE_REFUSALS],
    rest: { method: 'get', path: '/application/approved', openapi: APPLICATION_DOCS.approved, handle: APPLICATION_HANDLERS.approved },
  }),
  idDocument: operation<ModuleDeps>({
    access: [Role.ADMIN],
    refusals: [ApplicationErrors.APPLICATION_NOT_FOUND, ApplicationErrors.ID_DOCUMENT_MISSING, ApplicationErrors.ID_DOCUMENT_DELETED],
    rest: { method: 'get', path: '/application/file/:id', openapi: APPLICATION_DOCS.file, handle: APPLICATION_HANDLERS.file },
  }),
  reviewApplication: operation<ModuleDeps>({
    graphql: { mutation: 'reviewApplication' },
    access: [Role.ADMIN],
    refusals: [
      JSON_BODY,
      ApplicationErrors.REVIEW_DECISION_INVALID,
      ApplicationErrors.REJECTION_DETAILS_WITH_APPROVAL,
      ValidationErrors.CHOICE_INVALID,
      ValidationErrors.FIELD_TOO_LONG,
      ApplicationErrors.APPLICATION_NOT_FOUND,
      ApplicationErrors.APPLICATION_ALREADY_REVIEWED,
    ],
    rest: { method: 'put', path: '/application/update/:id', openapi: APPLICATION_DOCS.update, handle: APPLICATION_HANDLERS.update },
  }),
  myApplication: operation<ModuleDeps>({ graphql: { query: 'myApplication' }, access: [Role.SEEKER] }),
  applicationCounts: operation<ModuleDeps>({ graphql: { query: 'applicationCounts' }, access: [Role.ADMIN] }),
  fundraisingSummary: operation<ModuleDeps>({ graphql: { query: 'fundraisingSummary' }, access: [Role.DONOR] }),
  publicFundraisingRequests: operation<ModuleDeps>({ graphql: { query: 'publicFundraisingRequests' }, access: [Role.ADMIN, Role.DONOR], apiKey: APPLICATIONS_READ }),
  publicFundraisingSummary: operation<ModuleDeps>({ graphql: { query: 'publicFundraisingSummary' }, access: [Role.ADMIN, Role.DONOR], apiKey: APPLICATIONS_READ }),
};
