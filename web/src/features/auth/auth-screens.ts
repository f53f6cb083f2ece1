import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role } from '../../lib/auth/roles';

/** SPEC §2: how long the success message shows before the redirect. */
export const REDIRECT_DELAY_MS: Record<Role, number> = { seeker: 1500, donor: 1500, admin: 3000 };

/** SPEC §5: the admin's wording omits the second sentence. */
export const PASSWORDS_DIFFER: Record<Role, MessageDescriptor> = {
  seeker: msg`Passwords don't match. Please try again.`,
  donor: msg`Passwords don't match. Please try again.`,
  admin: msg`Passwords don't match.`,
};

export const LOGIN_SCREEN: Record<Role, { title: MessageDescriptor; intro: MessageDescriptor; success: MessageDescriptor }> = {
  seeker: {
    title: msg`Seeker sign in`,
    intro: msg`Sign in to apply for help with your Hajj or Umrah journey.`,
    success: msg`Login successful! Redirecting to your form...`,
  },
  donor: {
    title: msg`Donor sign in`,
    intro: msg`Sign in to support a believer's journey to the Holy Cities.`,
    success: msg`Login successful! Redirecting to your dashboard...`,
  },
  admin: {
    title: msg`Admin sign in`,
    intro: msg`For Sabil staff who review applications and moderate stories.`,
    success: msg`Admin logged in successfully redirecting to Dashboard!`,
  },
};

export const REGISTER_SCREEN: Record<Role, { title: MessageDescriptor; intro: MessageDescriptor }> = {
  seeker: {
    title: msg`Create a seeker account`,
    intro: msg`Register to apply for help with the cost of Hajj or Umrah.`,
  },
  donor: {
    title: msg`Create a donor account`,
    intro: msg`Register to fund journeys and follow their progress.`,
  },
  admin: {
    title: msg`Create an admin account`,
    intro: msg`The first admin registers freely; after that an invite code is needed.`,
  },
};

export const REGISTER_SUCCESS = msg`Registration successful! Redirecting to sign in...`;
/** Issue 28: a seeker or donor is signed in by registering (the API's answer carries their session). */
export const REGISTER_SIGNED_IN = msg`Registration successful! Signing you in...`;

/** SPEC §8's texts for when the server wrote no message of its own. */
export const LOGIN_FAILED_FALLBACK: Record<Role, { wrongCredentials: MessageDescriptor; other: MessageDescriptor }> = {
  seeker: { wrongCredentials: msg`Invalid email or password. Please try again.`, other: msg`Login failed. Please try again.` },
  donor: { wrongCredentials: msg`Invalid email or password. Please try again.`, other: msg`Login failed. Please try again.` },
  admin: { wrongCredentials: msg`Invalid admin credentials`, other: msg`Invalid admin credentials` },
};

export const REGISTRATION_FAILED_FALLBACK = msg`Registration failed. Please try again.`;
