import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { ApiKeyScope, CreateApiKeyMutation as CreateResult } from '../../../graphql/generated/graphql';

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys {
      id
      name
      ...ApiKeyRow_apiKey
    }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($input: CreateApiKeyInput!) {
    createApiKey(input: $input) {
      secret
      apiKey {
        id
        name
        ...ApiKeyRow_apiKey
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

/** Every key, newest first; fresh when the tab opens (lastUsedAt moves while integrators call). */
export function useApiKeys() {
  const { data, loading, error } = useQuery(ApiKeysQuery, { context: { role: 'admin' }, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  return { keys: data?.apiKeys ?? [], loading: loading && !data, failed: Boolean(error) && !data };
}

/** The new key joins the top of the cached list; its secret is handed back once and kept nowhere. */
function addCreatedKey(cache: ApolloCache, { data }: { data?: CreateResult | null }) {
  const created = data?.createApiKey.apiKey;
  if (!created) return;
  cache.modify<{ apiKeys: readonly Reference[] }>({
    fields: {
      apiKeys(existing, { toReference }) {
        const reference = toReference(created as { __typename?: string; id: string });
        if (!reference || !Array.isArray(existing)) return existing;
        return [reference, ...(existing as readonly Reference[]).filter((item) => item.__ref !== reference.__ref)];
      },
    },
  });
}

export function useCreateApiKey() {
  const [mutate, { loading }] = useMutation(CreateApiKeyMutation);
  const create = useCallback(
    async (name: string, scopes: ApiKeyScope[]) => {
      const { data } = await mutate({ variables: { input: { name, scopes } }, context: { role: 'admin' }, update: addCreatedKey });
      if (!data) throw new Error('The new key answer had no data');
      return data.createApiKey;
    },
    [mutate],
  );
  return { create, creating: loading };
}

/** Revoking updates the row through the normalized cache (revokedAt): one request, no refetch. */
export function useRevokeApiKey() {
  const [mutate] = useMutation(RevokeApiKeyMutation);
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = useCallback(
    async (id: string) => {
      setRevoking(id);
      try {
        const { data } = await mutate({ variables: { id }, context: { role: 'admin' } });
        if (!data) throw new Error('The revocation answer had no data');
        return data.revokeApiKey;
      } finally {
        setRevoking(null);
      }
    },
    [mutate],
  );
  return { revoke, revoking };
}
