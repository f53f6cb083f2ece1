import type { ApiKeyScopeDeclaration } from './api-key-scopes';
import { graphqlFieldOf, type OperationDeclaration } from './operation';

/** What the catalogue reads of a module: its name and its declared operations (modules/api-module.ts). */
export interface DeclaringModule {
  name: string;
  operations?: ReadonlyArray<OperationDeclaration<never>>;
}

/** Which scope a key needs for each root query field and REST path it may reach; anything not listed is refused. */
export interface ApiKeyReach {
  /** GraphQL root query field → scope. */
  rootFields: Readonly<Record<string, string>>;
  /** `GET <express pattern>` → scope. */
  restPaths: Readonly<Record<string, string>>;
}

export interface OperationCatalogue {
  /** Every scope the modules declare, in the modules' order. */
  apiKeyScopes: readonly ApiKeyScopeDeclaration[];
  apiKeyReach: ApiKeyReach;
}

/**
 * Collects what central places need from the modules' declarations — the API-key scopes and what
 * each opens — so that nothing central names a domain's fields. Refuses a declaration that would
 * open a write or a signed-in REST path to keys, and one scope name described two ways.
 */
export function operationCatalogue(modules: readonly DeclaringModule[]): OperationCatalogue {
  const scopes = new Map<string, ApiKeyScopeDeclaration>();
  const rootFields: Record<string, string> = {};
  const restPaths: Record<string, string> = {};
  for (const module of modules) {
    for (const declaration of module.operations ?? []) {
      const scope = declaration.apiKey;
      if (!scope) continue;
      const graphql = graphqlFieldOf(declaration);
      const where = `${module.name}: ${graphql?.field ?? `${declaration.rest?.method.toUpperCase()} ${declaration.rest?.path}`}`;
      // On GraphQL a key may read a field of any access its scope opens; the REST shim lets keys read public paths only.
      if (declaration.rest && declaration.access !== 'public') throw new Error(`${where} opens a signed-in REST path to API keys`);
      if ((graphql && !graphql.read) || (declaration.rest && declaration.rest.method !== 'get')) throw new Error(`${where} opens a write to API keys (they are read-only)`);
      const known = scopes.get(scope.name);
      if (known && known.description !== scope.description) throw new Error(`${where}: the scope ${scope.name} is declared twice, differently`);
      scopes.set(scope.name, scope);
      if (graphql) rootFields[graphql.field] = scope.name;
      if (declaration.rest) restPaths[`GET ${declaration.rest.path}`] = scope.name;
    }
  }
  return { apiKeyScopes: [...scopes.values()], apiKeyReach: { rootFields, restPaths } };
}
