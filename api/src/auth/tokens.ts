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

/** A token's viewer, and the token version it was signed at. */
export interface SignedIn {
  viewer: Viewer;
  version: number;
}

const ISSUER = 'sabil';
const ROLES = new Set<string>(Object.values(Role));

export class TokenService {
  /** A KeyObject made once: given a string, jsonwebtoken re-derives a key on every call. */
  private readonly secret: KeyObject;

  constructor(
    secret: string,
    private readonly expiresInSeconds: number,
  ) {
    this.secret = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  /** A token for `viewer` at its account's current token version (token-versions.ts). */
  sign(viewer: Viewer & { tokenVersion?: number }): string {
    return jwt.sign({ role: viewer.role, ver: viewer.tokenVersion ?? 0 }, this.secret, {
      algorithm: 'HS256',
      subject: viewer.id,
      issuer: ISSUER,
      expiresIn: this.expiresInSeconds,
    });
  }

  /**
   * Only HS256 with our secret is accepted: `alg: none` and other algorithms fail here. The version
   * is the account's token version when it was signed (0 for tokens signed before versions).
   */
  verify(token: string): SignedIn {
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
    return { viewer: { id: claims.sub, role: claims.role as Role }, version };
  }

  /** Reads an `Authorization: Bearer …` header; no header means an anonymous caller. */
  fromHeader(header: string | undefined): SignedIn | null {
    if (header === undefined || header.trim() === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new AppError(AuthErrors.AUTHORIZATION_HEADER_MALFORMED);
    return this.verify(match[1]!);
  }
}
