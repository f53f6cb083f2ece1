import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import type { ApplicationStatus } from '../../../graphql/generated/graphql';
import { useLoadMore } from '../../../lib/apollo/use-load-more';

export const AdminApplicationsQuery = graphql(`
  query AdminApplications($status: ApplicationStatus!, $after: String) {
    applications(status: $status, first: 20, after: $after) {
      nodes {
        id
        # The reject dialog names the applicant; the card reads the rest from its fragment.
        fullName
        ...ApplicationCard_application
      }
      pageInfo {
        endCursor
        hasNextPage
      }
    }
  }
`);

/**
 * The panel's own query (issue 29): the open tab's applications, 20 at a time. Fresh from the API
 * when the panel opens; after that each status's list comes from the cache, where reviewing moves
 * cards between the lists (use-review-application), so switching between the three tabs costs no
 * request.
 */
export function useApplications(status: ApplicationStatus) {
  const { data, loading, error, fetchMore, refetch } = useQuery(AdminApplicationsQuery, {
    variables: { status },
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const list = data?.applications;
  const { loadMore, loadingMore } = useLoadMore(fetchMore, list?.pageInfo);
  return {
    applications: list?.nodes ?? [],
    hasNextPage: list?.pageInfo.hasNextPage ?? false,
    loading: loading && !list,
    failed: Boolean(error) && !list,
    loadMore,
    loadingMore,
    refetch,
  };
}
