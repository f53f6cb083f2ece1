import { createHash } from 'node:crypto';
import { Kind, parse, type DocumentNode } from 'graphql';
import type { Role } from '../auth/role';

/**
 * Answers for lists every caller of a role sees alike (donors' approved requests and their totals),
 * kept as the exact JSON Apollo produced. Any write that can change such a list calls
 * `invalidate()`, which bumps a generation: an answer computed before the bump is never served after
 * it, so a client never reads a list older than its own write.
 *
 * Each API instance holds its own cache; on a PostgreSQL server the bump reaches the other instances
 * through LISTEN/NOTIFY (shared-lists-channel.ts, DESIGN §10).
 */
/** An answer as it is sent: bytes encoded once, and its ETag hashed once (not on every request). */
export interface CachedAnswer {
  generation: number;
  body: Buffer;
  headers: [string, string][];
  etag: string;
}

/** The ETag express would compute for these bytes (its default, weak), so answers look as before. */
function weakEtag(bytes: Buffer): string {
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
}

export class SharedResponseCache {
  private generation = 0;
  /** Off only for measuring the uncached path (npm run bench). */
  enabled = true;
  /** True while writes by other instances might go unannounced (the listener is reconnecting). */
  private suspended = false;
  private readonly entries = new Map<string, CachedAnswer>();
  private readonly cacheableQueries = new Map<string, boolean>();

  constructor(
    /** Root fields whose answers do not depend on who asks, beyond the role. */
    private readonly sharedFields: ReadonlySet<string>,
    private readonly maxEntries = 500,
  ) {}

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /** Stop serving and storing answers until resume(): another instance's write could be missed. */
  suspend(): void {
    this.suspended = true;
    this.invalidate();
  }

  resume(): void {
    this.suspended = false;
  }

  currentGeneration(): number {
    return this.generation;
  }

  /**
   * Whether an answer to this request body could be shared at all, before anyone asks who is
   * calling: the uncached path (admins' and donors' own queries) does not verify its token twice.
   */
  mayShare(body: unknown): body is { query: string; variables?: unknown; operationName?: unknown } {
    if (!this.enabled || this.suspended || !body || typeof body !== 'object' || Array.isArray(body)) return false;
    const { query } = body as { query?: unknown };
    return typeof query === 'string' && query.length <= 10_000 && this.isCacheable(query);
  }

  /** The cache key for a request body, or undefined when its answer must not be shared. */
  keyFor(body: unknown, role: Role | 'anonymous'): string | undefined {
    if (!this.mayShare(body)) return undefined;
    const { query, variables, operationName } = body;
    return JSON.stringify([role, operationName ?? null, query, variables ?? null]);
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.generation !== this.generation) return undefined;
    // Map order is insertion order: re-inserting keeps the most recently used last.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Stores an answer computed while `generation` was current; a later bump makes it unreachable. */
  set(key: string, generation: number, body: string, headers: [string, string][]): void {
    if (generation !== this.generation) return;
    const bytes = Buffer.from(body);
    this.entries.set(key, { generation, body: bytes, headers, etag: weakEtag(bytes) });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** One query operation whose root selections are all shared fields; parsed once per query text. */
  private isCacheable(query: string): boolean {
    let known = this.cacheableQueries.get(query);
    if (known === undefined) {
      known = this.inspect(query);
      if (this.cacheableQueries.size > 1000) this.cacheableQueries.clear();
      this.cacheableQueries.set(query, known);
    }
    return known;
  }

  private inspect(query: string): boolean {
    let document: DocumentNode;
    try {
      document = parse(query, { noLocation: true });
    } catch {
      return false;
    }
    if (document.definitions.length !== 1) return false;
    const [operation] = document.definitions;
    if (operation?.kind !== Kind.OPERATION_DEFINITION || operation.operation !== 'query') return false;
    return operation.selectionSet.selections.every(
      (selection) => selection.kind === Kind.FIELD && this.sharedFields.has(selection.name.value),
    );
  }
}
