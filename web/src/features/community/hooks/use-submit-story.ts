import type { ApolloCache, Reference } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { SubmitStoryInput, SubmitStoryMutation as SubmitResult } from '../../../graphql/generated/graphql';
import type { CachedConnection } from '../../../lib/apollo/cache';
import type { UploadProgress } from '../../../lib/apollo/upload-fetch';
import { ResumableUploadError, sendResumable, unusedUploadSlot } from '../../../lib/uploads/resumable-upload';

export const SubmitStoryMutation = graphql(`
  mutation SubmitStory($input: SubmitStoryInput!, $mediaUploadId: ID) {
    submitStory(input: $input, mediaUploadId: $mediaUploadId) {
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

/**
 * Sends the picture or video first, resumably (tus: a dropped connection, a change of network or a
 * reload resumes where the server's copy ends), with its progress; then the story naming it.
 */
export function useSubmitStory() {
  const [mutate, { loading }] = useMutation(SubmitStoryMutation);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const unused = useRef(unusedUploadSlot());

  const submit = useCallback(
    async (input: SubmitStoryInput, media: File | null) => {
      setProgress(media ? { loaded: 0, total: media.size } : null);
      setUploading(media !== null);
      try {
        if (media) await unused.current.beforeSending(media);
        const sent = media
          ? await sendResumable(media, 'story-media', setProgress).catch((error: unknown) => {
              // Every refusal of the upload is about the media.
              if (error instanceof ResumableUploadError) error.problem.field ??= 'file';
              throw error;
            })
          : null;
        if (media && sent) unused.current.sent(media, sent);
        const { data } = await mutate({
          variables: { input, mediaUploadId: sent?.id ?? null },
          context: { role: 'seeker' },
          update: addSharedStory,
        });
        if (!data) throw new Error('The story answer had no data');
        unused.current.used();
        await sent?.forget();
        return data.submitStory;
      } finally {
        setUploading(false);
        setProgress(null);
      }
    },
    [mutate],
  );

  return { submit, submitting: loading || uploading, progress };
}
