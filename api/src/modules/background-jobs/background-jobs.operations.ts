import { Role } from '../../auth/role';
import { operation } from '../../operations/operation';
import { PaginationErrors } from '../../validation/pagination.errors';
import type { ModuleDeps } from '../api-module';
import { BackgroundJobErrors } from './background-jobs.errors';

/**
 * The job queue's dead letters (issue 29), each declared once (operations/operation.ts): admins
 * list the background runs that failed for good and queue one again. GraphQL only: an operator's
 * screen, not an integrator's.
 */
export const BACKGROUND_JOB_OPERATIONS = {
  failedJobs: operation<ModuleDeps>({
    graphql: { query: 'failedJobs' },
    access: [Role.ADMIN],
    refusals: [PaginationErrors.PAGE_SIZE_INVALID],
  }),
  retryFailedJob: operation<ModuleDeps>({
    graphql: { mutation: 'retryFailedJob' },
    access: [Role.ADMIN],
    refusals: [BackgroundJobErrors.FAILED_JOB_NOT_FOUND],
  }),
};
