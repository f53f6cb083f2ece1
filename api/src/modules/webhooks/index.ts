// The webhooks module's public face: what other modules may import (lint forbids reaching past it).
export { NO_WEBHOOK_EVENTS, type WebhookEventData, type WebhookEvents } from './webhook-outbox';
export { applicationDecided, donationCompleted, donationDisputed, donationRefunded, storyPublished, storyWithdrawn, trackingUpdated } from './webhook-event-data';
export { WebhookEventType } from './webhook.enums';
