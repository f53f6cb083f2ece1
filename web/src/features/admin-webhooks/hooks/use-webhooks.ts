import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { CreateWebhookEndpointMutation as CreateResult, WebhookEventType } from '../../../graphql/generated/graphql';

export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      enabled
      ...WebhookEndpointRow_endpoint
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint {
        id
        url
        enabled
        ...WebhookEndpointRow_endpoint
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($id: ID!, $input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(id: $id, input: $input) {
      id
      url
      enabled
      ...WebhookEndpointRow_endpoint
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation RotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      secret
      endpoint {
        id
        updatedAt
      }
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

/** Every endpoint, newest first; fresh when the tab opens. */
export function useWebhookEndpoints() {
  const { data, loading, error } = useQuery(WebhookEndpointsQuery, { context: { role: 'admin' }, fetchPolicy: 'network-only', nextFetchPolicy: 'cache-first' });
  return { endpoints: data?.webhookEndpoints ?? [], loading: loading && !data, failed: Boolean(error) && !data };
}

/** The new endpoint joins the top of the cached list; its secret is handed back once and kept nowhere. */
function addCreatedEndpoint(cache: ApolloCache, { data }: { data?: CreateResult | null }) {
  const created = data?.createWebhookEndpoint.endpoint;
  if (!created) return;
  cache.modify<{ webhookEndpoints: readonly Reference[] }>({
    fields: {
      webhookEndpoints(existing, { toReference }) {
        const reference = toReference(created as { __typename?: string; id: string });
        if (!reference || !Array.isArray(existing)) return existing;
        return [reference, ...(existing as readonly Reference[]).filter((item) => item.__ref !== reference.__ref)];
      },
    },
  });
}

export function useCreateWebhookEndpoint() {
  const [mutate, { loading }] = useMutation(CreateWebhookEndpointMutation);
  const create = useCallback(
    async (input: { url: string; events: WebhookEventType[]; description: string | null }) => {
      const { data } = await mutate({ variables: { input }, context: { role: 'admin' }, update: addCreatedEndpoint });
      if (!data) throw new Error('The new endpoint answer had no data');
      return data.createWebhookEndpoint;
    },
    [mutate],
  );
  return { create, creating: loading };
}

/** Runs one mutation per endpoint and says which endpoint is busy (its buttons wait). */
function useBusyEndpoint() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = useCallback(async <T>(id: string, work: () => Promise<T>) => {
    setBusy(id);
    try {
      return await work();
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}

/** Enabling or disabling updates the row through the normalized cache: one request, no refetch. */
export function useSetWebhookEnabled() {
  const [mutate] = useMutation(UpdateWebhookEndpointMutation);
  const { busy, run } = useBusyEndpoint();
  const setEnabled = useCallback(
    (id: string, enabled: boolean) =>
      run(id, async () => {
        const { data } = await mutate({ variables: { id, input: { enabled } }, context: { role: 'admin' } });
        if (!data) throw new Error('The update answer had no data');
        return data.updateWebhookEndpoint;
      }),
    [mutate, run],
  );
  return { setEnabled, toggling: busy };
}

export function useRotateWebhookSecret() {
  const [mutate] = useMutation(RotateWebhookSecretMutation);
  const { busy, run } = useBusyEndpoint();
  const rotate = useCallback(
    (id: string) =>
      run(id, async () => {
        const { data } = await mutate({ variables: { id }, context: { role: 'admin' } });
        if (!data) throw new Error('The rotation answer had no data');
        return data.rotateWebhookSecret.secret;
      }),
    [mutate, run],
  );
  return { rotate, rotating: busy };
}

/** The deleted endpoint (and its cached delivery log) leaves the cache: no refetch. */
export function useDeleteWebhookEndpoint() {
  const [mutate] = useMutation(DeleteWebhookEndpointMutation);
  const { busy, run } = useBusyEndpoint();
  const remove = useCallback(
    (id: string) =>
      run(id, async () => {
        await mutate({
          variables: { id },
          context: { role: 'admin' },
          update(cache) {
            cache.evict({ id: cache.identify({ __typename: 'WebhookEndpoint', id }) });
            cache.evict({ fieldName: 'webhookDeliveries', args: { filter: { endpointId: id } } });
            cache.gc();
          },
        });
      }),
    [mutate, run],
  );
  return { remove, deleting: busy };
}
