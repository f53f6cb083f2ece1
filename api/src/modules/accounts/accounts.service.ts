import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { changePasswordSchema, PASSWORD_CHANGE_LABELS } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { rateLimitAddress } from '../../auth/client-address';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { PasswordHasher } from '../../auth/passwords';
import { Role } from '../../auth/role';
import type { SignInStage, TokenService, Viewer } from '../../auth/tokens';
import { updateReturning } from '../../db/update-returning';
import { AppError } from '../../errors/app-error';
import type { AuditService } from '../audit';
import { announceTokenVersionMoved, type TokenVersions } from '../../auth/token-versions';
import { Account } from './account.entity';
import type { AccountLanguage } from './account-language';
import { AccountErrors } from './accounts.errors';
import { readLogin, readRegistration } from './account-input.validation';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';

/** What a sign-in must still do: nothing, prove the second factor, or enrol one first (admins). */
export type NextStep = 'complete' | SignInStage;

export interface SignedIn {
  token: string;
  account: Account;
  /** 'complete': the token is a session. Otherwise it opens only the second-factor operations. */
  step: NextStep;
  /** At the second-factor step: the kinds of factor the admin has (a recovery code always works). */
  factorKinds?: FactorKind[];
}

export type FactorKind = 'passkey' | 'totp';

/**
 * The admins' second factor, as sign-in sees it (the second-factors module plugs it in: it is
 * composed after the mail module, which is composed after this one).
 */
export interface AdminSignInGate {
  /** After a right password (or a new admin's registration): what the admin must still do. */
  stepAfterPassword(accountId: string): Promise<{ step: NextStep; kinds: FactorKind[] }>;
  /** A finished admin sign-in: on the audit trail, and mailed to the admin when it is from an address new to the account. */
  signedIn(account: Account, ip: string, newAddress: boolean): Promise<void>;
}

/** Where a sign-in attempt comes from: rate limits count per IP address and per account. */
export interface AttemptSource {
  ip: string;
  viewer: Viewer | null;
}

/** How a new admin was let in: the very first, by the invite code or the bootstrap code, or by a signed-in admin. */
type AdminAdmission = 'first_admin' | 'invite_code' | 'bootstrap_code' | 'admin';

/**
 * What sign-in counts, and why (docs/running.md: "What each limit counts"). Every limit keys a client by its
 * rate-limit address (an IPv6 client by its /64).
 */
export interface AccountsLimits {
  /** Every sign-in and registration attempt from one address: a client trying many accounts. */
  perIp: RateLimiter;
  /**
   * Attempts at one account from one address since the last success from there, counted before the
   * password is checked: the strict limit — a guesser at one address is stopped at once.
   */
  perAccountAddress: RateLimiter;
  /**
   * Attempts at one account from addresses it has not signed in from: a guesser spread over many
   * addresses. Each time it fills up, the account is closed to new addresses for longer.
   */
  perAccountNewAddresses: RateLimiter;
  /** How often `perAccountNewAddresses` filled up in the last day: the lockout doubles each time. */
  lockouts: RateLimiter;
  /**
   * Addresses each account signed in from (for 90 days): from those, only the strict per-address
   * limit applies, so an owner is not locked out by strangers guessing their password elsewhere.
   */
  knownAddresses: RateLimiter;
}

/** The longest a growing lockout lasts. */
const MAX_LOCKOUT_SECONDS = 24 * 3600;

const UNIQUE_VIOLATION = '23505';
const NO_FACTOR: { step: NextStep; kinds: FactorKind[] } = { step: 'complete', kinds: [] };

export class AccountsService {
  private adminGate: AdminSignInGate | undefined;

  constructor(
    private readonly dataSource: DataSource,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limits: AccountsLimits,
    private readonly adminInviteCode: string | undefined,
    private readonly audit: AuditService,
    /**
     * A keyed digest of an address tried at sign-in: the audit trail cannot forget what it holds,
     * so a stranger's address is never kept — only a digest that groups attempts on one address.
     */
    private readonly pseudonym: (email: string) => string,
    /**
     * Production: the first admin needs a code (ADMIN_INVITE_CODE, or the bootstrap code), so a
     * new deployment cannot be claimed by whoever reaches /admin/register first.
     */
    private readonly firstAdminNeedsCode: boolean,
    /** Told when an account's version moves on, so this instance stops accepting its older tokens at once. */
    private readonly tokenVersions: TokenVersions,
  ) {}

  /** The second-factors module's side of an admin's sign-in (see AdminSignInGate). */
  useAdminSignInGate(gate: AdminSignInGate): void {
    this.adminGate = gate;
  }

  /**
   * At start: on a production deployment with no admin and no ADMIN_INVITE_CODE, a one-time
   * bootstrap code, made once (its SHA-256 kept) and returned for the caller to print. Undefined
   * otherwise — an admin exists, the invite code is set, or the code was made at an earlier start.
   */
  async prepareBootstrapCode(): Promise<string | undefined> {
    if (!this.firstAdminNeedsCode || this.adminInviteCode) return undefined;
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sabil:first-admin'))`);
      if (await manager.exists(Account, { where: { role: Role.ADMIN } })) return undefined;
      const [made] = await manager.query('SELECT 1 FROM admin_bootstrap');
      if (made) return undefined;
      const code = randomBytes(18).toString('base64url');
      await manager.query('INSERT INTO admin_bootstrap (code_hash) VALUES ($1)', [createHash('sha256').update(code).digest('hex')]);
      return code;
    });
  }

  async register(role: Role, body: Record<string, unknown>, source: AttemptSource): Promise<SignedIn> {
    await this.limits.perIp.consume(`ip:${rateLimitAddress(source.ip)}`, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const fields = readRegistration(role, body);
    // Hash before the transaction: on PGlite the transaction holds the only connection.
    const passwordHash = await this.passwords.hash(fields.password);

    const account = await this.dataSource.transaction(async (manager) => {
      const admission = role === Role.ADMIN ? await this.assertAdminRegistrationAllowed(manager, fields.inviteCode, source.viewer) : undefined;
      const taken = await manager.exists(Account, { where: { role, email: fields.email } });
      if (taken) throw new AppError(AccountErrors.EMAIL_TAKEN, { field: 'email' });
      const created = manager.create(Account, { role, fullname: fields.fullname, email: fields.email, language: fields.language as AccountLanguage, passwordHash });
      let saved: Account;
      try {
        saved = await manager.save(created);
      } catch (error) {
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw new AppError(AccountErrors.EMAIL_TAKEN, { field: 'email' });
        throw error;
      }
      // A new admin can see every identity document: who let them in is on the record.
      if (admission) {
        const invitedBy = source.viewer?.role === Role.ADMIN ? source.viewer : null;
        await this.audit.record(manager, {
          actorId: invitedBy?.id ?? saved.id,
          actorRole: 'admin',
          action: 'account.admin_registered',
          subjectType: 'account',
          subjectId: saved.id,
          after: { email: saved.email, fullname: saved.fullname, admittedBy: admission },
        });
      }
      return saved;
    });
    // The address the account was made from is its owner's (see AccountsLimits.knownAddresses).
    await this.limits.knownAddresses.remember(`account:${role}:${digest(account.email)}:${digest(rateLimitAddress(source.ip))}`);
    // Where admins need a second factor, a new admin enrols one before anything else.
    const { step } = role === Role.ADMIN && this.adminGate ? await this.adminGate.stepAfterPassword(account.id) : NO_FACTOR;
    if (step !== 'complete') return { token: this.tokens.sign(account, step), account, step, factorKinds: [] };
    return { token: this.tokens.sign(account), account, step };
  }

  async login(role: Role, body: Record<string, unknown>, source: AttemptSource): Promise<SignedIn> {
    const address = rateLimitAddress(source.ip);
    await this.limits.perIp.consume(`ip:${address}`, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const { email, password } = readLogin(body);
    // Counted before the password is checked, atomically: parallel guesses cannot all pass a check
    // made before any of them is counted. The email and the address are hashed: the counters table
    // holds neither, and a key's length does not depend on them.
    const accountKey = `account:${role}:${digest(email)}`;
    const pairKey = `${accountKey}:${digest(address)}`;
    const known = await this.limits.knownAddresses.remembers(pairKey);
    await this.limits.perAccountAddress.consume(pairKey, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const fromNewAddress = known ? undefined : await this.limits.perAccountNewAddresses.take(accountKey, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS, (retryAfter) => ({ retryAfter }));

    const account = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.role = :role AND account.email = :email', { role, email })
      .getOne();
    const valid = await this.passwords.verify(account?.passwordHash, password);
    if (!account || !valid) {
      await this.audit.record(this.dataSource.manager, {
        actorId: null,
        actorRole: 'anonymous',
        action: 'account.sign_in_failed',
        subjectType: 'account',
        subjectId: account?.id ?? null,
        after: { role, emailDigest: this.pseudonym(email) },
      });
      if (fromNewAddress?.remaining === 0) await this.lockOutNewAddresses(accountKey);
      throw new AppError(AccountErrors.WRONG_CREDENTIALS);
    }
    await this.limits.perAccountAddress.reset(pairKey);
    // A right password is no guess.
    if (fromNewAddress) await this.limits.perAccountNewAddresses.reward(accountKey);
    delete (account as Partial<Account>).passwordHash;
    // An admin with a second factor (or who must enrol one) gets a token that opens only that step;
    // the address becomes the owner's once the sign-in is finished.
    const { step, kinds } = role === Role.ADMIN && this.adminGate ? await this.adminGate.stepAfterPassword(account.id) : NO_FACTOR;
    if (step !== 'complete') return { token: this.tokens.sign(account, step), account, step, factorKinds: kinds };
    return this.finishSignIn(account, source.ip);
  }

  /**
   * A sign-in is finished (the password, and for an admin who has one, the second factor): the
   * address is now the owner's (AccountsLimits.knownAddresses), an admin's sign-in is on the audit
   * trail, and a session token is signed.
   */
  async finishSignIn(account: Account, ip: string): Promise<SignedIn> {
    const pairKey = `account:${account.role}:${digest(account.email)}:${digest(rateLimitAddress(ip))}`;
    const known = await this.limits.knownAddresses.remembers(pairKey);
    await this.limits.knownAddresses.remember(pairKey);
    if (account.role === Role.ADMIN) {
      if (this.adminGate) await this.adminGate.signedIn(account, ip, !known);
      else await this.audit.record(this.dataSource.manager, { actorId: account.id, actorRole: 'admin', action: 'account.sign_in', subjectType: 'account', subjectId: account.id });
    }
    return { token: this.tokens.sign(account), account, step: 'complete' };
  }

  /**
   * The last failure the window allows from addresses the account has not signed in from: the
   * account is closed to new addresses for the window doubled for each lockout of the last day
   * (15 minutes, 30, an hour… at most a day). Guessing from many addresses stays bounded; the
   * owner's own addresses are not affected.
   */
  private async lockOutNewAddresses(accountKey: string): Promise<void> {
    const lockouts = await this.limits.lockouts.take(accountKey, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const count = lockouts.limit - lockouts.remaining;
    const seconds = Math.min(MAX_LOCKOUT_SECONDS, this.limits.perAccountNewAddresses.windowSeconds * 2 ** Math.max(0, count - 1));
    await this.limits.perAccountNewAddresses.block(accountKey, seconds);
  }

  async findById(id: string): Promise<Account | null> {
    return this.dataSource.getRepository(Account).findOne({ where: { id } });
  }

  /** The account behind a token; a token for an account that no longer exists is no sign-in. */
  /** An account's current token version (TokenVersions reads it); undefined when the account is gone. */
  async tokenVersion(id: string): Promise<number | undefined> {
    const [row] = (await this.dataSource.query('SELECT token_version AS version FROM account WHERE id = $1', [id])) as { version: number }[];
    return row?.version;
  }

  /**
   * Signs the person out on every device and instance: their token version moves on, so every token
   * signed before (this one too) fails with 401 SESSION_ENDED from now on. An audit event.
   */
  async signOutEverywhere(viewer: Viewer): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const moved = await updateReturning(manager, 'UPDATE account SET token_version = token_version + 1 WHERE id = $1 AND role = $2 RETURNING id', [viewer.id, viewer.role]);
      if (moved.length === 0) throw new AppError(AccountErrors.ACCOUNT_NOT_FOUND);
      await announceTokenVersionMoved(manager, viewer.id);
      await this.audit.record(manager, { actorId: viewer.id, actorRole: viewer.role, action: 'account.signed_out_everywhere', subjectType: 'account', subjectId: viewer.id });
    });
    this.tokenVersions.forget(viewer.id);
  }

  /**
   * A new password while signed in: the current one must be right (tries counted like sign-in
   * attempts at the account, so a borrowed session cannot guess it faster than the sign-in page),
   * the new one follows the role's rule. Every other session ends; this one goes on with the token
   * answered. An audit event.
   */
  async changePassword(viewer: Viewer, body: Body): Promise<SignedIn> {
    const { currentPassword, newPassword } = parseInput(changePasswordSchema(viewer.role), body, PASSWORD_CHANGE_LABELS);
    const limitKey = `password-change:${viewer.id}`;
    await this.limits.perAccountAddress.consume(limitKey, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const account = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id AND account.role = :role', { id: viewer.id, role: viewer.role })
      .getOne();
    if (!account) throw new AppError(AccountErrors.ACCOUNT_NOT_FOUND);
    if (!(await this.passwords.verify(account.passwordHash, currentPassword))) throw new AppError(AccountErrors.CURRENT_PASSWORD_WRONG, { field: 'currentPassword' });
    // Hashed before the transaction: on PGlite the transaction holds the only connection.
    const passwordHash = await this.passwords.hash(newPassword);
    const version = await this.dataSource.transaction(async (manager) => {
      const [row] = await updateReturning<{ token_version: number }>(manager, 'UPDATE account SET password_hash = $2, token_version = token_version + 1 WHERE id = $1 RETURNING token_version', [
        viewer.id,
        passwordHash,
      ]);
      await announceTokenVersionMoved(manager, viewer.id);
      await this.audit.record(manager, { actorId: viewer.id, actorRole: viewer.role, action: 'account.password_changed', subjectType: 'account', subjectId: viewer.id });
      return row!.token_version;
    });
    this.tokenVersions.forget(viewer.id);
    await this.limits.perAccountAddress.reset(limitKey);
    delete (account as Partial<Account>).passwordHash;
    account.tokenVersion = version;
    return { token: this.tokens.sign(account), account, step: 'complete' };
  }

  /**
   * Whether whoever owns (role, email) finished a sign-in (or registered) from `ip` in the last 90
   * days: a rate-limit store lookup by digests, the same work whether or not the account exists.
   */
  async signedInFrom(role: Role, email: string, ip: string): Promise<boolean> {
    return this.limits.knownAddresses.remembers(`account:${role}:${digest(email)}:${digest(rateLimitAddress(ip))}`);
  }

  /**
   * Whether `password` is the signed-in person's (reauthentication): tries count with a password
   * change's, like sign-in attempts at the account, so a borrowed session guesses no faster.
   */
  async passwordIsRight(viewer: Viewer, password: string): Promise<boolean> {
    const limitKey = `password-change:${viewer.id}`;
    await this.limits.perAccountAddress.consume(limitKey, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const account = await this.dataSource
      .getRepository(Account)
      .createQueryBuilder('account')
      .addSelect('account.passwordHash')
      .where('account.id = :id AND account.role = :role', { id: viewer.id, role: viewer.role })
      .getOne();
    if (!account || !(await this.passwords.verify(account.passwordHash, password.slice(0, 1024)))) return false;
    await this.limits.perAccountAddress.reset(limitKey);
    return true;
  }

  /** A new session for someone who just proved who they are again: its auth_time is now. */
  async freshSession(viewer: Viewer): Promise<SignedIn> {
    const account = await this.me(viewer);
    return { token: this.tokens.sign(account), account, step: 'complete' };
  }

  /** The account of a role and address, for a password reset (the caller answers the same either way). */
  async idOf(role: Role, email: string, manager: EntityManager = this.dataSource.manager): Promise<string | undefined> {
    const [row] = (await manager.query('SELECT id FROM account WHERE role = $1 AND email = $2', [role, email])) as { id: string }[];
    return row?.id;
  }

  /** People's full names by account id (who created an API key): the accounts module's read model of names. */
  async namesOf(ids: readonly string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ id: string; fullname: string }> = await this.dataSource.query('SELECT id, fullname FROM account WHERE id = ANY($1::uuid[])', [[...new Set(ids)]]);
    return new Map(rows.map((row) => [String(row.id), row.fullname]));
  }

  /** Locks the account's row for this transaction: changes to what guards it (second factors) take turns. */
  async lock(manager: EntityManager, id: string): Promise<void> {
    await manager.query('SELECT id FROM account WHERE id = $1 FOR UPDATE', [id]);
  }

  /** Whose account, and of what role, for a password reset's rules; undefined when it is gone. */
  async roleOf(manager: EntityManager, id: string): Promise<Role | undefined> {
    const [row] = (await manager.query('SELECT role FROM account WHERE id = $1', [id])) as { role: Role }[];
    return row?.role;
  }

  /**
   * A new password through a reset link, in the reset's transaction: the hash replaced and the
   * token version moved on, so every session signed in before ends (announced on commit; call
   * sessionsEnded after it).
   */
  async replacePassword(manager: EntityManager, id: string, password: string): Promise<void> {
    const passwordHash = await this.passwords.hash(password);
    await manager.query('UPDATE account SET password_hash = $2, token_version = token_version + 1 WHERE id = $1', [id, passwordHash]);
    await announceTokenVersionMoved(manager, id);
  }

  /** After a commit that moved an account's token version on: this instance stops accepting its older tokens. */
  sessionsEnded(id: string): void {
    this.tokenVersions.forget(id);
  }

  async me(viewer: Viewer): Promise<Account> {
    const account = await this.findById(viewer.id);
    if (!account || account.role !== viewer.role) {
      throw new AppError(AccountErrors.ACCOUNT_NOT_FOUND);
    }
    return account;
  }

  /** The signed-in person's email language. */
  async setLanguage(viewer: Viewer, language: AccountLanguage): Promise<Account> {
    await this.dataSource.query('UPDATE account SET language = $3 WHERE id = $1 AND role = $2', [viewer.id, viewer.role, language]);
    return this.me(viewer);
  }

  /** Where and how to write to an account (the mail outbox), read in the caller's transaction; undefined when it is gone. */
  async contact(manager: EntityManager, id: string): Promise<{ email: string; fullname: string; language: AccountLanguage; role: Role } | undefined> {
    const [row] = await manager.query('SELECT email, fullname, language, role FROM account WHERE id = $1', [id]);
    return row;
  }

  /**
   * DESIGN §4: the first admin registers freely; after that an admin's token or the invite code is
   * needed. The advisory lock makes two simultaneous "first admin" registrations take turns.
   */
  private async assertAdminRegistrationAllowed(manager: EntityManager, inviteCode: string | undefined, viewer: Viewer | null): Promise<AdminAdmission> {
    if (viewer?.role === Role.ADMIN) return 'admin';
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sabil:first-admin'))`);
    const adminExists = await manager.exists(Account, { where: { role: Role.ADMIN } });
    if (!adminExists && !this.firstAdminNeedsCode) return 'first_admin';
    if (!adminExists) {
      if (inviteCode && this.adminInviteCode && sameSecret(inviteCode, this.adminInviteCode)) return 'invite_code';
      // One use: the row goes with the registration (and comes back with it if the registration fails).
      const used = inviteCode ? await updateReturning(manager, 'DELETE FROM admin_bootstrap WHERE code_hash = $1 RETURNING id', [createHash('sha256').update(inviteCode).digest('hex')]) : [];
      if (used.length) return 'bootstrap_code';
      throw new AppError(AccountErrors.ADMIN_BOOTSTRAP_CODE_REQUIRED, { field: 'inviteCode' });
    }
    if (inviteCode && this.adminInviteCode && sameSecret(inviteCode, this.adminInviteCode)) return 'invite_code';
    throw new AppError(AccountErrors.ADMIN_REGISTRATION_CLOSED);
  }
}

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
