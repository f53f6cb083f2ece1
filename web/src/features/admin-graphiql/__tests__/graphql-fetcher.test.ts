import { currentAuthFailure, resolveAuthFailure } from '../../../lib/auth/auth-failure';
import { createAdminGraphQLFetcher, operationNameIn } from '../graphql-fetcher';

/** A fetch that records what it was asked and answers as told. */
function recordingFetch(status: number, body: string) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

afterEach(() => resolveAuthFailure());

it("sends the query as JSON with the admin's token to the API", async () => {
  localStorage.setItem('adminToken', 'admin-token');
  const { calls, fetchImpl } = recordingFetch(200, '{"data":{"me":{"email":"a@example.org"}}}');

  const answer = await createAdminGraphQLFetcher(fetchImpl)({ query: '{ me { email } }', variables: { a: 1 }, operationName: null });

  expect(answer).toEqual({ data: { me: { email: 'a@example.org' } } });
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toBe('http://localhost:4000/graphql');
  expect(calls[0]!.init.headers).toEqual({ 'Content-Type': 'application/json', Authorization: 'Bearer admin-token' });
  expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ query: '{ me { email } }', variables: { a: 1 } });
  expect(currentAuthFailure()).toBeNull();
});

it('reports a 401 as the admin authorization failure, and still shows the answer', async () => {
  localStorage.setItem('adminToken', 'expired');
  const { fetchImpl } = recordingFetch(401, '{"errors":[{"message":"Please sign in first.","extensions":{"code":"UNAUTHENTICATED"}}]}');

  const answer = await createAdminGraphQLFetcher(fetchImpl)({ query: '{ me { email } }' });

  expect(answer.errors?.[0]?.message).toBe('Please sign in first.');
  expect(currentAuthFailure()).toBe('admin');
});

it('turns an answer that is not JSON into a GraphQL error GraphiQL can show', async () => {
  const { fetchImpl } = recordingFetch(502, '<html>Bad gateway</html>');
  const answer = await createAdminGraphQLFetcher(fetchImpl)({ query: '{ me { email } }' });
  expect(answer.errors?.map((error) => error.message)).toEqual(['HTTP 502: <html>Bad gateway</html>']);
});

describe('operationNameIn', () => {
  it.each([
    ['the name of an operation in the document', 'query A { me { id } } query B { me { id } }', 'B', 'B'],
    ["another tab's name, with one operation in the document", 'query Reconciliation { reconciliation { fullName } }', 'Me', undefined],
    ["another tab's name, with two operations (the API says which is wrong)", 'query A { me { id } } query B { me { id } }', 'Me', 'Me'],
    ['no name', '{ me { id } }', null, undefined],
    ['a document that does not parse', 'query {', 'Me', 'Me'],
  ])('sends %s as it should', (_label, query, operationName, expected) => {
    expect(operationNameIn({ query, operationName })).toBe(expected);
  });
});
