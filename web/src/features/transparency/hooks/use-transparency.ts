import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const TransparencyQuery = graphql(`
  query Transparency {
    transparency {
      given
      refunded
      paidOut
      held
      journeys
      stages {
        stage
        journeys
      }
      months {
        month
        given
        refunded
        paidOut
      }
    }
  }
`);

export const PublicJourneyLedgersQuery = graphql(`
  query PublicJourneyLedgers($after: String) {
    publicJourneyLedgers(first: 10, after: $after) {
      nodes {
        applicationId
        firstName
        city
        stage
        given
        refunded
        transferredIn
        transferredOut
        paidOut
        held
        zakatKept
        sadaqahKept
        zakatPaidOut
        lines {
          kind
          at
          amount
          balance
          monthly
          refundStatus
          purpose
          payee
          operatorName
        }
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * Every journey's ledger summed (issue 30). A public read, sent without any token (role null), so a
 * reader whose stored session has expired still sees the page.
 */
export function useTransparency() {
  const { data, loading, error } = useQuery(TransparencyQuery, { context: { role: null }, fetchPolicy: 'cache-and-network', nextFetchPolicy: 'cache-first' });
  return { figures: data?.transparency, loading: loading && !data, failed: Boolean(error) && !data };
}

/** The journeys' public ledgers, newest journey first, 10 at a time. */
export function usePublicJourneyLedgers() {
  const { data, loading, error, fetchMore } = useQuery(PublicJourneyLedgersQuery, {
    context: { role: null },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const list = data?.publicJourneyLedgers;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    journeys: list?.nodes ?? [],
    loading: loading && !list,
    failed: Boolean(error) && !list,
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loadMore,
    loadingMore,
  };
}
