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

/** What an API key may read. Every key is read-only; mutations are refused whatever its scopes. */
export type ApiKeyScope =
  /** Approved fundraising requests as the public may see them (publicFundraisingRequests, publicFundraisingSummary): first name, city, country, journey and amounts — never a street address, phone, email, free text or document. */
  | 'APPLICATIONS_READ'
  /** Donation totals per approved request (donationTotals): amounts and counts, never who gave. */
  | 'DONATION_TOTALS_READ'
  /** Published community stories (approvedStories; on REST GET /stories/approved and GET /stories/file/{id}). */
  | 'STORIES_READ';

/** pending until an admin decides; approved requests are shown to donors. */
export type ApplicationStatus =
  /** Approved by an admin: shown to donors and open for donations until funded. */
  | 'APPROVED'
  /** Submitted, waiting for an admin’s review. */
  | 'PENDING'
  /** Rejected by an admin; the seeker may apply again. */
  | 'REJECTED';

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

/** Email and password of an existing account of the chosen role. */
export type LoginInput = {
  /** Email address, in any case. */
  email: string;
  /** The account password. */
  password: string;
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

/** Where a newsletter subscription stands. */
export type NewsletterStatus =
  /** Confirmed through the link: receives the letters. */
  | 'CONFIRMED'
  /** Signed up; the confirmation link has not been used. */
  | 'PENDING'
  /** Left through an unsubscribe link. */
  | 'UNSUBSCRIBED';

/** An admin's progress update. The donor, applicant and admin come from the donation and the token. */
export type PostTrackingUpdateInput = {
  /** A completed donation. */
  donationId: string | number;
  /** pending, ongoing or completed. */
  newStatus: TrackingStatus;
  /** What to tell the donor, at most 1000 characters. */
  updateMessage: string;
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
  /** It landed when the journey needed less; what was not needed went back at once. */
  | 'OVER_GOAL'
  /** It was refunded at the card provider. */
  | 'PROVIDER';

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
  /** Money of a donation went back: `data` has donationId, applicationId, refundId, amount (this refund), refunded and kept (the donation's totals after it), reason (over_goal, admin, provider, dispute_lost, currency), currency, testMode. */
  | 'DONATION_REFUNDED'
  /** An admin approved a story, which is now public: `data` has storyId and title. */
  | 'STORY_PUBLISHED'
  /** A published story is no longer public (an admin withdrew it, or its author deleted it): `data` has storyId and title. Remove any copy you keep. */
  | 'STORY_WITHDRAWN'
  /** An admin reported a funded journey's progress: `data` has donationId, applicationId and status (pending, ongoing or completed); the message stays with the donor. */
  | 'TRACKING_UPDATED';

export type ApiKeyRow_ApiKeyFragment = { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, createdByName: string, lastUsedAt: string | null, revokedAt: string | null };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, createdByName: string, lastUsedAt: string | null, revokedAt: string | null }> };

export type CreateApiKeyMutationVariables = Exact<{
  input: CreateApiKeyInput;
}>;


export type CreateApiKeyMutation = { createApiKey: { secret: string, apiKey: { id: string, name: string, prefix: string, scopes: Array<ApiKeyScope>, createdAt: string, createdByName: string, lastUsedAt: string | null, revokedAt: string | null } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, revokedAt: string | null } };

export type ApplicationCard_ApplicationFragment = { id: string, fullName: string, email: string, phone: string, status: ApplicationStatus, submittedAt: string, familySize: FamilySize, requestedAmount: number, travelType: TravelType, incomeBracket: IncomeBracket, address: string, hajjReason: string, referenceName: string, referencePhone: string, referenceRelation: string, idFileUrl: string, idDocumentDeletedAt: string | null, rejectionReason: RejectionReason | null, rejectionNote: string | null };

export type ReviewApplicationMutationVariables = Exact<{
  id: string | number;
  decision: ReviewDecision;
  reason?: RejectionReason | null | undefined;
  note?: string | null | undefined;
}>;


export type ReviewApplicationMutation = { reviewApplication: { application: { id: string, status: ApplicationStatus, reviewedAt: string | null, rejectionReason: RejectionReason | null, rejectionNote: string | null, fullName: string, email: string, phone: string, submittedAt: string, familySize: FamilySize, requestedAmount: number, travelType: TravelType, incomeBracket: IncomeBracket, address: string, hajjReason: string, referenceName: string, referencePhone: string, referenceRelation: string, idFileUrl: string, idDocumentDeletedAt: string | null }, counts: { id: string, pending: number, approved: number, rejected: number, submittedThisWeek: number, approvedThisMonth: number } } };

export type AdminStats_CountsFragment = { id: string, pending: number, approved: number, rejected: number, submittedThisWeek: number, approvedThisMonth: number };

export type AdminStats_DonationsFragment = { id: string, donationCount: number, completedCount: number, totalAmount: number, amountThisMonth: number, completedThisWeek: number, heldAmount: number };

export type AdminDashboardQueryVariables = Exact<{
  status: ApplicationStatus;
  after?: string | null | undefined;
}>;


export type AdminDashboardQuery = { applicationCounts: { id: string, pending: number, approved: number, rejected: number, submittedThisWeek: number, approvedThisMonth: number }, donationStats: { id: string, donationCount: number, completedCount: number, totalAmount: number, amountThisMonth: number, completedThisWeek: number, heldAmount: number }, storyCounts: { id: string, pending: number }, applications: { nodes: Array<{ id: string, fullName: string, email: string, phone: string, status: ApplicationStatus, submittedAt: string, familySize: FamilySize, requestedAmount: number, travelType: TravelType, incomeBracket: IncomeBracket, address: string, hajjReason: string, referenceName: string, referencePhone: string, referenceRelation: string, idFileUrl: string, idDocumentDeletedAt: string | null, rejectionReason: RejectionReason | null, rejectionNote: string | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

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

export type MySecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySecondFactorsQuery = { mySecondFactors: { recoveryCodesLeft: number, required: boolean, factors: Array<{ id: string, kind: SecondFactorKind, label: string, createdAt: string, lastUsedAt: string | null }> } };

export type SecondFactorEnrolmentFieldsFragment = { recoveryCodes: Array<string>, factor: { id: string, kind: SecondFactorKind, label: string }, session: { token: string, account: { id: string, fullname: string, email: string } } | null };

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
}>;


export type ReauthenticateMutation = { reauthenticate: { token: string, account: { id: string, fullname: string, email: string } } };

export type PendingStoryCard_StoryFragment = { id: string, title: string, description: string, location: string | null, createdAt: string, status: StoryStatus, media: { url: string, type: string, kind: StoryMediaKind, size: number } | null };

export type PublishedStoryCard_StoryFragment = { id: string, title: string, description: string, location: string | null, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null };

export type ModerateStoryMutationVariables = Exact<{
  id: string | number;
  decision: ModerationDecision;
}>;


export type ModerateStoryMutation = { moderateStory: { story: { id: string, status: StoryStatus, media: { url: string } | null }, counts: { id: string, pending: number } } };

export type PendingStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PendingStoriesQuery = { pendingStories: { nodes: Array<{ id: string, title: string, description: string, location: string | null, createdAt: string, status: StoryStatus, media: { url: string, type: string, kind: StoryMediaKind, size: number } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PublishedStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PublishedStoriesQuery = { approvedStories: { nodes: Array<{ id: string, title: string, description: string, location: string | null, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type WithdrawStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawStoryMutation = { withdrawStory: { story: { id: string, status: StoryStatus, media: { url: string } | null }, counts: { id: string, pending: number, approved: number, withdrawn: number } } };

export type PaymentsWaitingNotice_PaymentsWaitingFragment = { id: string, checkouts: number, refundsPending: number, refundsFailed: number, oldestSince: string | null };

export type TrackedDonation_DonationFragment = { id: string, applicantName: string, donorName: string, amount: number, currency: string, recurring: Recurrence, status: DonationStatus, createdAt: string, exceededGoal: boolean, testMode: boolean, keptAmount: number, refundedAmount: number, chargedAmount: number | null, chargedCurrency: string | null, disputeStatus: DisputeStatus | null, trackingStatus: TrackingStatus, trackingMessage: string | null, trackingUpdatedAt: string | null, refunds: Array<{ id: string, refundNumber: string, amount: number, reason: RefundReason, status: RefundStatus, note: string | null, createdAt: string }> };

export type AdminDonationsQueryVariables = Exact<{
  status?: DonationStatus | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminDonationsQuery = { paymentsWaiting: { id: string, checkouts: number, refundsPending: number, refundsFailed: number, oldestSince: string | null }, donations: { nodes: Array<{ id: string, applicantName: string, donorName: string, amount: number, currency: string, recurring: Recurrence, status: DonationStatus, createdAt: string, exceededGoal: boolean, testMode: boolean, keptAmount: number, refundedAmount: number, chargedAmount: number | null, chargedCurrency: string | null, disputeStatus: DisputeStatus | null, trackingStatus: TrackingStatus, trackingMessage: string | null, trackingUpdatedAt: string | null, refunds: Array<{ id: string, refundNumber: string, amount: number, reason: RefundReason, status: RefundStatus, note: string | null, createdAt: string }> }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type PostTrackingUpdateMutationVariables = Exact<{
  input: PostTrackingUpdateInput;
}>;


export type PostTrackingUpdateMutation = { postTrackingUpdate: { update: { id: string }, donation: { id: string, trackingStatus: TrackingStatus, trackingMessage: string | null, trackingUpdatedAt: string | null } } };

export type RefundDonationMutationVariables = Exact<{
  input: RefundDonationInput;
}>;


export type RefundDonationMutation = { refundDonation: { donation: { id: string, applicantName: string, donorName: string, amount: number, currency: string, recurring: Recurrence, status: DonationStatus, createdAt: string, exceededGoal: boolean, testMode: boolean, keptAmount: number, refundedAmount: number, chargedAmount: number | null, chargedCurrency: string | null, disputeStatus: DisputeStatus | null, trackingStatus: TrackingStatus, trackingMessage: string | null, trackingUpdatedAt: string | null, refunds: Array<{ id: string, refundNumber: string, amount: number, reason: RefundReason, status: RefundStatus, note: string | null, createdAt: string }> }, application: { id: string, collectedAmount: number, donorCount: number }, stats: { id: string, donationCount: number, completedCount: number, totalAmount: number, amountThisMonth: number, completedThisWeek: number, heldAmount: number }, paymentsWaiting: { id: string, checkouts: number, refundsPending: number, refundsFailed: number, oldestSince: string | null } } };

export type WebhookDeliveryRow_DeliveryFragment = { id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, lastError: string | null, lastStatusCode: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string };

export type WebhookEndpointRow_EndpointFragment = { id: string, url: string, events: Array<WebhookEventType>, enabled: boolean, description: string | null, createdAt: string };

export type WebhookDeliveriesQueryVariables = Exact<{
  filter?: WebhookDeliveryFilter | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { nodes: Array<{ id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, lastError: string | null, lastStatusCode: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type RedeliverWebhookMutationVariables = Exact<{
  deliveryId: string | number;
}>;


export type RedeliverWebhookMutation = { redeliverWebhook: { id: string, eventId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, lastError: string | null, lastStatusCode: number | null, lastAttemptAt: string | null, nextAttemptAt: string | null, deliveredAt: string | null, createdAt: string } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, events: Array<WebhookEventType>, enabled: boolean, description: string | null, createdAt: string }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, events: Array<WebhookEventType>, enabled: boolean, description: string | null, createdAt: string } } };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  id: string | number;
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { id: string, url: string, events: Array<WebhookEventType>, enabled: boolean, description: string | null, createdAt: string } };

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

export type MyStoryCard_StoryFragment = { id: string, title: string, description: string, createdAt: string, status: StoryStatus, media: { url: string, type: string, kind: StoryMediaKind } | null };

export type StoryCard_StoryFragment = { id: string, title: string, description: string, location: string | null, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null };

export type ApprovedStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ApprovedStoriesQuery = { approvedStories: { nodes: Array<{ id: string, title: string, description: string, location: string | null, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type DeleteMyStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteMyStoryMutation = { deleteMyStory: string };

export type MyStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyStoriesQuery = { myStories: { nodes: Array<{ id: string, title: string, description: string, createdAt: string, status: StoryStatus, media: { url: string, type: string, kind: StoryMediaKind } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type SubmitStoryMutationVariables = Exact<{
  input: SubmitStoryInput;
  mediaUploadId?: string | number | null | undefined;
}>;


export type SubmitStoryMutation = { submitStory: { id: string, status: StoryStatus, title: string, description: string, createdAt: string, media: { url: string, type: string, kind: StoryMediaKind } | null } };

export type DonationReceiptQueryVariables = Exact<{
  id: string | number;
}>;


export type DonationReceiptQuery = { donationReceipt: { id: string, receiptNumber: string | null, createdAt: string, amount: number, currency: string, recurring: Recurrence, periodStart: string | null, donorName: string, donorEmail: string, applicantName: string, testMode: boolean, keptAmount: number, disputeStatus: DisputeStatus | null, refunds: Array<{ id: string, refundNumber: string, createdAt: string, amount: number, reason: RefundReason, status: RefundStatus }> } };

export type DonationRow_DonationFragment = { id: string, applicantName: string, createdAt: string, recurring: Recurrence, periodStart: string | null, amount: number, currency: string, status: DonationStatus, disputeStatus: DisputeStatus | null, receiptNumber: string | null, testMode: boolean, refunds: Array<{ id: string, amount: number, reason: RefundReason, status: RefundStatus }>, monthlyGift: { id: string, status: MonthlyGiftStatus, cancelReason: GiftCancelReason | null, testRenewalUrl: string | null } | null };

export type DonorSummary_SummaryFragment = { id: string, openRequests: number, stillNeeded: number, totalRaised: number };

export type FundraisingCard_RequestFragment = { id: string, fullName: string, city: string | null, country: string | null, hajjReason: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, heldAmount: number, donorCount: number, fullyFunded: boolean };

export type CancelMonthlyGiftMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMonthlyGiftMutation = { cancelMonthlyGift: { id: string, status: MonthlyGiftStatus, cancelReason: GiftCancelReason | null, canceledAt: string | null, testRenewalUrl: string | null } };

export type CreateCheckoutSessionMutationVariables = Exact<{
  applicationId: string | number;
  amount: number;
  recurring: Recurrence;
  locale?: CheckoutLocale | null | undefined;
}>;


export type CreateCheckoutSessionMutation = { createCheckoutSession: { id: string, url: string } };

export type DonationHistoryQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DonationHistoryQuery = { myGivingSummary: { id: string, totalDonated: number, completedCount: number, livesHelped: number, journeysFullyFunded: number }, myDonationHistory: { nodes: Array<{ id: string, applicantName: string, createdAt: string, recurring: Recurrence, periodStart: string | null, amount: number, currency: string, status: DonationStatus, disputeStatus: DisputeStatus | null, receiptNumber: string | null, testMode: boolean, refunds: Array<{ id: string, amount: number, reason: RefundReason, status: RefundStatus }>, monthlyGift: { id: string, status: MonthlyGiftStatus, cancelReason: GiftCancelReason | null, testRenewalUrl: string | null } | null }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type DonorDashboardQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type DonorDashboardQuery = { fundraisingSummary: { id: string, openRequests: number, stillNeeded: number, totalRaised: number }, approvedApplications: { nodes: Array<{ id: string, fullName: string, city: string | null, country: string | null, hajjReason: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, heldAmount: number, donorCount: number, fullyFunded: boolean }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type TrackingUpdatesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type TrackingUpdatesQuery = { myTrackingUpdates: { nodes: Array<{ id: string, donationId: string, newStatus: TrackingStatus, applicantName: string, updateMessage: string, createdAt: string }>, pageInfo: { endCursor: string | null, hasNextPage: boolean } } };

export type VerifyCheckoutSessionMutationVariables = Exact<{
  sessionId: string;
}>;


export type VerifyCheckoutSessionMutation = { verifyCheckoutSession: { id: string, success: boolean, status: CheckoutStatus, recurring: Recurrence, donation: { id: string, amount: number, currency: string, applicantName: string, receiptNumber: string | null, testMode: boolean, status: DonationStatus, keptAmount: number, refundedAmount: number, refunds: Array<{ id: string, refundNumber: string, amount: number, reason: RefundReason, status: RefundStatus }> } | null } };

export type ApplicationStatusCard_ApplicationFragment = { id: string, status: ApplicationStatus, submittedAt: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, donorCount: number, rejectionReason: RejectionReason | null, rejectionNote: string | null };

export type MyApplicationQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApplicationQuery = { myApplication: { id: string, status: ApplicationStatus, submittedAt: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, donorCount: number, rejectionReason: RejectionReason | null, rejectionNote: string | null } | null };

export type SubmitApplicationMutationVariables = Exact<{
  input: SubmitApplicationInput;
  idDocumentUploadId: string | number;
}>;


export type SubmitApplicationMutation = { submitApplication: { id: string, status: ApplicationStatus, submittedAt: string, travelType: TravelType, requestedAmount: number, collectedAmount: number, donorCount: number, rejectionReason: RejectionReason | null, rejectionNote: string | null } };

export type SignOutEverywhereMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutEverywhereMutation = { signOutEverywhere: boolean };

export const ApiKeyRow_ApiKeyFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeyRow_ApiKeyFragment, unknown>;
export const ApplicationCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familySize"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBracket"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"referencePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referenceRelation"}},{"kind":"Field","name":{"kind":"Name","value":"idFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"idDocumentDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<ApplicationCard_ApplicationFragment, unknown>;
export const AdminStats_CountsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"submittedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"approvedThisMonth"}}]}}]} as unknown as DocumentNode<AdminStats_CountsFragment, unknown>;
export const AdminStats_DonationsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_donations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"completedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}}]} as unknown as DocumentNode<AdminStats_DonationsFragment, unknown>;
export const SecondFactorEnrolmentFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<SecondFactorEnrolmentFieldsFragment, unknown>;
export const PendingStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<PendingStoryCard_StoryFragment, unknown>;
export const PublishedStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<PublishedStoryCard_StoryFragment, unknown>;
export const PaymentsWaitingNotice_PaymentsWaitingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsWaiting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"refundsPending"}},{"kind":"Field","name":{"kind":"Name","value":"refundsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestSince"}}]}}]} as unknown as DocumentNode<PaymentsWaitingNotice_PaymentsWaitingFragment, unknown>;
export const TrackedDonation_DonationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackedDonation_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"exceededGoal"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}}]} as unknown as DocumentNode<TrackedDonation_DonationFragment, unknown>;
export const WebhookDeliveryRow_DeliveryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveryRow_DeliveryFragment, unknown>;
export const WebhookEndpointRow_EndpointFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointRow_EndpointFragment, unknown>;
export const MyStoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<MyStoryCard_StoryFragment, unknown>;
export const StoryCard_StoryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<StoryCard_StoryFragment, unknown>;
export const DonationRow_DonationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRow_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"testRenewalUrl"}}]}}]}}]} as unknown as DocumentNode<DonationRow_DonationFragment, unknown>;
export const DonorSummary_SummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"stillNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaised"}}]}}]} as unknown as DocumentNode<DonorSummary_SummaryFragment, unknown>;
export const FundraisingCard_RequestFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundraisingCard_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"fullyFunded"}}]}}]} as unknown as DocumentNode<FundraisingCard_RequestFragment, unknown>;
export const ApplicationStatusCard_ApplicationFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationStatusCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<ApplicationStatusCard_ApplicationFragment, unknown>;
export const ApiKeysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKeys"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow_apiKey"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export const CreateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiKeyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiKeyRow_apiKey"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiKeyRow_apiKey"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApiKey"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"prefix"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdByName"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export const RevokeApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiKey"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiKey"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]}}]} as unknown as DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export const ReviewApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewDecision"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RejectionReason"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reviewedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStats_counts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familySize"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBracket"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"referencePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referenceRelation"}},{"kind":"Field","name":{"kind":"Name","value":"idFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"idDocumentDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"submittedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"approvedThisMonth"}}]}}]} as unknown as DocumentNode<ReviewApplicationMutation, ReviewApplicationMutationVariables>;
export const AdminDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applicationCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStats_counts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donationStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStats_donations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"storyCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"applications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationCard_application"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_counts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ApplicationCounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"rejected"}},{"kind":"Field","name":{"kind":"Name","value":"submittedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"approvedThisMonth"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_donations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"completedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"familySize"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"incomeBracket"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"referenceName"}},{"kind":"Field","name":{"kind":"Name","value":"referencePhone"}},{"kind":"Field","name":{"kind":"Name","value":"referenceRelation"}},{"kind":"Field","name":{"kind":"Name","value":"idFileUrl"}},{"kind":"Field","name":{"kind":"Name","value":"idDocumentDeletedAt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<AdminDashboardQuery, AdminDashboardQueryVariables>;
export const ContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unhandled"}}]}}]}}]} as unknown as DocumentNode<ContactMessagesQuery, ContactMessagesQueryVariables>;
export const SetContactMessageHandledDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContactMessageHandled"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"handled"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContactMessageHandled"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"handled"},"value":{"kind":"Variable","name":{"kind":"Name","value":"handled"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}}]}}]}}]} as unknown as DocumentNode<SetContactMessageHandledMutation, SetContactMessageHandledMutationVariables>;
export const NewsletterSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NewsletterSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterSubscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmed"}}]}}]}}]} as unknown as DocumentNode<NewsletterSubscribersQuery, NewsletterSubscribersQueryVariables>;
export const SendNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendNewsletterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<SendNewsletterMutation, SendNewsletterMutationVariables>;
export const MySecondFactorsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySecondFactors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodesLeft"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}}]} as unknown as DocumentNode<MySecondFactorsQuery, MySecondFactorsQueryVariables>;
export const StartTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startTotpEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factorId"}},{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"uri"}},{"kind":"Field","name":{"kind":"Name","value":"qrSvg"}}]}}]}}]} as unknown as DocumentNode<StartTotpEnrolmentMutation, StartTotpEnrolmentMutationVariables>;
export const ConfirmTotpEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmTotpEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"factorId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmTotpEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"factorId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"factorId"}}},{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmTotpEnrolmentMutation, ConfirmTotpEnrolmentMutationVariables>;
export const StartPasskeyEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartPasskeyEnrolment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startPasskeyEnrolment"}}]}}]} as unknown as DocumentNode<StartPasskeyEnrolmentMutation, StartPasskeyEnrolmentMutationVariables>;
export const FinishPasskeyEnrolmentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FinishPasskeyEnrolment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"response"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"label"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"finishPasskeyEnrolment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"response"},"value":{"kind":"Variable","name":{"kind":"Name","value":"response"}}},{"kind":"Argument","name":{"kind":"Name","value":"label"},"value":{"kind":"Variable","name":{"kind":"Name","value":"label"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SecondFactorEnrolmentFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SecondFactorEnrolment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"factor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recoveryCodes"}},{"kind":"Field","name":{"kind":"Name","value":"session"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<FinishPasskeyEnrolmentMutation, FinishPasskeyEnrolmentMutationVariables>;
export const RemoveSecondFactorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSecondFactor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSecondFactor"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveSecondFactorMutation, RemoveSecondFactorMutationVariables>;
export const RenewRecoveryCodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RenewRecoveryCodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"renewRecoveryCodes"}}]}}]} as unknown as DocumentNode<RenewRecoveryCodesMutation, RenewRecoveryCodesMutationVariables>;
export const ReauthenticateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Reauthenticate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reauthenticate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<ReauthenticateMutation, ReauthenticateMutationVariables>;
export const ModerateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ModerateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"decision"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ModerationDecision"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderateStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"decision"},"value":{"kind":"Variable","name":{"kind":"Name","value":"decision"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}}]}}]} as unknown as DocumentNode<ModerateStoryMutation, ModerateStoryMutationVariables>;
export const PendingStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PendingStoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PendingStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<PendingStoriesQuery, PendingStoriesQueryVariables>;
export const PublishedStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approvedStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PublishedStoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PublishedStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<PublishedStoriesQuery, PublishedStoriesQueryVariables>;
export const WithdrawStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"approved"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawn"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawStoryMutation, WithdrawStoryMutationVariables>;
export const AdminDonationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDonations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentsWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackedDonation_donation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsWaiting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"refundsPending"}},{"kind":"Field","name":{"kind":"Name","value":"refundsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestSince"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackedDonation_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"exceededGoal"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}}]} as unknown as DocumentNode<AdminDonationsQuery, AdminDonationsQueryVariables>;
export const PostTrackingUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PostTrackingUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PostTrackingUpdateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"postTrackingUpdate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"update"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<PostTrackingUpdateMutation, PostTrackingUpdateMutationVariables>;
export const RefundDonationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundDonation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RefundDonationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundDonation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"TrackedDonation_donation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminStats_donations"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsWaiting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TrackedDonation_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"exceededGoal"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"chargedCurrency"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"trackingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"trackingMessage"}},{"kind":"Field","name":{"kind":"Name","value":"trackingUpdatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminStats_donations"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DonationStats"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationCount"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"amountThisMonth"}},{"kind":"Field","name":{"kind":"Name","value":"completedThisWeek"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentsWaitingNotice_paymentsWaiting"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentsWaiting"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkouts"}},{"kind":"Field","name":{"kind":"Name","value":"refundsPending"}},{"kind":"Field","name":{"kind":"Name","value":"refundsFailed"}},{"kind":"Field","name":{"kind":"Name","value":"oldestSince"}}]}}]} as unknown as DocumentNode<RefundDonationMutation, RefundDonationMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDeliveryFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const RedeliverWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeliverWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeliverWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deliveryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"deliveryId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookDeliveryRow_delivery"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookDelivery"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<RedeliverWebhookMutation, RedeliverWebhookMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WebhookEndpointRow_endpoint"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpoint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
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
export const MyStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyStoryCard_story"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<MyStoriesQuery, MyStoriesQueryVariables>;
export const SubmitStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitStoryInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mediaUploadId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"mediaUploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mediaUploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"MyStoryCard_story"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"MyStoryCard_story"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Story"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"media"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]} as unknown as DocumentNode<SubmitStoryMutation, SubmitStoryMutationVariables>;
export const DonationReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"donationReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"donorName"}},{"kind":"Field","name":{"kind":"Name","value":"donorEmail"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<DonationReceiptQuery, DonationReceiptQueryVariables>;
export const CancelMonthlyGiftDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMonthlyGift"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMonthlyGift"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"canceledAt"}},{"kind":"Field","name":{"kind":"Name","value":"testRenewalUrl"}}]}}]}}]} as unknown as DocumentNode<CancelMonthlyGiftMutation, CancelMonthlyGiftMutationVariables>;
export const CreateCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"amount"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recurring"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Recurrence"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckoutLocale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}},{"kind":"Argument","name":{"kind":"Name","value":"amount"},"value":{"kind":"Variable","name":{"kind":"Name","value":"amount"}}},{"kind":"Argument","name":{"kind":"Name","value":"recurring"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recurring"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<CreateCheckoutSessionMutation, CreateCheckoutSessionMutationVariables>;
export const DonationHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonationHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myGivingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalDonated"}},{"kind":"Field","name":{"kind":"Name","value":"completedCount"}},{"kind":"Field","name":{"kind":"Name","value":"livesHelped"}},{"kind":"Field","name":{"kind":"Name","value":"journeysFullyFunded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDonationHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonationRow_donation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonationRow_donation"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Donation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"disputeStatus"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"monthlyGift"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"cancelReason"}},{"kind":"Field","name":{"kind":"Name","value":"testRenewalUrl"}}]}}]}}]} as unknown as DocumentNode<DonationHistoryQuery, DonationHistoryQueryVariables>;
export const DonorDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DonorDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fundraisingSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"DonorSummary_summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"approvedApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"12"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FundraisingCard_request"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DonorSummary_summary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"openRequests"}},{"kind":"Field","name":{"kind":"Name","value":"stillNeeded"}},{"kind":"Field","name":{"kind":"Name","value":"totalRaised"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FundraisingCard_request"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FundraisingRequest"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"fullName"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}},{"kind":"Field","name":{"kind":"Name","value":"hajjReason"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"heldAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"fullyFunded"}}]}}]} as unknown as DocumentNode<DonorDashboardQuery, DonorDashboardQueryVariables>;
export const TrackingUpdatesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TrackingUpdates"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myTrackingUpdates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"donationId"}},{"kind":"Field","name":{"kind":"Name","value":"newStatus"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"updateMessage"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]}}]}}]} as unknown as DocumentNode<TrackingUpdatesQuery, TrackingUpdatesQueryVariables>;
export const VerifyCheckoutSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyCheckoutSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyCheckoutSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sessionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sessionId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"recurring"}},{"kind":"Field","name":{"kind":"Name","value":"donation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"applicantName"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"testMode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"keptAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refundedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"refundNumber"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VerifyCheckoutSessionMutation, VerifyCheckoutSessionMutationVariables>;
export const MyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApplication"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationStatusCard_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationStatusCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<MyApplicationQuery, MyApplicationQueryVariables>;
export const SubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitApplicationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idDocumentUploadId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idDocumentUploadId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idDocumentUploadId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApplicationStatusCard_application"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApplicationStatusCard_application"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Application"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"travelType"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"collectedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"donorCount"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionNote"}}]}}]} as unknown as DocumentNode<SubmitApplicationMutation, SubmitApplicationMutationVariables>;
export const SignOutEverywhereDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutEverywhere"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutEverywhere"}}]}}]} as unknown as DocumentNode<SignOutEverywhereMutation, SignOutEverywhereMutationVariables>;