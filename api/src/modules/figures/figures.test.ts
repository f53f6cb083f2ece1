import { account, approvedApplication, give } from '../../test/giving';
import { expectBooksBalanced, REFUND } from '../../test/money';
import { startTestApi, type TestApi } from '../../test/test-api';
import { FiguresService } from './figures.service';

/**
 * The public pages' figures come from the books (issue 18): zero before anyone gives, then journeys
 * whose goal is met, the money kept after refunds, the donors who keep a gift, and the seekers'
 * countries; counted at most once a minute, one recount shared by concurrent readers.
 */

const FIGURES = `query { publicFigures { journeysFunded dollarsGiven donors countries countedAt } }`;

let t: TestApi;
beforeAll(async () => {
  t = await startTestApi();
});
afterAll(async () => {
  await t.close();
});

test('before any gift the figures are zero, and anyone may read them without a token', async () => {
  const answer = await t.graphql(FIGURES);
  expect(answer.status).toBe(200);
  expect(answer.body.errors).toBeUndefined();
  expect(answer.body.data.publicFigures).toMatchObject({ journeysFunded: 0, dollarsGiven: 0, donors: 0, countries: 0 });
});

test('the figures count funded journeys, money kept after refunds, donors and countries; a fresh count follows the books', async () => {
  const admin = await account(t, 'admin');
  const [alice, bilal] = [await account(t, 'donor', 'Alice'), await account(t, 'donor', 'Bilal')];
  const funded = await approvedApplication(t, admin.token, 100);
  const open = await approvedApplication(t, admin.token, 500);
  await give(t, alice.token, funded, 100);
  await give(t, alice.token, open, 30);
  const { donation } = await give(t, bilal.token, open, 20);

  let clock = Date.now();
  const figures = new FiguresService(t.api.services.applications, t.api.services.donationTotals, () => clock);
  expect(await figures.current()).toMatchObject({ journeysFunded: 1, dollarsGiven: 150, donors: 2, countries: 1 });

  const refunded = await t.graphql(REFUND, { input: { donationId: donation.id, amount: 20, note: 'The donor asked for it back.' } }, admin.token);
  expect(refunded.body.errors).toBeUndefined();
  // Within the minute the count is the one already made; after it, the books' new state.
  expect(await figures.current()).toMatchObject({ dollarsGiven: 150, donors: 2 });
  clock += 61_000;
  expect(await figures.current()).toMatchObject({ journeysFunded: 1, dollarsGiven: 130, donors: 1, countries: 1 });

  // The donor's summary cards (issue 18): only journeys still taking gifts, and what they still miss.
  const summary = await t.graphql('{ fundraisingSummary { activeRequests totalNeeded totalRaised openRequests stillNeeded } }', {}, alice.token);
  expect(summary.body.data.fundraisingSummary).toEqual({ activeRequests: 2, totalNeeded: 600, totalRaised: 130, openRequests: 1, stillNeeded: 470 });
  await expectBooksBalanced(t);
});

test('readers of an expired count share one recount', async () => {
  let calls = 0;
  const slow = <T>(value: T) => () => new Promise<T>((resolve) => setTimeout(() => resolve(value), 20));
  const figures = new FiguresService(
    { fundedJourneys: () => ((calls += 1), slow({ journeysFunded: 2, countries: 3 })()) },
    { given: slow({ keptCents: 12_345, donors: 4 }) },
  );
  const answers = await Promise.all([figures.current(), figures.current(), figures.current()]);
  expect(calls).toBe(1);
  expect(answers.every((answer) => answer === answers[0])).toBe(true);
  expect(answers[0]).toMatchObject({ journeysFunded: 2, dollarsGiven: 123.45, donors: 4, countries: 3 });
});
