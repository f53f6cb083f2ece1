import type { ApolloCache, Reference } from '@apollo/client';
import type { Modifiers } from '@apollo/client/cache';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { CachedConnection } from '../../../lib/apollo/cache';

export const DeleteMyStoryMutation = graphql(`
  mutation DeleteMyStory($id: ID!) {
    deleteMyStory(id: $id)
  }
`);

/** A connection without the story `id` (the same connection when it never held it). */
function withoutStory(id: string): NonNullable<Modifiers<{ stories: CachedConnection }>['stories']> {
  return (existing, { readField }) => {
    if (!existing || !('nodes' in existing)) return existing;
    const nodes = existing.nodes as readonly Reference[];
    const others = nodes.filter((node) => readField<string>('id', node) !== id);
    return others.length === nodes.length ? existing : { ...existing, nodes: others };
  };
}

/**
 * The deleted story leaves every cached list that holds it — the seeker's own and, if it was
 * published, the community page's — and the cache forgets it: one request, no refetch.
 */
export function forgetDeletedStory(cache: ApolloCache, id: string) {
  cache.modify<{ myStories: CachedConnection; approvedStories: CachedConnection }>({
    fields: { myStories: withoutStory(id), approvedStories: withoutStory(id) },
  });
  cache.evict({ id: cache.identify({ __typename: 'Story', id }) });
  cache.gc();
}

/** Deletes one of the seeker's own stories; `deleting` is the id on its way, if any. */
export function useDeleteMyStory() {
  const [mutate] = useMutation(DeleteMyStoryMutation);
  const [deleting, setDeleting] = useState<string | null>(null);

  const remove = useCallback(
    async (id: string) => {
      setDeleting(id);
      try {
        const { data } = await mutate({ variables: { id }, context: { role: 'seeker' }, update: (cache) => forgetDeletedStory(cache, id) });
        if (!data) throw new Error('The deletion answer had no data');
      } finally {
        setDeleting(null);
      }
    },
    [mutate],
  );

  return { remove, deleting };
}
