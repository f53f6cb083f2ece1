import { z } from 'zod';
import { optionalText, requiredText } from './fields';

/**
 * Issue 30, what proves a journey's step: a booking confirmation, a visa or a boarding pass. JPG,
 * PNG or PDF by its bytes, at most 5 MB, as ID documents and payouts' invoices.
 */
export const JOURNEY_PROOF_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const JOURNEY_PROOF_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.pdf'] as const;
export const JOURNEY_PROOF_MAX_BYTES = 5 * 1024 * 1024;

/** The pilgrim's thank-you after travelling: a photo (JPEG, PNG or WebP by its bytes, at most 10 MB) and words. */
export const JOURNEY_THANKS_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const JOURNEY_THANKS_PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'] as const;
export const JOURNEY_THANKS_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const MAX_JOURNEY_THANKS_LENGTH = 1000;
export const MAX_JOURNEY_THANKS_REJECT_REASON_LENGTH = 500;

/** Whether a file's name (when it has an extension) agrees with the type its bytes have. */
export function journeyFileNameFits(name: string, type: string): boolean {
  const extension = /(\.[^./\\]+)$/.exec(name.trim().toLowerCase())?.[1];
  if (extension === undefined) return true;
  const byType: Record<string, readonly string[]> = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'], 'application/pdf': ['.pdf'] };
  return (byType[type] ?? []).includes(extension);
}

/** The pilgrim's words to their donors (the journey is named apart, the photo comes as a file). */
export const journeyThanksSchema = z.object({ message: requiredText({ max: MAX_JOURNEY_THANKS_LENGTH }) });
export const JOURNEY_THANKS_LABELS = { message: 'Message' };

/** An admin's decision on a thank-you: published, or rejected with a reason the pilgrim reads. */
export const moderateJourneyThanksSchema = z.object({ reason: optionalText({ max: MAX_JOURNEY_THANKS_REJECT_REASON_LENGTH }) });
export const MODERATE_JOURNEY_THANKS_LABELS = { reason: 'Reason' };
