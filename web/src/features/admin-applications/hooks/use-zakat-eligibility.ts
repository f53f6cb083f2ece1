import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';
import type { ZakatCategory } from '../../../graphql/generated/graphql';

export const MarkZakatMutation = graphql(`
  mutation MarkJourneyZakatEligible($id: ID!, $category: ZakatCategory!, $basis: String!) {
    markJourneyZakatEligible(id: $id, category: $category, basis: $basis) {
      category
      basis
      markedAt
    }
  }
`);

export const UnmarkZakatMutation = graphql(`
  mutation UnmarkJourneyZakatEligible($id: ID!) {
    unmarkJourneyZakatEligible(id: $id) {
      category
      basis
      markedAt
    }
  }
`);

/**
 * Issue 31: an admin marks an approved journey zakat-eligible (its category of At-Tawbah 9:60 and
 * the basis) or unmarks it; the application card shows the answer at once (the cache's Application).
 */
export function useZakatEligibility(applicationId: string) {
  const [markMutation, marking] = useMutation(MarkZakatMutation);
  const [unmarkMutation, unmarking] = useMutation(UnmarkZakatMutation);
  const write = (answer: { category: ZakatCategory | null; basis: string | null } | undefined) => ({
    update: (cache: ApolloCache) => {
      if (!answer) return;
      cache.modify({
        id: cache.identify({ __typename: 'Application', id: applicationId }),
        fields: { zakatCategory: () => answer.category, zakatBasis: () => answer.basis },
      });
    },
  });
  return {
    busy: marking.loading || unmarking.loading,
    async mark(category: ZakatCategory, basis: string) {
      await markMutation({
        variables: { id: applicationId, category, basis },
        context: { role: 'admin' },
        ...write({ category, basis }),
      });
    },
    async unmark() {
      await unmarkMutation({ variables: { id: applicationId }, context: { role: 'admin' }, ...write({ category: null, basis: null }) });
    },
  };
}
