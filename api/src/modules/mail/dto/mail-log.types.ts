import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';
import { AccountLanguage } from '../../accounts';

export enum MailStatus {
  PENDING = 'pending',
  SENT = 'sent',
  FAILED = 'failed',
  BOUNCED = 'bounced',
  SUPPRESSED = 'suppressed',
}

registerEnumType(MailStatus, {
  name: 'MailStatus',
  description: 'Where a message stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt or for a retry.' },
    SENT: { description: 'Accepted by the mail server (or kept in the development mailbox).' },
    FAILED: { description: 'Given up after the last attempt failed (the server could not be reached or kept deferring it).' },
    BOUNCED: { description: 'Refused for good by the mail server (a 5xx reply); not retried.' },
    SUPPRESSED: { description: 'Not sent: the address bounced before, or the person unsubscribed from this kind of message.' },
  },
});

export enum MailTemplate {
  GIFT_RECEIPT = 'gift_receipt',
  GIFT_ECARD = 'gift_ecard',
  RENEWAL_FAILED = 'renewal_failed',
  REFUND = 'refund',
  REFUND_FAILED = 'refund_failed',
  TRACKING_UPDATE = 'tracking_update',
  JOURNEY_THANKS = 'journey_thanks',
  JOURNEY_CANCELLED = 'journey_cancelled',
  APPLICATION_RECEIVED = 'application_received',
  APPLICATION_APPROVED = 'application_approved',
  APPLICATION_REJECTED = 'application_rejected',
  STORY_PUBLISHED = 'story_published',
  PASSWORD_RESET = 'password_reset',
  ADMIN_SIGN_IN = 'admin_sign_in',
  CONTACT_MESSAGE = 'contact_message',
  NEWSLETTER_CONFIRM = 'newsletter_confirm',
  NEWSLETTER_WELCOME = 'newsletter_welcome',
  NEWSLETTER_LETTER = 'newsletter_letter',
}

registerEnumType(MailTemplate, {
  name: 'MailTemplate',
  description: 'Which email a message is.',
  valuesConfig: {
    GIFT_RECEIPT: { description: 'The receipt of a one-time gift or of one month of a monthly gift.' },
    GIFT_ECARD: { description: 'The e-card of a dedicated gift, to the address its donor gave, once the gift is paid (never its amount).' },
    RENEWAL_FAILED: { description: 'A month of a monthly gift could not be collected.' },
    REFUND: { description: 'Money of a gift is on its way back to the donor.' },
    REFUND_FAILED: { description: 'A refund the card provider refused or failed after all: the money is with the charity, owed to the donor.' },
    TRACKING_UPDATE: { description: 'News of the journey a donor supports (donors may unsubscribe).' },
    JOURNEY_THANKS: { description: 'The pilgrim’s thank-you after travelling, to the journey’s donors (with the journey news: donors may unsubscribe).' },
    JOURNEY_CANCELLED: { description: 'A journey the donor supports was cancelled: their part to refund or move, and the deadline (follows the updates’ unsubscribe).' },
    APPLICATION_RECEIVED: { description: 'A seeker’s application arrived.' },
    APPLICATION_APPROVED: { description: 'A seeker’s application was approved.' },
    APPLICATION_REJECTED: { description: 'A seeker’s application was not approved.' },
    STORY_PUBLISHED: { description: 'A seeker’s story is on the community page.' },
    PASSWORD_RESET: { description: 'A link to choose a new password.' },
    ADMIN_SIGN_IN: { description: 'An admin account was signed in to.' },
    CONTACT_MESSAGE: { description: "A contact form message, to the charity's address (CONTACT_EMAIL)." },
    NEWSLETTER_CONFIRM: { description: 'The double opt-in link of a newsletter subscription.' },
    NEWSLETTER_WELCOME: { description: 'A newsletter subscription confirmed.' },
    NEWSLETTER_LETTER: { description: "An admin's newsletter letter." },
  },
});

@ObjectType({ description: 'One email in the mail log: who it went to, which, and how it fared. Never its words.' })
export class MailLogEntry {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'The address it goes to.' })
  recipient!: string;

  @Field(() => MailTemplate, { description: 'Which email it is.' })
  template!: MailTemplate;

  @Field(() => AccountLanguage, { description: 'The language it is written in.' })
  language!: AccountLanguage;

  @Field(() => MailStatus, { description: 'Pending, sent, failed, bounced or suppressed.' })
  status!: MailStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or why it was not sent.' })
  lastError!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the last attempt was made.' })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (pending messages only).' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it.' })
  sentAt!: Date | null;

  @Field({ description: 'When it was queued (with the change it reports).' })
  createdAt!: Date;
}

const MailLogEdge = edgeType('MailLog', MailLogEntry, 'message');

@ObjectType({ description: 'A page of the mail log, newest first.' })
export class MailLogConnection {
  @Field(() => [MailLogEntry], { description: 'The messages on this page.' })
  nodes!: MailLogEntry[];

  @Field(() => [MailLogEdge], { description: 'The messages on this page, each with its cursor (Relay edges).' })
  edges!: Edge<MailLogEntry>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}
