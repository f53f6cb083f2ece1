import type { Database } from '../db/data-source';
import { createLogger } from '../logging/logger';
import { openTestDatabase } from '../test/test-database';
import { JobQueue } from './job-queue';
import { withoutPersonalData } from './queues';

/**
 * The job queue every background worker drains on (pg-boss on the API's own pool): on PostgreSQL
 * with TEST_DATABASE_URL, else on the embedded PGlite. Its schema comes with the migrations.
 */
let db: Database;
let queue: JobQueue;

beforeAll(async () => {
  db = await openTestDatabase();
  queue = new JobQueue(db, createLogger('silent'));
  await queue.start();
});

afterAll(async () => {
  await queue?.stop();
  await db?.close();
});

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a drain on the job queue', () => {
  it('runs at start and once per nudge; nudges during a run coalesce into one more run after it', async () => {
    const gate = deferred();
    let runs = 0;
    const drain = queue.drain('test-coalesce', async () => {
      runs += 1;
      if (runs === 2) await gate.promise;
    }, { failure: 'test run failed' });
    await drain.start();
    await drain.whenIdle();
    expect(runs).toBe(1);

    drain.nudge();
    // The second run is under way (held at the gate): three nudges now make one job waiting behind it.
    while (runs < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    drain.nudge();
    drain.nudge();
    drain.nudge();
    gate.resolve();
    await drain.whenIdle();
    expect(runs).toBe(3);
    await drain.stop();
  });

  it('keeps a run that failed, its retries spent, as a failed job admins can read', async () => {
    const drain = queue.drain('test-failing', async () => {
      throw new Error('the provider is away');
    }, { failure: 'test run failed', retryLimit: 0 });
    await drain.start();
    await drain.whenIdle();
    let failed = await queue.failedJobs(10, ['test-failing']);
    for (let tries = 0; tries < 50 && !failed.some((job) => job.queue === 'test-failing'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      failed = await queue.failedJobs(10, ['test-failing']);
    }
    expect(failed).toEqual(expect.arrayContaining([expect.objectContaining({ queue: 'test-failing', attempts: 1, error: 'the provider is away' })]));
    await drain.stop();
  });

  it('stops gracefully: stop() resolves only once the run under way has finished', async () => {
    const gate = deferred();
    const events: string[] = [];
    const drain = queue.drain('test-graceful', async () => {
      events.push('run started');
      await gate.promise;
      events.push('run finished');
    }, { failure: 'test run failed' });
    await drain.start();
    while (!events.length) await new Promise((resolve) => setTimeout(resolve, 10));
    const stopped = drain.stop().then(() => events.push('stopped'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    gate.resolve();
    await stopped;
    expect(events).toEqual(['run started', 'run finished', 'stopped']);
    // Stopped: a nudge is ignored.
    drain.nudge();
    await drain.whenIdle();
    expect(events).toHaveLength(3);
  });

  it('runs a singleton drain once at a time across instances: two queues on one database never run it together', async () => {
    const other = new JobQueue(db, createLogger('silent'));
    await other.start();
    let running = 0;
    let most = 0;
    let runs = 0;
    const run = async () => {
      running += 1;
      runs += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 150));
      running -= 1;
    };
    const here = queue.drain('test-singleton', run, { failure: 'test run failed', singleton: true });
    const there = other.drain('test-singleton', run, { failure: 'test run failed', singleton: true });
    await Promise.all([here.start(), there.start()]);
    for (let round = 0; round < 4; round += 1) {
      here.nudge();
      there.nudge();
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await here.whenIdle();
    await there.whenIdle();
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(most).toBe(1);
    const [policy] = await db.dataSource.query(`SELECT policy, heartbeat_seconds FROM pgboss.queue WHERE name = 'test-singleton'`);
    expect(policy).toEqual({ policy: 'stately', heartbeat_seconds: 20 });
    await here.stop();
    await there.stop();
    await other.stop();
  });

  it('keeps no personal data of a failed run: the message alone, without email addresses, long numbers or quoted values', async () => {
    const drain = queue.drain('test-personal', async () => {
      throw new Error('mail to amina@example.org refused: +44 7700 900123, card 4242 4242 4242 4242, name "Amina Yusuf"');
    }, { failure: 'test run failed', retryLimit: 0 });
    await drain.start();
    let failed = await queue.failedJobs(10, ['test-personal']);
    for (let tries = 0; tries < 50 && !failed.length; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      failed = await queue.failedJobs(10, ['test-personal']);
    }
    expect(failed[0].error).toBe('mail to [email] refused: +[number], card [number], name [value]');
    const [row] = await db.dataSource.query(`SELECT output::text AS output FROM pgboss.job WHERE id = $1`, [failed[0].id]);
    expect(row.output).not.toMatch(/amina|7700|4242|Yusuf|at /i);
    expect(withoutPersonalData('relation "checkout" does not exist')).toBe('relation [value] does not exist');
    await drain.stop();
  });

  it('queues a failed job again on retry (state retry, due now), and answers nothing for a job that has not failed', async () => {
    let runs = 0;
    const drain = queue.drain('test-retry', async () => {
      runs += 1;
      if (runs === 1) throw new Error('the first run fails');
    }, { failure: 'test run failed', retryLimit: 0 });
    await drain.start();
    let failed = await queue.failedJobs(10, ['test-retry']);
    for (let tries = 0; tries < 50 && !failed.length; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      failed = await queue.failedJobs(10, ['test-retry']);
    }
    expect(failed).toHaveLength(1);
    expect(await queue.retryFailed(failed[0].id, ['another-queue'])).toBeUndefined();
    expect(await queue.retryFailed(failed[0].id, ['test-retry'])).toMatchObject({ id: failed[0].id, queue: 'test-retry' });
    await drain.whenIdle();
    for (let tries = 0; tries < 50 && runs < 2; tries += 1) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs).toBe(2);
    expect(await queue.failedJobs(10, ['test-retry'])).toEqual([]);
    expect(await queue.retryFailed(failed[0].id, ['test-retry'])).toBeUndefined();
    await drain.stop();
  });
});
