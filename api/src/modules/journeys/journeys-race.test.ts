import { account, approvedApplication, give } from '../../test/giving';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Two admins move the same funded journey to booked at once: one wins, the other is refused with
 * JOURNEY_STAGE_CHANGED (409) and nothing of it is written. On PostgreSQL a third connection holds
 * the application's row until both moves are waiting on it, so they really meet; on PGlite the
 * transactions queue and the same outcome must come out.
 */

const MOVE = `mutation Move($input: MoveJourneyStageInput!) { moveJourneyStage(input: $input) { stage } }`;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApi;

beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.close();
});

async function waitingOnLocks(n: number): Promise<void> {
  for (;;) {
    const [row] = await t.db.dataSource.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()`);
    if (row.n >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('one of two simultaneous moves wins; the other is a 409 refusal, and the history has one move', async () => {
  const first = await account(t, 'admin', 'First Admin');
  const second = await account(t, 'admin', 'Second Admin');
  const applicationId = await approvedApplication(t, first.token, 100);
  await give(t, (await account(t, 'donor')).token, applicationId, 100);
  const input = (reference: string) => ({ input: { applicationId, fromStage: 'FUNDED', toStage: 'BOOKED', bookingReference: reference, operatorName: 'Al Noor Travel' } });

  const holder = onPostgres ? t.db.dataSource.createQueryRunner() : null;
  if (holder) {
    await holder.startTransaction();
    await holder.query('SELECT id FROM application WHERE id = $1 FOR NO KEY UPDATE', [applicationId]);
  }
  const moves = Promise.all([t.graphql(MOVE, input('BK-FIRST'), first.token), t.graphql(MOVE, input('BK-SECOND'), second.token)]);
  if (holder) {
    await waitingOnLocks(2);
    await holder.commitTransaction();
    await holder.release();
  }
  const answers = await moves;

  const won = answers.filter((a) => !a.body.errors);
  const refused = answers.filter((a) => a.body.errors);
  expect(won).toHaveLength(1);
  expect(won[0]!.body.data.moveJourneyStage.stage).toBe('BOOKED');
  expect(refused).toHaveLength(1);
  expect(refused[0]!.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'JOURNEY_STAGE_CHANGED', values: { stage: 'booked' } });
  expect(await t.count('journey_stage_change', `application_id = '${applicationId}'`)).toBe(1);
  expect(await t.count('audit_event', `action = 'journey.stage_change' AND subject_id = '${applicationId}'`)).toBe(1);
});
