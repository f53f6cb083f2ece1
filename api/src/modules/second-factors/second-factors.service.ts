import type { DataSource, EntityManager } from 'typeorm';
import { assertRole, type Caller } from '../../auth/caller';
import type { RateLimiter } from '../../auth/rate-limiter';
import { Role } from '../../auth/role';
import type { Viewer } from '../../auth/tokens';
import { updateReturning } from '../../db/update-returning';
import { AppError } from '../../errors/app-error';
import type { Account, AccountsService, AdminSignInGate, FactorKind, NextStep, SignedIn } from '../accounts';
import type { AuditService } from '../audit';
import type { MailEvents } from '../mail';
import { credentialIdOf, type Passkeys, type StoredPasskey } from './passkeys';
import { newRecoveryCode, RECOVERY_CODE_COUNT, recoveryCodeHash } from './recovery-codes';
import { SecondFactorErrors } from './second-factors.errors';
import { enrolmentPicture, totpStep, type TotpSecrets } from './totp';

/** A factor as its owner sees it: never its secret or key. */
export interface FactorView {
  id: string;
  kind: FactorKind;
  label: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

/** An enrolment finished: the factor, recovery codes when new ones were made, and the session when enrolling was the sign-in's last step. */
export interface Enrolled {
  factor: FactorView;
  recoveryCodes: string[];
  session: SignedIn | null;
}

/** How the second factor is proved at sign-in: exactly one of these. */
export interface SecondFactorAnswer {
  code?: string | null;
  recoveryCode?: string | null;
  passkey?: unknown;
}

/** Who may enrol: a signed-in admin, or an admin whose sign-in waits for a first factor. */
interface Enroller {
  id: string;
  finishingSignIn: boolean;
}

interface FactorRow {
  id: string;
  kind: FactorKind;
  label: string;
  created_at: Date;
  last_used_at: Date | null;
}

const CHALLENGE_MINUTES = 5;
/** How recent a proof of who the admin is must be to change their second factors. */
export const REAUTHENTICATION_MINUTES = 5;
const MAX_LABEL = 60;
const DEFAULT_LABELS: Record<FactorKind, string> = { passkey: 'Passkey', totp: 'Authenticator app' };

/**
 * Issue 19: admins' second factor. Passkeys (WebAuthn) and authenticator apps (TOTP), ten
 * single-use recovery codes; with ADMIN_2FA=required, an admin without a factor enrols one before
 * anything else. Every enrolment, removal and recovery-code use is an audit event; a finished admin
 * sign-in is one too, and from an address new to the account it is mailed to the admin.
 */
export class SecondFactorsService implements AdminSignInGate {
  constructor(
    private readonly dataSource: DataSource,
    private readonly accounts: AccountsService,
    private readonly audit: AuditService,
    private readonly mail: MailEvents,
    private readonly passkeys: Passkeys,
    private readonly totp: TotpSecrets,
    /** Wrong answers at sign-in and at enrolment, per account. */
    private readonly attempts: RateLimiter,
    private readonly options: { required: boolean },
  ) {}

  async stepAfterPassword(accountId: string): Promise<{ step: NextStep; kinds: FactorKind[] }> {
    const rows = (await this.dataSource.query('SELECT DISTINCT kind FROM second_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL ORDER BY kind', [accountId])) as { kind: FactorKind }[];
    if (rows.length > 0) return { step: 'second_factor', kinds: rows.map((row) => row.kind) };
    return { step: this.options.required ? 'enrol' : 'complete', kinds: [] };
  }

  async signedIn(account: Account, ip: string, newAddress: boolean): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.audit.record(manager, { actorId: account.id, actorRole: 'admin', action: 'account.sign_in', subjectType: 'account', subjectId: account.id, after: { newAddress } });
      if (newAddress) {
        await this.mail.enqueue(manager, { to: { accountId: account.id }, template: 'admin_sign_in', data: { at: new Date().toISOString(), address: ip, agent: null } });
      }
    });
    if (newAddress) this.mail.committed();
  }

  /**
   * The caller's factors and how many recovery codes are left: a signed-in admin's, whenever they
   * last proved who they are (only changes need a fresh proof; the security screen lists the factors
   * and offers the changes), or an enrolling admin's while the enrolment token is good.
   */
  async status(caller: Caller): Promise<{ factors: FactorView[]; recoveryCodesLeft: number; required: boolean }> {
    let id: string;
    if (caller.pending?.stage === 'enrol' && caller.pending.viewer.role === Role.ADMIN) {
      // An enrolment token is spent once the account has a factor, for reading too.
      ({ id } = await this.enroller(caller));
    } else {
      assertRole(caller.viewer, [Role.ADMIN], caller.pending);
      id = caller.viewer.id;
    }
    const rows = (await this.dataSource.query(
      'SELECT id, kind, label, created_at, last_used_at FROM second_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL ORDER BY created_at',
      [id],
    )) as FactorRow[];
    const [{ left }] = (await this.dataSource.query('SELECT count(*)::int AS left FROM recovery_code WHERE account_id = $1 AND used_at IS NULL', [id])) as { left: number }[];
    return { factors: rows.map(view), recoveryCodesLeft: left!, required: this.options.required };
  }

  /** A new authenticator app: its secret (for typing in) and QR code; it is in use once confirmTotp hears a code from it. */
  async startTotp(caller: Caller): Promise<{ factorId: string; secret: string; uri: string; qrSvg: string }> {
    const { id } = await this.enroller(caller);
    const account = await this.account(id);
    const secret = this.totp.generate();
    const factorId = await this.dataSource.transaction(async (manager) => {
      // One enrolment at a time: an earlier one left half-way is dropped.
      await manager.query(`DELETE FROM second_factor WHERE account_id = $1 AND confirmed_at IS NULL`, [id]);
      const [row] = (await manager.query(`INSERT INTO second_factor (account_id, kind, label, totp_secret) VALUES ($1, 'totp', $2, $3) RETURNING id`, [
        id,
        DEFAULT_LABELS.totp,
        this.totp.seal(secret),
      ])) as { id: string }[];
      return row!.id;
    });
    return { factorId, secret, ...(await enrolmentPicture(secret, account.email)) };
  }

  async confirmTotp(caller: Caller, factorId: string, code: string, label: string | null | undefined): Promise<Enrolled> {
    const enroller = await this.enroller(caller);
    const name = readLabel(label, 'totp');
    await this.attempts.consume(`account:${enroller.id}`, SecondFactorErrors.TOO_MANY_SECOND_FACTOR_ATTEMPTS);
    const [pending] = (await this.dataSource.query(
      `SELECT totp_secret FROM second_factor WHERE id::text = $1 AND account_id = $2 AND kind = 'totp' AND confirmed_at IS NULL`,
      [factorId, enroller.id],
    )) as { totp_secret: string }[];
    const secret = pending ? this.totp.open(pending.totp_secret) : undefined;
    if (!secret) throw new AppError(SecondFactorErrors.ENROLMENT_NOT_FOUND);
    const step = await totpStep(secret, code, 0);
    if (step === undefined) throw new AppError(SecondFactorErrors.ENROLMENT_CODE_WRONG, { field: 'code' });
    await this.attempts.reset(`account:${enroller.id}`);
    return this.enrolled(enroller, caller.ip, async (manager) => {
      const rows = await updateReturning<FactorRow>(
        manager,
        `UPDATE second_factor SET confirmed_at = now(), label = $3, totp_last_step = $4 WHERE id = $1 AND account_id = $2 AND confirmed_at IS NULL
         RETURNING id, kind, label, created_at, last_used_at`,
        [factorId, enroller.id, name, step],
      );
      if (rows.length === 0) throw new AppError(SecondFactorErrors.ENROLMENT_NOT_FOUND);
      return rows[0]!;
    });
  }

  /** Options for the browser's navigator.credentials.create(), its challenge kept for five minutes. */
  async startPasskey(caller: Caller): Promise<unknown> {
    const { id } = await this.enroller(caller);
    const account = await this.account(id);
    const options = await this.passkeys.registrationOptions(account, await this.storedPasskeys(id));
    await this.keepChallenge(id, 'register', options.challenge);
    return options;
  }

  async finishPasskey(caller: Caller, response: unknown, label: string | null | undefined): Promise<Enrolled> {
    const enroller = await this.enroller(caller);
    const name = readLabel(label, 'passkey');
    const key = await this.passkeys.register(response, (challenge) => this.spendChallenge(enroller.id, 'register', challenge));
    if (!key) throw new AppError(SecondFactorErrors.PASSKEY_NOT_VERIFIED);
    return this.enrolled(enroller, caller.ip, async (manager) => {
      const [row] = (await manager.query(
        `INSERT INTO second_factor (account_id, kind, label, credential_id, public_key, sign_count, transports, confirmed_at)
         VALUES ($1, 'passkey', $2, $3, $4, $5, $6, now()) ON CONFLICT (credential_id) DO NOTHING
         RETURNING id, kind, label, created_at, last_used_at`,
        [enroller.id, name, key.credentialId, Buffer.from(key.publicKey), key.signCount, key.transports],
      )) as FactorRow[];
      if (!row) throw new AppError(SecondFactorErrors.PASSKEY_NOT_VERIFIED);
      return row;
    });
  }

  /** Removes one of the admin's factors (not the last where they are required); the last one takes the recovery codes with it. */
  async remove(caller: Caller, factorId: string): Promise<void> {
    const viewer = this.freshAdmin(caller);
    await this.dataSource.transaction(async (manager) => {
      await this.accounts.lock(manager, viewer.id);
      const [factor] = (await manager.query('SELECT id, kind, label FROM second_factor WHERE id::text = $1 AND account_id = $2 AND confirmed_at IS NOT NULL', [factorId, viewer.id])) as {
        id: string;
        kind: FactorKind;
        label: string;
      }[];
      if (!factor) throw new AppError(SecondFactorErrors.FACTOR_NOT_FOUND);
      const [{ others }] = (await manager.query('SELECT count(*)::int AS others FROM second_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL AND id <> $2', [viewer.id, factor.id])) as {
        others: number;
      }[];
      if (others === 0 && this.options.required) throw new AppError(SecondFactorErrors.LAST_SECOND_FACTOR);
      await manager.query('DELETE FROM second_factor WHERE id = $1', [factor.id]);
      if (others === 0) await manager.query('DELETE FROM recovery_code WHERE account_id = $1', [viewer.id]);
      await this.audit.record(manager, {
        actorId: viewer.id, actorRole: 'admin', action: 'account.second_factor_removed', subjectType: 'account', subjectId: viewer.id,
        before: { factorId: factor.id, kind: factor.kind, label: factor.label },
      });
    });
  }

  /** Ten new recovery codes; the old ones stop working. Shown once. */
  async renewRecoveryCodes(caller: Caller): Promise<string[]> {
    const viewer = this.freshAdmin(caller);
    return this.dataSource.transaction(async (manager) => {
      const [{ factors }] = (await manager.query('SELECT count(*)::int AS factors FROM second_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL', [viewer.id])) as { factors: number }[];
      if (factors === 0) throw new AppError(SecondFactorErrors.NO_SECOND_FACTOR);
      const codes = await this.replaceRecoveryCodes(manager, viewer.id);
      await this.audit.record(manager, { actorId: viewer.id, actorRole: 'admin', action: 'account.recovery_codes_renewed', subjectType: 'account', subjectId: viewer.id });
      return codes;
    });
  }

  /** Options for navigator.credentials.get() at sign-in, for the admin's own passkeys. */
  async startPasskeySignIn(caller: Caller): Promise<unknown> {
    const viewer = this.pendingSecondFactor(caller);
    const keys = await this.storedPasskeys(viewer.id);
    if (keys.length === 0) throw new AppError(SecondFactorErrors.FACTOR_NOT_FOUND);
    const options = await this.passkeys.authenticationOptions(keys);
    await this.keepChallenge(viewer.id, 'authenticate', options.challenge);
    return options;
  }

  /** The second step of an admin's sign-in: a code, a recovery code or a passkey; the session when it matches. */
  async verify(caller: Caller, answer: SecondFactorAnswer): Promise<SignedIn> {
    const viewer = this.pendingSecondFactor(caller);
    const given = [answer.code, answer.recoveryCode, answer.passkey].filter((value) => value !== undefined && value !== null && value !== '');
    if (given.length !== 1) throw new AppError(SecondFactorErrors.SECOND_FACTOR_ANSWER_REQUIRED);
    const limitKey = `account:${viewer.id}`;
    await this.attempts.consume(limitKey, SecondFactorErrors.TOO_MANY_SECOND_FACTOR_ATTEMPTS);
    const matched =
      typeof answer.code === 'string' && answer.code
        ? await this.matchTotp(viewer.id, answer.code)
        : typeof answer.recoveryCode === 'string' && answer.recoveryCode
          ? await this.spendRecoveryCode(viewer.id, answer.recoveryCode)
          : await this.matchPasskey(viewer.id, answer.passkey);
    if (!matched) throw new AppError(SecondFactorErrors.SECOND_FACTOR_WRONG, { field: typeof answer.code === 'string' ? 'code' : typeof answer.recoveryCode === 'string' ? 'recoveryCode' : undefined });
    await this.attempts.reset(limitKey);
    return this.accounts.finishSignIn(await this.account(viewer.id), caller.ip);
  }

  private async matchTotp(accountId: string, code: string): Promise<boolean> {
    const apps = (await this.dataSource.query(
      `SELECT id, totp_secret, totp_last_step FROM second_factor WHERE account_id = $1 AND kind = 'totp' AND confirmed_at IS NOT NULL`,
      [accountId],
    )) as { id: string; totp_secret: string; totp_last_step: string }[];
    for (const app of apps) {
      const secret = this.totp.open(app.totp_secret);
      const step = secret ? await totpStep(secret, code, Number(app.totp_last_step)) : undefined;
      if (step === undefined) continue;
      // A code works once: of two sign-ins racing with the same code, one moves the step on.
      const used = await updateReturning(this.dataSource.manager, 'UPDATE second_factor SET totp_last_step = $2, last_used_at = now() WHERE id = $1 AND totp_last_step < $2 RETURNING id', [app.id, step]);
      if (used.length > 0) return true;
    }
    return false;
  }

  private async spendRecoveryCode(accountId: string, code: string): Promise<boolean> {
    if (code.length > 64) return false;
    return this.dataSource.transaction(async (manager) => {
      const used = await updateReturning(manager, 'UPDATE recovery_code SET used_at = now() WHERE account_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id', [
        accountId,
        recoveryCodeHash(code),
      ]);
      if (used.length === 0) return false;
      const [{ left }] = (await manager.query('SELECT count(*)::int AS left FROM recovery_code WHERE account_id = $1 AND used_at IS NULL', [accountId])) as { left: number }[];
      await this.audit.record(manager, { actorId: accountId, actorRole: 'admin', action: 'account.recovery_code_used', subjectType: 'account', subjectId: accountId, after: { left } });
      return true;
    });
  }

  private async matchPasskey(accountId: string, response: unknown): Promise<boolean> {
    const credentialId = credentialIdOf(response);
    if (!credentialId) return false;
    const [key] = (await this.storedPasskeys(accountId)).filter((stored) => stored.credentialId === credentialId);
    if (!key) return false;
    const newCount = await this.passkeys.authenticate(response, key, (challenge) => this.spendChallenge(accountId, 'authenticate', challenge));
    if (newCount === undefined) return false;
    await this.dataSource.query('UPDATE second_factor SET sign_count = $2, last_used_at = now() WHERE credential_id = $1', [credentialId, newCount]);
    return true;
  }

  /** A factor confirmed: audited; the first one brings recovery codes; a sign-in waiting for it is finished. */
  private async enrolled(enroller: Enroller, ip: string, confirm: (manager: EntityManager) => Promise<FactorRow>): Promise<Enrolled> {
    const { factor, recoveryCodes } = await this.dataSource.transaction(async (manager) => {
      await this.accounts.lock(manager, enroller.id);
      // Under the account's lock: of two enrolments racing on one sign-in token, the second finds the first's factor.
      if (enroller.finishingSignIn) await this.assertNoFactor(manager, enroller.id);
      const factor = await confirm(manager);
      const [{ left }] = (await manager.query('SELECT count(*)::int AS left FROM recovery_code WHERE account_id = $1 AND used_at IS NULL', [enroller.id])) as { left: number }[];
      const recoveryCodes = left === 0 ? await this.replaceRecoveryCodes(manager, enroller.id) : [];
      await this.audit.record(manager, {
        actorId: enroller.id, actorRole: 'admin', action: 'account.second_factor_enrolled', subjectType: 'account', subjectId: enroller.id,
        after: { factorId: factor.id, kind: factor.kind, label: factor.label },
      });
      return { factor, recoveryCodes };
    });
    const session = enroller.finishingSignIn ? await this.accounts.finishSignIn(await this.account(enroller.id), ip) : null;
    return { factor: view(factor), recoveryCodes, session };
  }

  private async replaceRecoveryCodes(manager: EntityManager, accountId: string): Promise<string[]> {
    await manager.query('DELETE FROM recovery_code WHERE account_id = $1', [accountId]);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    for (const code of codes) await manager.query('INSERT INTO recovery_code (account_id, code_hash) VALUES ($1, $2) ON CONFLICT DO NOTHING', [accountId, recoveryCodeHash(code)]);
    return codes;
  }

  private async storedPasskeys(accountId: string): Promise<StoredPasskey[]> {
    const rows = (await this.dataSource.query(
      `SELECT credential_id, public_key, sign_count, transports FROM second_factor WHERE account_id = $1 AND kind = 'passkey' AND confirmed_at IS NOT NULL`,
      [accountId],
    )) as { credential_id: string; public_key: Buffer; sign_count: string; transports: string[] }[];
    return rows.map((row) => ({ credentialId: row.credential_id, publicKey: new Uint8Array(row.public_key), signCount: Number(row.sign_count), transports: row.transports }));
  }

  private async keepChallenge(accountId: string, purpose: 'register' | 'authenticate', challenge: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await manager.query('DELETE FROM webauthn_challenge WHERE account_id = $1 AND (purpose = $2 OR expires_at < now())', [accountId, purpose]);
      await manager.query(`INSERT INTO webauthn_challenge (account_id, purpose, challenge, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`, [
        accountId,
        purpose,
        challenge,
        CHALLENGE_MINUTES,
      ]);
    });
  }

  /** True once for a challenge this account was given for this purpose, within its five minutes. */
  private async spendChallenge(accountId: string, purpose: 'register' | 'authenticate', challenge: string): Promise<boolean> {
    const spent = await updateReturning(this.dataSource.manager, 'DELETE FROM webauthn_challenge WHERE account_id = $1 AND purpose = $2 AND challenge = $3 AND expires_at > now() RETURNING id', [
      accountId,
      purpose,
      challenge,
    ]);
    return spent.length > 0;
  }

  /**
   * An enrolment sign-in token is good only while its account has no factor (issue 28): the first
   * factor it adds finishes the sign-in, and from then on it (and every other one given before)
   * opens nothing, so a replayed token cannot add an attacker's factor and take a session.
   */
  private async enroller(caller: Caller): Promise<Enroller> {
    if (caller.pending?.stage === 'enrol' && caller.pending.viewer.role === Role.ADMIN) {
      const id = caller.pending.viewer.id;
      await this.assertNoFactor(this.dataSource.manager, id);
      return { id, finishingSignIn: true };
    }
    return { id: this.freshAdmin(caller).id, finishingSignIn: false };
  }

  /**
   * A signed-in admin who proved who they are within REAUTHENTICATION_MINUTES (issue 28): a
   * borrowed or stolen session alone cannot add an attacker's factor, remove the owner's or read
   * new recovery codes. Else 403 REAUTHENTICATION_REQUIRED, and `reauthenticate` gives a fresh session.
   */
  private freshAdmin(caller: Caller): Viewer {
    assertRole(caller.viewer, [Role.ADMIN], caller.pending);
    const now = Math.floor(Date.now() / 1000);
    if (caller.authTime === undefined || now - caller.authTime > REAUTHENTICATION_MINUTES * 60) throw new AppError(SecondFactorErrors.REAUTHENTICATION_REQUIRED);
    return caller.viewer;
  }

  /**
   * The same demand for other modules' sensitive steps (issue 30: approving a payout): a signed-in
   * admin whose last proof is within REAUTHENTICATION_MINUTES, else 403 REAUTHENTICATION_REQUIRED.
   */
  requireFreshProof(caller: Caller): Viewer {
    return this.freshAdmin(caller);
  }

  /** The password or a code from the admin's authenticator app, again: a fresh session; anything else is REAUTHENTICATION_WRONG. */
  async reauthenticate(caller: Caller, answer: { password?: string | null; code?: string | null }): Promise<SignedIn> {
    assertRole(caller.viewer, [Role.ADMIN], caller.pending);
    const viewer = caller.viewer;
    const { password, code } = answer;
    if (!password === !code) throw new AppError(SecondFactorErrors.REAUTHENTICATION_WRONG);
    let right: boolean;
    if (password) {
      right = await this.accounts.passwordIsRight(viewer, password);
    } else {
      const limitKey = `account:${viewer.id}`;
      await this.attempts.consume(limitKey, SecondFactorErrors.TOO_MANY_SECOND_FACTOR_ATTEMPTS);
      right = await this.matchTotp(viewer.id, code!.slice(0, 16));
      if (right) await this.attempts.reset(limitKey);
    }
    if (!right) throw new AppError(SecondFactorErrors.REAUTHENTICATION_WRONG, { field: password ? 'password' : 'code' });
    await this.audit.record(this.dataSource.manager, { actorId: viewer.id, actorRole: 'admin', action: 'account.reauthenticated', subjectType: 'account', subjectId: viewer.id, after: { by: password ? 'password' : 'totp' } });
    return this.accounts.freshSession(viewer);
  }

  private async assertNoFactor(manager: EntityManager, accountId: string): Promise<void> {
    const [factor] = await manager.query('SELECT 1 FROM second_factor WHERE account_id = $1 AND confirmed_at IS NOT NULL LIMIT 1', [accountId]);
    if (factor) throw new AppError(SecondFactorErrors.ENROLMENT_SIGN_IN_SPENT);
  }

  private pendingSecondFactor(caller: Caller): Viewer {
    if (caller.pending?.stage === 'second_factor' && caller.pending.viewer.role === Role.ADMIN) return caller.pending.viewer;
    if (caller.pending) assertRole(null, [Role.ADMIN], caller.pending);
    // Signed in already, or not past the password: nothing to verify.
    throw new AppError(SecondFactorErrors.ENROLMENT_NOT_FOUND);
  }

  private async account(id: string): Promise<Account> {
    const account = await this.accounts.findById(id);
    if (!account) throw new AppError(SecondFactorErrors.FACTOR_NOT_FOUND);
    return account;
  }
}

function view(row: FactorRow): FactorView {
  return { id: row.id, kind: row.kind, label: row.label, createdAt: new Date(row.created_at), lastUsedAt: row.last_used_at ? new Date(row.last_used_at) : null };
}

function readLabel(label: string | null | undefined, kind: FactorKind): string {
  const trimmed = (label ?? '').replace(/\s+/g, ' ').trim();
  if (!trimmed) return DEFAULT_LABELS[kind];
  if ([...trimmed].length > MAX_LABEL || /\p{Cc}/u.test(trimmed)) throw new AppError(SecondFactorErrors.FACTOR_LABEL_INVALID, { field: 'label' });
  return trimmed;
}
