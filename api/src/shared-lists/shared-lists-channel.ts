import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import type { Logger } from '../logging/logger';
import { TOKEN_VERSIONS_CHANNEL, type TokenVersions } from '../auth/token-versions';
import type { SharedResponseCache } from './shared-response-cache';

/** The PostgreSQL notification channel on which writers announce that shared lists changed. */
export const SHARED_LISTS_CHANNEL = 'sabil_shared_lists';

/**
 * Called inside a write's transaction: PostgreSQL delivers the notification to every listening API
 * instance when (and only if) the transaction commits.
 */
export async function announceSharedListsChanged(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [SHARED_LISTS_CHANNEL, '']);
}

/**
 * Keeps one instance's SharedResponseCache in step with writes made by other instances (DESIGN §10):
 * a dedicated connection LISTENs on SHARED_LISTS_CHANNEL and invalidates the cache on each
 * notification. While that connection is down a notification could be missed, so the cache stores
 * nothing until it is back (answers are computed fresh), and it is invalidated again on reconnect.
 */
export class SharedListsListener {
  private client: Client | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelayMs = 500;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly cache: SharedResponseCache,
    private readonly logger: Logger,
    /** Also kept in step on the same connection: an account's token version moved on elsewhere. */
    private readonly tokenVersions?: TokenVersions,
  ) {}

  /** Resolves once listening, or after the first failed attempt (retries then go on in the background). */
  async start(): Promise<void> {
    this.cache.suspend();
    this.tokenVersions?.suspend();
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** The backend process id of the listening connection, while connected (for tests and logs). */
  backendPid(): number | undefined {
    return (this.client as (Client & { processID?: number }) | undefined)?.processID;
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 10_000 });
    client.on('notification', (message) => {
      if (message.channel === SHARED_LISTS_CHANNEL) this.cache.invalidate();
      if (message.channel === TOKEN_VERSIONS_CHANNEL && message.payload) this.tokenVersions?.forget(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, undefined));
    try {
      await client.connect();
      await client.query(`LISTEN ${SHARED_LISTS_CHANNEL}`);
      await client.query(`LISTEN ${TOKEN_VERSIONS_CHANNEL}`);
    } catch (error) {
      this.lost(client, error);
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryDelayMs = 500;
    // Whatever was written while nobody listened is covered by starting from an empty cache.
    this.cache.invalidate();
    this.cache.resume();
    this.tokenVersions?.resume();
  }

  private lost(client: Client, error: unknown): void {
    if (this.client && this.client !== client) return; // an old connection's late event
    this.cache.suspend();
    this.tokenVersions?.suspend();
    this.client = undefined;
    client.removeAllListeners();
    client.on('error', () => undefined);
    client.end().catch(() => undefined);
    if (this.stopped || this.retryTimer) return;
    this.logger.warn('shared-list notifications lost; caching paused until reconnected', {
      error: error instanceof Error ? error.message : undefined,
      retryInMs: this.retryDelayMs,
    });
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.connect();
    }, this.retryDelayMs);
    this.retryTimer.unref();
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, 30_000);
  }
}
