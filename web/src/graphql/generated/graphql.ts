/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The language a person's email is written in. */
export type AccountLanguage =
  /** Arabic (right to left). */
  | 'AR'
  /** English. */
  | 'EN'
  /** Urdu (right to left). */
  | 'UR';

/** A donor’s answer to a cancelled journey’s choice. */
export type AnswerCancellationInput = {
  /** REFUND or MOVE. */
  answer: CancellationAnswer;
  /** The choice. */
  choiceId: string | number;
  /** With MOVE: the open journey to move to. */
  targetApplicationId?: string | number | null | undefined;
};

/** What an API key may read. Every key is read-only; mutations are refused whatever its scopes. */
export type ApiKeyScope =
  /** Approved fundraising requests as the public may see them (publicFundraisingRequests, publicFundraisingSummary): first name, city, country, journey and amounts — never a street address, phone, email, free text or document. */
  | 'APPLICATIONS_READ'
  /** Donation totals per approved request (donationTotals): amounts and counts, never who gave. */
  | 'DONATION_TOTALS_READ'
  /** The journeys' public ledgers and their summary (publicJourneyLedgers, publicJourneyLedger, transparency; on REST GET /ledger/journeys, GET /ledger/journeys/{applicationId} and GET /ledger/summary): amounts, dates, stages, first names, cities and payouts' operators and purposes, never a donor. */
  | 'LEDGER_READ'
  /** Published community stories (approvedStories; on REST GET /stories/approved and GET /stories/file/{id}). */
  | 'STORIES_READ'
  /** A journey's approved words of support (supportMessages): the words, the date and the donor's first name, never an anonymous donor's. */
  | 'SUPPORT_MESSAGES_READ';

/** pending until an admin decides; approved requests are shown to donors. */
export type ApplicationStatus =
  /** Approved by an admin: shown to donors and open for donations until funded. */
  | 'APPROVED'
  /** Submitted, waiting for an admin’s review. */
  | 'PENDING'
  /** Rejected by an admin; the seeker may apply again. */
  | 'REJECTED';

/** A background worker of the API: each runs as jobs of its own queue on the job queue (pg-boss). */
export type BackgroundJobQueue =
  /** Applies the admins' default to cancelled journeys' choices left unanswered past their 30 days. */
  | 'CANCELLATION_SWEEP'
  /** Cancels the monthly gifts and closes the open checkouts of journeys that reached their goal. */
  | 'FUNDED_REQUEST_CLOSER'
  /** Sends the mail outbox. */
  | 'MAIL'
  /** Mails the links of the password-reset requests. */
  | 'PASSWORD_RESET'
  /** Asks the payment provider about checkouts whose outcome never came, and closes those past their time. */
  | 'PAYMENT_SWEEP'
  /** Carries out the refunds decided, at the payment provider. */
  | 'REFUND_EXECUTOR'
  /** Deletes the ID documents, story media and files kept past their time. */
  | 'RETENTION'
  /** Sends the webhook outbox, and prunes old events. */
  | 'WEBHOOKS';

/** A proposed or approved payout cancelled, with why. */
export type CancelPayoutInput = {
  /** The journey (an approved application). */
  applicationId: string | number;
  /** The payout. */
  payoutId: string | number;
  /** Why, at most 500 characters. */
  reason: string;
};

/** Refund the part to the card, or move it to another open journey. */
export type CancellationAnswer =
  /** To another open journey (as the default: the open journey closest to its goal that it fits). */
  | 'MOVE'
  /** Back to the card, through the card provider (within its refund window). */
  | 'REFUND';

/** A cancelled journey’s donor’s choice: open (unanswered), refunded, or moved to another journey. */
export type CancellationChoiceStatus =
  /** Their part moved to another open journey. */
  | 'MOVED'
  /** Not answered yet; the admins’ default applies at its deadline. */
  | 'OPEN'
  /** Their part went back to their card (refunds carried out by the card provider). */
  | 'REFUNDED';

/** The donor, or the admins’ default after 30 days without an answer. */
export type CancellationDecider =
  /** The admins’ default, applied after the deadline. */
  | 'DEFAULT'
  /** The donor chose. */
  | 'DONOR';

/** The donor's language, for the test checkout's pages: en, ar or ur. */
export type CheckoutLocale =
  /** Arabic (right to left). */
  | 'AR'
  /** English. */
  | 'EN'
  /** Urdu (right to left). */
  | 'UR';

/** open: not paid (yet); processing: paid with a method that settles later; completed; failed; expired: closed unpaid (its 30 minutes passed, or the request was fully funded meanwhile). */
export type CheckoutStatus =
  /** Paid: its donation is recorded. */
  | 'COMPLETED'
  /** Closed unpaid: its 30 minutes passed, or the request was fully funded meanwhile. */
  | 'EXPIRED'
  /** The payment did not go through; nothing was recorded. */
  | 'FAILED'
  /** Not paid (yet): the donor is on, or left, the payment page. */
  | 'OPEN'
  /** Paid with a method that settles later; the donation is recorded when it does. */
  | 'PROCESSING';

/** A new API key: a name and at least one scope. */
export type CreateApiKeyInput = {
  /** What the key is for, 1–100 characters. */
  name: string;
  /** What the key may read; at least one. */
  scopes: Array<ApiKeyScope>;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** What the endpoint is for (at most 500 characters). */
  description?: string | null | undefined;
  /** The events to send to it (at least one). */
  events: Array<WebhookEventType>;
  /** An https URL that leads to a public address. */
  url: string;
};

/** Whom a gift is dedicated to. */
export type DedicationKind =
  /** Given in memory of the named person. */
  | 'IN_MEMORY_OF'
  /** Given on behalf of the named person (Hajj badal, a living relative). */
  | 'ON_BEHALF_OF';

/** A bank dispute (chargeback) of a donation: open, won or lost. */
export type DisputeStatus =
  /** The dispute was decided for the donor: the money went back. */
  | 'LOST'
  /** The donor's bank is disputing it; it counts for nothing meanwhile. */
  | 'OPEN'
  /** The dispute was decided for the charity: the money stays. */
  | 'WON';

/** Where the money stands: completed, partially refunded, refunded, disputed, or failed (a renewal that could not be collected). */
export type DonationStatus =
  /** The money arrived and is kept whole; it counts towards the journey and has a receipt. */
  | 'COMPLETED'
  /** The donor's bank is disputing it: it counts for nothing until the dispute is won. */
  | 'DISPUTED'
  /** A monthly renewal the card provider could not collect; it counts for nothing and has no receipt. */
  | 'FAILED'
  /** Part of it went back (see refundedAmount); the rest (keptAmount) counts towards the journey. */
  | 'PARTIALLY_REFUNDED'
  /** All of it went back; it counts for nothing, and its receipt shows the refunds. */
  | 'REFUNDED';

/** People in the household: 1 to 5, or 6 and more. */
export type FamilySize =
  /** Five people (REST: `5`). */
  | 'FIVE'
  /** Four people (REST: `4`). */
  | 'FOUR'
  /** One person (REST: `1`). */
  | 'ONE'
  /** Six people or more (REST: `6+`). */
  | 'SIX_OR_MORE'
  /** Three people (REST: `3`). */
  | 'THREE'
  /** Two people (REST: `2`). */
  | 'TWO';

/** Why a monthly gift ended. */
export type GiftCancelReason =
  /** It was charged in a currency whose dollar value the card provider could not tell: each month went back whole, so Sabil ended it. */
  | 'CURRENCY'
  /** The donor cancelled it. */
  | 'DONOR'
  /** The journey was fully funded, so Sabil stopped it. */
  | 'GOAL_REACHED'
  /** Its journey was cancelled, so Sabil stopped it. */
  | 'JOURNEY_CANCELLED'
  /** The card provider ended it (e.g. after failed renewals). */
  | 'PROVIDER';

/** Monthly household income in dollars: under 500, 500–1000, 1000–2000, 2000–3000, over 3000. */
export type IncomeBracket =
  /** 500 to 1000 dollars a month (REST: `500-1000`). */
  | 'FROM_500_TO_1000'
  /** 1000 to 2000 dollars a month (REST: `1000-2000`). */
  | 'FROM_1000_TO_2000'
  /** 2000 to 3000 dollars a month (REST: `2000-3000`). */
  | 'FROM_2000_TO_3000'
  /** Over 3000 dollars a month (REST: `over-3000`). */
  | 'OVER_3000'
  /** Under 500 dollars a month (REST: `under-500`). */
  | 'UNDER_500';

/** Where a journey stands: fundraising → funded → booked → visa issued → travelled → completed, or cancelled. */
export type JourneyStage =
  /** An admin booked it with an operator (booking reference and operator name). */
  | 'BOOKED'
  /** It cannot happen (the reason is kept for admins and the seeker). Final. */
  | 'CANCELLED'
  /** The journey is over. Final. */
  | 'COMPLETED'
  /** What it keeps reached its goal; an admin may book it. */
  | 'FUNDED'
  /** Approved and open for donations: what it keeps is below its goal (it comes back here if a refund takes it below). */
  | 'FUNDRAISING'
  /** The pilgrim travelled (departure date, and return date when known). */
  | 'TRAVELLED'
  /** The visa was issued (on the date given). */
  | 'VISA_ISSUED';

/** Where a pilgrim's thank-you stands. */
export type JourneyThanksStatus =
  /** Waiting for an admin: its donors do not read it yet. */
  | 'PENDING'
  /** An admin published it: the journey's donors read it and were emailed it. */
  | 'PUBLISHED'
  /** An admin rejected it, with a reason the pilgrim reads. */
  | 'REJECTED';

/** What a ledger line records: money in (a gift) or out (a refund, a lost dispute, a payout). */
export type LedgerLineKind =
  /** A donor's bank took the money back: a dispute was lost. Out. */
  | 'DISPUTE_LOST'
  /** A gift that arrived (each month of a monthly gift is its own line). In. */
  | 'GIFT'
  /** A payout made for the journey, to a licensed operator or the pilgrim. Out. */
  | 'PAYOUT'
  /** Money given back to a donor (decided; carried out at the provider, or owed to the donor when it failed). Out. */
  | 'REFUND'
  /** A gift moved here from a cancelled journey, by its donor’s choice (or the admins’ default). In. */
  | 'TRANSFER_IN'
  /** A gift moved from this cancelled journey to another one, by its donor’s choice (or the admins’ default). Out. */
  | 'TRANSFER_OUT';

/** Email and password of an existing account of the chosen role. */
export type LoginInput = {
  /** Email address, in any case. */
  email: string;
  /** The account password. */
  password: string;
};

/** An approved payout paid: the transfer’s reference and day. */
export type MarkPayoutPaidInput = {
  /** The journey (an approved application). */
  applicationId: string | number;
  /** The payout. */
  payoutId: string | number;
  /** The bank transfer’s reference, at most 80 characters. */
  transferReference: string;
  /** The day of the transfer, YYYY-MM-DD. */
  transferredOn: string;
};

/** An admin's decision on a pending thank-you. */
export type ModerateJourneyThanksInput = {
  /** True publishes it (its donors read it and are emailed), false rejects it. */
  publish: boolean;
  /** Required to reject: why, at most 500 characters (the pilgrim reads it). */
  reason?: string | null | undefined;
  /** The thank-you. */
  thanksId: string | number;
};

/** An admin's decision on a pending story. */
export type ModerationDecision =
  /** Publish it on the community page. */
  | 'APPROVE'
  /** Remove it from review; it is never published. */
  | 'REJECT';

/** pending until the first month is paid; active; ending (its end is decided and on its way to the card provider); canceled. */
export type MonthlyGiftStatus =
  /** Paid every month until it is cancelled or the goal is reached. */
  | 'ACTIVE'
  /** Ended: no further month is charged. */
  | 'CANCELED'
  /** Its end is decided (the donor cancelled, or the goal was reached) and on its way to the card provider. */
  | 'ENDING'
  /** Started, but its first month is not paid yet. */
  | 'PENDING';

/** An admin's move of a journey: the stage they saw, the stage it goes to, and what proves the step. */
export type MoveJourneyStageInput = {
  /** The approved application. */
  applicationId: string | number;
  /** Required for BOOKED, at most 80 characters. */
  bookingReference?: string | null | undefined;
  /** Required for TRAVELLED, YYYY-MM-DD. */
  departedOn?: string | null | undefined;
  /** The stage the admin saw; if the journey moved meanwhile the move is refused (JOURNEY_STAGE_CHANGED). */
  fromStage: JourneyStage;
  /** Required for BOOKED: the operator, at most 120 characters. */
  operatorName?: string | null | undefined;
  /** Required for CANCELLED, at most 500 characters. */
  reason?: string | null | undefined;
  /** Optional for TRAVELLED and COMPLETED, YYYY-MM-DD, not before departure. */
  returnedOn?: string | null | undefined;
  /** BOOKED, VISA_ISSUED, TRAVELLED, COMPLETED (one step forward), or CANCELLED (before completed). */
  toStage: JourneyStage;
  /** Required for VISA_ISSUED, YYYY-MM-DD. */
  visaIssuedOn?: string | null | undefined;
};

/** Where a newsletter subscription stands. */
export type NewsletterStatus =
  /** Confirmed through the link: receives the letters. */
  | 'CONFIRMED'
  /** Signed up; the confirmation link has not been used. */
  | 'PENDING'
  /** Left through an unsubscribe link. */
  | 'UNSUBSCRIBED';

/** An operator as an admin enters it; every field is required. */
export type OperatorInput = {
  /** Contact, at most 200 characters. */
  contact: string;
  /** Country of the licence, at most 80 characters. */
  country: string;
  /** Licence number, at most 60 characters; one per country. */
  licenceNumber: string;
  /** Name, at most 120 characters. */
  name: string;
};

/** Which payout, on which journey: a payout of another journey is not found. */
export type PayoutOfJourneyInput = {
  /** The journey (an approved application). */
  applicationId: string | number;
  /** The payout. */
  payoutId: string | number;
};

/** Who a payout pays. */
export type PayoutPayee =
  /** A licensed Hajj or Umrah operator of the admins’ list. */
  | 'OPERATOR'
  /** The pilgrim (the applicant) directly. */
  | 'PILGRIM';

/** What a payout pays for. */
export type PayoutPurpose =
  /** The flights. */
  | 'FLIGHTS'
  /** Anything else the journey needs (the note says what). */
  | 'OTHER'
  /** The Hajj or Umrah package. */
  | 'PACKAGE'
  /** The visa. */
  | 'VISA';

/** Where a payout stands. Proposed, approved and paid payouts all count against what the journey holds; cancelled ones do not. */
export type PayoutStatus =
  /** A second admin approved it (with a fresh proof of who they are); the transfer is to be made. */
  | 'APPROVED'
  /** It will not be made (the reason is kept). Final. */
  | 'CANCELLED'
  /** The transfer was made (its reference and date are kept). Final. */
  | 'PAID'
  /** An admin proposed it with its invoice or quote; another admin must approve it. */
  | 'PROPOSED';

/** The pilgrim's thank-you: their journey and their words; the photo comes as a multipart upload. */
export type PostJourneyThanksInput = {
  /** The seeker's own journey (approved application), travelled or completed. */
  applicationId: string | number;
  /** What to tell the donors, at most 1000 characters. */
  message: string;
};

/** An admin's update to every donor of a journey. The donors come from the journey's gifts, the admin from the token. */
export type PostJourneyUpdateInput = {
  /** The journey: an approved application. */
  applicationId: string | number;
  /** The status of the journey's gifts from now on: pending, ongoing or completed. */
  newStatus: TrackingStatus;
  /** What to tell the donors, at most 1000 characters. */
  updateMessage: string;
};

/** An admin's progress update. The donor, applicant and admin come from the donation and the token. */
export type PostTrackingUpdateInput = {
  /** A completed donation. */
  donationId: string | number;
  /** Pending, ongoing or completed. */
  newStatus: TrackingStatus;
  /** What to tell the donor, at most 1000 characters. */
  updateMessage: string;
};

/** A payout proposed for a journey; the invoice or quote comes as the `document` upload. */
export type ProposePayoutInput = {
  /** Dollars, more than 0, at most two decimals; at most what the journey holds free. */
  amount: number;
  /** The journey (an approved application). */
  applicationId: string | number;
  /** A note for the approving admin, at most 500 characters. */
  note?: string | null | undefined;
  /** The operator paid: required for OPERATOR, left out for PILGRIM. */
  operatorId?: string | number | null | undefined;
  /** An operator, or the pilgrim. */
  payee: PayoutPayee;
  /** What it pays for. */
  purpose: PayoutPurpose;
};

/** One gift now, or the same amount every month until cancelled. */
export type Recurrence =
  /** 10, 20 or 30 dollars every month. */
  | 'MONTHLY'
  /** A single gift. */
  | 'ONE_TIME';

/** An admin refund: which donation, how much (absent: all that is left of it) and why. */
export type RefundDonationInput = {
  /** Dollars to give back, at most what is left of it; absent: all of it. */
  amount?: number | null | undefined;
  /** The donation to refund. */
  donationId: string | number;
  /** Optional; 8 to 100 letters, digits, - or _ (a UUID fits), new for each refund the admin means. The same key again answers the first refund made with it (even when sent twice at once) and never refunds twice; a key already used for another donation is refused (REFUND_KEY_REUSED). */
  idempotencyKey?: string | null | undefined;
  /** Why (1 to 500 characters): kept with the refund and on the audit trail; the donor does not see it. */
  note: string;
};

/** Why money went back to the donor. */
export type RefundReason =
  /** An admin refunded it. */
  | 'ADMIN'
  /** It was charged in a currency whose dollar value the card provider could not tell, so it went back whole. */
  | 'CURRENCY'
  /** The donor's bank took it back after a dispute. */
  | 'DISPUTE_LOST'
  /** Its journey was cancelled, and the donor (or the admins’ default after 30 days) chose the money back. */
  | 'JOURNEY_CANCELLED'
  /** Its journey was cancelled and the money moved to another journey (no money went back to the card). */
  | 'MOVED'
  /** It landed when the journey needed less; what was not needed went back at once. */
  | 'OVER_GOAL'
  /** It was refunded at the card provider. */
  | 'PROVIDER'
  /** It was given as zakat and its journey was no longer zakat-eligible when it arrived: it went back whole, never kept. */
  | 'ZAKAT_NOT_ELIGIBLE';

/** Whether the card provider has carried the refund out. */
export type RefundStatus =
  /** Not carried out: the donor's bank returned the money instead (a lost dispute). */
  | 'CANCELED'
  /** The card provider refused it: the money is still with the charity, owed to the donor; an admin must look. */
  | 'FAILED'
  /** Decided; on its way to the card provider. */
  | 'PENDING'
  /** The card provider carried it out. */
  | 'SUCCEEDED';

/** A new account. The terms checkbox is a screen matter and is not sent. */
export type RegisterInput = {
  /** Email address; unique per role, compared without regard to case. */
  email: string;
  /** Full name, at most 120 characters. */
  fullname: string;
  /** Admins only: needed once an admin exists, unless an admin is signed in (ADMIN_INVITE_CODE). */
  inviteCode?: string | null | undefined;
  /** The language the person's email is written in; English when left out. */
  language?: AccountLanguage | null | undefined;
  /** At least 6 characters for seekers and donors, 10 for admins. */
  password: string;
};

/** Why an application was rejected; the seeker reads it in their own language. */
export type RejectionReason =
  /** Details were missing or could not be confirmed, e.g. the reference (REST: `details-incomplete`). */
  | 'DETAILS_INCOMPLETE'
  /** The seeker already has an application (REST: `duplicate`). */
  | 'DUPLICATE'
  /** The ID document could not be read or does not match the application (REST: `id-document-unreadable`). */
  | 'ID_DOCUMENT_UNREADABLE'
  /** The application does not meet the criteria for support (REST: `not-eligible`). */
  | 'NOT_ELIGIBLE'
  /** Another reason, which the note may say (REST: `other`). */
  | 'OTHER';

/** An admin's decision on a pending application. */
export type ReviewDecision =
  /** Approve it: donors see it and may give. */
  | 'APPROVE'
  /** Reject it: it is never shown to donors. */
  | 'REJECT';

/** Who an account belongs to; each role signs in separately and holds its own token. */
export type Role =
  /** Staff who review applications and moderate stories. */
  | 'ADMIN'
  /** A person who funds approved requests. */
  | 'DONOR'
  /** A believer applying for support for a Hajj or Umrah journey. */
  | 'SEEKER';

/** The second step of an admin sign-in: exactly one of these. */
export type SecondFactorInput = {
  /** The six digits an authenticator app shows now. */
  code?: string | null | undefined;
  /** The browser's answer to startPasskeySignIn's options, as JSON (what @simplewebauthn/browser's startAuthentication returns). */
  passkeyResponse?: string | null | undefined;
  /** One of the recovery codes (it then stops working). */
  recoveryCode?: string | null | undefined;
};

/** An admin's second factor. */
export type SecondFactorKind =
  /** A passkey or security key (WebAuthn). */
  | 'PASSKEY'
  /** A six-digit code from an authenticator app (TOTP, 30 seconds). */
  | 'TOTP';

/** An admin's letter to every confirmed subscriber. */
export type SendNewsletterInput = {
  /** The letter as plain text, one paragraph a line, at most 10000 characters. */
  body: string;
  /** The subject, at most 200 characters. */
  subject: string;
};

/** What a sign-in must still do before its token is a session. */
export type SignInStep =
  /** Nothing: the token is a session. */
  | 'COMPLETE'
  /** ADMIN_2FA=required and the admin has no second factor: enrol one with the token (it opens nothing else, for 15 minutes). */
  | 'ENROL'
  /** An admin with a second factor: verifySecondFactor with the token (it opens nothing else, for 15 minutes). */
  | 'SECOND_FACTOR';

/** Whether a story carries a picture or a video. */
export type StoryMediaKind =
  /** A JPEG, PNG, WebP or GIF picture (stored without its metadata). */
  | 'IMAGE'
  /** An MP4 or WebM video. */
  | 'VIDEO';

/** Where a story is in moderation. */
export type StoryStatus =
  /** Published on the community page. */
  | 'APPROVED'
  /** Waiting for an admin; not public. */
  | 'PENDING'
  /** Refused by an admin; never public. Its media is deleted ID_DOCUMENT_RETENTION_DAYS after the decision. */
  | 'REJECTED'
  /** Was published, then taken down by an admin: no longer public, and its media answers 410 STORY_WITHDRAWN. Its media is deleted ID_DOCUMENT_RETENTION_DAYS after the withdrawal. */
  | 'WITHDRAWN';

/** A seeker's application (SPEC §2). Every field is required except city and country (null when left out); the ID document travels as `idDocument`. */
export type SubmitApplicationInput = {
  /** Postal address, at most 300 characters. Admins read it; donors never do. */
  address: string;
  /** City or town, at most 100 characters. Optional (SPEC §7 does not send it): left out or blank, it reads null. */
  city?: string | null | undefined;
  /** Country, at most 60 characters. Optional (SPEC §7 does not send it): left out or blank, it reads null. */
  country?: string | null | undefined;
  /** Email address to reach the applicant. */
  email: string;
  /** People in the household. */
  familySize: FamilySize;
  /** Full name, at most 120 characters. */
  fullName: string;
  /** Why the applicant wishes to make the journey, at most 2000 characters. */
  hajjReason: string;
  /** Monthly household income bracket. */
  incomeBracket: IncomeBracket;
  /** Phone number: digits, spaces, +, - and brackets. */
  phone: string;
  /** A person who can vouch for the applicant. */
  referenceName: string;
  /** The reference's phone number. */
  referencePhone: string;
  /** How the reference knows the applicant. */
  referenceRelation: string;
  /** Dollars asked for: above 0, at most 1,000,000, two decimals at most. */
  requestedAmount: number;
  /** Hajj (the default on the form) or Umrah. */
  travelType: TravelType;
};

/** A seeker's story (SPEC §5). The picture or video travels as `media`. */
export type SubmitStoryInput = {
  /** The story, required, at most 5000 characters. */
  description: string;
  /** Where the author is from (optional), at most 100 characters. */
  location?: string | null | undefined;
  /** Title, required, at most 120 characters. */
  title: string;
};

/** An admin's decision on pending words of support. */
export type SupportMessageDecision =
  /** Show them on the journey's page and to the seeker. */
  | 'APPROVE'
  /** Never show them. */
  | 'REJECT';

/** Where a gift's words of support are in moderation. */
export type SupportMessageStatus =
  /** Shown on the journey's page and to the seeker (once the gift is paid). */
  | 'APPROVED'
  /** Waiting for an admin; not shown. */
  | 'PENDING'
  /** Refused by an admin; never shown. */
  | 'REJECTED';

/** An admin's account of what a donation has done so far: pending, ongoing or completed. */
export type TrackingStatus =
  /** An admin reports the journey it helped is done. */
  | 'COMPLETED'
  /** An admin reports the journey it helps is being arranged or under way. */
  | 'ONGOING'
  /** Received; no progress reported yet (every donation starts here). */
  | 'PENDING';

/** The journey asked for. */
export type TravelType =
  /** Hajj, the pilgrimage of the month of Dhu al-Hijjah. */
  | 'HAJJ'
  /** Umrah, the pilgrimage made at any time of the year. */
  | 'UMRAH';

/** Changes to a webhook endpoint; fields left out stay as they are. */
export type UpdateWebhookEndpointInput = {
  /** What the endpoint is for; an empty string clears it. */
  description?: string | null | undefined;
  /** False disables the endpoint: no new events are queued for it, pending deliveries wait. */
  enabled?: boolean | null | undefined;
  /** The events to send to it from now on (at least one). */
  events?: Array<WebhookEventType> | null | undefined;
  /** A new https URL that leads to a public address. */
  url?: string | null | undefined;
};

/** Which deliveries to list; every part optional. */
export type WebhookDeliveryFilter = {
  /** Only this endpoint's deliveries. */
  endpointId?: string | number | null | undefined;
  /** Only events of this type. */
  eventType?: WebhookEventType | null | undefined;
  /** Only deliveries in this state. */
  status?: WebhookDeliveryStatus | null | undefined;
};

/** Where a delivery of one event to one endpoint stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered 2xx. */
  | 'DELIVERED'
  /** Every attempt over at least 24 hours failed; an admin can redeliver. */
  | 'FAILED'
  /** Not delivered yet: the next attempt is due at nextAttemptAt. */
  | 'PENDING';

/** An event a webhook endpoint can subscribe to. Payloads carry ids and amounts only, never personal data. */
export type WebhookEventType =
  /** An admin approved an application: `data` has applicationId, travelType, requestedAmount, currency. */
  | 'APPLICATION_APPROVED'
  /** An admin rejected an application: `data` has applicationId. */
  | 'APPLICATION_REJECTED'
  /** A payment was received: `data` has donationId, applicationId, amount (charged), kept (what counts towards the journey; less when it landed beyond the goal), currency, recurring, testMode. */
  | 'DONATION_COMPLETED'
  /** A donor's bank disputed a donation, or the dispute closed: `data` has donationId, applicationId, status (open, won or lost), amount, currency, testMode. */
  | 'DONATION_DISPUTED'
  /** Money of a donation went back: `data` has donationId, applicationId, refundId, amount (this refund), refunded and kept (the donation's totals after it), reason (over_goal, admin, provider, dispute_lost, currency, journey_cancelled, moved), currency, testMode. */
  | 'DONATION_REFUNDED'
  /** An admin moved a journey (booked, visa issued, travelled, completed or cancelled): `data` has applicationId, changeId, fromStage, toStage, changedAt; never the booking reference or a cancellation's reason. */
  | 'JOURNEY_STAGE_CHANGED'
  /** A second admin approved a payout of a journey's money: `data` has payoutId, applicationId, amount, currency, purpose (package, visa, flights or other), payee (operator or pilgrim), operatorId, approvedAt. */
  | 'PAYOUT_APPROVED'
  /** An approved payout was transferred: `data` has payoutId, applicationId, amount, currency, purpose, payee, operatorId, paidAt and transferredOn; never the transfer reference or the invoice. */
  | 'PAYOUT_PAID'
  /** An admin approved a story, which is now public: `data` has storyId and title. */
  | 'STORY_PUBLISHED'
  /** A published story is no longer public (an admin withdrew it, or its author deleted it): `data` has storyId and title. Remove any copy you keep. */
  | 'STORY_WITHDRAWN'
  /** An admin reported a funded journey's progress: `data` has donationId, applicationId and status (pending, ongoing or completed); the message stays with the donor. */
  | 'TRACKING_UPDATED';

/** The category of At-Tawbah 9:60 a zakat-eligible journey falls under. */
export type ZakatCategory =
  /** Those who administer zakat (al-amilin alayha). */
  | 'AMILIN'
  /** In the cause of God (fi sabilillah). */
  | 'FI_SABILILLAH'
  /** The poor (al-fuqara). */
  | 'FUQARA'
  /** Those in debt (al-gharimin). */
  | 'GHARIMIN'
  /** The wayfarer (ibn al-sabil). */
  | 'IBN_AL_SABIL'
  /** The needy (al-masakin). */
  | 'MASAKIN'
  /** Those whose hearts are to be reconciled (al-muallafati qulubuhum). */
  | 'MUALLAFAT_AL_QULUB'
  /** Freeing those in bondage (fi al-riqab). */
  | 'RIQAB';

export type SupportMessagesQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type SupportMessagesQuery = { supportMessages: { nodes: Array<{ id: string, message: string, anonymous: boolean, donorFirstName: string | null, createdAt: string }> } };

export type CancellationChoiceFields_ChoiceFragment = { id: string, applicationId: string, firstName: string, donorName: string | null, keptCents: number, refundableCents: number, unrecoverableCents: number, refundPossible: boolean, includesZakat: boolean, deadlineAt: string, defaultAnswer: CancellationAnswer, status: CancellationChoiceStatus, decidedBy: CancellationDecider | null, decidedAt: string | null, appliedCents: number | null, targetApplicationId: string | null, targetFirstName: string | null } & { ' $fragmentName'?: 'CancellationChoiceFields_ChoiceFragment' };

export type MyCancellationChoicesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCancellationChoicesQuery = { myCancellationChoices: Array<{ id: string, applicationId: string, firstName: string, donorName: string | null, keptCents: number, refundableCents: number, unrecoverableCents: number, refundPossible: boolean, includesZakat: boolean, deadlineAt: string, defaultAnswer: CancellationAnswer, status: CancellationChoiceStatus, decidedBy: CancellationDecider | null, decidedAt: string | null, appliedCents: number | null, targetApplicationId: string | null, targetFirstName: string | null }> };

export type CancellationMoveTargetsQueryVariables = Exact<{
  exceptApplicationId?: string | number | null | undefined;
}>;


export type CancellationMoveTargetsQuery = { cancellationMoveTargets: Array<{ applicationId: string, firstName: string, roomCents: number, zakatEligible: boolean }> };

export type AnswerCancellationChoiceMutationVariables = Exact<{
  input: AnswerCancellationInput;
}>;


export type AnswerCancellationChoiceMutation = { answerCancellationChoice: { id: string, applicationId: string, firstName: string, donorName: string | null, keptCents: number, refundableCents: number, unrecoverableCents: number, refundPossible: boolean, includesZakat: boolean, deadlineAt: string, defaultAnswer: CancellationAnswer, status: CancellationChoiceStatus, decidedBy: CancellationDecider | null, decidedAt: string | null, appliedCents: number | null, targetApplicationId: string | null, targetFirstName: string | null } };

export type JourneyCancellationChoicesQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type JourneyCancellationChoicesQuery = { journeyCancellationChoices: Array<{ id: string, applicationId: string, firstName: string, donorName: string | null, keptCents: number, refundableCents: number, unrecoverableCents: number, refundPossible: boolean, includesZakat: boolean, deadlineAt: string, defaultAnswer: CancellationAnswer, status: CancellationChoiceStatus, decidedBy: CancellationDecider | null, decidedAt: string | null, appliedCents: number | null, targetApplicationId: string | null, targetFirstName: string | null }>, cancellationSettings: { defaultAnswer: CancellationAnswer, days: number } };

export type SetCancellationDefaultMutationVariables = Exact<{
  defaultAnswer: CancellationAnswer;
}>;


export type SetCancellationDefaultMutation = { setCancellationDefault: { defaultAnswer: CancellationAnswer, days: number } };

export type JourneyFields_JourneyFragment = { id: string, applicationId: string, applicantName: string, stage: JourneyStage, history: Array<{ id: string, fromStage: JourneyStage, toStage: JourneyStage, changedAt: string, changedByName: string | null, bookingReference: string | null, operatorName: string | null, visaIssuedOn: string | null, departedOn: string | null, returnedOn: string | null, reason: string | null, proofDocumentType: string | null, proofDocumentUrl: string | null }>, thanks: { id: string, firstName: string, message: string, photoUrl: string | null, status: JourneyThanksStatus, rejectReason: string | null, createdAt: string, decidedAt: string | null } | null } & { ' $fragmentName'?: 'JourneyFields_JourneyFragment' };

export type AdminJourneyQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type AdminJourneyQuery = { journey: { id: string, applicationId: string, applicantName: string, stage: JourneyStage, history: Array<{ id: string, fromStage: JourneyStage, toStage: JourneyStage, changedAt: string, changedByName: string | null, bookingReference: string | null, operatorName: string | null, visaIssuedOn: string | null, departedOn: string | null, returnedOn: string | null, reason: string | null, proofDocumentType: string | null, proofDocumentUrl: string | null }>, thanks: { id: string, firstName: string, message: string, photoUrl: string | null, status: JourneyThanksStatus, rejectReason: string | null, createdAt: string, decidedAt: string | null } | null } };

export type MyJourneyQueryVariables = Exact<{ [key: string]: never; }>;


export type MyJourneyQuery = { myJourney: { id: string, applicationId: string, applicantName: string, stage: JourneyStage, history: Array<{ id: string, fromStage: JourneyStage, toStage: JourneyStage, changedAt: string, changedByName: string | null, bookingReference: string | null, operatorName: string | null, visaIssuedOn: string | null, departedOn: string | null, returnedOn: string | null, reason: string | null, proofDocumentType: string | null, proofDocumentUrl: string | null }>, thanks: { id: string, firstName: string, message: string, photoUrl: string | null, status: JourneyThanksStatus, rejectReason: string | null, createdAt: string, decidedAt: string | null } | null } | null };

export type JourneyShare_ShareFragment = { id: string, keptCents: number, journeyKeptCents: number, paidOutShareCents: number, payouts: Array<{ at: string, purpose: PayoutPurpose, operatorName: string | null, amountCents: number, shareCents: number }> } & { ' $fragmentName'?: 'JourneyShare_ShareFragment' };

export type MySupportedJourneysQueryVariables = Exact<{ [key: string]: never; }>;


export type MySupportedJourneysQuery = { mySupportedJourneys: Array<{ id: string, applicationId: string, applicantName: string, stage: JourneyStage, history: Array<{ id: string, fromStage: JourneyStage, toStage: JourneyStage, changedAt: string, changedByName: string | null, bookingReference: string | null, operatorName: string | null, visaIssuedOn: string | null, departedOn: string | null, returnedOn: string | null, reason: string | null, proofDocumentType: string | null, proofDocumentUrl: string | null }>, thanks: { id: string, firstName: string, message: string, photoUrl: string | null, status: JourneyThanksStatus, rejectReason: string | null, createdAt: string, decidedAt: string | null } | null }>, myJourneyShares: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'JourneyShare_ShareFragment': JourneyShare_ShareFragment } }
  )> };

export type MoveJourneyStageMutationVariables = Exact<{
  input: MoveJourneyStageInput;
  proof?: File | null | undefined;
}>;


export type MoveJourneyStageMutation = { moveJourneyStage: { id: string, applicationId: string, applicantName: string, stage: JourneyStage, history: Array<{ id: string, fromStage: JourneyStage, toStage: JourneyStage, changedAt: string, changedByName: string | null, bookingReference: string | null, operatorName: string | null, visaIssuedOn: string | null, departedOn: string | null, returnedOn: string | null, reason: string | null, proofDocumentType: string | null, proofDocumentUrl: string | null }>, thanks: { id: string, firstName: string, message: string, photoUrl: string | null, status: JourneyThanksStatus, rejectReason: string | null, createdAt: string, decidedAt: string | null } | null } };

export type PostJourneyUpdateMutationVariables = Exact<{
  input: PostJourneyUpdateInput;
}>;


export type PostJourneyUpdateMutation = { postJourneyUpdate: { donorsReached: number, update: { id: string, applicationId: string, newStatus: TrackingStatus, updateMessage: string, createdAt: string } } };

export type PostJourneyThanksMutationVariables = Exact<{
  input: PostJourneyThanksInput;
  photo?: File | null | undefined;
}>;


export type PostJourneyThanksMutation = { postJourneyThanks: { id: string, status: JourneyThanksStatus } };

export type ModerateJourneyThanksMutationVariables = Exact<{
  input: ModerateJourneyThanksInput;
}>;


export type ModerateJourneyThanksMutation = { moderateJourneyThanks: { id: string, status: JourneyThanksStatus, rejectReason: string | null, decidedAt: string | null } };

export type PayoutFields_PayoutFragment = { id: string, applicationId: string, payee: PayoutPayee, payeeName: string, amount: number, amountCents: number, currency: string, purpose: PayoutPurpose, note: string | null, status: PayoutStatus, documentType: string, proposedById: string | null, proposedByName: string | null, proposedAt: string, approvedByName: string | null, approvedAt: string | null, paidByName: string | null, paidAt: string | null, transferReference: string | null, transferredOn: string | null, cancelledByName: string | null, cancelledAt: string | null, cancelReason: string | null } & { ' $fragmentName'?: 'PayoutFields_PayoutFragment' };

export type JourneyPayoutsQueryVariables = Exact<{
  applicationId: string | number;
}>;


export type JourneyPayoutsQuery = { journeyPayouts: { id: string, applicationId: string, keptCents: number, paidCents: number, approvedCents: number, proposedCents: number, availableCents: number, payouts: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PayoutFields_PayoutFragment': PayoutFields_PayoutFragment } }
    )> } };

export type PayoutOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayoutOperatorsQuery = { operators: Array<{ id: string, name: string, country: string }> };

export type ProposePayoutMutationVariables = Exact<{
  input: ProposePayoutInput;
  document?: File | null | undefined;
}>;


export type ProposePayoutMutation = { proposePayout: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PayoutFields_PayoutFragment': PayoutFields_PayoutFragment } }
  ) };

export type ApprovePayoutMutationVariables = Exact<{
  input: PayoutOfJourneyInput;
}>;


export type ApprovePayoutMutation = { approvePayout: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PayoutFields_PayoutFragment': PayoutFields_PayoutFragment } }
  ) };

export type MarkPayoutPaidMutationVariables = Exact<{
  input: MarkPayoutPaidInput;
}>;


export type MarkPayoutPaidMutation = { markPayoutPaid: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PayoutFields_PayoutFragment': PayoutFields_PayoutFragment } }
  ) };

export type CancelPayoutMutationVariables = Exact<{
  input: CancelPayoutInput;
}>;


export type CancelPayoutMutation = { cancelPayout: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PayoutFields_PayoutFragment': PayoutFields_PayoutFragment } }
  ) };

export type ApiKeyRow_ApiKeyFragment = { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, createdByName: string, lastUsedAt: string | null, revokedAt: string | null } & { ' $fragmentName'?: 'ApiKeyRow_ApiKeyFragment' };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<(
    { id: string, name: string }
    & { ' $fragmentRefs'?: { 'ApiKeyRow_ApiKeyFragment': ApiKeyRow_ApiKeyFragment } }
  )> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: (
      { id: string, name: string }
      & { ' $fragmentRefs'?: { 'ApiKeyRow_ApiKeyFragment': ApiKeyRow_ApiKeyFragment } }
    ) } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type ApplicationCard_ApplicationFragment = { id: string, fullName: string, email: string, phone: string, status: ApplicationStatus, submittedAt: string, familySize: FamilySize, requestedAmount: number, travelType: TravelType, incomeBracket: IncomeBracket, address: string, hajjReason: string, referenceName: string, referencePhone: string, referenceRelation: string, idFileUrl: string, idDocumentDeletedAt: string | null, rejectionReason: RejectionReason | null, rejectionNote: string | null, zakatCategory: ZakatCategory | null, zakatBasis: string | null } & { ' $fragmentName'?: 'ApplicationCard_ApplicationFragment' };

export type AdminApplicationsQueryVariables = Exact<{
  status: ApplicationStatus;
  after?: string | null | undefined;
}>;


export type AdminApplicationsQuery = { applications: { nodes: Array<(
      { id: string, fullName: string }
      & { ' $fragmentRefs'?: { 'ApplicationCard_ApplicationFragment': ApplicationCard_ApplicationFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type AdminZakatSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminZakatSettingsQuery = { zakatSettings: { nisab: number, nisabSetOn: string } };

export type SetZakatNisabMutationVariables = Exact<{
  nisab: number;
  setOn: string;
}>;


export type SetZakatNisabMutation = { setZakatNisab: { nisab: number, nisabSetOn: string } };

export type ReviewApplicationMutationVariables = Exact<{
  id: string | number;
  decision: ReviewDecision;
  reason?: RejectionReason | null | undefined;
  note?: string | null | undefined;
}>;


export type ReviewApplicationMutation = { reviewApplication: { application: (
      { id: string, status: ApplicationStatus, reviewedAt: string | null, rejectionReason: RejectionReason | null, rejectionNote: string | null }
      & { ' $fragmentRefs'?: { 'ApplicationCard_ApplicationFragment': ApplicationCard_ApplicationFragment } }
    ), counts: { id: string, pending: number, approved: number, rejected: number, submittedThisWeek: number, approvedThisMonth: number } } };

export type MarkJourneyZakatEligibleMutationVariables = Exact<{
  id: string | number;
  category: ZakatCategory;
  basis: string;
}>;


export type MarkJourneyZakatEligibleMutation = { markJourneyZakatEligible: { category: ZakatCategory | null, basis: string | null, markedAt: string | null } };

export type UnmarkJourneyZakatEligibleMutationVariables = Exact<{
  id: string | number;
}>;


export type UnmarkJourneyZakatEligibleMutation = { unmarkJourneyZakatEligible: { category: ZakatCategory | null, basis: string | null, markedAt: string | null } };

export type LedgerChartsQueryVariables = Exact<{ [key: string]: never; }>;


export type LedgerChartsQuery = { ledgerCharts: { weeks: Array<{ week: string, given: number, refunded: number, paidOut: number }>, funnel: { applications: number, approved: number, funded: number, travelled: number } } };

export type AdminStats_CountsFragment = { id: string, pending: number, approved: number, rejected: number, submittedThisWeek: number, approvedThisMonth: number } & { ' $fragmentName'?: 'AdminStats_CountsFragment' };

export type AdminStats_DonationsFragment = { id: string, donationCount: number, completedCount: number, totalAmount: number, amountThisMonth: number, completedThisWeek: number, heldAmount: number } & { ' $fragmentName'?: 'AdminStats_DonationsFragment' };

export type AdminDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardQuery = { applicationCounts: (
    { id: string, pending: number, approved: number, rejected: number }
    & { ' $fragmentRefs'?: { 'AdminStats_CountsFragment': AdminStats_CountsFragment } }
  ), donationStats: (
    { id: string, donationCount: number }
    & { ' $fragmentRefs'?: { 'AdminStats_DonationsFragment': AdminStats_DonationsFragment } }
  ), storyCounts: { id: string, pending: number } };

export type FailedJobsQueryVariables = Exact<{
  queue?: BackgroundJobQueue | null | undefined;
  first?: number | null | undefined;
}>;


export type FailedJobsQuery = { failedJobs: Array<{ id: string, queue: BackgroundJobQueue, attempts: number, error: string | null, createdAt: string, failedAt: string | null }> };

export type RetryFailedJobMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryFailedJobMutation = { retryFailedJob: { id: string } };

export type ContactMessagesQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type ContactMessagesQuery = { contactMessages: { unhandled: number, nodes: Array<{ id: string, name: string, email: string, subject: string, message: string, language: AccountLanguage, createdAt: string, handledAt: string | null }> } };

export type SetContactMessageHandledMutationVariables = Exact<{
  id: string | number;
  handled: boolean;
}>;


export type SetContactMessageHandledMutation = { setContactMessageHandled: { id: string, handledAt: string | null } };

export type NewsletterSubscribersQueryVariables = Exact<{
  first?: number | null | undefined;
}>;


export type NewsletterSubscribersQuery = { newsletterSubscribers: { confirmed: number, nodes: Array<{ id: string, email: string, language: AccountLanguage, status: NewsletterStatus, createdAt: string }> } };

export type SendNewsletterMutationVariables = Exact<{
  input: SendNewsletterInput;
}>;


export type SendNewsletterMutation = { sendNewsletter: number };

export type OperatorRow_OperatorFragment = { id: string, name: string, country: string, licenceNumber: string, contact: string, updatedAt: string } & { ' $fragmentName'?: 'OperatorRow_OperatorFragment' };

export type AdminOperatorsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOperatorsQuery = { operators: Array<(
    { id: string }
    & { ' $fragmentRefs'?: { 'OperatorRow_OperatorFragment': OperatorRow_OperatorFragment } }
  )> };

export type CreateOperatorMutationVariables = Exact<{
  input: OperatorInput;
}>;


export type CreateOperatorMutation = { createOperator: (
    { id: string }
    & { ' $fragmentRefs'?: { 'OperatorRow_OperatorFragment': OperatorRow_OperatorFragment } }
  ) };

export type UpdateOperatorMutationVariables = Exact<{
  id: string | number;
  input: OperatorInput;
}>;


export type UpdateOperatorMutation = { updateOperator: (
    { id: string }
    & { ' $fragmentRefs'?: { 'OperatorRow_OperatorFragment': OperatorRow_OperatorFragment } }
  ) };

export type MySecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySecondFactorsQuery = { mySecondFactors: { recoveryCodesLeft: number, required: boolean, factors: Array<{ id: string, kind: SecondFactorKind, label: string, createdAt: string, lastUsedAt: string | null }> } };

export type SecondFactorEnrolmentFieldsFragment = { recoveryCodes: Array<string>, factor: { id: string, kind: SecondFactorKind, label: string }, session: { token: string, account: { id: string, fullname: string, email: string } } | null } & { ' $fragmentName'?: 'SecondFactorEnrolmentFieldsFragment' };

export type StartTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartTotpEnrolmentMutation = { startTotpEnrolment: { factorId: string, secret: string, uri: string, qrSvg: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  factorId: string | number;
  code: string;
  label?: string | null | undefined;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { recoveryCodes: Array<string>, factor: { id: string, kind: SecondFactorKind, label: string }, session: { token: string, account: { id: string, fullname: string, email: string } } | null } };

export type StartPasskeyEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeyEnrolmentMutation = { startPasskeyEnrolment: string };

export type FinishPasskeyEnrolmentMutationVariables = Exact<{
  response: string;
  label?: string | null | undefined;
}>;


export type FinishPasskeyEnrolmentMutation = { finishPasskeyEnrolment: { recoveryCodes: Array<string>, factor: { id: string, kind: SecondFactorKind, label: string }, session: { token: string, account: { id: string, fullname: string, email: string } } | null } };

export type RemoveSecondFactorMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveSecondFactorMutation = { removeSecondFactor: boolean };

export type RenewRecoveryCodesMutationVariables = Exact<{ [key: string]: never; }>;


export type RenewRecoveryCodesMutation = { renewRecoveryCodes: Array<string> };

export type ReauthenticateMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type ReauthenticateMutation = { reauthenticate: { token: string, account: { id: string, fullname: string, email: string } } };

export type PendingStoryCard_StoryFragment = { id: string, title: string, description: string, location: string | null, createdAt: string, status: StoryStatus, media: { url: string, type: string, kind: StoryMediaKind, size: number } | null } & { ' $fragmentName'?: 'PendingStoryCard_StoryFragment' };

export type PublishedStoryCard_StoryFragment = { id: string, title: string, description: string, location: string | null, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null } & { ' $fragmentName'?: 'PublishedStoryCard_StoryFragment' };

export type ModerateStoryMutationVariables = Exact<{
  id: string | number;
  decision: ModerationDecision;
}>;


export type ModerateStoryMutation = { moderateStory: { story: { id: string, status: StoryStatus, media: { url: string } | null }, counts: { id: string, pending: number } } };

export type PendingStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PendingStoriesQuery = { pendingStories: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'PendingStoryCard_StoryFragment': PendingStoryCard_StoryFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PublishedStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PublishedStoriesQuery = { approvedStories: { nodes: Array<(
      { id: string, title: string }
      & { ' $fragmentRefs'?: { 'PublishedStoryCard_StoryFragment': PublishedStoryCard_StoryFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type WithdrawStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawStoryMutation = { withdrawStory: { story: { id: string, status: StoryStatus, media: { url: string } | null }, counts: { id: string, pending: number, approved: number, withdrawn: number } } };

export type PendingSupportMessagesQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingSupportMessagesQuery = { pendingSupportMessages: { nodes: Array<{ id: string, message: string, status: SupportMessageStatus, anonymous: boolean, donorName: string, applicationId: string, applicantFirstName: string, createdAt: string }> } };

export type ModerateSupportMessageMutationVariables = Exact<{
  id: string | number;
  decision: SupportMessageDecision;
}>;


export type ModerateSupportMessageMutation = { moderateSupportMessage: { id: string, status: SupportMessageStatus } };

export type PaymentsWaitingNotice_PaymentsWaitingFragment = { id: string, checkouts: number, refundsPending: number, refundsFailed: number, oldestSince: string | null } & { ' $fragmentName'?: 'PaymentsWaitingNotice_PaymentsWaitingFragment' };

export type RefundDialog_DonationFragment = { id: string, status: DonationStatus, amount: number, refundedAmount: number, donorName: string, applicantName: string, createdAt: string } & { ' $fragmentName'?: 'RefundDialog_DonationFragment' };

export type TrackedDonation_DonationFragment = { id: string, applicantName: string, donorName: string, amount: number, currency: string, recurring: Recurrence, status: DonationStatus, createdAt: string, exceededGoal: boolean, testMode: boolean, zakat: boolean, keptAmount: number, refundedAmount: number, chargedAmount: number | null, chargedCurrency: string | null, disputeStatus: DisputeStatus | null, trackingStatus: TrackingStatus, trackingMessage: string | null, trackingUpdatedAt: string | null, refunds: Array<{ id: string, refundNumber: string, amount: number, reason: RefundReason, status: RefundStatus, note: string | null, createdAt: string }> } & { ' $fragmentName'?: 'TrackedDonation_DonationFragment' };

export type AdminDonationsQueryVariables = Exact<{
  status?: DonationStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminDonationsQuery = { paymentsWaiting: (
    { id: string }
    & { ' $fragmentRefs'?: { 'PaymentsWaitingNotice_PaymentsWaitingFragment': PaymentsWaitingNotice_PaymentsWaitingFragment } }
  ), donations: { nodes: Array<(
      { id: string, applicantName: string, donorName: string, amount: number, currency: string, recurring: Recurrence, createdAt: string, keptAmount: number }
      & { ' $fragmentRefs'?: { 'TrackedDonation_DonationFragment': TrackedDonation_DonationFragment;'RefundDialog_DonationFragment': RefundDialog_DonationFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PostTrackingUpdateMutationVariables = Exact<{
  input: PostTrackingUpdateInput;
}>;


export type PostTrackingUpdateMutation = { postTrackingUpdate: { update: { id: string }, donation: { id: string, trackingStatus: TrackingStatus, trackingMessage: string | null, trackingUpdatedAt: string | null } } };

export type RefundDonationMutationVariables = Exact<{
  input: RefundDonationInput;
}>;


export type RefundDonationMutation = { refundDonation: { donation: (
      { id: string, applicantName: string, donorName: string, amount: number, recurring: Recurrence, createdAt: string, keptAmount: number, status: DonationStatus }
      & { ' $fragmentRefs'?: { 'TrackedDonation_DonationFragment': TrackedDonation_DonationFragment;'RefundDialog_DonationFragment': RefundDialog_DonationFragment } }
    ), application: { id: string, collectedAmount: number, donorCount: number }, stats: { id: string, donationCount: number, completedCount: number, totalAmount: number, amountThisMonth: number, completedThisWeek: number, heldAmount: number }, paymentsWaiting: (
      { id: string }
      & { ' $fragmentRefs'?: { 'PaymentsWaitingNotice_PaymentsWaitingFragment': PaymentsWaitingNotice_PaymentsWaitingFragment } }
    ) } };

export type WebhookDeliveryRow_DeliveryFragment = { id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, lastError: string | null, lastStatusCode: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string } & { ' $fragmentName'?: 'WebhookDeliveryRow_DeliveryFragment' };

export type WebhookEndpointRow_EndpointFragment = { id: string, url: string, events: Array<WebhookEventType>, enabled: boolean, description: string | null, createdAt: string } & { ' $fragmentName'?: 'WebhookEndpointRow_EndpointFragment' };

export type WebhookDeliveriesQueryVariables = Exact<{
  filter?: WebhookDeliveryFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'WebhookDeliveryRow_DeliveryFragment': WebhookDeliveryRow_DeliveryFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: (
    { id: string }
    & { ' $fragmentRefs'?: { 'WebhookDeliveryRow_DeliveryFragment': WebhookDeliveryRow_DeliveryFragment } }
  ) };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<(
    { id: string, url: string, enabled: boolean }
    & { ' $fragmentRefs'?: { 'WebhookEndpointRow_EndpointFragment': WebhookEndpointRow_EndpointFragment } }
  )> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: (
      { id: string, url: string, enabled: boolean }
      & { ' $fragmentRefs'?: { 'WebhookEndpointRow_EndpointFragment': WebhookEndpointRow_EndpointFragment } }
    ) } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: (
    { id: string, url: string, enabled: boolean }
    & { ' $fragmentRefs'?: { 'WebhookEndpointRow_EndpointFragment': WebhookEndpointRow_EndpointFragment } }
  ) };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, endpoint: { id: string, updatedAt: string } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: string };

export type LoginMutationVariables = Exact<{
  role: Role;
  input: LoginInput;
}>;


export type LoginMutation = { login: { token: string, step: SignInStep, factorKinds: Array<SecondFactorKind>, account: { id: string, fullname: string, email: string, role: Role, createdAt: string } } };

export type RequestPasswordResetMutationVariables = Exact<{
  role: Role;
  email: string;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: string;
  password: string;
}>;


export type ResetPasswordMutation = { resetPassword: Role };

export type ChangePasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangePasswordMutation = { changePassword: { token: string, account: { id: string, fullname: string, email: string } } };

export type EmailLanguageQueryVariables = Exact<{ [key: string]: never; }>;


export type EmailLanguageQuery = { me: { id: string, language: AccountLanguage } };

export type SetEmailLanguageMutationVariables = Exact<{
  language: AccountLanguage;
}>;


export type SetEmailLanguageMutation = { setMyLanguage: { id: string, language: AccountLanguage } };

export type RegisterMutationVariables = Exact<{
  role: Role;
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { token: string, account: { id: string, fullname: string, email: string, role: Role, createdAt: string } } };

export type StartPasskeySignInMutationVariables = Exact<{ [key: string]: never; }>;


export type StartPasskeySignInMutation = { startPasskeySignIn: string };

export type VerifySecondFactorMutationVariables = Exact<{
  input: SecondFactorInput;
}>;


export type VerifySecondFactorMutation = { verifySecondFactor: { token: string, account: { id: string, fullname: string, email: string } } };

export type MyStoryCard_StoryFragment = { id: string, title: string, description: string, createdAt: string, status: StoryStatus, media: { url: string, type: string, kind: StoryMediaKind } | null } & { ' $fragmentName'?: 'MyStoryCard_StoryFragment' };

export type StoryCard_StoryFragment = { id: string, title: string, description: string, location: string | null, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null } & { ' $fragmentName'?: 'StoryCard_StoryFragment' };

export type ApprovedStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ApprovedStoriesQuery = { approvedStories: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'StoryCard_StoryFragment': StoryCard_StoryFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type DeleteMyStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMyStoryMutation = { deleteMyStory: string };

export type MyStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyStoriesQuery = { myStories: { nodes: Array<(
      { id: string, title: string }
      & { ' $fragmentRefs'?: { 'MyStoryCard_StoryFragment': MyStoryCard_StoryFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SubmitStoryMutationVariables = Exact<{
  input: SubmitStoryInput;
  mediaUploadId?: string | number | null | undefined;
}>;


export type SubmitStoryMutation = { submitStory: (
    { id: string, status: StoryStatus }
    & { ' $fragmentRefs'?: { 'MyStoryCard_StoryFragment': MyStoryCard_StoryFragment } }
  ) };

export type DonationReceiptQueryVariables = Exact<{
  id: string | number;
}>;


export type DonationReceiptQuery = { donationReceipt: { id: string, receiptNumber: string | null, createdAt: string, amount: number, currency: string, recurring: Recurrence, periodStart: string | null, donorName: string, donorEmail: string, applicantName: string, testMode: boolean, zakat: boolean, keptAmount: number, disputeStatus: DisputeStatus | null, refunds: Array<{ id: string, refundNumber: string, createdAt: string, amount: number, reason: RefundReason, status: RefundStatus }> } };

export type DonationRow_DonationFragment = { id: string, applicantName: string, createdAt: string, recurring: Recurrence, periodStart: string | null, amount: number, currency: string, status: DonationStatus, disputeStatus: DisputeStatus | null, receiptNumber: string | null, testMode: boolean, zakat: boolean, anonymous: boolean, supportMessageStatus: SupportMessageStatus | null, refunds: Array<{ id: string, amount: number, reason: RefundReason, status: RefundStatus }>, monthlyGift: { id: string, status: MonthlyGiftStatus, cancelReason: GiftCancelReason | null, testRenewalUrl: string | null } | null, dedication: { kind: DedicationKind, name: string } | null } & { ' $fragmentName'?: 'DonationRow_DonationFragment' };

export type DonorSummary_SummaryFragment = { id: string, openRequests: number, stillNeeded: number, totalRaised: number } & { ' $fragmentName'?: 'DonorSummary_SummaryFragment' };

export type FundraisingCard_RequestFragment = { id: string, fullName: string, city: string | null, country: string | null, hajjReason: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, heldAmount: number, donorCount: number, fullyFunded: boolean, zakatCategory: ZakatCategory | null } & { ' $fragmentName'?: 'FundraisingCard_RequestFragment' };

export type CancelMonthlyGiftMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMonthlyGiftMutation = { cancelMonthlyGift: { id: string, status: MonthlyGiftStatus, cancelReason: GiftCancelReason | null, canceledAt: string | null, testRenewalUrl: string | null } };

export type CreateCheckoutSessionMutationVariables = Exact<{
  applicationId: string | number;
  amount: number;
  recurring: Recurrence;
  locale?: CheckoutLocale | null | undefined;
  anonymous?: boolean | null | undefined;
  supportMessage?: string | null | undefined;
  dedicationKind?: DedicationKind | null | undefined;
  dedicationName?: string | null | undefined;
  ecardEmail?: string | null | undefined;
  ecardLanguage?: CheckoutLocale | null | undefined;
  zakat?: boolean | null | undefined;
}>;


export type CreateCheckoutSessionMutation = { createCheckoutSession: { id: string, url: string } };

export type DonationHistoryQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DonationHistoryQuery = { myGivingSummary: { id: string, totalDonated: number, completedCount: number, livesHelped: number, journeysFullyFunded: number }, myDonationHistory: { nodes: Array<(
      { id: string, applicantName: string, monthlyGift: { id: string } | null }
      & { ' $fragmentRefs'?: { 'DonationRow_DonationFragment': DonationRow_DonationFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type DonorDashboardQueryVariables = Exact<{
  after?: string | null | undefined;
  zakatEligible?: boolean | null | undefined;
}>;


export type DonorDashboardQuery = { fundraisingSummary: (
    { id: string }
    & { ' $fragmentRefs'?: { 'DonorSummary_SummaryFragment': DonorSummary_SummaryFragment } }
  ), approvedApplications: { nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'FundraisingCard_RequestFragment': FundraisingCard_RequestFragment } }
    )>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type TrackingUpdatesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type TrackingUpdatesQuery = { myTrackingUpdates: { nodes: Array<{ id: string, donationId: string, newStatus: TrackingStatus, applicantName: string, updateMessage: string, createdAt: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type VerifyCheckoutSessionMutationVariables = Exact<{
  sessionId: string;
}>;


export type VerifyCheckoutSessionMutation = { verifyCheckoutSession: { id: string, success: boolean, status: CheckoutStatus, recurring: Recurrence, donation: { id: string, amount: number, currency: string, applicantName: string, receiptNumber: string | null, testMode: boolean, status: DonationStatus, keptAmount: number, refundedAmount: number, refunds: Array<{ id: string, refundNumber: string, amount: number, reason: RefundReason, status: RefundStatus }> } | null } };

export type ApplicationStatusCard_ApplicationFragment = { id: string, status: ApplicationStatus, submittedAt: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, donorCount: number, rejectionReason: RejectionReason | null, rejectionNote: string | null } & { ' $fragmentName'?: 'ApplicationStatusCard_ApplicationFragment' };

export type MyApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationQuery = { myApplication: (
    { id: string, status: ApplicationStatus }
    & { ' $fragmentRefs'?: { 'ApplicationStatusCard_ApplicationFragment': ApplicationStatusCard_ApplicationFragment } }
  ) | null };

export type SubmitApplicationMutationVariables = Exact<{
  input: SubmitApplicationInput;
  idDocumentUploadId: string | number;
}>;


export type SubmitApplicationMutation = { submitApplication: (
    { id: string, status: ApplicationStatus }
    & { ' $fragmentRefs'?: { 'ApplicationStatusCard_ApplicationFragment': ApplicationStatusCard_ApplicationFragment } }
  ) };

export type TransparencyQueryVariables = Exact<{ [key: string]: never; }>;


export type TransparencyQuery = { transparency: { given: number, refunded: number, paidOut: number, held: number, journeys: number, stages: Array<{ stage: JourneyStage, journeys: number }>, months: Array<{ month: string, given: number, refunded: number, paidOut: number }> } };

export type PublicJourneyLedgersQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PublicJourneyLedgersQuery = { publicJourneyLedgers: { nodes: Array<{ applicationId: string, firstName: string, city: string | null, stage: JourneyStage, given: number, refunded: number, transferredIn: number, transferredOut: number, paidOut: number, held: number, zakatKept: number, sadaqahKept: number, zakatPaidOut: number, lines: Array<{ kind: LedgerLineKind, at: string, amount: number, balance: number, monthly: boolean, refundStatus: string | null, purpose: PayoutPurpose | null, payee: PayoutPayee | null, operatorName: string | null }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type ZakatSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type ZakatSettingsQuery = { zakatSettings: { nisab: number, nisabSetOn: string, rate: number } };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export const CancellationChoiceFields_ChoiceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationChoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}},{"kind":"Field","name":{"kind":"Name","value":"unrecoverableCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundPossible"}},{"kind":"Field","name":{"kind":"Name","value":"includesZakat"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"targetApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"targetFirstName"}}]}}]} as unknown as DocumentNode<CancellationChoiceFields_ChoiceFragment, unknown>;
export const JourneyFields_JourneyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields_journey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStage"}},{"kind":"Field","name":{"kind":"Name","value":"toStage"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"departedOn"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<JourneyFields_JourneyFragment, unknown>;
export const JourneyShare_ShareFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyShare_share"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonorJourneyShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"journeyKeptCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOutShareCents"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shareCents"}}]}}]}}]} as unknown as DocumentNode<JourneyShare_ShareFragment, unknown>;
export const PayoutFields_PayoutFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields_payout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"proposedById"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByName"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<PayoutFields_PayoutFragment, unknown>;
export const ApiKeyRow_ApiKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyRow_ApiKeyFragment, unknown>;
export const ApplicationCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familySize"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBracket"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"referencePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referenceRelation"}},{"kind":"Field","name":{"kind":"Name","value":"idFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"idDocumentDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}},{"kind":"Field","name":{"kind":"Name","value":"zakatCategory"}},{"kind":"Field","name":{"kind":"Name","value":"zakatBasis"}}]}}]} as unknown as DocumentNode<ApplicationCard_ApplicationFragment, unknown>;
export const AdminStats_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"submittedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"approvedThisMonth"}}]}}]} as unknown as DocumentNode<AdminStats_CountsFragment, unknown>;
export const AdminStats_DonationsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_donations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"completedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}}]} as unknown as DocumentNode<AdminStats_DonationsFragment, unknown>;
export const OperatorRow_OperatorFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OperatorRow_operator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<OperatorRow_OperatorFragment, unknown>;
export const SecondFactorEnrolmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SecondFactorEnrolmentFieldsFragment, unknown>;
export const PendingStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<PendingStoryCard_StoryFragment, unknown>;
export const PublishedStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<PublishedStoryCard_StoryFragment, unknown>;
export const PaymentsWaitingNotice_PaymentsWaitingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsWaiting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"refundsPending"}},{"kind":"Field","name":{"kind":"Name","value":"refundsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestSince"}}]}}]} as unknown as DocumentNode<PaymentsWaitingNotice_PaymentsWaitingFragment, unknown>;
export const RefundDialog_DonationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundDialog_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RefundDialog_DonationFragment, unknown>;
export const TrackedDonation_DonationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackedDonation_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"exceededGoal"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"zakat"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}}]} as unknown as DocumentNode<TrackedDonation_DonationFragment, unknown>;
export const WebhookDeliveryRow_DeliveryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryRow_DeliveryFragment, unknown>;
export const WebhookEndpointRow_EndpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointRow_EndpointFragment, unknown>;
export const MyStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<MyStoryCard_StoryFragment, unknown>;
export const StoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<StoryCard_StoryFragment, unknown>;
export const DonationRow_DonationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRow_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"zakat"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"testRenewalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"supportMessageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dedication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DonationRow_DonationFragment, unknown>;
export const DonorSummary_SummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"stillNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaised"}}]}}]} as unknown as DocumentNode<DonorSummary_SummaryFragment, unknown>;
export const FundraisingCard_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundraisingCard_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"fullyFunded"}},{"kind":"Field","name":{"kind":"Name","value":"zakatCategory"}}]}}]} as unknown as DocumentNode<FundraisingCard_RequestFragment, unknown>;
export const ApplicationStatusCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationStatusCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<ApplicationStatusCard_ApplicationFragment, unknown>;
export const SupportMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SupportMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"supportMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"donorFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<SupportMessagesQuery, SupportMessagesQueryVariables>;
export const MyCancellationChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyCancellationChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myCancellationChoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationChoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}},{"kind":"Field","name":{"kind":"Name","value":"unrecoverableCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundPossible"}},{"kind":"Field","name":{"kind":"Name","value":"includesZakat"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"targetApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"targetFirstName"}}]}}]} as unknown as DocumentNode<MyCancellationChoicesQuery, MyCancellationChoicesQueryVariables>;
export const CancellationMoveTargetsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationMoveTargets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exceptApplicationId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationMoveTargets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exceptApplicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exceptApplicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"roomCents"}},{"kind":"Field","name":{"kind":"Name","value":"zakatEligible"}}]}}]}}]} as unknown as DocumentNode<CancellationMoveTargetsQuery, CancellationMoveTargetsQueryVariables>;
export const AnswerCancellationChoiceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerCancellationChoice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerCancellationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerCancellationChoice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationChoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}},{"kind":"Field","name":{"kind":"Name","value":"unrecoverableCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundPossible"}},{"kind":"Field","name":{"kind":"Name","value":"includesZakat"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"targetApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"targetFirstName"}}]}}]} as unknown as DocumentNode<AnswerCancellationChoiceMutation, AnswerCancellationChoiceMutationVariables>;
export const JourneyCancellationChoicesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyCancellationChoices"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journeyCancellationChoices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CancellationChoiceFields_choice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationChoice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundableCents"}},{"kind":"Field","name":{"kind":"Name","value":"unrecoverableCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundPossible"}},{"kind":"Field","name":{"kind":"Name","value":"includesZakat"}},{"kind":"Field","name":{"kind":"Name","value":"deadlineAt"}},{"kind":"Field","name":{"kind":"Name","value":"defaultAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"decidedBy"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"appliedCents"}},{"kind":"Field","name":{"kind":"Name","value":"targetApplicationId"}},{"kind":"Field","name":{"kind":"Name","value":"targetFirstName"}}]}}]} as unknown as DocumentNode<JourneyCancellationChoicesQuery, JourneyCancellationChoicesQueryVariables>;
export const SetCancellationDefaultDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetCancellationDefault"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"defaultAnswer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationAnswer"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setCancellationDefault"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"defaultAnswer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"defaultAnswer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]} as unknown as DocumentNode<SetCancellationDefaultMutation, SetCancellationDefaultMutationVariables>;
export const AdminJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminJourney"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields_journey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields_journey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStage"}},{"kind":"Field","name":{"kind":"Name","value":"toStage"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"departedOn"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<AdminJourneyQuery, AdminJourneyQueryVariables>;
export const MyJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyJourney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myJourney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields_journey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields_journey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStage"}},{"kind":"Field","name":{"kind":"Name","value":"toStage"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"departedOn"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<MyJourneyQuery, MyJourneyQueryVariables>;
export const MySupportedJourneysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySupportedJourneys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySupportedJourneys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields_journey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}},{"kind":"Field","name":{"kind":"Name","value":"myJourneyShares"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyShare_share"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields_journey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStage"}},{"kind":"Field","name":{"kind":"Name","value":"toStage"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"departedOn"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyShare_share"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonorJourneyShare"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"journeyKeptCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidOutShareCents"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"shareCents"}}]}}]}}]} as unknown as DocumentNode<MySupportedJourneysQuery, MySupportedJourneysQueryVariables>;
export const MoveJourneyStageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MoveJourneyStage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MoveJourneyStageInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"proof"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moveJourneyStage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"proof"},"value":{"kind":"Variable","name":{"kind":"Name","value":"proof"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JourneyFields_journey"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JourneyFields_journey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Journey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fromStage"}},{"kind":"Field","name":{"kind":"Name","value":"toStage"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}},{"kind":"Field","name":{"kind":"Name","value":"changedByName"}},{"kind":"Field","name":{"kind":"Name","value":"bookingReference"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}},{"kind":"Field","name":{"kind":"Name","value":"visaIssuedOn"}},{"kind":"Field","name":{"kind":"Name","value":"departedOn"}},{"kind":"Field","name":{"kind":"Name","value":"returnedOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentType"}},{"kind":"Field","name":{"kind":"Name","value":"proofDocumentUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"thanks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<MoveJourneyStageMutation, MoveJourneyStageMutationVariables>;
export const PostJourneyUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostJourneyUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostJourneyUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postJourneyUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"newStatus"}},{"kind":"Field","name":{"kind":"Name","value":"updateMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donorsReached"}}]}}]}}]} as unknown as DocumentNode<PostJourneyUpdateMutation, PostJourneyUpdateMutationVariables>;
export const PostJourneyThanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostJourneyThanks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostJourneyThanksInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"photo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postJourneyThanks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"photo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"photo"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<PostJourneyThanksMutation, PostJourneyThanksMutationVariables>;
export const ModerateJourneyThanksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateJourneyThanks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerateJourneyThanksInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateJourneyThanks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}}]}}]}}]} as unknown as DocumentNode<ModerateJourneyThanksMutation, ModerateJourneyThanksMutationVariables>;
export const JourneyPayoutsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JourneyPayouts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"journeyPayouts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"approvedCents"}},{"kind":"Field","name":{"kind":"Name","value":"proposedCents"}},{"kind":"Field","name":{"kind":"Name","value":"availableCents"}},{"kind":"Field","name":{"kind":"Name","value":"payouts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields_payout"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields_payout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"proposedById"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByName"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<JourneyPayoutsQuery, JourneyPayoutsQueryVariables>;
export const PayoutOperatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayoutOperators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}}]} as unknown as DocumentNode<PayoutOperatorsQuery, PayoutOperatorsQueryVariables>;
export const ProposePayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProposePayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProposePayoutInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"document"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proposePayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"document"},"value":{"kind":"Variable","name":{"kind":"Name","value":"document"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields_payout"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields_payout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"proposedById"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByName"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<ProposePayoutMutation, ProposePayoutMutationVariables>;
export const ApprovePayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApprovePayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PayoutOfJourneyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvePayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields_payout"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields_payout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"proposedById"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByName"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<ApprovePayoutMutation, ApprovePayoutMutationVariables>;
export const MarkPayoutPaidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkPayoutPaid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkPayoutPaidInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markPayoutPaid"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields_payout"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields_payout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"proposedById"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByName"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<MarkPayoutPaidMutation, MarkPayoutPaidMutationVariables>;
export const CancelPayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelPayout"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelPayoutInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelPayout"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PayoutFields_payout"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PayoutFields_payout"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payout"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"documentType"}},{"kind":"Field","name":{"kind":"Name","value":"proposedById"}},{"kind":"Field","name":{"kind":"Name","value":"proposedByName"}},{"kind":"Field","name":{"kind":"Name","value":"proposedAt"}},{"kind":"Field","name":{"kind":"Name","value":"approvedByName"}},{"kind":"Field","name":{"kind":"Name","value":"approvedAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidByName"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"transferReference"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOn"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledByName"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}}]}}]} as unknown as DocumentNode<CancelPayoutMutation, CancelPayoutMutationVariables>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow_apiKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow_apiKey"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const AdminApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familySize"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBracket"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"referencePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referenceRelation"}},{"kind":"Field","name":{"kind":"Name","value":"idFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"idDocumentDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}},{"kind":"Field","name":{"kind":"Name","value":"zakatCategory"}},{"kind":"Field","name":{"kind":"Name","value":"zakatBasis"}}]}}]} as unknown as DocumentNode<AdminApplicationsQuery, AdminApplicationsQueryVariables>;
export const AdminZakatSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminZakatSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zakatSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nisab"}},{"kind":"Field","name":{"kind":"Name","value":"nisabSetOn"}}]}}]}}]} as unknown as DocumentNode<AdminZakatSettingsQuery, AdminZakatSettingsQueryVariables>;
export const SetZakatNisabDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetZakatNisab"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"nisab"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"setOn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setZakatNisab"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"nisab"},"value":{"kind":"Variable","name":{"kind":"Name","value":"nisab"}}},{"kind":"Argument","name":{"kind":"Name","value":"setOn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"setOn"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nisab"}},{"kind":"Field","name":{"kind":"Name","value":"nisabSetOn"}}]}}]}}]} as unknown as DocumentNode<SetZakatNisabMutation, SetZakatNisabMutationVariables>;
export const ReviewApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionReason"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"submittedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"approvedThisMonth"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familySize"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBracket"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"referencePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referenceRelation"}},{"kind":"Field","name":{"kind":"Name","value":"idFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"idDocumentDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}},{"kind":"Field","name":{"kind":"Name","value":"zakatCategory"}},{"kind":"Field","name":{"kind":"Name","value":"zakatBasis"}}]}}]} as unknown as DocumentNode<ReviewApplicationMutation, ReviewApplicationMutationVariables>;
export const MarkJourneyZakatEligibleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkJourneyZakatEligible"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ZakatCategory"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"basis"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markJourneyZakatEligible"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}},{"kind":"Argument","name":{"kind":"Name","value":"basis"},"value":{"kind":"Variable","name":{"kind":"Name","value":"basis"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}}]}}]}}]} as unknown as DocumentNode<MarkJourneyZakatEligibleMutation, MarkJourneyZakatEligibleMutationVariables>;
export const UnmarkJourneyZakatEligibleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnmarkJourneyZakatEligible"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unmarkJourneyZakatEligible"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"basis"}},{"kind":"Field","name":{"kind":"Name","value":"markedAt"}}]}}]}}]} as unknown as DocumentNode<UnmarkJourneyZakatEligibleMutation, UnmarkJourneyZakatEligibleMutationVariables>;
export const LedgerChartsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LedgerCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ledgerCharts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"week"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}},{"kind":"Field","name":{"kind":"Name","value":"funnel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applications"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"funded"}},{"kind":"Field","name":{"kind":"Name","value":"travelled"}}]}}]}}]}}]} as unknown as DocumentNode<LedgerChartsQuery, LedgerChartsQueryVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStats_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStats_donations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storyCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"submittedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"approvedThisMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_donations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"completedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const FailedJobsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FailedJobs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"queue"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BackgroundJobQueue"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"failedJobs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"queue"},"value":{"kind":"Variable","name":{"kind":"Name","value":"queue"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"queue"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"failedAt"}}]}}]}}]} as unknown as DocumentNode<FailedJobsQuery, FailedJobsQueryVariables>;
export const RetryFailedJobDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryFailedJob"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryFailedJob"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RetryFailedJobMutation, RetryFailedJobMutationVariables>;
export const ContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unhandled"}}]}}]}}]} as unknown as DocumentNode<ContactMessagesQuery, ContactMessagesQueryVariables>;
export const SetContactMessageHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactMessageHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactMessageHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]}}]} as unknown as DocumentNode<SetContactMessageHandledMutation, SetContactMessageHandledMutationVariables>;
export const NewsletterSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]} as unknown as DocumentNode<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>;
export const SendNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendNewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendNewsletterMutation, SendNewsletterMutationVariables>;
export const AdminOperatorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOperators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"operators"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OperatorRow_operator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OperatorRow_operator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminOperatorsQuery, AdminOperatorsQueryVariables>;
export const CreateOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OperatorRow_operator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OperatorRow_operator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateOperatorMutation, CreateOperatorMutationVariables>;
export const UpdateOperatorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateOperator"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OperatorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOperator"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"OperatorRow_operator"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OperatorRow_operator"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Operator"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"licenceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"contact"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateOperatorMutation, UpdateOperatorMutationVariables>;
export const MySecondFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<MySecondFactorsQuery, MySecondFactorsQueryVariables>;
export const StartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factorId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"factorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"factorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"factorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const StartPasskeyEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeyEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyEnrolment"}}]}}]} as unknown as DocumentNode<StartPasskeyEnrolmentMutation, StartPasskeyEnrolmentMutationVariables>;
export const FinishPasskeyEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"unmask"}}]}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<FinishPasskeyEnrolmentMutation, FinishPasskeyEnrolmentMutationVariables>;
export const RemoveSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>;
export const RenewRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewRecoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewRecoveryCodes"}}]}}]} as unknown as DocumentNode<RenewRecoveryCodesMutation, RenewRecoveryCodesMutationVariables>;
export const ReauthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reauthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ReauthenticateMutation, ReauthenticateMutationVariables>;
export const ModerateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]} as unknown as DocumentNode<ModerateStoryMutation, ModerateStoryMutationVariables>;
export const PendingStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingStoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<PendingStoriesQuery, PendingStoriesQueryVariables>;
export const PublishedStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvedStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishedStoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<PublishedStoriesQuery, PublishedStoriesQueryVariables>;
export const WithdrawStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawStoryMutation, WithdrawStoryMutationVariables>;
export const PendingSupportMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingSupportMessages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingSupportMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"applicantFirstName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<PendingSupportMessagesQuery, PendingSupportMessagesQueryVariables>;
export const ModerateSupportMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateSupportMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SupportMessageDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateSupportMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ModerateSupportMessageMutation, ModerateSupportMessageMutationVariables>;
export const AdminDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackedDonation_donation"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundDialog_donation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsWaiting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"refundsPending"}},{"kind":"Field","name":{"kind":"Name","value":"refundsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestSince"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackedDonation_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"exceededGoal"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"zakat"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundDialog_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminDonationsQuery, AdminDonationsQueryVariables>;
export const PostTrackingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostTrackingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostTrackingUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postTrackingUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PostTrackingUpdateMutation, PostTrackingUpdateMutationVariables>;
export const RefundDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackedDonation_donation"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"RefundDialog_donation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"completedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackedDonation_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"exceededGoal"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"zakat"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RefundDialog_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsWaiting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"refundsPending"}},{"kind":"Field","name":{"kind":"Name","value":"refundsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestSince"}}]}}]} as unknown as DocumentNode<RefundDonationMutation, RefundDonationMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"factorKinds"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}]}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const EmailLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmailLanguage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<EmailLanguageQuery, EmailLanguageQueryVariables>;
export const SetEmailLanguageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetEmailLanguage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"language"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AccountLanguage"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMyLanguage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"language"},"value":{"kind":"Variable","name":{"kind":"Name","value":"language"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"language"}}]}}]}}]} as unknown as DocumentNode<SetEmailLanguageMutation, SetEmailLanguageMutationVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"role"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Role"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"role"},"value":{"kind":"Variable","name":{"kind":"Name","value":"role"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const StartPasskeySignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeySignIn"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeySignIn"}}]}}]} as unknown as DocumentNode<StartPasskeySignInMutation, StartPasskeySignInMutationVariables>;
export const VerifySecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifySecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifySecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<VerifySecondFactorMutation, VerifySecondFactorMutationVariables>;
export const ApprovedStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApprovedStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvedStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"StoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<ApprovedStoriesQuery, ApprovedStoriesQueryVariables>;
export const DeleteMyStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteMyStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteMyStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteMyStoryMutation, DeleteMyStoryMutationVariables>;
export const MyStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyStoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<MyStoriesQuery, MyStoriesQueryVariables>;
export const SubmitStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitStoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mediaUploadId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"mediaUploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mediaUploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyStoryCard_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<SubmitStoryMutation, SubmitStoryMutationVariables>;
export const DonationReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"zakat"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DonationReceiptQuery, DonationReceiptQueryVariables>;
export const CancelMonthlyGiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMonthlyGift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMonthlyGift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"testRenewalUrl"}}]}}]}}]} as unknown as DocumentNode<CancelMonthlyGiftMutation, CancelMonthlyGiftMutationVariables>;
export const CreateCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recurring"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Recurrence"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutLocale"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anonymous"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"supportMessage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dedicationKind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DedicationKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"dedicationName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ecardEmail"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ecardLanguage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutLocale"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zakat"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"recurring"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recurring"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"anonymous"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anonymous"}}},{"kind":"Argument","name":{"kind":"Name","value":"supportMessage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"supportMessage"}}},{"kind":"Argument","name":{"kind":"Name","value":"dedicationKind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dedicationKind"}}},{"kind":"Argument","name":{"kind":"Name","value":"dedicationName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"dedicationName"}}},{"kind":"Argument","name":{"kind":"Name","value":"ecardEmail"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ecardEmail"}}},{"kind":"Argument","name":{"kind":"Name","value":"ecardLanguage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ecardLanguage"}}},{"kind":"Argument","name":{"kind":"Name","value":"zakat"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zakat"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const DonationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGivingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonated"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"livesHelped"}},{"kind":"Field","name":{"kind":"Name","value":"journeysFullyFunded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDonationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationRow_donation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRow_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"zakat"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"testRenewalUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"anonymous"}},{"kind":"Field","name":{"kind":"Name","value":"supportMessageStatus"}},{"kind":"Field","name":{"kind":"Name","value":"dedication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<DonationHistoryQuery, DonationHistoryQueryVariables>;
export const DonorDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonorDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zakatEligible"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundraisingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonorSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"zakatEligible"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zakatEligible"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundraisingCard_request"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"stillNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaised"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundraisingCard_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"fullyFunded"}},{"kind":"Field","name":{"kind":"Name","value":"zakatCategory"}}]}}]} as unknown as DocumentNode<DonorDashboardQuery, DonorDashboardQueryVariables>;
export const TrackingUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackingUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTrackingUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"newStatus"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"updateMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TrackingUpdatesQuery, TrackingUpdatesQueryVariables>;
export const VerifyCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VerifyCheckoutSessionMutation, VerifyCheckoutSessionMutationVariables>;
export const MyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationStatusCard_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationStatusCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<MyApplicationQuery, MyApplicationQueryVariables>;
export const SubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitApplicationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idDocumentUploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idDocumentUploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idDocumentUploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationStatusCard_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationStatusCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const TransparencyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Transparency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transparency"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"journeys"}},{"kind":"Field","name":{"kind":"Name","value":"stages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"journeys"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}}]}}]}}]}}]} as unknown as DocumentNode<TransparencyQuery, TransparencyQueryVariables>;
export const PublicJourneyLedgersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicJourneyLedgers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicJourneyLedgers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationId"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"given"}},{"kind":"Field","name":{"kind":"Name","value":"refunded"}},{"kind":"Field","name":{"kind":"Name","value":"transferredIn"}},{"kind":"Field","name":{"kind":"Name","value":"transferredOut"}},{"kind":"Field","name":{"kind":"Name","value":"paidOut"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"zakatKept"}},{"kind":"Field","name":{"kind":"Name","value":"sadaqahKept"}},{"kind":"Field","name":{"kind":"Name","value":"zakatPaidOut"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"monthly"}},{"kind":"Field","name":{"kind":"Name","value":"refundStatus"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}},{"kind":"Field","name":{"kind":"Name","value":"payee"}},{"kind":"Field","name":{"kind":"Name","value":"operatorName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<PublicJourneyLedgersQuery, PublicJourneyLedgersQueryVariables>;
export const ZakatSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ZakatSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"zakatSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nisab"}},{"kind":"Field","name":{"kind":"Name","value":"nisabSetOn"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}}]}}]}}]} as unknown as DocumentNode<ZakatSettingsQuery, ZakatSettingsQueryVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;