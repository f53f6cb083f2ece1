import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { SupportMessageDecision } from '../../../graphql/generated/graphql';

export const PendingSupportMessagesQuery = graphql(`
  query PendingSupportMessages {
    pendingSupportMessages(first: 50) {
      nodes {
        id
        message
        status
        anonymous
        donorName
        applicationId
        applicantFirstName
        createdAt
      }
    }
  }
`);

export const ModerateSupportMessageMutation = graphql(`
  mutation ModerateSupportMessage($id: ID!, $decision: SupportMessageDecision!) {
    moderateSupportMessage(id: $id, decision: $decision) {
      id
      status
    }
  }
`);

/** Words of support waiting for an admin, and the decision on one (issue 31). */
export function useSupportMessagesModeration() {
  const { data, loading, error, refetch } = useQuery(PendingSupportMessagesQuery, { context: { role: 'admin' }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const [mutate] = useMutation(ModerateSupportMessageMutation);
  const [moderating, setModerating] = useState<string | null>(null);
  const moderate = useCallback(
    async (id: string, decision: SupportMessageDecision) => {
      setModerating(id);
      try {
        await mutate({ variables: { id, decision }, context: { role: 'admin' } });
        await refetch();
      } finally {
        setModerating(null);
      }
    },
    [mutate, refetch],
  );
  return {
    messages: data?.pendingSupportMessages.nodes ?? [],
    loading: loading && !data,
    failed: Boolean(error) && !data,
    refresh: refetch,
    moderate,
    moderating,
  };
}
