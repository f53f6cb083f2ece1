import { ApolloClient, ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { reportAuthFailure } from '../auth/auth-failure';
import { roleForPath, type Role } from '../auth/roles';
import { getToken } from '../auth/session';
import { graphqlUrl } from '../config/api-url';
import { isUnauthenticated } from './api-problem';
import { createCache } from './cache';
import { uploadFetch } from './upload-fetch';
import './operation-context';

function operationRole(context: { role?: Role | null }): Role | null {
  return context.role === undefined ? roleForPath(window.location.pathname) : context.role;
}

/** Sends the bearer token of the role the operation needs (DESIGN §9). */
export const authLink = new SetContextLink((context) => {
  const role = operationRole(context);
  const token = role ? getToken(role) : null;
  return token ? { headers: { ...context.headers, Authorization: `Bearer ${token}` } } : {};
});

/** A 401 on a role's operation: that role's authorization-failed message, then its login (SPEC §8). */
export const authFailureLink = new ErrorLink(({ error, operation }) => {
  const context = operation.getContext();
  if (context.authFailure === 'inline' || !isUnauthenticated(error)) return;
  const role = operationRole(context);
  if (role) reportAuthFailure(role);
});

export function createApolloClient(options: { uri?: string; terminatingLink?: ApolloLink } = {}) {
  const httpLink =
    options.terminatingLink ??
    new UploadHttpLink({
      uri: options.uri ?? graphqlUrl(),
      // Apollo Server's CSRF prevention accepts multipart requests only with a non-empty one.
      headers: { 'Apollo-Require-Preflight': 'true' },
      // Reports upload progress to operations that pass `fetchOptions.onUploadProgress`.
      fetch: uploadFetch,
    });
  return new ApolloClient({
    link: ApolloLink.from([authFailureLink, authLink, httpLink]),
    cache: createCache(),
    // A query's answer holds only the fields it selects itself; each component reads its own
    // fragment with useFragment (codegen.ts, lib/apollo/masking.d.ts).
    dataMasking: true,
  });
}
