import { registerEnumType } from 'type-graphql';

/** A scope an integrator's API key can hold, declared by the domain whose reads it opens. */
export interface ApiKeyScopeDeclaration {
  /** SCREAMING_SNAKE_CASE; the schema's ApiKeyScope value and what keys store. */
  readonly name: string;
  /** What it lets a key read: the schema's description of the value, and the admins' guide. */
  readonly description: string;
}

export function apiKeyScope(name: string, description: string): ApiKeyScopeDeclaration {
  return { name, description };
}

/**
 * ApiKeyScope in the schema: the scopes the modules declare on their operations (catalogue.ts
 * collects them), registered once per process before the schema is built — as ErrorReason is.
 */
export const ApiKeyScope: Record<string, string> = {};

let described = false;

export function describeApiKeyScopes(scopes: readonly ApiKeyScopeDeclaration[]): void {
  if (described) return;
  described = true;
  for (const scope of scopes) ApiKeyScope[scope.name] = scope.name;
  registerEnumType(ApiKeyScope, {
    name: 'ApiKeyScope',
    description: 'What an API key may read. Every key is read-only; mutations are refused whatever its scopes.',
    valuesConfig: Object.fromEntries(scopes.map((scope) => [scope.name, { description: scope.description }])),
  });
}
