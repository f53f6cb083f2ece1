import type { EntityManager } from 'typeorm';
import { AppError } from '../errors/app-error';
import { AuthErrors } from './auth.errors';
import type { Viewer } from './tokens';

/** The PostgreSQL channel on which a moved-on token version is announced to every API instance. */
export const TOKEN_VERSIONS_CHANNEL = 'sabil_token_versions';

/** Called inside the transaction that moves an account's version on: every instance hears it on commit. */
export async function announceTokenVersionMoved(manager: EntityManager, accountId: string): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [TOKEN_VERSIONS_CHANNEL, accountId]);
}

/** How many accounts' versions one instance keeps in memory (the oldest read goes first). */
const REMEMBERED = 10_000;

/**
 * Whether a token is still good: its version must be its account's current one ("sign out
 * everywhere" and a password reset move it on). The versions read are kept in memory, so a signed-in
 * request costs no query; the shared-lists listener forgets an account's version when any instance
 * announces that it moved (TOKEN_VERSIONS_CHANNEL), and keeps nothing while it cannot listen. On the
 * embedded PGlite (one process) the instance that moved it forgets it itself.
 */
export class TokenVersions {
  private readonly known = new Map<string, number>();
  private remembering = true;
  /** Moves on at every forget: a read that began before one may be stale and is not kept. */
  private epoch = 0;

  /** `read` gives an account's current version, or undefined when the account is gone. */
  constructor(private readonly read: (accountId: string) => Promise<number | undefined>) {}

  /** 401 SESSION_ENDED unless `version` is the account's current one. */
  async assertCurrent(viewer: Viewer, version: number): Promise<void> {
    if ((await this.current(viewer.id)) !== version) throw new AppError(AuthErrors.SESSION_ENDED);
  }

  private async current(accountId: string): Promise<number | undefined> {
    const remembered = this.known.get(accountId);
    if (remembered !== undefined) return remembered;
    const began = this.epoch;
    const version = await this.read(accountId);
    if (version !== undefined && this.remembering && this.epoch === began) {
      if (this.known.size >= REMEMBERED) this.known.delete(this.known.keys().next().value!);
      this.known.set(accountId, version);
    }
    return version;
  }

  /** An account's version moved on (here, or announced by another instance). */
  forget(accountId: string): void {
    this.epoch += 1;
    this.known.delete(accountId);
  }

  /** Announcements may be missed from now on: read every time until resumed. */
  suspend(): void {
    this.epoch += 1;
    this.remembering = false;
    this.known.clear();
  }

  /** Listening again: start from nothing remembered. */
  resume(): void {
    this.epoch += 1;
    this.known.clear();
    this.remembering = true;
  }
}
