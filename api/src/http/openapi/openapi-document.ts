import { MODULES } from '../../modules';
import type { ApiModule } from '../../modules/api-module';
import { operationCatalogue } from '../../operations/catalogue';
import { openApiPath, operationPaths } from '../../operations/operation-paths';
import { headerRef, HEADERS, RATE_LIMIT_HEADERS, SCHEMAS, SECURITY_SCHEMES } from '../../rest/openapi/components';
import type { Paths, Schema } from '../../rest/openapi/openapi-types';
import { servicePaths } from './service.paths';

/** Raised with every change of a documented path or shape; docs/INTEGRATORS.md's changelog says what changed. */
export const OPENAPI_DOCUMENT_VERSION = '1.5.0';

/**
 * The code's licence, as every package.json says (`UNLICENSED`: none is granted). Change them together;
 * a test holds them equal.
 */
export const LICENSE = 'UNLICENSED';

const DESCRIPTION = `The REST paths of Sabil's API (SPEC §7): the web app's calls, kept for clients that do not speak GraphQL.
GraphQL at \`/graphql\` is the complete API; its schema describes every type and field (introspection, or \`schema.graphql\`).
For integrators, see docs/INTEGRATORS.md: authentication, pagination, errors, limits and webhooks.

**Authentication.** \`Authorization: Bearer <credential>\`: a person's session token (\`bearerAuth\`), or on the public GET paths an integrator's API key (\`apiKey\`, read-only; each such path names the scope it needs, e.g. \`apiKey: [STORIES_READ]\`; GraphQL is where keys read most).

**Errors.** Every refusal is JSON \`{message, code, reason, values?}\` (invalid fields add \`errors: [{msg, param, reason, values?}]\`);
\`code\` decides the HTTP status and \`reason\` says exactly what was refused. Each operation lists the reasons it can answer per status.
An unknown path is \`404 {code: "NOT_FOUND", reason: "ROUTE_NOT_FOUND"}\`; a 429 carries \`Retry-After\`.

**Lists** are JSON arrays of every matching row, streamed; \`/application/all\` and \`/application/approved\` page with \`?limit=\` and \`X-Next-Cursor\`.`;

/** The document's table of contents: every operation names one of these tags, and the paths follow this order. */
const TAGS = [
  { name: 'service', description: 'Health, readiness and this document.' },
  { name: 'accounts', description: 'Registration and sign-in of people (seekers, donors, admins).' },
  { name: 'applications', description: 'Seekers’ applications: submitted, reviewed, shown to donors once approved.' },
  { name: 'donations', description: 'Checkouts through the card provider, and the donations they record.' },
  { name: 'stories', description: 'Community stories: shared, moderated, published.' },
  { name: 'tracking', description: 'Admins’ progress updates on donations.' },
  { name: 'exports', description: 'CSV exports for admins (audited).' },
];

/**
 * The OpenAPI 3.1 document of the REST shim, built from the same constants and refusals the code
 * uses: the service's own paths, then each module's (its manifest's `openapi`), in the order of
 * their tags; the kit's schemas, then the modules' in the same order. Its server is PUBLIC_API_URL
 * when set, else `/`: relative to where the document was fetched, which is the API itself.
 */
export function openApiDocument(serverUrl: string = '/') {
  const sections = [{ paths: servicePaths(), schemas: undefined }, ...MODULES.flatMap((module) => (module.openapi || module.operations ? [modulePaths(module)] : []))]
    .map((section) => ({ ...section, order: tagOrder(section.paths) }))
    .sort((a, b) => a.order - b.order);
  const restPaths = operationCatalogue(MODULES).apiKeyReach.restPaths;
  const paths = withApiKeyScopes(withRateLimitHeaders(Object.assign({}, ...sections.map((section) => section.paths)) as Paths), restPaths);
  const schemas = Object.assign({ ...SCHEMAS }, ...sections.map((section) => section.schemas ?? {}));
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    info: {
      title: 'Sabil REST API',
      version: OPENAPI_DOCUMENT_VERSION,
      description: DESCRIPTION,
      license: { name: LICENSE },
    },
    servers: [{ url: serverUrl, description: 'This API' }],
    // A new module's tag joins the known ones, after them: adding a domain edits no list here.
    tags: [...TAGS, ...MODULES.flatMap((module) => (module.openapi?.tag && !TAGS.some((known) => known.name === module.openapi!.tag!.name) ? [module.openapi.tag] : []))],
    paths,
    components: { schemas, headers: HEADERS, securitySchemes: SECURITY_SCHEMES },
  };
}

/** A module's paths: those of its routes not yet declared as operations, then its declared ones. */
function modulePaths(module: ApiModule): { paths: Paths; schemas?: Readonly<Record<string, Schema>> } {
  const declared = operationPaths(module.operations ?? [], module.openapi?.tag?.name ?? module.name);
  return { paths: { ...module.openapi?.paths?.(), ...declared }, schemas: module.openapi?.schemas };
}

/** Where a module's paths go: at its first operation's tag (a tag not in TAGS goes last). */
function tagOrder(paths: Paths): number {
  const tag = Object.values(paths).flatMap((item) => Object.values(item))[0]?.tags[0];
  const index = TAGS.findIndex((known) => known.name === tag);
  return index < 0 ? TAGS.length : index;
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;

/** Every path that reads credentials admits API keys first, so any of its answers can carry a key's RateLimit-* headers. */
function withRateLimitHeaders(paths: Paths): Paths {
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      if (operation.security.every((requirement) => Object.keys(requirement).length === 0)) continue;
      for (const response of Object.values(operation.responses)) {
        response.headers = { ...response.headers, ...Object.fromEntries(RATE_LIMIT_HEADERS.map((name) => [name, headerRef(name)])) };
      }
    }
  }
  return paths;
}

/**
 * The scope a key needs on each path, from the table the REST shim enforces (the modules' declared
 * scopes, operations/catalogue.ts): OpenAPI 3.1 lets a bearer scheme's requirement list roles. A
 * path the table does not name loses `apiKey` (a key is refused there), so the document cannot
 * promise more than the shim allows.
 */
function withApiKeyScopes(paths: Paths, restPaths: Readonly<Record<string, string>>): Paths {
  const scopes = new Map(Object.entries(restPaths).map(([route, scope]) => [openApiPath(route), scope]));
  for (const [path, item] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const scope = scopes.get(`${method.toUpperCase()} ${path}`);
      operation.security = operation.security.flatMap((requirement) => {
        if (!('apiKey' in requirement)) return [requirement];
        return scope ? [{ apiKey: [scope] }] : [];
      });
    }
  }
  return paths;
}
