import { pngBytes } from './fixtures';
import type { TestApi } from './test-api';

/** Set-up for giving tests: accounts, an approved application, and paying through the test checkout. */

let serial = 0;

export async function account(t: TestApi, role: 'seeker' | 'donor' | 'admin', name: string = role): Promise<{ id: string; token: string }> {
  serial += 1;
  const email = `${role}${serial}.${process.pid}@example.org`;
  const password = role === 'admin' ? 'admin-password' : 'secret-pass';
  let answer = await t.rest('POST', `/${role}/register`, { fullname: name, email, password });
  if (answer.status === 403 && role === 'admin') {
    // The first admin of this database registered already: register through an admin's token.
    answer = await t.rest('POST', `/${role}/register`, { fullname: name, email, password }, firstAdminToken);
  }
  if (answer.status !== 201) throw new Error(`could not register a ${role}: ${JSON.stringify(answer.body)}`);
  const token = answer.body.token as string;
  if (role === 'admin') firstAdminToken ??= token;
  return { id: answer.body[role]._id, token };
}
let firstAdminToken: string | undefined;

/** A seeker's application for `dollars`, approved by `adminToken`; returns its id. */
export async function approvedApplication(t: TestApi, adminToken: string, dollars: number, fullName = 'Amina Yusuf'): Promise<string> {
  const seeker = await account(t, 'seeker', fullName);
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName,
    email: 'amina@example.org',
    phone: '+44 20 7946 0123',
    address: '12 Crescent Road, Bradford',
    travelType: 'Hajj',
    familySize: '4',
    incomeBracket: 'under-500',
    requestedAmount: String(dollars),
    hajjReason: 'To perform Hajj with my mother.',
    referenceName: 'Imam Yusuf',
    referencePhone: '+44 20 7946 0999',
    referenceRelation: 'Imam',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('idUpload', new Blob([pngBytes()]), 'passport.png');
  const submitted = await fetch(`${t.url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seeker.token}` } });
  const body = (await submitted.json()) as { application: { _id: string } };
  if (submitted.status !== 201) throw new Error(`could not submit: ${JSON.stringify(body)}`);
  const id = body.application._id as string;
  const review = await t.rest('PUT', `/application/update/${id}`, { status: 'approved' }, adminToken);
  if (review.status !== 200) throw new Error(`could not approve: ${JSON.stringify(review.body)}`);
  return id;
}

export const CREATE_CHECKOUT = `mutation Create($applicationId: ID!, $amount: Float!, $recurring: Recurrence!, $locale: CheckoutLocale) {
  createCheckoutSession(applicationId: $applicationId, amount: $amount, recurring: $recurring, locale: $locale) { id url }
}`;

export const VERIFY = `mutation Verify($sessionId: String!) {
  verifyCheckoutSession(sessionId: $sessionId) {
    id success status recurring
    donation { id amount currency recurring status receiptNumber testMode periodStart applicantName donorName exceededGoal
      monthlyGift { id status amount testRenewalUrl } }
  }
}`;

/** Starts a checkout through GraphQL; returns the provider's session id and page. */
export async function startCheckout(t: TestApi, donorToken: string, applicationId: string, amount: number, recurring: 'ONE_TIME' | 'MONTHLY' = 'ONE_TIME') {
  const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount, recurring }, donorToken);
  if (answer.body.errors) throw new Error(`could not start a checkout: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data.createCheckoutSession as { id: string; url: string };
}

/** Presses Pay on the test checkout page; returns where the browser is sent (the success URL). */
export async function pressPay(url: string): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

/** A one-time gift, paid and verified: the usual way a donation comes to be. */
export async function give(t: TestApi, donorToken: string, applicationId: string, amount: number) {
  const session = await startCheckout(t, donorToken, applicationId, amount);
  await pressPay(session.url);
  const verified = await t.graphql(VERIFY, { sessionId: session.id }, donorToken);
  if (verified.body.errors) throw new Error(JSON.stringify(verified.body.errors));
  return { session, donation: verified.body.data.verifyCheckoutSession.donation };
}

/**
 * DESIGN §3's invariant, for every application: collectedAmount is the sum of its completed
 * donations and donorCount the number of distinct donors; the admin's tallies match the rows.
 * Returns the applications that break it (none, when all is well).
 */
export async function brokenInvariants(t: TestApi): Promise<unknown[]> {
  // The admins' reconciliation query, the very one GraphiQL offers them.
  const applications = await t.api.services.audit.reconciliation();
  const [tallies] = await t.db.dataSource.query(`
    SELECT (SELECT coalesce(sum(donations), 0) FROM donation_total)::int AS total_rows,
           (SELECT coalesce(sum(completed), 0) FROM donation_total)::int AS total_completed,
           (SELECT coalesce(sum(completed_cents), 0) FROM donation_total)::bigint AS total_cents,
           (SELECT coalesce(sum(donations), 0) FROM donation_tally)::int AS day_rows,
           (SELECT coalesce(sum(completed_cents), 0) FROM donation_tally)::bigint AS day_cents,
           (SELECT count(*) FROM donation)::int AS rows,
           (SELECT count(*) FROM donation WHERE status = 'completed')::int AS completed,
           (SELECT coalesce(sum(amount_cents), 0) FROM donation WHERE status = 'completed')::bigint AS cents`);
  const tallyProblems =
    tallies.total_rows !== tallies.rows ||
    tallies.day_rows !== tallies.rows ||
    tallies.total_completed !== tallies.completed ||
    String(tallies.total_cents) !== String(tallies.cents) ||
    String(tallies.day_cents) !== String(tallies.cents)
      ? [{ tallies }]
      : [];
  return [...applications, ...tallyProblems];
}
