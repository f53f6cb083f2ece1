import { GraphQLError } from 'graphql';
import { appErrorExtensions } from './app-error-extensions';
import type { AppError } from './app-error';

/** A refusal before any resolver runs, as the whole request's answer: its HTTP status (401, 403, 429) and extensions. */
export function toGraphQLError(error: AppError): GraphQLError {
  return new GraphQLError(error.message, { extensions: { ...appErrorExtensions(error), http: { status: error.status } } });
}
