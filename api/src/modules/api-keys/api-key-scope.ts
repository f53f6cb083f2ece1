import type { ApiKeyScope as ScopeEnum } from '../../operations/api-key-scopes';

/**
 * A scope's name as keys store it. The scopes themselves are declared by the domains whose reads
 * they open, on their operations (`apiKey` in `<domain>.operations.ts`); the schema's ApiKeyScope
 * enum and the key gate's tables are collected from those declarations (operations/catalogue.ts).
 */
export type ApiKeyScope = (typeof ScopeEnum)[string];

/** Any key may read these, whatever its scopes: the reason catalog, `__typename` and introspection. */
export const ANY_KEY = 'ANY_KEY';

/**
 * The root fields every key may read: no domain's, so they are listed here. Every other field a
 * key reaches is opened by its domain's declaration; everything else — every mutation, every field
 * no declaration opens (a new one included) — is refused to keys by api-key-access.ts before
 * anything runs, so forgetting to declare a scope denies it. Introspection stays subject to
 * GRAPHQL_INTROSPECTION.
 *
 * Keys read types of their own (PublicFundraisingRequest), never the donors' FundraisingRequest:
 * what donors see may grow without integrators seeing it too. api-key-hidden-fields.test.ts reads
 * every field of every type keys reach and fails on a seeker's street, phone, email or free text.
 */
export const ANY_KEY_FIELDS: readonly string[] = ['errorReasons', '__typename', '__schema', '__type'];
