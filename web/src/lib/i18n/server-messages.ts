import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The API writes its messages in English. The ones people meet on the sign-in screens, the
 * application form and the review buttons are in the catalogs too, so Arabic and Urdu readers get
 * them in their language; an unknown message is shown as the server wrote it.
 */
const KNOWN: Record<string, MessageDescriptor> = {
  'Invalid email or password': msg`Invalid email or password`,
  'An account with this email already exists. Please sign in instead.': msg`An account with this email already exists. Please sign in instead.`,
  'An account with this email already exists': msg`An account with this email already exists`,
  'Password must be at least 6 characters': msg`Password must be at least 6 characters`,
  'Password must be at least 10 characters': msg`Password must be at least 10 characters`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Full name is required': msg`Full name is required`,
  'Email is required': msg`Email is required`,
  'Password is required': msg`Password is required`,
  'Full name must be at most 120 characters': msg`Full name must be at most 120 characters`,
  'Too many attempts. Please wait a few minutes and try again.': msg`Too many attempts. Please wait a few minutes and try again.`,
  'Admin registration is closed. An existing admin must register you, or you need a valid invite code.': msg`Admin registration is closed. An existing admin must register you, or you need a valid invite code.`,
  'Your session has expired. Please sign in again.': msg`Your session has expired. Please sign in again.`,
  'Your sign-in token is not valid. Please sign in again.': msg`Your sign-in token is not valid. Please sign in again.`,
  'Your account was not found. Please sign in again.': msg`Your account was not found. Please sign in again.`,
  'Please sign in first.': msg`Please sign in first.`,
  // Applications: what the form may show beside a field, and the admin's review conflict.
  'The ID document must be a JPG, PNG or PDF file': msg`The ID document must be a JPG, PNG or PDF file`,
  'The ID document must be at most 5 MB': msg`The ID document must be at most 5 MB`,
  'The ID document is empty': msg`The ID document is empty`,
  'Phone must be a phone number (digits, spaces, +, - and brackets)': msg`Phone must be a phone number (digits, spaces, +, - and brackets)`,
  'Reference phone must be a phone number (digits, spaces, +, - and brackets)': msg`Reference phone must be a phone number (digits, spaces, +, - and brackets)`,
  'This application is already approved; only pending applications can be approved or rejected.': msg`This application is already approved; only pending applications can be approved or rejected.`,
  'This application is already rejected; only pending applications can be approved or rejected.': msg`This application is already rejected; only pending applications can be approved or rejected.`,
};

export function localizeServerMessage(i18n: I18n, message: string): string {
  const known = KNOWN[message.trim()];
  return known ? i18n._(known) : message;
}
