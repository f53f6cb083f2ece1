import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { SubmitStoryInput, SubmitStoryMutation as SubmitResult } from '../../../graphql/generated/graphql';
import type { CachedConnection } from '../../../lib/apollo/cache';
import type { UploadProgress } from '../../../lib/apollo/upload-fetch';

export const SubmitStoryMutation = graphql(`
  mutation SubmitStory($input: SubmitStoryInput!, $media: Upload) {
    submitStory(input: $input, media: $media) {
      id
      status
      ...MyStoryCard_story
    }
  }
`);

/** The shared story heads the seeker's own list, if it is loaded (My stories): no refetch. */
export function addSharedStory(cache: ApolloCache, { data }: { data?: SubmitResult | null }) {
  const story = data?.submitStory;
  if (!story) return;
  cache.modify<{ myStories: CachedConnection }>({
    fields: {
      myStories(existing, { readField, toReference }) {
        if (!existing || !('nodes' in existing)) return existing;
        const nodes = existing.nodes as readonly Reference[];
        const added = toReference({ __typename: 'Story', id: story.id });
        if (!added || nodes.some((node) => readField<string>('id', node) === story.id)) return existing;
        return { ...existing, nodes: [added, ...nodes] };
      },
    },
  });
}

/** Sends a story and its picture or video as one multipart request, reporting upload progress. */
export function useSubmitStory() {
  const [mutate, { loading }] = useMutation(SubmitStoryMutation);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const submit = useCallback(
    async (input: SubmitStoryInput, media: File | null) => {
      setProgress(media ? { loaded: 0, total: media.size } : null);
      try {
        const { data } = await mutate({
          variables: { input, media },
          context: { role: 'seeker', fetchOptions: media ? { onUploadProgress: setProgress } : undefined },
          update: addSharedStory,
        });
        if (!data) throw new Error('The story answer had no data');
        return data.submitStory;
      } finally {
        setProgress(null);
      }
    },
    [mutate],
  );

  return { submit, submitting: loading, progress };
}
