import type { FragmentDefinitionNode, OperationDefinitionNode } from 'graphql';
import { AppError } from '../errors/app-error';
import { AuthErrors } from './auth.errors';
import type { Role } from './role';
import type { TokenVersions } from './token-versions';
import type { SignInStage, TokenService, Viewer } from './tokens';

/** An integrator's API key, admitted: which key, and the scopes it reads with. */
export interface ApiKeyCaller {
  id: string;
  prefix: string;
  scopes: ReadonlySet<string>;
}

/** Who is calling, for GraphQL and REST alike: a person (viewer), an integrator (apiKey), or nobody; and from where. */
export interface Caller {
  viewer: Viewer | null;
  /** Set when the request bears an integrator's API key (viewer is then null): read-only, scoped. */
  apiKey: ApiKeyCaller | null;
  /** The caller's address, for rate limits. */
  ip: string;
  /**
   * An admin part-way through signing in (viewer is then null): past the password, owing the second
   * factor or its enrolment. Only the second-factor operations read it; everything else refuses.
   */
  pending?: { viewer: Viewer; stage: SignInStage } | null;
  /** With a viewer: when they last proved who they are (seconds since the epoch; tokens.ts SignedIn.authTime). */
  authTime?: number;
}

/** Who may call a REST route: anyone, or accounts of the listed roles. Every route says which. */
export type Access = 'public' | readonly Role[];

export type SetHeader = (name: string, value: string) => void;

/** The API keys' side of "who is calling" (modules/api-keys/api-key-access.ts implements it). */
export interface ApiKeyGate {
  /** The bearer credential of an `Authorization` header, if it claims to be an API key (told by its start, never verified as a JWT). */
  credentialFrom(header: string | undefined): string | undefined;
  /** The key must be known and not revoked (401), and within its rate limit (429); the RateLimit-* headers go on the answer. */
  admit(credential: string, setHeader: SetHeader, address: string | undefined): Promise<ApiKeyCaller>;
  /** Refuses a GraphQL operation the key may not run, before any resolver: a mutation, a root field its scopes do not reach. */
  checkOperation(caller: ApiKeyCaller, operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>): void;
  /** The auth checker's second look at a field a key resolves: a root query field its scopes reach, or a refusal. */
  checkField(caller: ApiKeyCaller, field: string, rootQuery: boolean): void;
  /** Refuses a REST request the key may not make: a write, a path its scopes do not cover, a route that needs an account. */
  checkRestRequest(caller: ApiKeyCaller, request: { method: string; route: string; path: string }, access: Access): void;
}

/**
 * Needs a signed-in account, of one of `roles` when any are named. A sign-in still owing its second
 * factor (`pending`) is told so, not just "sign in".
 */
export function assertRole(viewer: Viewer | null, roles: readonly Role[], pending?: Caller['pending']): asserts viewer is Viewer {
  if (!viewer && pending) throw new AppError(pending.stage === 'enrol' ? AuthErrors.SECOND_FACTOR_ENROLMENT_REQUIRED : AuthErrors.SECOND_FACTOR_REQUIRED);
  if (!viewer) throw new AppError(AuthErrors.SIGN_IN_REQUIRED);
  if (roles.length > 0 && !roles.includes(viewer.role)) {
    throw new AppError(AuthErrors.ROLE_NOT_ALLOWED, { values: { roles: roles.join(' or ') } });
  }
}

/**
 * Tells who is calling from the `Authorization` header, and whether they may: one place for
 * GraphQL (the context) and REST (each route). A bad token or API key refuses the whole request
 * (401, or 429 for a key over its limit), public operations too.
 */
export class Callers {
  constructor(
    private readonly tokens: TokenService,
    private readonly versions: TokenVersions,
    /** GraphQL's context carries it, for the key checks of operations and fields. */
    readonly keys: ApiKeyGate,
  ) {}

  /** Requests with an API key are each authenticated, counted and scope-checked (never answered from a cache). */
  bearsApiKey(header: string | undefined): boolean {
    return this.keys.credentialFrom(header) !== undefined;
  }

  /**
   * The signed-in person, if any: a token whose signature, expiry and version are good (a session
   * ended everywhere fails with 401 at once). Keys are not admitted here.
   */
  async viewer(header: string | undefined): Promise<Viewer | null> {
    const signedIn = await this.signedIn(header);
    if (signedIn?.stage) assertRole(null, [], { viewer: signedIn.viewer, stage: signedIn.stage });
    return signedIn?.viewer ?? null;
  }

  /** The token's viewer and stage, its version checked; a finished sign-in has no stage. */
  private async signedIn(header: string | undefined) {
    const signedIn = this.tokens.fromHeader(header);
    if (!signedIn) return null;
    await this.versions.assertCurrent(signedIn.viewer, signedIn.version);
    return signedIn;
  }

  async identify(request: { authorization: string | undefined; ip: string | undefined }, setHeader: SetHeader): Promise<Caller> {
    const ip = request.ip ?? 'unknown';
    const key = this.keys.credentialFrom(request.authorization);
    if (key) return { viewer: null, apiKey: await this.keys.admit(key, setHeader, request.ip), ip };
    const signedIn = await this.signedIn(request.authorization);
    if (signedIn?.stage) return { viewer: null, apiKey: null, ip, pending: { viewer: signedIn.viewer, stage: signedIn.stage } };
    return { viewer: signedIn?.viewer ?? null, apiKey: null, ip, authTime: signedIn?.authTime };
  }

  /** A REST request: who is calling, then may they (the key's scope, the route's roles). */
  async admitRest(
    request: { authorization: string | undefined; ip: string | undefined; method: string; route: string; path: string },
    access: Access,
    setHeader: SetHeader,
  ): Promise<Caller> {
    const caller = await this.identify(request, setHeader);
    if (caller.apiKey) this.keys.checkRestRequest(caller.apiKey, request, access);
    if (access !== 'public') assertRole(caller.viewer, access, caller.pending);
    return caller;
  }
}
