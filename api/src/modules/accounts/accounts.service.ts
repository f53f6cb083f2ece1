import { timingSafeEqual, createHash } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { PasswordHasher } from '../../auth/passwords';
import { Role } from '../../auth/role';
import type { TokenService, Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import type { AuditService } from '../audit/audit.service';
import { Account } from './account.entity';
import { AccountErrors } from './accounts.errors';
import { readLogin, readRegistration } from './account-input.validation';

export interface SignedIn {
  token: string;
  account: Account;
}

/** Where a sign-in attempt comes from: rate limits count per IP address and per account. */
export interface AttemptSource {
  ip: string;
  viewer: Viewer | null;
}

/** How a new admin was let in: the very first, by the invite code, or by a signed-in admin. */
type AdminAdmission = 'first_admin' | 'invite_code' | 'admin';

export interface AccountsLimits {
  /** Every sign-in and registration attempt from one IP address. */
  perIp: RateLimiter;
  /** Sign-in attempts against one (role, email) since its last success. */
  perAccount: RateLimiter;
}

const UNIQUE_VIOLATION = '23505';

export class AccountsService {
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
  ) {}

  async register(role: Role, body: Record<string, unknown>, source: AttemptSource): Promise<SignedIn> {
    await this.limits.perIp.consume(`ip:${source.ip}`, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const fields = readRegistration(role, body);
    // Hash before the transaction: on PGlite the transaction holds the only connection.
    const passwordHash = await this.passwords.hash(fields.password);

    const account = await this.dataSource.transaction(async (manager) => {
      const admission = role === Role.ADMIN ? await this.assertAdminRegistrationAllowed(manager, fields.inviteCode, source.viewer) : undefined;
      const taken = await manager.exists(Account, { where: { role, email: fields.email } });
      if (taken) throw new AppError(AccountErrors.EMAIL_TAKEN, { field: 'email' });
      const created = manager.create(Account, { role, fullname: fields.fullname, email: fields.email, passwordHash });
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
    return { token: this.tokens.sign(account), account };
  }

  async login(role: Role, body: Record<string, unknown>, source: AttemptSource): Promise<SignedIn> {
    await this.limits.perIp.consume(`ip:${source.ip}`, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);
    const { email, password } = readLogin(body);
    // Counted before the password is checked, atomically: parallel guesses cannot all pass a check
    // made before any of them is counted. A success clears the count. The email is hashed: the
    // counters table holds no address, and a key's length does not depend on one.
    const accountKey = `account:${role}:${createHash('sha256').update(email).digest('hex')}`;
    await this.limits.perAccount.consume(accountKey, AccountErrors.TOO_MANY_SIGN_IN_ATTEMPTS);

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
      throw new AppError(AccountErrors.WRONG_CREDENTIALS);
    }
    await this.limits.perAccount.reset(accountKey);
    if (role === Role.ADMIN) {
      await this.audit.record(this.dataSource.manager, { actorId: account.id, actorRole: 'admin', action: 'account.sign_in', subjectType: 'account', subjectId: account.id });
    }
    delete (account as Partial<Account>).passwordHash;
    return { token: this.tokens.sign(account), account };
  }

  async findById(id: string): Promise<Account | null> {
    return this.dataSource.getRepository(Account).findOne({ where: { id } });
  }

  /** The account behind a token; a token for an account that no longer exists is no sign-in. */
  async me(viewer: Viewer): Promise<Account> {
    const account = await this.findById(viewer.id);
    if (!account || account.role !== viewer.role) {
      throw new AppError(AccountErrors.ACCOUNT_NOT_FOUND);
    }
    return account;
  }

  /**
   * DESIGN §4: the first admin registers freely; after that an admin's token or the invite code is
   * needed. The advisory lock makes two simultaneous "first admin" registrations take turns.
   */
  private async assertAdminRegistrationAllowed(manager: EntityManager, inviteCode: string | undefined, viewer: Viewer | null): Promise<AdminAdmission> {
    if (viewer?.role === Role.ADMIN) return 'admin';
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('sabil:first-admin'))`);
    const adminExists = await manager.exists(Account, { where: { role: Role.ADMIN } });
    if (!adminExists) return 'first_admin';
    if (inviteCode && this.adminInviteCode && sameSecret(inviteCode, this.adminInviteCode)) return 'invite_code';
    throw new AppError(AccountErrors.ADMIN_REGISTRATION_CLOSED);
  }
}

function sameSecret(a: string, b: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}
