import { useLingui } from '@lingui/react/macro';
import type { WebhookDeliveryStatus, WebhookEventType } from '../../../graphql/generated/graphql';

/** Every event an endpoint can subscribe to, in the schema's order. */
export const WEBHOOK_EVENTS: readonly WebhookEventType[] = [
  'APPLICATION_APPROVED',
  'APPLICATION_REJECTED',
  'DONATION_COMPLETED',
  'DONATION_REFUNDED',
  'DONATION_DISPUTED',
  'STORY_PUBLISHED',
  'STORY_WITHDRAWN',
  'TRACKING_UPDATED',
  'JOURNEY_STAGE_CHANGED',
  'PAYOUT_APPROVED',
  'PAYOUT_PAID',
];

/** One message per event: its name and when it is sent. */
export function useWebhookEventLabels(): Record<WebhookEventType, { label: string; description: string }> {
  const { t } = useLingui();
  return {
    APPLICATION_APPROVED: { label: t`Request approved`, description: t`An admin approved a seeker's request; it is now open for donations.` },
    APPLICATION_REJECTED: { label: t`Request rejected`, description: t`An admin rejected a seeker's request.` },
    DONATION_COMPLETED: { label: t`Donation received`, description: t`A payment arrived for a request; never who gave.` },
    DONATION_REFUNDED: { label: t`Donation refunded`, description: t`Money of a donation went back to the donor, in whole or in part.` },
    DONATION_DISPUTED: { label: t`Donation disputed`, description: t`A donor's bank disputed a donation, or the dispute closed.` },
    STORY_PUBLISHED: { label: t`Story published`, description: t`An admin published a community story.` },
    STORY_WITHDRAWN: { label: t`Story withdrawn`, description: t`A published story left the community page: an admin withdrew it, or its author deleted it.` },
    TRACKING_UPDATED: { label: t`Journey progress`, description: t`An admin reported a funded journey's progress; the message stays with the donor.` },
    JOURNEY_STAGE_CHANGED: { label: t`Journey stage changed`, description: t`An admin booked, advanced or cancelled a journey; never the booking reference or the reason.` },
    PAYOUT_APPROVED: { label: t`Payout approved`, description: t`A second admin approved a payout of a journey's money; amounts and purpose only.` },
    PAYOUT_PAID: { label: t`Payout paid`, description: t`An approved payout was transferred; never the transfer reference or the invoice.` },
  };
}

/** A delivery's state in words (never by colour alone). */
export function useDeliveryStatusLabels(): Record<WebhookDeliveryStatus, string> {
  const { t } = useLingui();
  return {
    PENDING: t({ message: 'Pending', context: 'webhook delivery' }),
    DELIVERED: t({ message: 'Delivered', context: 'webhook delivery' }),
    FAILED: t({ message: 'Failed', context: 'webhook delivery' }),
  };
}
