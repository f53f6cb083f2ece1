import { pdfBytes } from './fixtures';
import type { TestApi } from './test-api';

/**
 * Payouts as the tests of other domains need them (issue 30): an operator, and a payout proposed
 * over REST with its invoice, approved by a second admin, and marked paid. Each step must succeed;
 * payouts.test.ts and payouts-race.test.ts test the steps themselves and their refusals.
 */

const APPROVE = `mutation A($input: PayoutOfJourneyInput!) { approvePayout(input: $input) { id } }`;
const PAID = `mutation P($input: MarkPayoutPaidInput!) { markPayoutPaid(input: $input) { id } }`;

function succeeded(answer: { body: any }, step: string): void {
  if (answer.body.errors) throw new Error(`${step}: ${JSON.stringify(answer.body.errors)}`);
}

/** A licensed operator (its id). */
export async function createOperator(t: TestApi, adminToken: string, licenceNumber: string, name = 'Al Noor Travel'): Promise<string> {
  const created = await t.graphql(
    `mutation O($input: OperatorInput!) { createOperator(input: $input) { id } }`,
    { input: { name, country: 'United Kingdom', licenceNumber, contact: 'bookings@alnoor.example' } },
    adminToken,
  );
  succeeded(created, 'createOperator');
  return created.body.data.createOperator.id;
}

export interface PayoutSteps {
  /** The admin who proposes it and, later, marks it paid. */
  proposer: string;
  /** Another admin, who approves it. */
  approver: string;
  /** To this operator; to the pilgrim without one. */
  operatorId?: string;
  purpose?: string;
  /** Stop after the approval (approved, not paid). */
  approvedOnly?: boolean;
}

/** A payout of `dollars` out of the journey: proposed, approved by the second admin, and (unless `approvedOnly`) paid. Its id. */
export async function payout(t: TestApi, applicationId: string, dollars: number, steps: PayoutSteps): Promise<string> {
  const form = new FormData();
  const fields = { payee: steps.operatorId ? 'operator' : 'pilgrim', ...(steps.operatorId ? { operatorId: steps.operatorId } : {}), amount: String(dollars), purpose: steps.purpose ?? 'package' };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('document', new Blob([new Uint8Array(pdfBytes())]), 'invoice.pdf');
  const response = await fetch(`${t.url}/journeys/${applicationId}/payouts`, { method: 'POST', body: form, headers: { authorization: `Bearer ${steps.proposer}` } });
  const proposed = (await response.json()) as { _id?: string };
  if (response.status !== 201 || !proposed._id) throw new Error(`proposing answered ${response.status}: ${JSON.stringify(proposed)}`);
  const ref = { applicationId, payoutId: proposed._id };
  succeeded(await t.graphql(APPROVE, { input: ref }, steps.approver), 'approvePayout');
  if (!steps.approvedOnly) await markPaid(t, ref, steps.proposer);
  return proposed._id;
}

/** An approved payout marked paid. */
export async function markPaid(t: TestApi, ref: { applicationId: string; payoutId: string }, adminToken: string): Promise<void> {
  succeeded(await t.graphql(PAID, { input: { ...ref, transferReference: 'TR-778899', transferredOn: '2026-11-20' } }, adminToken), 'markPayoutPaid');
}
