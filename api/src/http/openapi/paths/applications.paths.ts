import { ID_DOCUMENT_TYPES } from '@sabil/contracts';
import { ValidationErrors } from '../../../errors/validation.errors';
import { ApplicationErrors } from '../../../modules/applications/applications.errors';
import { ApplicationStatus } from '../../../modules/applications/application.enums';
import { PaginationErrors } from '../../../validation/pagination.errors';
import { ACCESS, idInPath, json, jsonBody, messageWith, multipartBody, PAGING } from '../answers';
import { headerRef, ref, REQUEST_SCHEMAS } from '../components';
import type { Paths } from '../openapi-types';
import { ACCESS_REFUSALS, AMOUNT_FIELDS, CHOICE_FIELDS, JSON_BODY, MULTIPART_FORM, refusals, TEXT_FIELDS } from '../refusals';

const PAGE_REFUSALS = [PaginationErrors.PAGE_SIZE_INVALID, PaginationErrors.CURSOR_INVALID];

/** SPEC §7's application paths: seekers apply, admins review, donors read the approved ones. */
export function applicationPaths(): Paths {
  return {
    '/application/submit': {
      post: {
        operationId: 'submitApplication',
        summary: 'Apply (seekers)',
        description:
          'A seeker’s application with the ID document, as a multipart form. The fields are checked with the same rules as the web form; the document is judged by its bytes and stored only when everything is accepted. One pending or approved application per seeker.',
        tags: ['applications'],
        security: ACCESS.signedIn,
        requestBody: multipartBody('The application form and the ID document (`idUpload`).', REQUEST_SCHEMAS.applicationForm, 'idUpload', ID_DOCUMENT_TYPES),
        responses: {
          '201': json(
            'Submitted, pending review.',
            messageWith('application', ref('Application'), { const: 'Application submitted successfully', description: 'English confirmation.' }),
          ),
          ...refusals(
            ACCESS_REFUSALS.signedInWrite,
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
          ),
        },
      },
    },
    '/application/all': {
      get: {
        operationId: 'listApplications',
        summary: 'Every application (admins)',
        description:
          'Every application, newest first, streamed as one JSON array; or one page with `limit` (and `after`), the next page’s cursor in `X-Next-Cursor`. Admins see personal data: treat the answer accordingly.',
        tags: ['applications'],
        security: ACCESS.signedIn,
        parameters: [
          { name: 'status', in: 'query', description: 'Only applications in this state.', schema: { type: 'string', enum: Object.values(ApplicationStatus) } },
          ...PAGING,
        ],
        responses: {
          '200': json('The applications.', { type: 'array', items: ref('Application') }, ['X-Next-Cursor']),
          ...refusals(ACCESS_REFUSALS.signedInRead, ApplicationErrors.STATUS_FILTER_INVALID, PAGE_REFUSALS),
        },
      },
    },
    '/application/approved': {
      get: {
        operationId: 'listApprovedApplications',
        summary: 'Approved requests (donors)',
        description:
          'The approved requests donors choose from, newest first: only what a donor needs (no email, phone, income, references or ID document). Every row streamed as one JSON array, or one page with `limit`/`after` and `X-Next-Cursor`.',
        tags: ['applications'],
        security: ACCESS.signedIn,
        parameters: PAGING,
        responses: {
          '200': json('The approved requests.', { type: 'array', items: ref('FundraisingRequest') }, ['X-Next-Cursor']),
          ...refusals(ACCESS_REFUSALS.signedInRead, PAGE_REFUSALS),
        },
      },
    },
    '/application/file/{id}': {
      get: {
        operationId: 'getIdDocument',
        summary: 'An application’s ID document (admins)',
        description: 'The ID document’s bytes with the type they were judged to have, `Cache-Control: private, no-store` and a sandboxing policy.',
        tags: ['applications'],
        security: ACCESS.signedIn,
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
          ...refusals(ACCESS_REFUSALS.signedInRead, ApplicationErrors.APPLICATION_NOT_FOUND, ApplicationErrors.ID_DOCUMENT_MISSING, ApplicationErrors.ID_DOCUMENT_DELETED),
        },
      },
    },
    '/application/update/{id}': {
      put: {
        operationId: 'reviewApplication',
        summary: 'Approve or reject a pending application (admins)',
        description: 'Only a pending application can be decided (409 otherwise). The decision and its audit event are written together.',
        tags: ['applications'],
        security: ACCESS.signedIn,
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
          ...refusals(ACCESS_REFUSALS.signedInWrite, JSON_BODY, ApplicationErrors.REVIEW_DECISION_INVALID, ApplicationErrors.APPLICATION_NOT_FOUND, ApplicationErrors.APPLICATION_ALREADY_REVIEWED),
        },
      },
    },
  };
}
