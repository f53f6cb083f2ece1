import type { WebhookEventData } from './webhook-outbox';
import { WebhookEventType } from './webhook.enums';

/**
 * What each event tells a receiver. Integrators' systems sit outside our privacy rules, so only
 * ids, amounts, types and public titles go out — never names, emails, phones, addresses or
 * documents (a receiver that needs more asks the API with its key).
 */
export function applicationDecided(application: { id: string; status: string; travelType: string; requestedAmountCents: number }): {
  type: WebhookEventType;
  data: WebhookEventData;
} {
  if (application.status === 'approved') {
    return {
      type: WebhookEventType.APPLICATION_APPROVED,
      data: { applicationId: application.id, travelType: application.travelType, requestedAmount: application.requestedAmountCents / 100, currency: 'usd' },
    };
  }
  return { type: WebhookEventType.APPLICATION_REJECTED, data: { applicationId: application.id } };
}

export function storyPublished(story: { id: string; title: string }): WebhookEventData {
  return { storyId: story.id, title: story.title };
}

/** The same two fields as its publication, so a receiver can find and remove what it kept. */
export function storyWithdrawn(story: { id: string; title: string }): WebhookEventData {
  return { storyId: story.id, title: story.title };
}

export function donationCompleted(donation: { id: string; applicationId: string; amountCents: number; keptCents: number; recurring: boolean; testMode: boolean }): WebhookEventData {
  return {
    donationId: donation.id,
    applicationId: donation.applicationId,
    amount: donation.amountCents / 100,
    kept: donation.keptCents / 100,
    currency: 'usd',
    recurring: donation.recurring,
    testMode: donation.testMode,
  };
}

export function donationRefunded(refund: {
  id: string;
  applicationId: string;
  refundId: string;
  amountCents: number;
  refundedCents: number;
  keptCents: number;
  reason: string;
  testMode: boolean;
}): WebhookEventData {
  return {
    donationId: refund.id,
    applicationId: refund.applicationId,
    refundId: refund.refundId,
    amount: refund.amountCents / 100,
    refunded: refund.refundedCents / 100,
    kept: refund.keptCents / 100,
    reason: refund.reason,
    currency: 'usd',
    testMode: refund.testMode,
  };
}

export function donationDisputed(dispute: { id: string; applicationId: string; status: 'open' | 'won' | 'lost'; amountCents: number; testMode: boolean }): WebhookEventData {
  return { donationId: dispute.id, applicationId: dispute.applicationId, status: dispute.status, amount: dispute.amountCents / 100, currency: 'usd', testMode: dispute.testMode };
}

/** The message is written to the donor and may name people: only the status goes out. */
export function trackingUpdated(update: { donationId: string; applicationId: string; status: string }): WebhookEventData {
  return { donationId: update.donationId, applicationId: update.applicationId, status: update.status };
}
