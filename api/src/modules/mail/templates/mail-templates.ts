import type { RejectionReasonValue, TRAVEL_TYPES } from '@sabil/contracts';
import { isRightToLeft, mailText, type MailLanguage, type MailTextKey } from './mail-texts';

/** Every email the platform sends, by its key (the outbox's `template` column, the mail log's). */
export const MAIL_TEMPLATES = [
  'gift_receipt',
  'gift_ecard',
  'renewal_failed',
  'refund',
  'refund_failed',
  'tracking_update',
  'journey_thanks',
  'journey_cancelled',
  'application_received',
  'application_approved',
  'application_rejected',
  'story_published',
  'password_reset',
  'admin_sign_in',
  'contact_message',
  'newsletter_confirm',
  'newsletter_welcome',
  'newsletter_letter',
] as const;
export type MailTemplateKey = (typeof MAIL_TEMPLATES)[number];

/** The journey a gift went to, as donors see it: the seeker's first name and the travel type. */
export interface MailJourney {
  firstName: string;
  travelType: (typeof TRAVEL_TYPES)[number];
}

/**
 * Receipts' data beside the money: whether the payment was a test one (no money moved) and the
 * journey. Optional: messages queued before issue 28 lack them and still render.
 */
interface ReceiptContext {
  testMode?: boolean;
  journey?: MailJourney | null;
}

/** Whom a gift is dedicated to (issue 31). */
export interface GiftDedicationData {
  kind: 'on_behalf_of' | 'in_memory_of';
  name: string;
}

/** What each template is given when it is queued: ids, amounts and the person's own words, never HTML. */
export interface MailTemplateData {
  /** A one-time gift, or one month of a monthly gift, completed. */
  gift_receipt: { donationId: string; receiptNumber: string; amountCents: number; currency: string; monthly: boolean; refundedCents: number; paidAt: string; journeyCancelled?: boolean; zakatNotEligible?: boolean; dedication?: GiftDedicationData | null; /** Issue 31: given as zakat (absent before it: sadaqah). */ zakat?: boolean } & ReceiptContext;
  /** Issue 31: the e-card of a dedicated gift, to an address the donor gave; never the amount. `donorFirstName` is null for an anonymous gift. */
  gift_ecard: { dedicationKind: GiftDedicationData['kind']; dedicationName: string; donorFirstName: string | null; journey: MailJourney | null };
  /** A month of a monthly gift that the provider could not collect. */
  renewal_failed: { amountCents: number; currency: string };
  refund: { donationId: string; receiptNumber: string; refundNumber: string; amountCents: number; currency: string } & ReceiptContext;
  /** A refund the card provider refused, or failed after carrying it out: the money is owed to the donor. */
  refund_failed: { donationId: string; receiptNumber: string; refundNumber: string; amountCents: number; currency: string } & ReceiptContext;
  /** An update to a journey the donor supports; `donationId` is their gift it names. `journey` is absent in messages queued before issue 30. */
  tracking_update: { donationId: string; status: 'pending' | 'ongoing' | 'completed'; message: string | null; journey?: MailJourney | null };
  /** A pilgrim's thank-you, published by an admin, to each donor of the journey (first name only, never the full name). */
  journey_thanks: { message: string; journey: MailJourney };
  /** A journey the donor supports was cancelled (issue 30): their part to refund or move, what was paid out, the deadline and the default then. */
  journey_cancelled: { choiceId: string; refundableCents: number; unrecoverableCents: number; currency: string; deadlineAt: string; fallback: 'refund' | 'move'; journey?: MailJourney | null };
  application_received: Record<string, never>;
  application_approved: Record<string, never>;
  /** The reviewer's reason (a code, said in the seeker's language) and note (their own words), as on the application. */
  application_rejected: { reason: RejectionReasonValue | null; note: string | null };
  story_published: { title: string };
  /** `url` is the whole link (with its token), made by whoever resets passwords. */
  password_reset: { url: string; minutes: number };
  admin_sign_in: { at: string; address: string; agent: string | null };
  /** A contact form message, to the charity's address (CONTACT_EMAIL). */
  contact_message: { name: string; email: string; subject: string; message: string };
  /** The double opt-in link (`url`, with its token), made by the newsletter module. */
  newsletter_confirm: { url: string; days: number };
  /** After confirming; `unsubscribeUrl` is the subscriber's one-click link (no account: the newsletter module signs it). */
  newsletter_welcome: { unsubscribeUrl: string };
  /** An admin's letter. */
  newsletter_letter: { subject: string; body: string; unsubscribeUrl: string };
}

/** What a person may unsubscribe from. Receipts and account mail belong to no topic: they are always sent. */
export type MailTopic = 'tracking_updates';

// A pilgrim's thank-you and a cancelled journey's notice are news of a supported journey: they follow
// the updates' unsubscribe (the dashboard shows them either way).
export const TEMPLATE_TOPIC: Readonly<Partial<Record<MailTemplateKey, MailTopic>>> = {
  tracking_update: 'tracking_updates',
  journey_thanks: 'tracking_updates',
  journey_cancelled: 'tracking_updates',
};

/** A message's words before they are laid out: escaped and laid out as HTML by render-mail.ts, or as text. */
export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Why the person receives it. */
  footer: string;
  /** Mail to an address without an account (the newsletter, the charity's inbox): greeted without a name. */
  anonymous?: boolean;
  /** A one-click unsubscribe link the template carries itself (the newsletter's), with the words before it. */
  unsubscribe?: { lead: string; url: string };
}

export interface MailContext {
  language: MailLanguage;
  /** The recipient's name as they wrote it. */
  name: string;
  /** An absolute address on the web app (WEB_ORIGIN + path). */
  web(path: string): string;
}

/**
 * Money in the recipient's language ("$50.50", "‏50.50 US$"), as the web app formats it. In Arabic
 * and Urdu a Latin currency sign is isolated left to right (U+2066 … U+2069): inside a right-to-left
 * sentence "US$" would otherwise read "$US" (mailText isolates the whole amount too).
 */
export function money(language: MailLanguage, cents: number, currency: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: cents % 100 ? 2 : 0 }).formatToParts(cents / 100);
  const latinSign = (part: Intl.NumberFormatPart) => isRightToLeft(language) && part.type === 'currency' && /[A-Za-z]/.test(part.value);
  return parts.map((part) => (latinSign(part) ? `\u2066${part.value}\u2069` : part.value)).join('');
}

/** A day in the recipient's language (UTC: the receipt page's day). */
export function day(language: MailLanguage, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

function dayAndTime(language: MailLanguage, iso: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

/** A rejection reason's words (the seeker's status page says the same). */
const REJECTION_REASON_TEXTS: Readonly<Record<RejectionReasonValue, MailTextKey>> = {
  'id-document-unreadable': 'rejection_reason_id_document_unreadable',
  'details-incomplete': 'rejection_reason_details_incomplete',
  'not-eligible': 'rejection_reason_not_eligible',
  duplicate: 'rejection_reason_duplicate',
  other: 'rejection_reason_other',
};

type Translate = (key: MailTextKey, values?: Record<string, string | number>) => string;

const TRAVEL_TYPE_TEXTS: Readonly<Record<MailJourney['travelType'], MailTextKey>> = { Hajj: 'travel_type_hajj', Umrah: 'travel_type_umrah' };

/** "Your gift goes to Amina's Hajj journey.", when the journey is known. */
function journeyLine(key: 'gift_receipt_journey' | 'refund_journey' | 'tracking_update_journey' | 'gift_ecard_journey', journey: MailJourney | null | undefined, t: Translate): string[] {
  if (!journey?.firstName || !TRAVEL_TYPE_TEXTS[journey.travelType]) return [];
  return [t(key, { firstName: journey.firstName, travelType: t(TRAVEL_TYPE_TEXTS[journey.travelType]) })];
}

type Builder<K extends MailTemplateKey> = (data: MailTemplateData[K], context: MailContext, t: Translate) => MailContent;

const BUILDERS: { [K in MailTemplateKey]: Builder<K> } = {
  gift_receipt: (data, { language, web }, t) => {
    const amount = money(language, data.amountCents, data.currency);
    return {
      subject: t(data.monthly ? 'gift_receipt_subject_monthly' : 'gift_receipt_subject_one_time', { receiptNumber: data.receiptNumber }),
      heading: t('gift_receipt_heading'),
      paragraphs: [
        // As the web receipt says it: a test payment moved no money.
        ...(data.testMode ? [t('gift_receipt_test_mode')] : []),
        t(data.monthly ? 'gift_receipt_body_monthly' : 'gift_receipt_body_one_time', { amount }),
        t(data.zakat ? 'gift_receipt_kind_zakat' : 'gift_receipt_kind_sadaqah'),
        ...journeyLine('gift_receipt_journey', data.journey, t),
        ...(data.dedication ? [t(`gift_receipt_${data.dedication.kind}` as const, { name: data.dedication.name })] : []),
        ...(data.refundedCents > 0
          ? [
              t(data.journeyCancelled ? 'gift_receipt_refunded_cancelled' : data.zakatNotEligible ? 'gift_receipt_refunded_zakat' : 'gift_receipt_refunded_part', {
                refunded: money(language, data.refundedCents, data.currency),
              }),
            ]
          : []),
        t('gift_receipt_number', { receiptNumber: data.receiptNumber }),
        t('gift_receipt_date', { date: day(language, data.paidAt) }),
      ],
      button: { label: t('gift_receipt_button'), url: web(`/donor/receipt/${encodeURIComponent(data.donationId)}`) },
      footer: t('footer_receipt'),
    };
  },
  gift_ecard: (data, { web }, t) => ({
    subject: t(`gift_ecard_subject_${data.dedicationKind}` as const, { name: data.dedicationName }),
    heading: t('gift_ecard_heading'),
    paragraphs: [
      t(`gift_ecard_body_${data.dedicationKind}` as const, { name: data.dedicationName }),
      ...journeyLine('gift_ecard_journey', data.journey, t),
      data.donorFirstName ? t('gift_ecard_from', { donor: data.donorFirstName }) : t('gift_ecard_from_anonymous'),
      t('gift_ecard_prayer'),
    ],
    button: { label: t('gift_ecard_button'), url: web('/learn-more') },
    footer: t('footer_ecard'),
    anonymous: true,
  }),
  renewal_failed: (data, { language, web }, t) => ({
    subject: t('renewal_failed_subject'),
    heading: t('renewal_failed_heading'),
    paragraphs: [t('renewal_failed_body', { amount: money(language, data.amountCents, data.currency) })],
    button: { label: t('renewal_failed_button'), url: web('/donor/dashboard') },
    footer: t('footer_account'),
  }),
  refund: (data, { language, web }, t) => ({
    subject: t('refund_subject', { refundNumber: data.refundNumber }),
    heading: t('refund_heading'),
    paragraphs: [
      ...(data.testMode ? [t('refund_test_mode')] : []),
      t('refund_body', { amount: money(language, data.amountCents, data.currency), receiptNumber: data.receiptNumber }),
      ...journeyLine('refund_journey', data.journey, t),
    ],
    button: { label: t('refund_button'), url: web(`/donor/receipt/${encodeURIComponent(data.donationId)}`) },
    footer: t('footer_receipt'),
  }),
  refund_failed: (data, { language, web }, t) => ({
    subject: t('refund_failed_subject', { refundNumber: data.refundNumber }),
    heading: t('refund_failed_heading'),
    paragraphs: [
      ...(data.testMode ? [t('refund_failed_test_mode')] : []),
      t('refund_failed_body', { amount: money(language, data.amountCents, data.currency), receiptNumber: data.receiptNumber }),
      ...journeyLine('refund_journey', data.journey, t),
      t('refund_failed_owed'),
    ],
    button: { label: t('refund_button'), url: web(`/donor/receipt/${encodeURIComponent(data.donationId)}`) },
    footer: t('footer_account'),
  }),
  tracking_update: (data, { web }, t) => ({
    subject: t('tracking_update_subject'),
    heading: t('tracking_update_heading'),
    paragraphs: [
      ...journeyLine('tracking_update_journey', data.journey, t),
      t('tracking_update_body', { status: t(`tracking_status_${data.status}` as const) }),
      ...(data.message ? [t('tracking_update_message', { message: data.message })] : []),
    ],
    button: { label: t('tracking_update_button'), url: web('/donor/dashboard') },
    footer: t('footer_account'),
  }),
  journey_thanks: (data, { web }, t) => {
    const travelType = TRAVEL_TYPE_TEXTS[data.journey.travelType] ? t(TRAVEL_TYPE_TEXTS[data.journey.travelType]) : data.journey.travelType;
    return {
      subject: t('journey_thanks_subject', { firstName: data.journey.firstName }),
      heading: t('journey_thanks_heading'),
      paragraphs: [t('journey_thanks_body', { firstName: data.journey.firstName, travelType }), t('journey_thanks_message', { message: paragraphsOf(data.message).join(' ') })],
      button: { label: t('journey_thanks_button'), url: web('/donor/dashboard') },
      footer: t('footer_account'),
    };
  },
  journey_cancelled: (data, { language, web }, t) => {
    const journey = data.journey?.firstName && TRAVEL_TYPE_TEXTS[data.journey.travelType]
      ? [t('journey_cancelled_journey', { firstName: data.journey.firstName, travelType: t(TRAVEL_TYPE_TEXTS[data.journey.travelType]) })]
      : [];
    const unrecoverable = data.unrecoverableCents > 0 ? [t('journey_cancelled_unrecoverable', { amount: money(language, data.unrecoverableCents, data.currency) })] : [];
    if (data.refundableCents <= 0) {
      return { subject: t('journey_cancelled_subject'), heading: t('journey_cancelled_heading'), paragraphs: [...journey, t('journey_cancelled_nothing')], footer: t('footer_account') };
    }
    return {
      subject: t('journey_cancelled_subject'),
      heading: t('journey_cancelled_heading'),
      paragraphs: [
        ...journey,
        t('journey_cancelled_choice', { amount: money(language, data.refundableCents, data.currency) }),
        ...unrecoverable,
        t('journey_cancelled_deadline', { date: day(language, data.deadlineAt), fallback: t(data.fallback === 'move' ? 'journey_cancelled_fallback_move' : 'journey_cancelled_fallback_refund') }),
      ],
      button: { label: t('journey_cancelled_button'), url: web('/donor/dashboard') },
      footer: t('footer_account'),
    };
  },
  application_received: (_data, { web }, t) => ({
    subject: t('application_received_subject'),
    heading: t('application_received_heading'),
    paragraphs: [t('application_received_body')],
    button: { label: t('application_button'), url: web('/seeker-form') },
    footer: t('footer_account'),
  }),
  application_approved: (_data, { web }, t) => ({
    subject: t('application_approved_subject'),
    heading: t('application_approved_heading'),
    paragraphs: [t('application_approved_body')],
    button: { label: t('application_button'), url: web('/seeker-form') },
    footer: t('footer_account'),
  }),
  application_rejected: (data, { web }, t) => ({
    subject: t('application_rejected_subject'),
    heading: t('application_rejected_heading'),
    paragraphs: [
      t('application_rejected_body'),
      ...(data.reason ? [t('application_rejected_reason', { reason: t(REJECTION_REASON_TEXTS[data.reason]) })] : []),
      ...(data.note ? [t('application_rejected_note', { note: data.note })] : []),
    ],
    button: { label: t('application_button'), url: web('/seeker-form') },
    footer: t('footer_account'),
  }),
  story_published: (data, { web }, t) => ({
    subject: t('story_published_subject', { title: data.title }),
    heading: t('story_published_heading'),
    paragraphs: [t('story_published_body', { title: data.title })],
    button: { label: t('story_published_button'), url: web('/community') },
    footer: t('footer_account'),
  }),
  password_reset: (data, _context, t) => ({
    subject: t('password_reset_subject'),
    heading: t('password_reset_heading'),
    paragraphs: [t('password_reset_body', { minutes: data.minutes })],
    button: { label: t('password_reset_button'), url: data.url },
    after: [t('password_reset_ignore')],
    footer: t('footer_account'),
  }),
  admin_sign_in: (data, { language }, t) => ({
    subject: t('admin_sign_in_subject'),
    heading: t('admin_sign_in_heading'),
    paragraphs: [
      t('admin_sign_in_body', { date: dayAndTime(language, data.at), address: data.address }),
      ...(data.agent ? [t('admin_sign_in_agent', { agent: data.agent })] : []),
      t('admin_sign_in_warning'),
    ],
    footer: t('footer_account'),
  }),
  contact_message: (data, { web }, t) => ({
    subject: t('contact_message_subject', { subject: data.subject }),
    heading: t('contact_message_heading'),
    paragraphs: [t('contact_message_from', { name: data.name, email: data.email }), t('contact_message_subject_line', { subject: data.subject }), ...paragraphsOf(data.message)],
    button: { label: t('contact_message_button'), url: web('/admin/dashboard') },
    after: [t('contact_message_reply', { email: data.email })],
    footer: t('footer_contact'),
    anonymous: true,
  }),
  newsletter_confirm: (data, _context, t) => ({
    subject: t('newsletter_confirm_subject'),
    heading: t('newsletter_confirm_heading'),
    paragraphs: [t('newsletter_confirm_body', { days: data.days })],
    button: { label: t('newsletter_confirm_button'), url: data.url },
    after: [t('newsletter_confirm_ignore')],
    footer: t('footer_newsletter_confirm'),
    anonymous: true,
  }),
  newsletter_welcome: (data, { web }, t) => ({
    subject: t('newsletter_welcome_subject'),
    heading: t('newsletter_welcome_heading'),
    paragraphs: [t('newsletter_welcome_body')],
    button: { label: t('newsletter_welcome_button'), url: web('/') },
    footer: t('footer_newsletter'),
    anonymous: true,
    unsubscribe: { lead: t('footer_newsletter_unsubscribe'), url: data.unsubscribeUrl },
  }),
  newsletter_letter: (data, _context, t) => ({
    subject: data.subject,
    heading: data.subject,
    paragraphs: paragraphsOf(data.body),
    footer: t('footer_newsletter'),
    anonymous: true,
    unsubscribe: { lead: t('footer_newsletter_unsubscribe'), url: data.unsubscribeUrl },
  }),
};

/** What someone typed, as paragraphs: one per line, empty lines dropped. */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The words of one message in the recipient's language. */
export function mailContent<K extends MailTemplateKey>(template: K, data: MailTemplateData[K], context: MailContext): MailContent {
  const builder = BUILDERS[template] as Builder<K> | undefined;
  if (!builder) throw new Error(`unknown mail template "${template}"`);
  return builder(data, context, (key, values) => mailText(context.language, key, values));
}

export function isMailTemplate(value: unknown): value is MailTemplateKey {
  return typeof value === 'string' && (MAIL_TEMPLATES as readonly string[]).includes(value);
}
