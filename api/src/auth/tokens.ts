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

  sign(viewer: Viewer): string {
    return jwt.sign({ role: viewer.role }, this.secret, {
      algorithm: 'HS256',
      subject: viewer.id,
      issuer: ISSUER,
      expiresIn: this.expiresInSeconds,
    });
  }

  /** Only HS256 with our secret is accepted: `alg: none` and other algorithms fail here. */
  verify(token: string): Viewer {
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
    return { id: claims.sub, role: claims.role as Role };
  }

  /** Reads an `Authorization: Bearer …` header; no header means an anonymous caller. */
  viewerFromHeader(header: string | undefined): Viewer | null {
    if (header === undefined || header.trim() === '') return null;
    const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
    if (!match) throw new AppError(AuthErrors.AUTHORIZATION_HEADER_MALFORMED);
    return this.verify(match[1]!);
  }
}
