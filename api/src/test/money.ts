import type { TestApi } from './test-api';
import { brokenInvariants, CREATE_CHECKOUT, testProviderBalance, VERIFY } from './giving';

/** Helpers for the money tests: admin refunds, renewals on the test checkout's page, and the books checked. */

export const REFUND = `mutation Refund($input: RefundDonationInput!) {
  refundDonation(input: $input) {
    donation { id status amount keptAmount refundedAmount refunds { id refundNumber amount reason status note } }
    application { id collectedAmount donorCount }
    stats { id totalAmount completedCount heldAmount }
  }
}`;

export const DONATION_MONEY = `query Money($applicationId: ID) {
  donations(applicationId: $applicationId, first: 20) {
    nodes { id status amount keptAmount refundedAmount exceededGoal disputeStatus refunds { amount reason status refundNumber } monthlyGift { id status testRenewalUrl } }
  }
}`;

/** POSTs the test checkout's renewal button (renew or fail); the notice the page was sent to. */
export async function pressRenewal(renewalUrl: string, action: 'renew' | 'fail'): Promise<string> {
  const response = await fetch(`${renewalUrl}/${action}`, { method: 'POST', redirect: 'manual' });
  if (response.status !== 303) throw new Error(`renewal answered ${response.status}`);
  return new URL(response.headers.get('location')!, 'http://x').searchParams.get('notice') ?? '';
}

/** Starts a checkout; the session, or the refusal's extensions when refused. */
export async function tryCheckout(t: TestApi, token: string, applicationId: string, amount: number, recurring: 'ONE_TIME' | 'MONTHLY' = 'ONE_TIME') {
  const answer = await t.graphql(CREATE_CHECKOUT, { applicationId, amount, recurring }, token);
  if (answer.status >= 500) throw new Error(`createCheckoutSession answered ${answer.status}`);
  if (answer.body.errors) {
    const extensions = answer.body.errors[0].extensions;
    if (extensions.code === 'INTERNAL_SERVER_ERROR') throw new Error(JSON.stringify(answer.body.errors));
    return { refused: extensions as { code: string; reason: string; values?: Record<string, unknown> } };
  }
  return { session: answer.body.data.createCheckoutSession as { id: string; url: string } };
}

export async function verify(t: TestApi, token: string, sessionId: string) {
  const answer = await t.graphql(VERIFY, { sessionId }, token);
  if (answer.status >= 500 || answer.body.errors) throw new Error(`verify failed: ${answer.status} ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data.verifyCheckoutSession;
}

/** Lets a checkout's hold lapse while its page stays open at the provider (a race that slips through). */
export function lapseHold(t: TestApi, sessionId: string): Promise<unknown> {
  return t.db.dataSource.query(`UPDATE application_hold SET expires_at = now() - interval '1 second' WHERE holder_id = (SELECT id FROM checkout WHERE provider_session_id = $1)`, [sessionId]);
}

/**
 * The books, after the background work has settled: every invariant holds and the provider's
 * books agree with Sabil's. Throws with what is wrong.
 */
export async function expectBooksBalanced(t: TestApi): Promise<void> {
  await t.api.services.closer.whenIdle();
  await t.api.services.testCheckout?.deliverDue();
  const broken = await brokenInvariants(t);
  if (broken.length) throw new Error(`invariants broken: ${JSON.stringify(broken)}`);
  const balance = await testProviderBalance(t);
  if (!balance.balanced) throw new Error(`provider and Sabil disagree: ${JSON.stringify(balance)}`);
}

/** Carries out every refund decided so far (waiting first for a round already holding claims). */
export async function settleRefunds(t: TestApi): Promise<void> {
  await t.api.services.refundExecutor.whenIdle();
  await t.api.services.refundExecutor.runOnce();
}

/** A small seeded random generator (mulberry32): a failing interleaving can be run again from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}
