import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { ModerateStoryMutation as ModerateResult, ModerationDecision } from '../../../graphql/generated/graphql';
import type { CachedConnection } from '../../../lib/apollo/cache';

export const ModerateStoryMutation = graphql(`
  mutation ModerateStory($id: ID!, $decision: ModerationDecision!) {
    moderateStory(id: $id, decision: $decision) {
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
      }
    }
  }
`);

/**
 * The decided story leaves the cached queue, and a published one heads the cached public list
 * (the Stories tab's published stories; the card's other fields are in the cache already); the
 * Stories badge follows by normalization (the counts have the stable id "story-counts"): one
 * request, no refetch (DESIGN §5). Other browsers' lists are the API's to refresh (its shared
 * cache is invalidated by the decision).
 */
export function removeModeratedStory(cache: ApolloCache, { data }: { data?: ModerateResult | null }) {
  const story = data?.moderateStory.story;
  if (!story) return;
  cache.modify<{ pendingStories: CachedConnection; approvedStories: CachedConnection }>({
    fields: {
      pendingStories(existing, { readField }) {
        if (!existing || !('nodes' in existing)) return existing;
        const nodes = existing.nodes as readonly Reference[];
        const others = nodes.filter((node) => readField<string>('id', node) !== story.id);
        return others.length === nodes.length ? existing : { ...existing, nodes: others };
      },
      approvedStories(existing, { readField, toReference }) {
        if (story.status !== 'APPROVED' || !existing || !('nodes' in existing)) return existing;
        const nodes = existing.nodes as readonly Reference[];
        const published = toReference({ __typename: 'Story', id: story.id });
        if (!published || nodes.some((node) => readField<string>('id', node) === story.id)) return existing;
        return { ...existing, nodes: [published, ...nodes] };
      },
    },
  });
}

/** Publishes or rejects a pending story; `moderating` is the id being decided on, if any. */
export function useModerateStory() {
  const [mutate] = useMutation(ModerateStoryMutation);
  const [moderating, setModerating] = useState<string | null>(null);

  const moderate = useCallback(
    async (id: string, decision: ModerationDecision) => {
      setModerating(id);
      try {
        const { data } = await mutate({ variables: { id, decision }, context: { role: 'admin' }, update: removeModeratedStory });
        if (!data) throw new Error('The moderation answer had no data');
        return data.moderateStory.story;
      } finally {
        setModerating(null);
      }
    },
    [mutate],
  );

  return { moderate, moderating };
}
