import { ApolloLink, gql } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { Observable } from 'rxjs';
import { currentAuthFailure, resolveAuthFailure } from '../../auth/auth-failure';
import { createApolloClient } from '../client';

const ME = gql`
  query Me {
    me {
      id
      email
    }
  }
`;

/** A terminating link that records each request's headers and answers with `answer`. */
function recorder(answer: () => ApolloLink.Result | Error) {
  const headers: Array<Record<string, string>> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        headers.push({ ...(operation.getContext().headers as Record<string, string>) });
        const result = answer();
        if (result instanceof Error) observer.error(result);
        else {
          observer.next(result);
          observer.complete();
        }
      }),
  );
  return { link, headers };
}

const OK = () => ({ data: { me: { __typename: 'Account', id: 'a-1', email: 'a@example.org' } } });
const UNAUTHENTICATED = () => ({ errors: [new GraphQLError('Your session has expired. Please sign in again.', { extensions: { code: 'UNAUTHENTICATED' } })] });

describe('Apollo client links', () => {
  beforeEach(() => {
    localStorage.setItem('seekerToken', 'seeker-token');
    localStorage.setItem('donorToken', 'donor-token');
    localStorage.setItem('adminToken', 'admin-token');
    window.history.replaceState(null, '', '/');
  });

  afterEach(() => resolveAuthFailure());

  it("sends the token of the role the operation names", async () => {
    const { link, headers } = recorder(OK);
    await createApolloClient({ terminatingLink: link }).query({ query: ME, context: { role: 'admin' }, fetchPolicy: 'network-only' });
    expect(headers[0].Authorization).toBe('Bearer admin-token');
  });

  it.each([
    ['/admin/dashboard', 'Bearer admin-token'],
    ['/donor/dashboard', 'Bearer donor-token'],
    ['/seeker-form', 'Bearer seeker-token'],
    ['/contact', undefined],
  ])('on %s sends %s by default', async (path, expected) => {
    window.history.replaceState(null, '', path);
    const { link, headers } = recorder(OK);
    await createApolloClient({ terminatingLink: link }).query({ query: ME, fetchPolicy: 'network-only' });
    expect(headers[0].Authorization).toBe(expected);
  });

  it('sends no token when the operation says role: null', async () => {
    window.history.replaceState(null, '', '/admin/login');
    const { link, headers } = recorder(OK);
    await createApolloClient({ terminatingLink: link }).query({ query: ME, context: { role: null }, fetchPolicy: 'network-only' });
    expect(headers[0].Authorization).toBeUndefined();
  });

  it("reports an UNAUTHENTICATED answer as the role's authorization failure", async () => {
    window.history.replaceState(null, '', '/donor/dashboard');
    const { link } = recorder(UNAUTHENTICATED);
    await expect(createApolloClient({ terminatingLink: link }).query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(currentAuthFailure()).toBe('donor');
  });

  it('leaves failures of sign-in forms to the form', async () => {
    window.history.replaceState(null, '', '/admin/login');
    const { link } = recorder(UNAUTHENTICATED);
    await expect(
      createApolloClient({ terminatingLink: link }).query({ query: ME, context: { role: null, authFailure: 'inline' }, fetchPolicy: 'network-only' }),
    ).rejects.toThrow();
    expect(currentAuthFailure()).toBeNull();
  });

  it('ignores failures that are not about the sign-in', async () => {
    window.history.replaceState(null, '', '/admin/dashboard');
    const { link } = recorder(() => ({ errors: [new GraphQLError('Only admin accounts may do this.', { extensions: { code: 'FORBIDDEN' } })] }));
    await expect(createApolloClient({ terminatingLink: link }).query({ query: ME, fetchPolicy: 'network-only' })).rejects.toThrow();
    expect(currentAuthFailure()).toBeNull();
  });
});
