import { API_KEY_LABELS, apiKeySchema } from '@sabil/contracts';
import type { DataSource } from 'typeorm';
import type { RateLimiter, RateLimitState } from '../../auth/rate-limiter';
import type { Viewer } from '../../auth/tokens';
import { AppError } from '../../errors/app-error';
import { assertId } from '../../validation/ids';
import { parseInput } from '../../validation/parse-input';
import type { AuditService } from '../audit';
import type { ApiKeyScope } from './api-key-scope';
import { hashApiKey, isWellFormedApiKey, newApiKey } from './api-key-secret';
import { ApiKeyRow } from './api-key.entity';
import { ApiKeyErrors } from '../../auth/api-key.errors';
import type { ApiKey, CreatedApiKey } from './dto/api-key.types';

/** A request made with an API key: which key, and what it may read (auth/caller.ts). */
export type { ApiKeyCaller } from '../../auth/caller';
import type { ApiKeyCaller } from '../../auth/caller';

/** lastUsedAt is written at most this often per key: a read per request, not a write per request. */
const TOUCH_SECONDS = 60;


/** Issuing, listing and revoking keys (admins), and admitting requests made with one (integrators). */
export class ApiKeysService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    /** Requests per key per window (API_KEY_RATE_LIMIT_PER_MINUTE). */
    private readonly limiter: RateLimiter,
    /** The limiter's window, for the RateLimit-Policy header. */
    readonly windowSeconds: number,
    /** Unknown or revoked keys per client address, checked before any lookup (API_KEY_INVALID_PER_IP). */
    readonly invalidKeys: RateLimiter,
    /** The scopes the modules declare (operations/catalogue.ts): a key holds only these. */
    private readonly knownScopes: readonly string[],
    /** Who created each key, by name: the accounts module's read model (accounts.namesOf, given by the manifest). */
    private readonly accounts: { namesOf(ids: readonly string[]): Promise<Map<string, string>> },
  ) {}

  /** A new key; its secret is in the answer and nowhere else (only its hash is stored). Audited. */
  async create(admin: Viewer, input: { name: unknown; scopes: unknown }): Promise<CreatedApiKey> {
    // The shared rules (@sabil/contracts), which the admin's form applies too.
    const { name } = parseInput(apiKeySchema.pick({ name: true }), { name: input.name }, API_KEY_LABELS);
    const known = (Array.isArray(input.scopes) ? input.scopes : []).filter((scope): scope is ApiKeyScope => this.knownScopes.includes(scope));
    const chosen = apiKeySchema.shape.scopes.safeParse(known);
    if (!chosen.success) throw new AppError(ApiKeyErrors.API_KEY_SCOPES_REQUIRED, { field: 'scopes' });
    const scopes = chosen.data as ApiKeyScope[];
    const key = newApiKey();
    const id = await this.dataSource.transaction(async (manager) => {
      const inserted = await manager.insert(ApiKeyRow, { name, prefix: key.prefix, secretHash: key.hash, scopes, createdBy: admin.id });
      const keyId = String(inserted.identifiers[0]!.id);
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'api_key.create',
        subjectType: 'api_key',
        subjectId: keyId,
        toState: 'active',
        after: { name, prefix: key.prefix, scopes },
      });
      return keyId;
    });
    return { apiKey: (await this.find(id))!, secret: key.secret };
  }

  /** Every key, newest first, revoked ones included; never a secret (there is none to give). */
  async list(): Promise<ApiKey[]> {
    return this.select('true', []);
  }

  /** Stops a key at once, on every instance (each request looks its key up). Audited. */
  async revoke(admin: Viewer, id: string): Promise<ApiKey> {
    assertId(id, ApiKeyErrors.API_KEY_NOT_FOUND);
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(ApiKeyRow, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (!row) throw new AppError(ApiKeyErrors.API_KEY_NOT_FOUND);
      if (row.revokedAt) throw new AppError(ApiKeyErrors.API_KEY_ALREADY_REVOKED);
      const revokedAt = new Date();
      await manager.update(ApiKeyRow, { id }, { revokedAt, revokedBy: admin.id });
      await this.audit.record(manager, {
        actorId: admin.id,
        actorRole: 'admin',
        action: 'api_key.revoke',
        subjectType: 'api_key',
        subjectId: id,
        fromState: 'active',
        toState: 'revoked',
        before: { name: row.name, prefix: row.prefix, scopes: row.scopes, revokedAt: null },
        after: { name: row.name, prefix: row.prefix, scopes: row.scopes, revokedAt: revokedAt.toISOString() },
      });
    });
    return (await this.find(id))!;
  }

  /**
   * Who a key is, or 401: unknown, malformed and revoked keys fail the request before anything
   * runs. Looked up by its hash (an index, and no secret compared byte by byte in our code).
   */
  async authenticate(credential: string): Promise<ApiKeyCaller> {
    if (!isWellFormedApiKey(credential)) throw new AppError(ApiKeyErrors.API_KEY_INVALID);
    const row = await this.dataSource.getRepository(ApiKeyRow).findOne({ where: { secretHash: hashApiKey(credential) } });
    if (!row) throw new AppError(ApiKeyErrors.API_KEY_INVALID);
    if (row.revokedAt) throw new AppError(ApiKeyErrors.API_KEY_REVOKED);
    if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= TOUCH_SECONDS * 1000) {
      // Conditional, so instances racing on the same key write once.
      await this.dataSource.query(`UPDATE api_key SET last_used_at = now() WHERE id = $1 AND (last_used_at IS NULL OR last_used_at <= now() - make_interval(secs => $2))`, [row.id, TOUCH_SECONDS]);
    }
    return { id: row.id, prefix: row.prefix, scopes: new Set(row.scopes) };
  }

  /** Counts one request of the key; 429 (RateLimitRefusal, with the window's state) over the limit. */
  count(caller: ApiKeyCaller): Promise<RateLimitState> {
    return this.limiter.take(caller.id, ApiKeyErrors.API_KEY_RATE_LIMITED, (retryAfter) => ({ retryAfter }));
  }

  private async find(id: string): Promise<ApiKey | undefined> {
    return (await this.select('k.id = $1', [id]))[0];
  }

  private async select(where: string, params: unknown[]): Promise<ApiKey[]> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT k.id, k.name, k.prefix, k.scopes, k.created_at, k.created_by, k.last_used_at, k.revoked_at
       FROM api_key k
       WHERE ${where} ORDER BY k.created_at DESC, k.id DESC`,
      params,
    );
    const names = await this.accounts.namesOf(rows.map((row) => String(row.created_by)));
    return rows.map((row) => ({
      id: String(row.id),
      name: String(row.name),
      prefix: String(row.prefix),
      scopes: row.scopes as ApiKeyScope[],
      createdAt: row.created_at as Date,
      createdBy: String(row.created_by),
      createdByName: names.get(String(row.created_by)) ?? '',
      lastUsedAt: (row.last_used_at as Date | null) ?? null,
      revokedAt: (row.revoked_at as Date | null) ?? null,
    }));
  }
}
