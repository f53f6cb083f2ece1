import { createHash, randomBytes } from 'node:crypto';
import { forgotPasswordSchema, PASSWORD_RESET_LABELS, PASSWORD_RESET_MINUTES, resetPasswordSchema, MAX_RESET_TOKEN_LENGTH } from '@sabil/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { rateLimitAddress } from '../../auth/client-address';
import type { RateLimiter } from '../../auth/rate-limiter';
import type { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import { updateReturning } from '../../db/update-returning';
import type { AccountsService } from '../accounts';
import type { AuditService } from '../audit';
import type { MailEvents } from '../mail';
import type { QueuedResetRequest } from './password-reset-queue';
import { PasswordResetErrors } from './password-reset.errors';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** What "Forgot password?" counts (docs/running.md: "What each limit counts"). Emails and addresses are counted by digest. */
export interface PasswordResetLimits {
  /** Requests from one client address, any email: 429. */
  perClient: RateLimiter;
  /** Requests for one email (of one role) from one client address: 429 for that client only. */
  perEmailAndClient: RateLimiter;
  /**
   * Links mailed to one email (of one role), from every address together. Past it the answer is the
   * same 202 and nothing is sent, so strangers fill no mailbox and block nobody: the owner, asking
   * from an address they signed in from, is not counted here.
   */
  perEmail: RateLimiter;
}

/**
 * "Forgot password?" (issue 19). A request answers the same whether or not the address has an
 * account; when it has, a single-use link valid for PASSWORD_RESET_MINUTES is mailed in the
 * person's language, its token kept only as a hash. Using it sets the new password, ends every
 * session (the token version moves on) and is an audit event, all in one transaction. A link is good
 * only at the token version its account had when it was made, and until a newer one is asked for
 * (issue 28): a password change, a reset and a newer request each spend every earlier link.
 */
export class PasswordResetService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly mail: MailEvents,
    private readonly limits: PasswordResetLimits,
    private readonly webOrigin: string,
    /** Where requests wait for the account lookup and the mail (nudged after each). */
    private readonly queue: { nudge(): void; whenIdle(): Promise<void> },
  ) {}

  /**
   * "Forgot password?": the same work for every email (issue 28) — the limits, then one row in
   * password_reset_request. Whether the email has an account is found out later, by the queue
   * (mailLink), so neither the answer's timing nor the writes on this path tell.
   */
  async request(role: Role, body: Body, ip: string): Promise<void> {
    const { email } = parseInput(forgotPasswordSchema, body, PASSWORD_RESET_LABELS);
    const client = rateLimitAddress(ip);
    await this.limits.perClient.consume(`ip:${client}`, PasswordResetErrors.TOO_MANY_RESET_REQUESTS);
    await this.limits.perEmailAndClient.consume(`pair:${role}:${sha256(email)}:${sha256(client)}`, PasswordResetErrors.TOO_MANY_RESET_REQUESTS);
    if (!(await this.accounts.signedInFrom(role, email, ip)) && !(await this.limits.perEmail.tryConsume(`address:${role}:${sha256(email)}`))) return;
    await this.dataSource.query('INSERT INTO password_reset_request (role, email) VALUES ($1, $2)', [role, email]);
    this.queue.nudge();
  }

  /**
   * A queued request, in the queue's transaction: when the email has an account of the role, a new
   * link (every earlier one spent), its mail in the person's language and an audit event. True when
   * mail was queued.
   */
  async mailLink(manager: EntityManager, { role, email }: QueuedResetRequest): Promise<boolean> {
    const accountId = await this.accounts.idOf(role, email, manager);
    if (!accountId) return false;
    const token = randomBytes(32).toString('base64url');
    // A newer request spends every earlier link; the new one is good at the account's current token version only.
    await manager.query('UPDATE password_reset SET used_at = now() WHERE account_id = $1 AND used_at IS NULL', [accountId]);
    await manager.query(
      `INSERT INTO password_reset (account_id, token_hash, expires_at, token_version)
       SELECT id, $2, now() + make_interval(mins => $3), token_version FROM account WHERE id = $1`,
      [accountId, sha256(token), PASSWORD_RESET_MINUTES],
    );
    const url = `${this.webOrigin}/${role}/reset-password?token=${token}`;
    await this.mail.enqueue(manager, { to: { accountId }, template: 'password_reset', data: { url, minutes: PASSWORD_RESET_MINUTES } });
    await this.audit.record(manager, { actorId: null, actorRole: 'anonymous', action: 'account.password_reset_requested', subjectType: 'account', subjectId: accountId });
    return true;
  }

  /** Resolves once every request asked for so far has been dealt with (tests). */
  async settled(): Promise<void> {
    // A run takes only the requests waiting when it started, and one that failed is set behind the
    // others for the next run: idle is not yet "dealt with" (seen once in CI). Until none waits.
    for (let round = 0; round < 50; round += 1) {
      await this.queue.whenIdle();
      const [{ waiting }] = (await this.dataSource.query('SELECT count(*)::int AS waiting FROM password_reset_request')) as { waiting: number }[];
      if (!waiting) return;
      this.queue.nudge();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** Sets the new password through a link; an unknown, used, expired or tampered link is 400 and changes nothing. */
  async reset(body: Body): Promise<{ role: Role }> {
    const token = typeof body.token === 'string' && body.token.length <= MAX_RESET_TOKEN_LENGTH ? body.token : '';
    const { role, accountId } = await this.dataSource.transaction(async (manager) => {
      const [link] = (await manager.query(
        // A password change or reset since the link was made moved the token version on: the link is spent with the sessions.
        `SELECT link.id, link.account_id FROM password_reset link JOIN account ON account.id = link.account_id AND account.token_version = link.token_version
         WHERE link.token_hash = $1 AND link.used_at IS NULL AND link.expires_at > now() FOR UPDATE OF link`,
        [sha256(token)],
      )) as { id: string; account_id: string }[];
      if (!token || !link) throw new AppError(PasswordResetErrors.RESET_LINK_INVALID, { field: 'token' });
      const role = await this.accounts.roleOf(manager, link.account_id);
      if (!role) throw new AppError(PasswordResetErrors.RESET_LINK_INVALID, { field: 'token' });
      const { password } = parseInput(resetPasswordSchema(role), body, PASSWORD_RESET_LABELS);
      // This link is spent, and so is any other still out for the account.
      await updateReturning(manager, 'UPDATE password_reset SET used_at = now() WHERE account_id = $1 AND used_at IS NULL RETURNING id', [link.account_id]);
      await this.accounts.replacePassword(manager, link.account_id, password);
      await this.audit.record(manager, { actorId: link.account_id, actorRole: role, action: 'account.password_reset', subjectType: 'account', subjectId: link.account_id });
      return { role, accountId: link.account_id };
    });
    this.accounts.sessionsEnded(accountId);
    return { role };
  }
}
