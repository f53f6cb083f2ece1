import { Kind, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { rateLimitAddress } from '../../auth/client-address';
import { RateLimitRefusal, type RateLimitState } from '../../auth/rate-limiter';
import { AppError } from '../../errors/app-error';
import type { Access, ApiKeyCaller, ApiKeyGate } from '../../auth/caller';
import type { ApiKeyReach } from '../../operations/catalogue';
import { ANY_KEY, ANY_KEY_FIELDS } from './api-key-scope';
import type { ApiKeysService } from './api-keys.service';
import { apiKeyFromHeader } from './api-key-secret';
import { ApiKeyErrors } from '../../auth/api-key.errors';

/** The scope a root query field needs (ANY_KEY for the fields every key reads), or undefined when no key may read it. */
function scopeOfField(reach: ApiKeyReach, field: string): string | undefined {
  if (ANY_KEY_FIELDS.includes(field)) return ANY_KEY;
  return Object.hasOwn(reach.rootFields, field) ? reach.rootFields[field] : undefined;
}

/**
 * Refuses what a key may not do, looking at the operation's root fields (fragments followed):
 * any mutation or subscription is API_KEY_READ_ONLY; a query field no declaration opens to keys is
 * API_KEY_FIELD_NOT_ALLOWED (default deny: a new field is out of reach until its domain declares a
 * scope); an opened one the key has no scope for is API_KEY_SCOPE_MISSING.
 */
export function checkApiKeyOperation(reach: ApiKeyReach, caller: ApiKeyCaller, operation: OperationDefinitionNode, fragments: Record<string, FragmentDefinitionNode>): void {
  if (operation.operation !== 'query') throw new AppError(ApiKeyErrors.API_KEY_READ_ONLY);
  for (const field of rootFields(operation.selectionSet, fragments, new Set())) {
    const scope = scopeOfField(reach, field);
    if (scope === undefined) throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field } });
    if (scope !== ANY_KEY && !caller.scopes.has(scope)) throw new AppError(ApiKeyErrors.API_KEY_SCOPE_MISSING, { values: { field, scope } });
  }
}

/**
 * The REST shim's twin of checkApiKeyOperation: a write is API_KEY_READ_ONLY; a path no declaration
 * opens to keys is API_KEY_FIELD_NOT_ALLOWED (default deny); an opened one the key has no scope for
 * is API_KEY_SCOPE_MISSING. `route` is the express pattern that matched (`/stories/file/:id`),
 * `path` what was asked for, which the refusal names.
 */
export function checkApiKeyRestRequest(reach: ApiKeyReach, caller: ApiKeyCaller, request: { method: string; route: string; path: string }): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') throw new AppError(ApiKeyErrors.API_KEY_READ_ONLY);
  const field = `${request.method} ${request.path}`;
  const pattern = `GET ${request.route}`;
  const scope = Object.hasOwn(reach.restPaths, pattern) ? reach.restPaths[pattern] : undefined;
  if (scope === undefined) throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field } });
  if (!caller.scopes.has(scope)) throw new AppError(ApiKeyErrors.API_KEY_SCOPE_MISSING, { values: { field, scope } });
}

/** The auth checker's look at a key: a root query field its scopes reach, or API_KEY_FIELD_NOT_ALLOWED. */
export function checkApiKeyField(reach: ApiKeyReach, caller: ApiKeyCaller, field: string, rootQuery: boolean): void {
  const scope = rootQuery ? scopeOfField(reach, field) : undefined;
  if (scope === undefined || (scope !== ANY_KEY && !caller.scopes.has(scope))) throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field } });
}

function* rootFields(selectionSet: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, seen: Set<string>): Generator<string> {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) yield selection.name.value;
    else if (selection.kind === Kind.INLINE_FRAGMENT) yield* rootFields(selection.selectionSet, fragments, seen);
    else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments[selection.name.value];
      // An unknown fragment fails validation anyway; refusing here too keeps this check self-contained.
      if (!fragment) throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field: `...${selection.name.value}` } });
      yield* rootFields(fragment.selectionSet, fragments, seen);
    }
  }
}

/** The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers), on every answer to a key. */
export function rateLimitHeaders(state: RateLimitState, windowSeconds: number): [string, string][] {
  return [
    ['RateLimit-Limit', String(state.limit)],
    ['RateLimit-Remaining', String(state.remaining)],
    ['RateLimit-Reset', String(state.resetSeconds)],
    ['RateLimit-Policy', `${state.limit};w=${windowSeconds}`],
  ];
}

/**
 * A request bearing an API key, admitted or refused before anything else: the key must be known
 * and not revoked (401), and within its rate limit (429 with Retry-After). The RateLimit-* headers
 * go on the answer either way once the key is known.
 */
export async function admitApiKey(
  apiKeys: ApiKeysService,
  credential: string,
  setHeader: (name: string, value: string) => void,
  /** The client's address (req.ip): unknown keys are counted per address, and refused before any lookup once too many. */
  address: string | undefined,
): Promise<ApiKeyCaller> {
  const addressKey = `ip:${rateLimitAddress(address)}`;
  const { exhausted, retryAfter } = await apiKeys.invalidKeys.exhausted(addressKey);
  if (exhausted) {
    setHeader('Retry-After', String(retryAfter));
    throw new AppError(ApiKeyErrors.TOO_MANY_INVALID_API_KEYS, { retryAfter, values: { retryAfter } });
  }
  let caller: ApiKeyCaller;
  try {
    caller = await apiKeys.authenticate(credential);
  } catch (error) {
    // Guessing keys costs the guesser's address: the lookup above is not made for it again soon.
    if (error instanceof AppError && (error.reason === ApiKeyErrors.API_KEY_INVALID.reason || error.reason === ApiKeyErrors.API_KEY_REVOKED.reason)) {
      await apiKeys.invalidKeys.note(addressKey);
    }
    throw error;
  }
  try {
    const state = await apiKeys.count(caller);
    for (const [name, value] of rateLimitHeaders(state, apiKeys.windowSeconds)) setHeader(name, value);
  } catch (error) {
    if (error instanceof RateLimitRefusal) {
      for (const [name, value] of rateLimitHeaders(error.state, apiKeys.windowSeconds)) setHeader(name, value);
      setHeader('Retry-After', String(error.state.resetSeconds));
    }
    throw error;
  }
  return caller;
}

/**
 * The API keys' part of "who is calling and may they" (auth/caller.ts), for one API instance;
 * `reach` is what the modules' declarations open to keys (operations/catalogue.ts).
 */
export function apiKeyGate(apiKeys: ApiKeysService, reach: ApiKeyReach): ApiKeyGate {
  return {
    credentialFrom: apiKeyFromHeader,
    admit: (credential, setHeader, address) => admitApiKey(apiKeys, credential, setHeader, address),
    checkOperation: (caller, operation, fragments) => checkApiKeyOperation(reach, caller, operation, fragments),
    checkField: (caller, field, rootQuery) => checkApiKeyField(reach, caller, field, rootQuery),
    checkRestRequest(caller, request, access: Access) {
      // A key reads the public GET paths its scopes cover, as on GraphQL; every other route (a
      // write, an account's list, a path no declaration opens) is 403.
      checkApiKeyRestRequest(reach, caller, request);
      if (access !== 'public') throw new AppError(ApiKeyErrors.API_KEY_FIELD_NOT_ALLOWED, { values: { field: `${request.method} ${request.path}` } });
    },
  };
}
