import type { Request, Response } from 'express';
import { Authorized } from 'type-graphql';
import type { Access, Caller } from '../auth/caller';
import { Public } from '../auth/public';
import type { ErrorDefinition } from '../errors/app-error';
import type { Operation as DocumentedOperation, Responses } from '../rest/openapi/openapi-types';
import type { ApiKeyScopeDeclaration } from './api-key-scopes';

export type RestMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Refusals as the error definitions list them: single ones, or shared groups (JSON_BODY, TEXT_FIELDS…). */
export type Refusals = ReadonlyArray<ErrorDefinition | readonly ErrorDefinition[]>;

/**
 * An operation's REST path (SPEC §7, or the integrators' guide): where it is, what the OpenAPI
 * document says of it beyond what the declaration already tells (its tag, security and refusals
 * are derived), and the handler. `S` is what the handler reads from the API instance's services.
 */
export interface RestPath<S> {
  method: RestMethod;
  /** An express pattern: `/stories/file/:id` (the document writes `/stories/file/{id}`). */
  path: string;
  openapi: Pick<DocumentedOperation, 'operationId' | 'summary' | 'description' | 'parameters' | 'requestBody'> & {
    /** The answers other than refusals (2xx, 3xx, a 416…); refusals follow, from `access` and `refusals`. */
    responses: Responses;
  };
  handle(req: Request, caller: Caller, res: Response, services: S): Promise<unknown>;
}

/**
 * One operation, declared once by its domain: who may call it (roles, or anyone; the API-key scope
 * that reaches it), what it can refuse, its GraphQL root field and its REST path. The resolver's
 * guard (`@Allowed`), the REST route, the OpenAPI path, the API-key gate's tables and the check that
 * every refusal is in the catalogue are all derived from it (operations/catalogue.ts).
 *
 * The input contract stays where it is read: the GraphQL arguments' type-graphql classes, the REST
 * request body's schema in `rest.openapi`, and the shared zod rules (@sabil/contracts) the service
 * applies to both.
 */
export interface OperationDeclaration<S = never> {
  /** Its GraphQL root field: the resolver method of that name carries `@Allowed(thisDeclaration)`. */
  graphql?: { query: string } | { mutation: string };
  /** Anyone ('public'), any signed-in account ([]), or accounts of the roles listed. */
  access: Access;
  /** Public reads only (a query, a GET): the API-key scope that lets an integrator's key call it. Without one, keys are refused. */
  apiKey?: ApiKeyScopeDeclaration;
  /** What it refuses beyond who may call (those come from `access`); the REST path's error answers list both. */
  refusals?: Refusals;
  rest?: RestPath<S>;
}

/** Declares one operation; the identity, typed, so a module's list reads as declarations. */
export function operation<S>(declaration: OperationDeclaration<S>): OperationDeclaration<S> {
  return declaration;
}

/** The GraphQL root field an operation is, if any, and whether it reads. */
export function graphqlFieldOf(declaration: OperationDeclaration<unknown>): { field: string; read: boolean } | undefined {
  if (!declaration.graphql) return undefined;
  return 'query' in declaration.graphql ? { field: declaration.graphql.query, read: true } : { field: declaration.graphql.mutation, read: false };
}

/**
 * The resolver guard, from the declaration: `@Public()` for anyone, otherwise `@Authorized(...roles)`.
 * Put on the type-graphql method that resolves the operation's root field; a method whose name is
 * not that field fails when the class loads, so a declaration cannot guard the wrong field.
 */
export function Allowed(declaration: OperationDeclaration<never>): MethodDecorator {
  return (target, propertyKey, descriptor) => {
    const graphql = graphqlFieldOf(declaration);
    if (graphql?.field !== propertyKey) {
      throw new Error(`@Allowed on ${target.constructor.name}.${String(propertyKey)} names an operation whose GraphQL field is ${graphql?.field ?? 'none'}`);
    }
    if (declaration.access === 'public') Public()(target, propertyKey, descriptor);
    else Authorized(declaration.access)(target, propertyKey, descriptor);
  };
}
