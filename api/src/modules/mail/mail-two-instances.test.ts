import { JobQueue } from '../../jobs/job-queue';
import { createApi, type Api } from '../../composition-root';
import { openDatabase, type Database } from '../../db/data-source';
import { createLogger } from '../../logging/logger';
import { startSmtpReceiver } from '../../test/smtp-receiver';
import { startTestApi, type TestApi } from '../../test/test-api';
import { ENTITIES } from '../index';
import { composeMail } from './mail.module';
import type { MailWorker } from './mail-worker';

/**
 * Several API instances send one mail outbox: each message is claimed by one of them (FOR UPDATE
 * SKIP LOCKED and a lease), so the SMTP server receives every message exactly once. On a PostgreSQL
 * server (TEST_DATABASE_URL) two real API instances share the database; on the embedded PGlite (one
 * process by nature) a second worker shares the one connection, which still races the claims.
 */
const MESSAGES = 30;

let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
let a: TestApi;
let bDb: Database | undefined;
let b: Api | undefined;
let second: MailWorker;
/** On PGlite: a second job queue (a second pg-boss) on the same database, as a second instance would have. */
let secondJobs: JobQueue | undefined;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  a = await startTestApi({ mail: { smtpUrl: smtp.url, from: 'Sabil <receipts@sabil.example>', disabled: false, pollIntervalMs: 200, timeoutMs: 5000 } });
  if (a.db.url) {
    bDb = await openDatabase({ entities: ENTITIES, url: a.db.url });
    b = await createApi(a.config, bDb, createLogger('silent'));
    await b.listen(0, '127.0.0.1');
    second = b.services.mailWorker;
  } else {
    second = composeMail({
      dataSource: a.db.dataSource,
      contactOf: (manager, id) => a.api.services.accounts.contact(manager, id),
      logger: createLogger('silent'),
      config: a.config,
      publicApiUrl: () => a.url,
      jobs: (secondJobs = new JobQueue(a.db, createLogger('silent'))),
    }).worker;
    await secondJobs.start();
    await second.start();
  }
});

afterAll(async () => {
  await second?.stop();
  await secondJobs?.stop();
  await b?.stop();
  await bDb?.close();
  await a?.close();
  await smtp?.close();
});

const name = () => (process.env.TEST_DATABASE_URL ? 'two API instances on one PostgreSQL database' : 'two mail workers on the embedded PGlite');

describe(name(), () => {
  it('send each message exactly once', async () => {
    const outbox = a.api.services.mailOutbox;
    await a.db.dataSource.transaction(async (manager) => {
      for (let n = 0; n < MESSAGES; n += 1) {
        await outbox.enqueue(manager, { to: { email: `reader-${n}@example.org`, name: `Reader ${n}`, language: n % 3 === 0 ? 'en' : n % 3 === 1 ? 'ar' : 'ur' }, template: 'application_received', data: {} });
      }
    });
    // Both instances are woken at once and race for the same rows.
    const first = a.api.services.mailWorker;
    first.nudge();
    second.nudge();
    await smtp.waitFor(MESSAGES);
    for (let polls = 0; polls < 3; polls += 1) {
      first.nudge();
      second.nudge();
      await Promise.all([first.whenIdle(), second.whenIdle()]);
    }
    expect(smtp.received).toHaveLength(MESSAGES);
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(new Set(ids).size).toBe(MESSAGES);
    expect(new Set(smtp.received.map((mail) => mail.rcptTo.join(','))).size).toBe(MESSAGES);
    expect(await a.count('mail_outbox', `status = 'sent' AND attempts = 1`)).toBe(MESSAGES);
  });
});
