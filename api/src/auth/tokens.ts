import { createSecretKey, type KeyObject } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { AppError } from '../errors/app-error';
import { AuthErrors } from './auth.errors';
import { Role } from './role';

/** Who is calling, as proved by a token. */
export interface Viewer {
  id: string;
  role: Role;
}

/**
 * A sign-in that is not finished: an admin past the password who still owes the second factor, or
 * who must first enrol one (ADMIN_2FA=required). Such a token opens only the second-factor operations.
 */
export type SignInStage = 'second_factor' | 'enrol';

/** A token's viewer, the token version it was signed at, and the stage of a sign-in not yet finished. */
export interface SignedIn {
  viewer: Viewer;
  version: number;
  stage?: SignInStage;
  /**
   * When the person last proved who they are (a password, a second factor), in seconds since the
   * epoch: a session is signed only at such a proof (sign-in, registration, a password change,
   * reauthenticate). Undefined on tokens signed before it was kept.
   */
  authTime?: number;
}

/** How long a token of an unfinished sign-in lasts: time to reach for a phone or a key, not a session. */
export const STAGE_TOKEN_SECONDS = 15 * 60;
const STAGES = new Set<string>(['second_factor', 'enrol']);

const ISSUER = 'sabil';
/** Tokens remembered as verified: the signed-in people of a busy hour, a few MB at most. */
const VERIFIED_TOKENS_KEPT = 10_000;
const ROLES = new Set<string>(Object.values(Role));

export class TokenService {
  /** A KeyObject made once: given a string, jsonwebtoken re-derives a key on every call. */
  private readonly secret: KeyObject;
  /**
   * Tokens already verified, with their expiry: a signed-in screen sends the same token with every
   * request, and checking its signature again is a sixth of a small query's CPU time. Only the exact
   * string that passed is found here, and its expiry is still checked every time.
   */
  private readonly verified = new Map<string, { signedIn: SignedIn; expiresAt: number }>();

  constructor(
    secret: string,
    private readonly expiresInSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for `viewer` at its account's current token version (token-versions.ts). */
  sign(viewer: Viewer & { tokenVersion?: number }, stage?: SignInStage): string {
    // A session is signed at a proof of who the person is: its auth_time is now.
    const claims = stage ? { role: viewer.role, ver: viewer.tokenVersion ?? 0, stg: stage } : { role: viewer.role, ver: viewer.tokenVersion ?? 0, auth_time: Math.floor(Date.now() / 1000) };
    return jwt.sign(claims, this.secret, {
      algorithm: 'HS256',
      subject: viewer.id,
      issuer: ISSUER,
      expiresIn: stage ? Math.min(STAGE_TOKEN_SECONDS, this.expiresInSeconds) : this.expiresInSeconds,
    });
  }

  /**
   * Only HS256 with our secret is accepted: `alg: none` and other algorithms fail here. The version
   * is the account's token version when it was signed (0 for tokens signed before versions).
   */
  verify(token: string): SignedIn {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAt) return known.signedIn;
      this.verified.delete(token);
    }
    const signedIn = this.verifySignature(token);
    if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
    return signedIn;
  }

  private verifySignature(token: string): SignedIn {
    let claims: jwt.JwtPayload | string;
    try {
      claims = jwt.verify(token, this.secret, { algorithms: ['HS256'], issuer: ISSUER });
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new AppError(expired ? AuthErrors.SESSION_EXPIRED : AuthErrors.TOKEN_INVALID);
    }
    if (typeof claims === 'string' || typeof claims.sub !== 'string' || !ROLES.has(claims.role)) {
      throw new AppError(AuthErrors.TOKEN_INVALID);
    }
    const version = claims.ver ?? 0;
    if (!Number.isSafeInteger(version) || version < 0) throw new AppError(AuthErrors.TOKEN_INVALID);
    if (claims.stg !== undefined && !STAGES.has(claims.stg)) throw new AppError(AuthErrors.TOKEN_INVALID);
    // Frozen: the memo hands the same objects to every request that bears this token.
    const viewer = Object.freeze({ id: claims.sub, role: claims.role as Role });
    const authTime = Number.isSafeInteger(claims.auth_time) ? (claims.auth_time as number) : undefined;
    const signedIn: SignedIn = Object.freeze(claims.stg ? { viewer, version, stage: claims.stg as SignInStage } : { viewer, version, authTime });
    // jsonwebtoken refuses a token at its `exp` second; so does the memo.
    if (typeof claims.exp === 'number') this.verified.set(token, { signedIn, expiresAt: claims.exp * 1000 });
    return signedIn;
  }

  /** Reads an `Authorization: Bearer …` header; no header means an anonymous caller. */
  fromHeader(header: string | undefined): SignedIn | null {
    if (header === undefined || header.trim() === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new AppError(AuthErrors.AUTHORIZATION_HEADER_MALFORMED);
    return this.verify(match[1]!);
  }
}
