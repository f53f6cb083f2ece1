import type { ApolloCache, Reference } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { WithdrawStoryMutation as WithdrawResult } from '../../../graphql/generated/graphql';
import type { CachedConnection } from '../../../lib/apollo/cache';

export const WithdrawStoryMutation = graphql(`
  mutation WithdrawStory($id: ID!) {
    withdrawStory(id: $id) {
      story {
        id
        status
        media {
          url
        }
      }
      counts {
        id
        pending
        approved
        withdrawn
      }
    }
  }
`);

/**
 * The withdrawn story leaves the cached public list (the Stories tab's published list and the
 * community page read the same entry); its status and media follow by normalization: one request,
 * no refetch. Other browsers' lists are the API's to refresh (its shared cache forgets at once).
 */
export function removeWithdrawnStory(cache: ApolloCache, { data }: { data?: WithdrawResult | null }) {
  const story = data?.withdrawStory.story;
  if (story) removeFromPublished(cache, story.id);
}

/** The story leaves the cached public list (it is no longer published, whoever took it down). */
function removeFromPublished(cache: ApolloCache, id: string) {
  cache.modify<{ approvedStories: CachedConnection }>({
    fields: {
      approvedStories(existing, { readField }) {
        if (!existing || !('nodes' in existing)) return existing;
        const nodes = existing.nodes as readonly Reference[];
        const others = nodes.filter((node) => readField<string>('id', node) !== id);
        return others.length === nodes.length ? existing : { ...existing, nodes: others };
      },
    },
  });
}

/**
 * Takes a published story down; `withdrawing` is the id on its way, if any. `forget` drops a story
 * the API says is not published (any more) from the list, without asking for the list again.
 */
export function useWithdrawStory() {
  const [mutate] = useMutation(WithdrawStoryMutation);
  const client = useApolloClient();
  const [withdrawing, setWithdrawing] = useState<string | null>(null);

  const withdraw = useCallback(
    async (id: string) => {
      setWithdrawing(id);
      try {
        const { data } = await mutate({ variables: { id }, context: { role: 'admin' }, update: removeWithdrawnStory });
        if (!data) throw new Error('The withdrawal answer had no data');
        return data.withdrawStory.story;
      } finally {
        setWithdrawing(null);
      }
    },
    [mutate],
  );

  const forget = useCallback((id: string) => removeFromPublished(client.cache, id), [client]);

  return { withdraw, withdrawing, forget };
}
