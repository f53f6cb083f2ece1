import { registerEnumType } from 'type-graphql';

/** What an endpoint can subscribe to; the value is the `type` in the payload and `Sabil-Event-Type`. */
export enum WebhookEventType {
  APPLICATION_APPROVED = 'application.approved',
  APPLICATION_REJECTED = 'application.rejected',
  DONATION_COMPLETED = 'donation.completed',
  DONATION_REFUNDED = 'donation.refunded',
  DONATION_DISPUTED = 'donation.disputed',
  STORY_PUBLISHED = 'story.published',
  STORY_WITHDRAWN = 'story.withdrawn',
  TRACKING_UPDATED = 'tracking.updated',
  JOURNEY_STAGE_CHANGED = 'journey.stage_changed',
  PAYOUT_APPROVED = 'payout.approved',
  PAYOUT_PAID = 'payout.paid',
}

registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: 'An event a webhook endpoint can subscribe to. Payloads carry ids and amounts only, never personal data.',
  valuesConfig: {
    APPLICATION_APPROVED: { description: 'An admin approved an application: `data` has applicationId, travelType, requestedAmount, currency.' },
    APPLICATION_REJECTED: { description: 'An admin rejected an application: `data` has applicationId.' },
    DONATION_COMPLETED: {
      description: 'A payment was received: `data` has donationId, applicationId, amount (charged), kept (what counts towards the journey; less when it landed beyond the goal), currency, recurring, testMode.',
    },
    DONATION_REFUNDED: {
      description: 'Money of a donation went back: `data` has donationId, applicationId, refundId, amount (this refund), refunded and kept (the donation\'s totals after it), reason (over_goal, admin, provider, dispute_lost, currency, journey_cancelled, moved), currency, testMode.',
    },
    DONATION_DISPUTED: {
      description: "A donor's bank disputed a donation, or the dispute closed: `data` has donationId, applicationId, status (open, won or lost), amount, currency, testMode.",
    },
    STORY_PUBLISHED: { description: 'An admin approved a story, which is now public: `data` has storyId and title.' },
    STORY_WITHDRAWN: {
      description: 'A published story is no longer public (an admin withdrew it, or its author deleted it): `data` has storyId and title. Remove any copy you keep.',
    },
    TRACKING_UPDATED: { description: "An admin reported a funded journey's progress: `data` has donationId, applicationId and status (pending, ongoing or completed); the message stays with the donor." },
    JOURNEY_STAGE_CHANGED: {
      description: "An admin moved a journey (booked, visa issued, travelled, completed or cancelled): `data` has applicationId, changeId, fromStage, toStage, changedAt; never the booking reference or a cancellation's reason.",
    },
    PAYOUT_APPROVED: {
      description: "A second admin approved a payout of a journey's money: `data` has payoutId, applicationId, amount, currency, purpose (package, visa, flights or other), payee (operator or pilgrim), operatorId, approvedAt.",
    },
    PAYOUT_PAID: {
      description: 'An approved payout was transferred: `data` has payoutId, applicationId, amount, currency, purpose, payee, operatorId, paidAt and transferredOn; never the transfer reference or the invoice.',
    },
  },
});

export enum WebhookDeliveryStatus {
  PENDING = 'pending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}

registerEnumType(WebhookDeliveryStatus, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery of one event to one endpoint stands.',
  valuesConfig: {
    PENDING: { description: 'Not delivered yet: the next attempt is due at nextAttemptAt.' },
    DELIVERED: { description: 'The endpoint answered 2xx.' },
    FAILED: { description: 'Every attempt over at least 24 hours failed; an admin can redeliver.' },
  },
});
