import type { Router } from 'express';
import type { Config } from '../config/config';
import type { Database } from '../db/data-source';
import type { ErrorDefinition } from '../errors/app-error';
import type { JobQueue } from '../jobs/job-queue';
import type { Logger } from '../logging/logger';
import type { PaymentProvider } from '../payments/payment-provider';
import type { Paths, Schema } from '../rest/openapi/openapi-types';
import type { Route } from '../rest/rest-route';
import type { RateLimiter } from '../auth/rate-limiter';
import type { TokenVersions } from '../auth/token-versions';
import type { TokenService } from '../auth/tokens';
import type { SharedListsChanges } from '../shared-lists/shared-lists-changes';
import type { OperationCatalogue } from '../operations/catalogue';
import type { OperationDeclaration } from '../operations/operation';
import type { FileStorage } from '../storage/file-storage';
import type { UploadIntake } from '../uploads/upload-intake';

/**
 * What every module is built from: the platform's parts (made by the composition root, before any
 * module) and the services of the modules listed before it in MODULES.
 */
export interface Platform {
  config: Config & { jwtSecret: string };
  db: Database;
  logger: Logger;
  tokens: TokenService;
  /** Whether a token's session is still on (its account's token version). */
  tokenVersions: TokenVersions;
  /** A rate limiter of the configured store (PostgreSQL, or memory on PGlite). */
  limiter(name: string, points: number, windowSeconds: number): RateLimiter;
  storage: FileStorage;
  uploads: UploadIntake;
  /** Told of every write that changes what donors' shared lists show. */
  lists: SharedListsChanges;
  /** The configured payment provider (DESIGN §7). */
  payments: PaymentProvider;
  /** The API's address as browsers and mail clients reach it (PUBLIC_API_URL, else where it listens). */
  publicApiUrl(): string;
  /** The test checkout's page that renews a monthly gift by hand; undefined with Stripe. */
  testRenewalUrl?: (subscriptionId: string) => string;
  /** The job queue (pg-boss): every background worker is one of its drains. */
  jobs: JobQueue;
  clocks: { webhooks?: () => Date; payments?: () => Date; mail?: () => Date; cancellations?: () => Date };
  /** What the modules' operation declarations add up to (the API-key scopes and what each opens). */
  operations: OperationCatalogue;
}

/**
 * Each module's services, by name. Empty here: every module adds its own entries (TypeScript
 * declaration merging, `declare module '../api-module'` in its `<domain>.module.ts`), so a new
 * domain names its services in its own folder.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Provided {}

export type ModuleDeps = Platform & Provided;

/** Something started with the API and stopped with it (a background loop). */
export interface Job {
  start(): void | Promise<void>;
  stop(): Promise<void>;
}

/** A resolver class, and how one API instance builds it from the services it uses. */
export interface ResolverBinding {
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  type: Function;
  build(services: ModuleDeps): object;
}

export function bindResolver<T extends object>(type: abstract new (...args: never[]) => T, build: (services: ModuleDeps) => T): ResolverBinding {
  return { type, build };
}

/** One domain, as the central places (schema, data source, error catalogue, HTTP app, OpenAPI, composition root) see it. */
export interface ApiModule {
  name: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Function[];
  resolvers: ResolverBinding[];
  /** The module's refusals (the schema's ErrorReason enum, the table of docs/integrating.md). */
  errors: ReadonlyArray<Readonly<Record<string, ErrorDefinition>>>;
  /** Builds the module's services from the platform and the modules before it. */
  compose(deps: ModuleDeps): Partial<Provided>;
  /** Background work started and stopped with the API. */
  jobs?(services: ModuleDeps): Job[];
  /**
   * Its operations, each declared once (operations/operation.ts): the resolver guards, REST routes,
   * OpenAPI paths and API-key scopes are derived from them. Listed in the order of the document's paths.
   */
  operations?: ReadonlyArray<OperationDeclaration<ModuleDeps>>;
  /** REST routes not yet declared as operations (SPEC §7), mounted before the declared ones. */
  routes?(route: Route, services: ModuleDeps): Router[];
  /**
   * What the OpenAPI document says of it beyond its declared operations: the paths of `routes`, the
   * schemas its answers refer to, and `tag`, its paths' tag (the module's name otherwise), described
   * when the document does not know it yet (it is listed last).
   */
  openapi?: { paths?(): Paths; schemas?: Readonly<Record<string, Schema>>; tag?: { name: string; description: string } };
}
