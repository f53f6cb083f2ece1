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

/** What a seeker's application form holds, unless a test says otherwise. */
export const APPLICATION_FORM: Readonly<Record<string, string>> = {
  fullName: 'Amina Yusuf',
  email: 'amina@example.org',
  phone: '+44 20 7946 0123',
  address: '12 Crescent Road, Bradford',
  city: 'Bradford',
  country: 'United Kingdom',
  travelType: 'Hajj',
  familySize: '4',
  incomeBracket: 'under-500',
  requestedAmount: '5000',
  hajjReason: 'To perform Hajj with my mother.',
  referenceName: 'Imam Yusuf',
  referencePhone: '+44 20 7946 0999',
  referenceRelation: 'Imam',
};

/** A seeker's application through the REST form, pending; returns its id. */
export async function submitApplication(on: { url: string }, seekerToken: string, fields: Record<string, string> = {}, document: Buffer = pngBytes()): Promise<string> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...APPLICATION_FORM, ...fields })) form.append(name, value);
  form.append('idUpload', new Blob([new Uint8Array(document)]), 'passport.png');
  const submitted = await fetch(`${on.url}/application/submit`, { method: 'POST', body: form, headers: { authorization: `Bearer ${seekerToken}` } });
  const body = (await submitted.json()) as { application: { _id: string } };
  if (submitted.status !== 201) throw new Error(`could not submit: ${JSON.stringify(body)}`);
  return body.application._id;
}

/** An admin's decision on a pending application, through REST. */
export async function decideApplication(t: TestApi, adminToken: string, id: string, status: 'approved' | 'rejected'): Promise<void> {
  const review = await t.rest('PUT', `/application/update/${id}`, { status }, adminToken);
  if (review.status !== 200) throw new Error(`could not decide: ${JSON.stringify(review.body)}`);
}

/** A seeker's application for `dollars`, approved by `adminToken`; returns its id. */
export async function approvedApplication(t: TestApi, adminToken: string, dollars: number, fullName = 'Amina Yusuf'): Promise<string> {
  const seeker = await account(t, 'seeker', fullName);
  const id = await submitApplication(t, seeker.token, { fullName, requestedAmount: String(dollars) });
  await decideApplication(t, adminToken, id, 'approved');
  return id;
}

export const CREATE_CHECKOUT = `mutation Create($applicationId: ID!, $amount: Float!, $recurring: Recurrence!, $locale: CheckoutLocale) {
  createCheckoutSession(applicationId: $applicationId, amount: $amount, recurring: $recurring, locale: $locale) { id url }
}`;

export const VERIFY = `mutation Verify($sessionId: String!) {
  verifyCheckoutSession(sessionId: $sessionId) {
    id success status recurring
    donation { id amount keptAmount refundedAmount currency recurring status receiptNumber testMode periodStart applicantName donorName exceededGoal refunds { amount reason status refundNumber }
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
 * DESIGN §3 and §7's invariants, for every application: the admins' reconciliation (collectedAmount
 * is what the donations keep, never above the goal; donorCount the donors who keep something;
 * refunds add up), collected + live holds never above the goal, and the admin's tallies match the
 * rows. Returns what breaks them (nothing, when all is well).
 */
export async function brokenInvariants(t: TestApi): Promise<unknown[]> {
  // The admins' reconciliation query, the very one GraphiQL offers them.
  const applications = await t.api.services.books.reconciliation();
  const overHeld = await t.db.dataSource.query(`
    SELECT a.id, a.requested_amount_cents, a.collected_amount_cents, sum(h.amount_cents)::int AS held
    FROM application a JOIN application_hold h ON h.application_id = a.id AND h.expires_at > now()
    GROUP BY a.id HAVING a.collected_amount_cents + sum(h.amount_cents) > a.requested_amount_cents`);
  const [tallies] = await t.db.dataSource.query(`
    SELECT (SELECT coalesce(sum(donations), 0) FROM donation_total)::int AS total_rows,
           (SELECT coalesce(sum(completed), 0) FROM donation_total)::int AS total_completed,
           (SELECT coalesce(sum(completed_cents), 0) FROM donation_total)::bigint AS total_cents,
           (SELECT coalesce(sum(donations), 0) FROM donation_tally)::int AS day_rows,
           (SELECT coalesce(sum(completed), 0) FROM donation_tally)::int AS day_completed,
           (SELECT coalesce(sum(completed_cents), 0) FROM donation_tally)::bigint AS day_cents,
           (SELECT count(*) FROM donation)::int AS rows,
           (SELECT count(*) FROM donation WHERE kept_cents > 0)::int AS completed,
           (SELECT coalesce(sum(kept_cents), 0) FROM donation)::bigint AS cents`);
  const tallyProblems =
    tallies.total_rows !== tallies.rows ||
    tallies.day_rows !== tallies.rows ||
    tallies.total_completed !== tallies.completed ||
    tallies.day_completed !== tallies.completed ||
    String(tallies.total_cents) !== String(tallies.cents) ||
    String(tallies.day_cents) !== String(tallies.cents)
      ? [{ tallies }]
      : [];
  return [...applications, ...overHeld.map((row: unknown) => ({ overHeld: row })), ...tallyProblems];
}

/**
 * The test checkout's own books against Sabil's (DESIGN §7: per provider, Σ charged − Σ refunded =
 * Σ kept): what its sessions and invoices took, less what it refunded and what open or lost disputes
 * withdrew, is what Sabil's donations keep. Refunds decided but not yet carried out are run first.
 */
export async function testProviderBalance(t: TestApi): Promise<{ charged: number; refunded: number; disputed: number; kept: number; owed: number; balanced: boolean }> {
  // A round already under way holds its refunds' claims: wait for it, then carry out what is left.
  await t.api.services.refundExecutor.whenIdle();
  await t.api.services.refundExecutor.runOnce();
  const [row] = await t.db.dataSource.query(`
    SELECT (SELECT coalesce(sum(amount_cents), 0) FROM test_checkout_session WHERE mode = 'payment' AND payment_status = 'paid')::bigint
         + (SELECT coalesce(sum(amount_cents), 0) FROM test_checkout_invoice WHERE status = 'paid')::bigint AS charged,
           (SELECT coalesce(sum(amount_cents), 0) FROM test_checkout_refund)::bigint AS refunded,
           (SELECT coalesce(sum(amount_cents), 0) FROM test_checkout_dispute WHERE status IN ('needs_response', 'lost'))::bigint AS disputed,
           (SELECT coalesce(sum(d.kept_cents), 0) FROM donation d JOIN checkout c ON c.id = d.checkout_id WHERE c.provider = 'test')::bigint AS kept,
           (SELECT coalesce(sum(r.amount_cents), 0) FROM donation_refund r JOIN donation d ON d.id = r.donation_id JOIN checkout c ON c.id = d.checkout_id
              WHERE c.provider = 'test' AND r.status = 'failed')::bigint AS owed`);
  const [charged, refunded, disputed, kept, owed] = [row.charged, row.refunded, row.disputed, row.kept, row.owed].map(Number) as [number, number, number, number, number];
  // A refund the provider refused is money still with the charity, owed to the donor.
  return { charged, refunded, disputed, kept, owed, balanced: charged - refunded - disputed === kept + owed };
}
