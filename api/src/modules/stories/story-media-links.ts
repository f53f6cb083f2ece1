import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed link to unpublished media stays valid: long enough to moderate a page of stories. */
export const MEDIA_LINK_TTL_SECONDS = 15 * 60;

export type MediaLinkCheck = 'valid' | 'invalid' | 'expired';

/**
 * Signed, expiring links to a story's media while it is not published (DESIGN §4): the admin API
 * hands them out; `GET /stories/file/{id}` serves unpublished media only with a valid one. The key
 * is derived from the JWT secret, so every API instance signs and checks alike, and a link signs
 * one story until one moment — it cannot be moved to another story or stretched.
 */
export class StoryMediaLinks {
  private readonly key: Buffer;

  constructor(
    jwtSecret: string,
    private readonly now: () => number = Date.now,
    private readonly ttlSeconds = MEDIA_LINK_TTL_SECONDS,
  ) {
    this.key = createHmac('sha256', jwtSecret).update('sabil story media links').digest();
  }

  /** `/stories/file/{id}?expires=…&signature=…` */
  signedPath(storyId: string): string {
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    return `/stories/file/${storyId}?expires=${expires}&signature=${this.sign(storyId, expires)}`;
  }

  check(storyId: string, expires: unknown, signature: unknown): MediaLinkCheck {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) return 'invalid';
    const expected = Buffer.from(this.sign(storyId, Number(expires)));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < this.now() ? 'expired' : 'valid';
  }

  private sign(storyId: string, expires: number): string {
    return createHmac('sha256', this.key).update(`${storyId}.${expires}`).digest('base64url');
  }
}
