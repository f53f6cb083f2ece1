import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { BackgroundJobQueue } from '../../../graphql/generated/graphql';

export const FailedJobsQuery = graphql(`
  query FailedJobs($queue: BackgroundJobQueue, $first: Int) {
    failedJobs(queue: $queue, first: $first) {
      id
      queue
      attempts
      error
      createdAt
      failedAt
    }
  }
`);

export const RetryFailedJobMutation = graphql(`
  mutation RetryFailedJob($id: ID!) {
    retryFailedJob(id: $id) {
      id
    }
  }
`);

/** The newest failed jobs shown at once (the API keeps them 3 days). */
export const FAILED_JOBS_SHOWN = 50;

/** The job queue's failed runs, newest first, of one queue or all; fresh each time the tab opens. */
export function useFailedJobs(queue: BackgroundJobQueue | null) {
  const { data, loading, error, refetch } = useQuery(FailedJobsQuery, {
    variables: { queue, first: FAILED_JOBS_SHOWN },
    context: { role: 'admin' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: () => 'cache-first',
  });
  const refresh = useCallback(() => refetch(), [refetch]);
  return {
    jobs: data?.failedJobs ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refresh,
  };
}

/** A retry queues the job again: it leaves the failed list, so the list is read again after it. */
export function useRetryFailedJob() {
  const [mutate] = useMutation(RetryFailedJobMutation, { refetchQueries: [FailedJobsQuery] });
  const [retrying, setRetrying] = useState<string | null>(null);
  const retry = useCallback(
    async (id: string) => {
      setRetrying(id);
      try {
        await mutate({ variables: { id }, context: { role: 'admin' }, awaitRefetchQueries: true });
      } finally {
        setRetrying(null);
      }
    },
    [mutate],
  );
  return { retry, retrying };
}
