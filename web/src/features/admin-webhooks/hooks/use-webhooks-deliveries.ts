import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($filter: WebhookDeliveryFilter, $first: Int, $after: String) {
    webhookDeliveries(filter: $filter, first: $first, after: $after) {
      nodes {
        id
        ...WebhookDeliveryRow_delivery
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

export const RedeliverWebhookMutation = graphql(`
  mutation RedeliverWebhook($deliveryId: ID!) {
    redeliverWebhook(deliveryId: $deliveryId) {
      id
      ...WebhookDeliveryRow_delivery
    }
  }
`);

export const DELIVERIES_PAGE_SIZE = 10;

/** One endpoint's delivery log, newest first, a page at a time; fresh each time it is opened. */
export function useWebhookDeliveries(endpointId: string) {
  const { data, loading, error, fetchMore, refetch } = useQuery(WebhookDeliveriesQuery, {
    variables: { filter: { endpointId }, first: DELIVERIES_PAGE_SIZE },
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.webhookDeliveries;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  const refresh = useCallback(() => refetch(), [refetch]);
  return {
    deliveries: list?.nodes ?? [],
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !list,
    failed: Boolean(error) && !list,
    loadMore,
    loadingMore,
    refresh,
  };
}

/** A redelivery answers the delivery as queued again; the normalized cache updates its row. */
export function useRedeliverWebhook() {
  const [mutate] = useMutation(RedeliverWebhookMutation);
  const [redelivering, setRedelivering] = useState<string | null>(null);
  const redeliver = useCallback(
    async (deliveryId: string) => {
      setRedelivering(deliveryId);
      try {
        const { data } = await mutate({ variables: { deliveryId }, context: { role: 'admin' } });
        if (!data) throw new Error('The redelivery answer had no data');
        return data.redeliverWebhook;
      } finally {
        setRedelivering(null);
      }
    },
    [mutate],
  );
  return { redeliver, redelivering };
}
