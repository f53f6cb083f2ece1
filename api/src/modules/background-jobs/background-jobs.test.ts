import { account } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 29, the job queue's dead letters for admins: failedJobs lists the runs of this API's workers
 * that failed on every attempt (newest first, one worker's or all, without personal data), and
 * retryFailedJob queues one again (audited), which the worker then runs. Only admins.
 */
let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };
let seeker: { id: string; token: string };

const FAILED = `query F($queue: BackgroundJobQueue, $first: Int) { failedJobs(queue: $queue, first: $first) { id queue attempts error createdAt failedAt } }`;
const RETRY = `mutation R($id: ID!) { retryFailedJob(id: $id) { id queue attempts error } }`;
const NIL = '00000000-0000-4000-8000-000000000000';
const reason = (answer: { body: any }) => answer.body.errors?.[0]?.extensions?.reason;

/**
 * A job of `queue` that failed for good, as pg-boss leaves one after its retries (written directly:
 * the workers' own failures are the job queue test's).
 */
async function failedJob(queue: string, message: string, minutesAgo: number): Promise<string> {
  // A queue no worker of this API drains has to be made first (the workers make their own at start).
  const [known] = await t.db.dataSource.query('SELECT 1 FROM pgboss.queue WHERE name = $1', [queue]);
  if (!known) await t.db.dataSource.query(`SELECT pgboss.create_queue($1, '{"policy": "standard"}'::jsonb)`, [queue]);
  const [row] = await t.db.dataSource.query(
    `INSERT INTO pgboss.job (name, state, retry_count, retry_limit, output, started_on, completed_on, policy)
     VALUES ($1, 'failed', 5, 5, jsonb_build_object('message', $2::text), now() - make_interval(mins => $3), now() - make_interval(mins => $3), 'stately')
     RETURNING id`,
    [queue, message, minutesAgo],
  );
  return row.id;
}

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin', 'Jobs Admin');
  donor = await account(t, 'donor', 'Jobs Donor');
  seeker = await account(t, 'seeker', 'Jobs Seeker');
});
afterAll(async () => {
  await t?.close();
});

describe('failed jobs', () => {
  it('lists the failed runs of every worker, newest first, or of one; never a queue this API does not drain', async () => {
    const older = await failedJob('payment-sweep', 'connect ECONNREFUSED 127.0.0.1:443', 30);
    const newer = await failedJob('retention', 'EACCES: permission denied, unlink [value]', 5);
    await failedJob('someone-elses-queue', 'not ours', 1);
    const all = await t.graphql(FAILED, {}, admin.token);
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data.failedJobs).toEqual([
      { id: newer, queue: 'RETENTION', attempts: 6, error: 'EACCES: permission denied, unlink [value]', createdAt: expect.any(String), failedAt: expect.any(String) },
      { id: older, queue: 'PAYMENT_SWEEP', attempts: 6, error: 'connect ECONNREFUSED 127.0.0.1:443', createdAt: expect.any(String), failedAt: expect.any(String) },
    ]);
    const one = await t.graphql(FAILED, { queue: 'PAYMENT_SWEEP' }, admin.token);
    expect(one.body.data.failedJobs.map((job: { id: string }) => job.id)).toEqual([older]);
    expect((await t.graphql(FAILED, { first: 1 }, admin.token)).body.data.failedJobs.map((job: { id: string }) => job.id)).toEqual([newer]);
    expect(reason(await t.graphql(FAILED, { first: 0 }, admin.token))).toBe('PAGE_SIZE_INVALID');
  });

  it('shows no personal data a failure wrote, even one recorded some other way', async () => {
    const id = await failedJob('mail', 'SMTP 550 for fatima@example.org, phone 0300 1234567', 2);
    const jobs = (await t.graphql(FAILED, { queue: 'MAIL' }, admin.token)).body.data.failedJobs;
    expect(jobs).toEqual([expect.objectContaining({ id, error: 'SMTP 550 for [email], phone [number]' })]);
  });

  it('queues a failed job again: it leaves the list, the worker runs it, and the retry is audited', async () => {
    const id = await failedJob('funded-request-closer', 'the provider is away', 1);
    const retried = await t.graphql(RETRY, { id }, admin.token);
    expect(retried.body.errors).toBeUndefined();
    expect(retried.body.data.retryFailedJob).toEqual({ id, queue: 'FUNDED_REQUEST_CLOSER', attempts: 6, error: 'the provider is away' });
    expect((await t.graphql(FAILED, { queue: 'FUNDED_REQUEST_CLOSER' }, admin.token)).body.data.failedJobs).toEqual([]);
    // The closer's worker takes it (woken by the retry) and completes it: the cause is gone.
    let state = '';
    for (let tries = 0; tries < 100 && state !== 'completed'; tries += 1) {
      [{ state }] = await t.db.dataSource.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
      if (state !== 'completed') await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(state).toBe('completed');
    const [event] = await t.db.dataSource.query(`SELECT actor_id, from_state, to_state, state_before AS before FROM audit_event WHERE action = 'job.retry' AND subject_id = $1`, [id]);
    expect(event).toEqual({ actor_id: admin.id, from_state: 'failed', to_state: 'retry', before: { queue: 'FUNDED_REQUEST_CLOSER', attempts: 6, error: 'the provider is away' } });
  });

  it('refuses a retry of a job that has not failed, is unknown, or is not a job id, and changes nothing', async () => {
    const id = await failedJob('webhooks', 'socket hang up', 1);
    expect((await t.graphql(RETRY, { id }, admin.token)).body.errors).toBeUndefined();
    const audited = await t.count('audit_event', `action = 'job.retry'`);
    for (const unknown of [id, NIL, 'not-a-job']) {
      const answer = await t.graphql(RETRY, { id: unknown }, admin.token);
      expect(reason(answer)).toBe('FAILED_JOB_NOT_FOUND');
      expect(answer.body.errors[0].extensions.code).toBe('NOT_FOUND');
    }
    const foreign = await failedJob('someone-elses-queue', 'not ours', 1);
    expect(reason(await t.graphql(RETRY, { id: foreign }, admin.token))).toBe('FAILED_JOB_NOT_FOUND');
    expect(await t.count('audit_event', `action = 'job.retry'`)).toBe(audited);
  });

  it('refuses donors, seekers and anyone signed out, and changes nothing', async () => {
    const id = await failedJob('refund-executor', 'the provider is away', 1);
    for (const token of [donor.token, seeker.token]) {
      expect(reason(await t.graphql(FAILED, {}, token))).toBe('ROLE_NOT_ALLOWED');
      expect(reason(await t.graphql(RETRY, { id }, token))).toBe('ROLE_NOT_ALLOWED');
    }
    expect(reason(await t.graphql(FAILED, {}))).toBe('SIGN_IN_REQUIRED');
    expect(reason(await t.graphql(RETRY, { id }))).toBe('SIGN_IN_REQUIRED');
    const [row] = await t.db.dataSource.query(`SELECT state FROM pgboss.job WHERE id = $1`, [id]);
    expect(row.state).toBe('failed');
  });
});
