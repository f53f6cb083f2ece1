import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { OperationHandler } from '../../../test/apollo-test-client';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, fakeApplicationsApi } from '../../../test/admin/admin-fixtures';

interface ServerJob {
  __typename: 'FailedJob';
  id: string;
  queue: 'MAIL' | 'WEBHOOKS' | 'PASSWORD_RESET' | 'PAYMENT_SWEEP' | 'REFUND_EXECUTOR' | 'FUNDED_REQUEST_CLOSER' | 'RETENTION';
  attempts: number;
  error: string | null;
  createdAt: string;
  failedAt: string | null;
}

const SWEEP: ServerJob = {
  __typename: 'FailedJob',
  id: 'job-1',
  queue: 'PAYMENT_SWEEP',
  attempts: 6,
  error: 'connect ECONNREFUSED 127.0.0.1:443',
  createdAt: '2026-11-28T10:00:00.000Z',
  failedAt: '2026-11-28T10:40:00.000Z',
};
const RETENTION: ServerJob = { ...SWEEP, id: 'job-2', queue: 'RETENTION', error: 'EACCES: permission denied, unlink [value]', failedAt: '2026-11-28T11:00:00.000Z' };

/** The job queue's part of the admin's API: the failed jobs, filtered by queue, and their retry. */
function fakeJobsApi(initial: ServerJob[], refuse = false) {
  const jobs = initial.map((job) => ({ ...job }));
  const FailedJobs: OperationHandler = (variables) => ({ data: { failedJobs: jobs.filter((job) => !variables.queue || job.queue === variables.queue).map((job) => ({ ...job })) } });
  const RetryFailedJob: OperationHandler = (variables) => {
    const index = jobs.findIndex((job) => job.id === variables.id);
    if (refuse || index < 0) return { errors: [new GraphQLError('There is no failed job with this id', { extensions: { code: 'NOT_FOUND', reason: 'FAILED_JOB_NOT_FOUND' } })] };
    const [job] = jobs.splice(index, 1);
    return { data: { retryFailedJob: { __typename: 'FailedJob', id: job.id } } };
  };
  return { FailedJobs, RetryFailedJob };
}

const panel = () => screen.getByRole('tabpanel');

async function openJobs(jobs: ServerJob[], refuse = false) {
  const user = userEvent.setup();
  const test = createTestClient({ ...fakeApplicationsApi([AMINA]).handlers, ...fakeJobsApi(jobs, refuse) });
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  await screen.findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: 'Failed jobs' }));
  return { ...test, user };
}

describe('the Failed jobs tab', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
  });
  afterEach(() => localStorage.clear());

  it('lists each failed run with its worker in words, attempts, last error and when it failed; filters by worker', async () => {
    const { user, operations } = await openJobs([RETENTION, SWEEP]);
    const list = await within(panel()).findByRole('list', { name: 'Failed jobs' });
    const rows = within(list).getAllByTestId('failed-job');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]).getByRole('heading')).toHaveTextContent('Deleting expired files');
    expect(within(rows[1]).getByRole('heading')).toHaveTextContent('Checking unfinished payments');
    expect(rows[1]).toHaveTextContent('Attempts6');
    expect(rows[1]).toHaveTextContent('Failed at');
    const error = within(rows[1]).getByText('connect ECONNREFUSED 127.0.0.1:443');
    expect(error).toHaveAttribute('dir', 'ltr');
    expect(error).toHaveAttribute('lang', 'en');

    await user.selectOptions(within(panel()).getByLabelText('Worker'), 'Checking unfinished payments');
    await waitFor(() => expect(within(panel()).getAllByTestId('failed-job')).toHaveLength(1));
    expect(operations.filter((operation) => operation.name === 'FailedJobs').at(-1)).toMatchObject({ variables: { queue: 'PAYMENT_SWEEP' } });
  });

  it('retries a job: it leaves the list and the admin is told', async () => {
    const { user, names } = await openJobs([SWEEP]);
    const row = await within(panel()).findByTestId('failed-job');
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('The job is queued again; it will run shortly.')).toBeInTheDocument();
    expect(await within(panel()).findByText('No failed jobs. Every background run finished, or is still being retried.')).toBeInTheDocument();
    expect(names()).toContain('RetryFailedJob');
  });

  it("says the API's refusal in words", async () => {
    const { user } = await openJobs([SWEEP], true);
    const row = await within(panel()).findByTestId('failed-job');
    await user.click(within(row).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is no longer among the failed ones: it was retried already, or it is gone. Refresh the list.');
  });
});
