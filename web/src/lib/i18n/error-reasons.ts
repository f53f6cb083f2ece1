import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { createFormatters } from './formatters';

/**
 * Every reason the API gives for a refusal (schema.graphql's ErrorReason), in the reader's
 * language (STYLE §19). The web recognises a refusal by its reason and never reads the API's
 * English; a test fails when the API has a reason this map does not translate. Placeholders are
 * filled by describeRefusal: {label} is the form's own (translated) name of the field.
 */
export const ERROR_REASON_MESSAGES = {
  // Signing in
  SIGN_IN_REQUIRED: msg`Please sign in first.`,
  SESSION_EXPIRED: msg`Your session has expired. Please sign in again.`,
  SESSION_ENDED: msg`You were signed out on every device. Please sign in again.`,
  RESET_LINK_INVALID: msg`This reset link is not valid, was already used or has expired. Ask for a new one.`,
  TOO_MANY_RESET_REQUESTS: msg`Too many reset requests. Please wait a while and try again.`,
  TOKEN_INVALID: msg`Your sign-in token is not valid. Please sign in again.`,
  AUTHORIZATION_HEADER_MALFORMED: msg`Your sign-in token is not valid. Please sign in again.`,
  ROLE_NOT_ALLOWED: msg`Your account cannot do this. Please sign in with the right account.`,
  WRONG_CREDENTIALS: msg`Invalid email or password`,
  EMAIL_TAKEN: msg`An account with this email already exists. Please sign in instead.`,
  ADMIN_REGISTRATION_CLOSED: msg`Admin registration is closed. An existing admin must register you, or you need a valid invite code.`,
  ADMIN_BOOTSTRAP_CODE_REQUIRED: msg`The first admin of this site needs the bootstrap code the server printed when it first started. Enter it as the invite code.`,
  ACCOUNT_NOT_FOUND: msg`Your account was not found. Please sign in again.`,
  CURRENT_PASSWORD_WRONG: msg`The current password is not right.`,
  TOO_MANY_SIGN_IN_ATTEMPTS: msg`Too many attempts. Please wait a few minutes and try again.`,
  // Admins' second factor
  SECOND_FACTOR_REQUIRED: msg`Finish signing in first: confirm it is you with your passkey, authenticator app or a recovery code.`,
  SECOND_FACTOR_ENROLMENT_REQUIRED: msg`Admins need a second factor here: add a passkey or an authenticator app first.`,
  SECOND_FACTOR_WRONG: msg`That did not match. Check the code (it changes every 30 seconds) and try again, or use a recovery code.`,
  SECOND_FACTOR_ANSWER_REQUIRED: msg`Enter the six-digit code, a recovery code, or use your passkey.`,
  ENROLMENT_CODE_WRONG: msg`That code does not match the new authenticator. Enter the six digits it shows now.`,
  PASSKEY_NOT_VERIFIED: msg`The passkey could not be verified. Try again and follow your browser’s prompt.`,
  ENROLMENT_NOT_FOUND: msg`This step has expired. Start again.`,
  ENROLMENT_SIGN_IN_SPENT: msg`This sign-in has already added a second factor. Sign in again.`,
  FACTOR_NOT_FOUND: msg`This second factor is no longer on your account.`,
  FACTOR_LABEL_INVALID: msg`The name must be 1 to 60 characters.`,
  LAST_SECOND_FACTOR: msg`Admins must keep a second factor. Add another one before removing this one.`,
  NO_SECOND_FACTOR: msg`Add a passkey or an authenticator app first; recovery codes come with it.`,
  REAUTHENTICATION_REQUIRED: msg`Confirm it is you first: enter your password again.`,
  REAUTHENTICATION_WRONG: msg`That is not right. Enter your current password, or the code your authenticator app shows now.`,
  TOO_MANY_SECOND_FACTOR_ATTEMPTS: msg`Too many attempts. Please wait 15 minutes and try again.`,
  // Fields (the same reasons the forms give before sending)
  FIELD_REQUIRED: msg({ message: '{label} is required' }),
  FIELD_NOT_TEXT: msg({ message: '{label} must be text' }),
  FIELD_TOO_LONG: msg({ message: '{label} must be at most {maximum, plural, one {# character} other {# characters}}' }),
  FIELD_NOT_ALLOWED: msg`This field cannot be sent with an application.`,
  EMAIL_INVALID: msg`Please enter a valid email address`,
  PHONE_INVALID: msg({ message: '{label} must be a phone number (digits, spaces, +, - and brackets)' }),
  CHOICE_INVALID: msg({ message: 'Please choose one of the options for {label}.' }),
  PASSWORD_TOO_SHORT: msg({ message: 'Password must be at least {minimum, plural, one {# character} other {# characters}}' }),
  AMOUNT_NOT_A_NUMBER: msg({ message: '{label} must be a number' }),
  AMOUNT_NOT_POSITIVE: msg({ message: '{label} must be greater than 0' }),
  AMOUNT_TOO_SMALL: msg({ message: 'The smallest gift is {minimum}.' }),
  AMOUNT_TOO_LARGE: msg({ message: '{label} must be at most {maximum}' }),
  AMOUNT_TOO_PRECISE: msg({ message: '{label} can have at most two decimals' }),
  MONTHLY_AMOUNT_INVALID: msg`A monthly gift is 10, 20 or 30 dollars a month.`,
  APPLICATION_ID_INVALID: msg`This request could not be found. Please refresh the page.`,
  DONATION_ID_INVALID: msg`Choose a donation`,
  REFUND_KEY_INVALID: msg`This refund request could not be read. Please close the dialog and try again.`,
  LOCALE_INVALID: msg`This language is not offered.`,
  DATE_INVALID: msg({ message: '{label} must be a date.' }),
  FIELD_NOT_BOOLEAN: msg({ message: '{label} must be yes or no.' }),
  ECARD_NEEDS_DEDICATION: msg`An e-card is sent only for a gift on someone’s behalf or in their memory: choose the dedication and write the person’s name first.`,
  // Requests and forms
  ROUTE_NOT_FOUND: msg`This address does not exist.`,
  DATABASE_UNAVAILABLE: msg`Sabil cannot reach its database for a moment. Please try again in a few seconds.`,
  BODY_NOT_JSON: msg`The request could not be read. Please try again.`,
  BODY_TOO_LARGE: msg`The request is too large.`,
  BODY_UNREADABLE: msg`The request could not be read. Please try again.`,
  BODY_NOT_AN_OBJECT: msg`The request could not be read. Please try again.`,
  MULTIPART_REQUIRED: msg`The form could not be read. Please try again.`,
  MULTIPART_UNREADABLE: msg`The form could not be read. Please try again.`,
  FORM_FIELD_TOO_LONG: msg`One of the answers is too long.`,
  UNEXPECTED_FILE_FIELD: msg`The form sent a file it should not have.`,
  TOO_MANY_FILES: msg`Send one file only.`,
  TOO_MANY_FORM_FIELDS: msg`The form could not be read. Please try again.`,
  UPLOAD_INCOMPLETE: msg`The upload did not arrive completely; please try again.`,
  // Resumable uploads
  UPLOAD_NOT_FOUND: msg`The upload has expired. Please choose the file again.`,
  UPLOAD_ADDRESS_INVALID: msg`The upload could not be continued. Please choose the file again.`,
  UPLOAD_NOT_YOURS: msg`This upload belongs to another account. Please choose the file again.`,
  UPLOAD_NOT_FINISHED: msg`The file has not finished uploading. Please try again.`,
  UPLOAD_ALREADY_FINISHED: msg`This file has already been uploaded.`,
  UPLOAD_KIND_INVALID: msg`The upload could not be started. Please try again.`,
  UPLOAD_FOR_ANOTHER_USE: msg`This upload was for something else. Please choose the file again.`,
  UPLOAD_LENGTH_REQUIRED: msg`The upload could not be started. Please try again.`,
  UPLOAD_AND_FILE: msg`Send the file once only.`,
  TOO_MANY_UNUSED_UPLOADS: msg`You have uploaded several files that are not used yet. Please send your form with one of them, or try again in an hour.`,
  TOO_MANY_OPEN_UPLOADS: msg`You have too many unfinished uploads. Please wait a while and try again.`,
  PAGE_SIZE_INVALID: msg`The list could not be loaded. Please refresh the page.`,
  CURSOR_INVALID: msg`The list could not be loaded. Please refresh the page.`,
  STATUS_FILTER_INVALID: msg`The list could not be loaded. Please refresh the page.`,
  // Applications
  APPLICATION_NOT_FOUND: msg`Application not found`,
  APPLICATION_ALREADY_OPEN: msg`You already have an application that is pending or approved.`,
  APPLICATION_ALREADY_REVIEWED: msg`Someone has already decided on this application; only pending applications can be approved or rejected.`,
  REVIEW_DECISION_INVALID: msg`Please choose approve or reject.`,
  REJECTION_DETAILS_WITH_APPROVAL: msg`A reason and a note go with a rejection only.`,
  ID_DOCUMENT_REQUIRED: msg`ID or passport file is required`,
  ID_DOCUMENT_TYPE_REFUSED: msg`The ID document must be a JPG, PNG or PDF file`,
  ID_DOCUMENT_TOO_LARGE: msg`The ID document must be at most 5 MB`,
  ID_DOCUMENT_EMPTY: msg`The ID document is empty`,
  ID_DOCUMENT_MISSING: msg`The ID document of this application is missing from storage.`,
  ID_DOCUMENT_DELETED: msg`The ID document was deleted on schedule on {deletedOn}, {days, plural, one {# day} other {# days}} after the application was decided.`,
  ZAKAT_JOURNEY_NOT_APPROVED: msg`Only an approved journey can be marked zakat-eligible.`,
  ZAKAT_STILL_HELD: msg`This journey holds {held} of zakat not yet paid out: it stays zakat-eligible until that is paid out or given back.`,
  ZAKAT_NOT_MARKED: msg`This journey is not marked zakat-eligible.`,
  // Audit trail and exports
  AUDIT_FILTER_ID_INVALID: msg`{field} must be a UUID.`,
  AUDIT_FILTER_TIME_INVALID: msg`{field} must be a date and time, e.g. 2026-11-24T00:00:00Z.`,
  AUDIT_FILTER_RANGE_INVALID: msg`The start of the period must be before its end.`,
  AUDIT_FILTER_TEXT_INVALID: msg`{field} must be at most {max, plural, one {# character} other {# characters}}.`,
  EXPORT_PARAMETER_INVALID: msg`{field} must be given at most once, as text.`,
  EXPORT_PARAMETER_UNKNOWN: msg`This export does not take {field}; it takes {known}.`,
  EXPORT_STATUS_INVALID: msg`The status must be {choices}.`,
  // Donations
  REQUEST_NOT_FOUND: msg`This request could not be found. Please refresh the page.`,
  REQUEST_NOT_OPEN: msg`This request is no longer taking donations. Please refresh the page.`,
  REQUEST_FULLY_FUNDED: msg`This journey is fully funded and no longer takes donations. Thank you!`,
  ZAKAT_NOT_ELIGIBLE: msg`This journey is not marked zakat-eligible: give your zakat to a zakat-eligible journey, or give this gift as sadaqah.`,
  REQUEST_CANCELLED: msg`This journey was cancelled and takes no more donations. Thank you! Another journey is waiting for you.`,
  AMOUNT_OVER_REMAINING: msg({ message: 'This journey needs only {remaining} more.' }),
  AMOUNT_OVER_AVAILABLE: msg`Only {available} of this journey is free now: {held} is held for donors who are paying. Please give at most {available}, or try again within {minutes, plural, one {# minute} other {# minutes}}.`,
  REQUEST_FULLY_HELD: msg`Everything this journey still needs ({held}) is held for donors who are paying now. If they do not finish, it frees up within {minutes, plural, one {# minute} other {# minutes}}.`,
  TOO_MANY_VERIFICATIONS: msg`Too many payment checks. Please wait a minute and try again.`,
  DONOR_NOT_CALLER: msg`You can only donate as yourself.`,
  TOO_MANY_CHECKOUTS: msg`Too many donation attempts. Please wait a few minutes and try again.`,
  CHECKOUT_NOT_STARTED: msg`The payment provider could not be reached. Please try again in a moment.`,
  SESSION_ID_INVALID: msg`We could not verify your payment. Please contact support.`,
  SESSION_NOT_FOUND: msg`We could not verify your payment. Please contact support.`,
  OTHER_PAYMENT_PROVIDER: msg`We could not verify your payment. Please contact support.`,
  PROVIDER_UNREACHABLE_VERIFY: msg`We could not reach the payment provider to verify your payment. Please try again.`,
  PROVIDER_UNREACHABLE_CANCEL: msg`We could not cancel your monthly gift. Nothing has changed; please try again.`,
  NOT_YOUR_DONATION: msg`This donation belongs to another donor.`,
  NOT_YOUR_HISTORY: msg`You can only read your own donation history.`,
  DONATION_NOT_FOUND: msg`Donation not found`,
  RECEIPT_NOT_AVAILABLE: msg`This receipt is not available.`,
  MONTHLY_GIFT_NOT_FOUND: msg`Monthly gift not found`,
  NOT_YOUR_MONTHLY_GIFT: msg`This monthly gift belongs to another donor.`,
  MONTHLY_GIFT_NOT_STARTED: msg`This monthly gift has not started yet, so there is nothing to cancel.`,
  NOTHING_TO_REFUND: msg`Nothing of this donation is left to refund.`,
  REFUND_OVER_REFUNDABLE: msg`At most {refundable} of this donation can be refunded.`,
  REFUND_OVER_PAID_OUT: msg`This journey has paid out or approved {committed} for the pilgrim: at most {refundable} of what it keeps can be refunded now.`,
  DONATION_MOVED_IN: msg`This gift was moved here from a cancelled journey: the card provider cannot refund it from this journey.`,
  DONATION_UNDER_DISPUTE: msg`This donation is disputed at the donor's bank; it cannot be refunded until the dispute closes.`,
  DONATION_CHARGED_BACK: msg`This donation was charged back (its dispute was lost): the card provider refuses any refund of it. Return what is owed to the donor another way.`,
  REFUND_KEY_REUSED: msg`This refund request was already used for another donation. Please close the dialog and try again.`,
  REFUND_OTHER_PROVIDER: msg`This donation was made through another payment provider; refund it there.`,
  TOO_MANY_ECARDS: msg`You have asked for {maximum, plural, one {# e-card} other {# e-cards}} in the last {hours, plural, one {# hour} other {# hours}}, the most one donor may send. Give without an e-card, or try again later.`,
  SUPPORT_MESSAGE_NOT_FOUND: msg`These words of support no longer exist.`,
  SUPPORT_MESSAGE_ALREADY_MODERATED: msg`These words of support have already been decided on; only pending ones can be approved or rejected.`,
  SUPPORT_DECISION_INVALID: msg`Choose approve or reject.`,
  // Stories
  STORY_NOT_FOUND: msg`This story no longer exists.`,
  STORY_ALREADY_MODERATED: msg`This story has already been decided on; only pending stories can be approved or rejected.`,
  MODERATION_DECISION_INVALID: msg`Choose approve or reject.`,
  STORY_MEDIA_REQUIRED: msg`Choose a picture or a video.`,
  STORY_MEDIA_TYPE_REFUSED: msg`The file must be a picture (JPG, PNG, WebP or GIF) or a video (MP4 or WebM).`,
  STORY_MEDIA_NAME_DISAGREES: msg`The file's name does not match what it contains. Please choose the original file.`,
  STORY_MEDIA_UNREADABLE: msg`The picture or video could not be read. Please choose another file.`,
  STORY_MEDIA_TOO_LARGE: msg`The file must be at most 50 MB.`,
  STORY_MEDIA_EMPTY: msg`The file is empty. Please choose another file.`,
  STORY_MEDIA_NONE: msg`This story has no picture or video.`,
  STORY_MEDIA_MISSING: msg`This story's file is missing.`,
  STORY_MEDIA_NOT_PUBLIC: msg`This story is not published yet.`,
  STORY_MEDIA_LINK_INVALID: msg`This file link is not valid.`,
  STORY_MEDIA_LINK_EXPIRED: msg`This file link has expired. Refresh the stories to get a new one.`,
  TOO_MANY_STORIES: msg`You have shared many stories in a short time. Please try again later.`,
  STORY_NOT_PUBLISHED: msg`This story is not published, so it cannot be withdrawn. Someone may have withdrawn it already.`,
  STORY_WITHDRAWN: msg`This story was withdrawn; its picture or video is no longer available.`,
  STORY_MEDIA_DELETED: msg`This story's picture or video has been deleted.`,
  // Tracking
  TRACKED_DONATION_NOT_FOUND: msg`Donation not found`,
  DONATION_NOT_COMPLETED: msg`Only completed donations can receive progress updates.`,
  NOT_YOUR_UPDATES: msg`You can only read the updates on your own donations.`,
  // Journeys (issue 30)
  JOURNEY_NOT_FOUND: msg`This journey was not found: only approved applications are journeys.`,
  NOT_YOUR_JOURNEY: msg`Only admins, its seeker and its donors can see this journey.`,
  JOURNEY_NOT_FUNDED: msg`This journey has not reached its goal yet: it can be booked once it is funded.`,
  JOURNEY_STAGE_ORDER: msg`This journey cannot move to that stage from where it is now.`,
  JOURNEY_STAGE_CHANGED: msg`Someone else moved this journey meanwhile. Look at its stage again before moving it.`,
  JOURNEY_PAYOUTS_UNSETTLED: msg({
    message: '{count, plural, one {This journey has # payout proposed or approved and not paid} other {This journey has # payouts proposed or approved and not paid}}: mark each paid or cancel it before cancelling the journey.',
  }),
  JOURNEY_PROOF_REQUIRED: msg({ message: '{label} is required for this step.' }),
  JOURNEY_PROOF_TOO_LONG: msg({ message: '{label} must be at most {maximum, plural, one {# character} other {# characters}}' }),
  JOURNEY_DATE_INVALID: msg({ message: '{label} must be a date.' }),
  JOURNEY_RETURN_BEFORE_DEPARTURE: msg`The return date cannot be before the departure date.`,
  JOURNEY_PROOF_REQUIRED_FILE: msg`The proof document is empty or missing.`,
  JOURNEY_PROOF_TYPE_REFUSED: msg`The proof document must be a JPG, PNG or PDF file.`,
  JOURNEY_PROOF_NAME_DISAGREES: msg`The proof document's name does not match its contents. Please choose another file.`,
  JOURNEY_PROOF_TOO_LARGE: msg`The proof document must be at most 5 MB.`,
  JOURNEY_PROOF_EMPTY: msg`The proof document is empty.`,
  JOURNEY_PROOF_UNREADABLE: msg`The proof document could not be read. Please choose another file.`,
  JOURNEY_PROOF_NOT_FOUND: msg`This journey has no such proof document.`,
  JOURNEY_PROOF_MISSING: msg`The proof document is missing from storage.`,
  JOURNEY_THANKS_NOT_YET: msg`You can thank your donors once your journey has travelled.`,
  JOURNEY_THANKS_ALREADY_POSTED: msg`This journey already has its thank-you.`,
  JOURNEY_THANKS_NOT_FOUND: msg`This thank-you was not found.`,
  JOURNEY_THANKS_ALREADY_DECIDED: msg`This thank-you was already published or rejected.`,
  JOURNEY_THANKS_REASON_REQUIRED: msg`Give a reason to reject the thank-you.`,
  JOURNEY_THANKS_PHOTO_REQUIRED: msg`The photo is empty or missing.`,
  JOURNEY_THANKS_PHOTO_TYPE_REFUSED: msg`The photo must be a JPG, PNG or WebP picture.`,
  JOURNEY_THANKS_PHOTO_NAME_DISAGREES: msg`The photo's name does not match its contents. Please choose another file.`,
  JOURNEY_THANKS_PHOTO_TOO_LARGE: msg`The photo must be at most 10 MB.`,
  JOURNEY_THANKS_PHOTO_EMPTY: msg`The photo is empty.`,
  JOURNEY_THANKS_PHOTO_UNREADABLE: msg`The photo could not be read. Please choose another picture.`,
  JOURNEY_THANKS_PHOTO_NOT_FOUND: msg`This photo is not available.`,
  CANCELLATION_CHOICE_NOT_FOUND: msg`This choice was not found. Please refresh the page.`,
  CANCELLATION_CHOICE_NOT_YOURS: msg`This choice belongs to another donor.`,
  CANCELLATION_ANSWERED: msg`This choice was already made: it is made once.`,
  CANCELLATION_ANSWER_INVALID: msg`Choose a refund, or a journey to move your gift to.`,
  CANCELLATION_REFUND_WINDOW_PASSED: msg`Your gift is past the card provider’s refund window: it cannot go back to your card. Move it to another journey instead.`,
  CANCELLATION_TARGET_NOT_OPEN: msg`That journey does not take gifts now. Choose another.`,
  CANCELLATION_TARGET_OVER_GOAL: msg`That journey needs less than your gift: it would go beyond its goal. Choose another journey.`,
  CANCELLATION_TARGET_NOT_ZAKAT_ELIGIBLE: msg`Your part includes zakat, which moves only to a zakat-eligible journey: choose one of those, or have it refunded.`,
  CANCELLATION_DEFAULT_INVALID: msg`Choose refund or move.`,
  // Payouts (issue 30)
  OPERATOR_NOT_FOUND: msg`This operator is not on the list any more. Please refresh the page.`,
  OPERATOR_LICENCE_TAKEN: msg`An operator with this licence number in this country is already on the list.`,
  PAYOUT_NOT_FOUND: msg`This payout was not found on this journey. Please refresh the page.`,
  PAYOUT_JOURNEY_NOT_FOUND: msg`There is no journey for this application: only approved applications have payouts.`,
  LEDGER_JOURNEY_NOT_FOUND: msg`There is no journey for this application: only approved applications have a ledger.`,
  PAYOUT_JOURNEY_CANCELLED: msg`This journey was cancelled: no payout can be proposed or approved for it.`,
  PAYOUT_OPERATOR_REQUIRED: msg`Choose the operator to pay.`,
  PAYOUT_OPERATOR_NOT_ALLOWED: msg`A payout to the pilgrim names no operator.`,
  PAYOUT_OVER_HOLDING: msg({ message: 'This journey has only {available} free to pay out (not paid out or promised to another payout). Lower the amount.' }),
  PAYOUT_SAME_ADMIN: msg`Another admin must approve this payout: the admin who proposed it cannot.`,
  PAYOUT_NOT_PROPOSED: msg`Only a proposed payout can be approved. Please refresh the page.`,
  PAYOUT_NOT_APPROVED: msg`Only an approved payout can be marked paid. Please refresh the page.`,
  PAYOUT_ALREADY_FINAL: msg`This payout is already paid or cancelled.`,
  PAYOUT_DOCUMENT_REQUIRED: msg`Attach the invoice or quote.`,
  PAYOUT_DOCUMENT_TYPE_REFUSED: msg`The invoice or quote must be a JPG, PNG or PDF file.`,
  PAYOUT_DOCUMENT_TOO_LARGE: msg`The invoice or quote must be at most 5 MB.`,
  PAYOUT_DOCUMENT_EMPTY: msg`The invoice or quote is empty.`,
  PAYOUT_DOCUMENT_UNREADABLE: msg`The invoice or quote could not be read. Please choose another file.`,
  PAYOUT_DOCUMENT_MISSING: msg`The invoice or quote is missing from storage.`,
  PAYOUT_STATUS_FILTER_INVALID: msg`This status filter is not one of the payout statuses.`,
  // API keys (integrators; the admin dashboard's API keys tab)
  API_KEY_INVALID: msg`This API key is not valid.`,
  API_KEY_REVOKED: msg`This API key has been revoked.`,
  API_KEY_READ_ONLY: msg`API keys can only read; they cannot change anything.`,
  API_KEY_SCOPE_MISSING: msg`This API key does not have the scope this needs.`,
  API_KEY_FIELD_NOT_ALLOWED: msg`This cannot be read with an API key.`,
  API_KEY_RATE_LIMITED: msg`This API key has made too many requests. Please wait a minute and try again.`,
  TOO_MANY_INVALID_API_KEYS: msg`Too many requests with an unknown or revoked API key came from this address. Please wait a few minutes.`,
  API_KEY_SCOPES_REQUIRED: msg`Choose at least one scope for the key.`,
  API_KEY_NOT_FOUND: msg`This API key no longer exists. Please refresh the page.`,
  API_KEY_ALREADY_REVOKED: msg`This API key is already revoked.`,
  // Outgoing webhooks (admins, in GraphiQL)
  WEBHOOK_ENDPOINT_NOT_FOUND: msg`This webhook endpoint no longer exists. Please refresh the page.`,
  WEBHOOK_DELIVERY_NOT_FOUND: msg`This webhook delivery no longer exists.`,
  WEBHOOK_URL_INVALID: msg`The webhook address is not valid: it must be a full address, not too long, without a user name or password.`,
  WEBHOOK_URL_NOT_HTTPS: msg`The webhook address must start with https://`,
  WEBHOOK_URL_PRIVATE_ADDRESS: msg`The webhook address leads to a private or local network. Webhooks are sent only to public addresses.`,
  WEBHOOK_URL_UNRESOLVABLE: msg`The server in the webhook address could not be found.`,
  WEBHOOK_EVENTS_REQUIRED: msg`Choose at least one event for the webhook.`,
  WEBHOOK_DESCRIPTION_TOO_LONG: msg`The webhook description is too long.`,
  WEBHOOK_DELIVERY_IN_PROGRESS: msg`This delivery is being attempted right now. Try again when the attempt is over.`,
  WEBHOOK_ENDPOINT_DISABLED: msg`This endpoint is disabled. Enable it to redeliver.`,
  // Contact form and newsletter
  TOO_MANY_CONTACT_MESSAGES: msg`Many messages came from your address in a short time. Please try again later, or write to us by email.`,
  TOO_MANY_NEWSLETTER_SIGNUPS: msg`Many newsletter sign-ups came from your address in a short time. Please try again later.`,
  CONTACT_MESSAGE_NOT_FOUND: msg`This message is no longer there. Refresh the list.`,
  // The job queue's failed runs (issue 29)
  FAILED_JOB_NOT_FOUND: msg`This job is no longer among the failed ones: it was retried already, or it is gone. Refresh the list.`,
} satisfies Record<string, MessageDescriptor>;

/** The reasons this web app knows; __tests__/error-reasons.test.ts holds them equal to the API's. */
export type ErrorReason = keyof typeof ERROR_REASON_MESSAGES;

/** A refusal as the API described it: its reason and the values its sentence needs. */
export interface Refusal {
  reason?: string;
  values?: Record<string, unknown>;
  /** The API's English, shown only for a reason this map does not know (a newer API). */
  message?: string;
}

function isKnown(reason: string | undefined): reason is ErrorReason {
  return reason !== undefined && Object.hasOwn(ERROR_REASON_MESSAGES, reason);
}

/**
 * The refusal in the reader's words, or null when there is nothing to say. `label` names the
 * field in the form's own (translated) words.
 */
export function describeRefusal(i18n: I18n, refusal: Refusal, context: { label?: string } = {}): string | null {
  if (!isKnown(refusal.reason)) return refusal.message?.trim() ? refusal.message : null;
  const raw = refusal.values ?? {};
  const format = createFormatters(i18n.locale);
  const values: Record<string, string | number> = { label: context.label ?? '' };
  // Numbers, not text: a count of characters chooses its plural form by them (Arabic has six).
  for (const name of ['minimum', 'maximum']) {
    if (typeof raw[name] === 'number') values[name] = raw[name] as number;
  }
  if (refusal.reason === 'AMOUNT_TOO_SMALL' && typeof raw.minimum === 'number') values.minimum = format.currency(raw.minimum);
  if (refusal.reason === 'AMOUNT_TOO_LARGE') values.maximum = typeof raw.maximumText === 'string' ? format.currency(Number(raw.maximumText.replace(/,/g, ''))) : '';
  // Dollar amounts arrive as text ("20", "20.50"): in the reader's own currency format.
  for (const name of ['remaining', 'available', 'held', 'refundable']) {
    if (typeof raw[name] === 'string' || typeof raw[name] === 'number') {
      const dollars = Number(raw[name]);
      values[name] = format.currency(dollars, { cents: !Number.isInteger(dollars) });
    }
  }
  // A number, not text: the sentence chooses "minute" or "minutes" (and Arabic's forms) by it.
  if (typeof raw.minutes === 'number') values.minutes = raw.minutes;
  if (typeof raw.days === 'number') values.days = raw.days;
  if (typeof raw.hours === 'number') values.hours = raw.hours;
  if (typeof raw.max === 'number') values.max = raw.max;
  if (typeof raw.count === 'number') values.count = raw.count;
  // The query parameter the API names (an identifier such as `actor`), as the API wrote it.
  if (typeof raw.field === 'string') values.field = raw.field;
  // A day as the API writes it (2026-11-20), in the reader's calendar words.
  if (typeof raw.deletedOn === 'string') values.deletedOn = format.date(`${raw.deletedOn}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  if (refusal.reason === 'APPLICATION_ALREADY_REVIEWED' && raw.status === 'approved') {
    return i18n._(msg`This application is already approved; only pending applications can be approved or rejected.`);
  }
  if (refusal.reason === 'APPLICATION_ALREADY_REVIEWED' && raw.status === 'rejected') {
    return i18n._(msg`This application is already rejected; only pending applications can be approved or rejected.`);
  }
  return i18n._({ ...ERROR_REASON_MESSAGES[refusal.reason], values });
}
