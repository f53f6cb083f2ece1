import { ACCESS_REFUSALS } from './access-refusals';
import { ACCESS } from '../rest/openapi/answers';
import type { Operation, Paths, Security } from '../rest/openapi/openapi-types';
import { refusals } from '../rest/openapi/refusals';
import type { OperationDeclaration } from './operation';

/** An express pattern as OpenAPI writes it: `/stories/file/:id` → `/stories/file/{id}`. */
export const openApiPath = (expressPath: string) => expressPath.replace(/:(\w+)/g, '{$1}');

/**
 * The OpenAPI paths of a module's declared REST operations, in their order: the declaration's
 * words and answers, the module's tag, the security its access and API-key scope allow, and the
 * refusals of who may call followed by its own.
 */
export function operationPaths(declarations: ReadonlyArray<OperationDeclaration<never>>, tag: string): Paths {
  const paths: Paths = {};
  for (const declaration of declarations) {
    const rest = declaration.rest;
    if (!rest) continue;
    const { operationId, summary, description, parameters, requestBody, responses } = rest.openapi;
    const read = rest.method === 'get';
    const documented: Operation = {
      operationId,
      summary,
      description,
      tags: [tag],
      security: security(declaration, read),
      ...(parameters ? { parameters } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses: { ...responses, ...refusals(accessRefusals(declaration.access === 'public', read), ...(declaration.refusals ?? [])) },
    };
    paths[openApiPath(rest.path)] = { ...paths[openApiPath(rest.path)], [rest.method]: documented };
  }
  return paths;
}

function security(declaration: OperationDeclaration<never>, read: boolean): Security {
  if (declaration.access !== 'public') return ACCESS.signedIn;
  if (!read) return ACCESS.publicWrite;
  // A public read without a scope is refused to keys: no `apiKey` entry.
  return declaration.apiKey ? [{}, { bearerAuth: [] }, { apiKey: [declaration.apiKey.name] }] : [{}, { bearerAuth: [] }];
}

function accessRefusals(isPublic: boolean, read: boolean) {
  if (isPublic) return read ? ACCESS_REFUSALS.publicRead : ACCESS_REFUSALS.publicWrite;
  return read ? ACCESS_REFUSALS.signedInRead : ACCESS_REFUSALS.signedInWrite;
}
