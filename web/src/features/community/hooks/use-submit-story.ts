import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { SubmitStoryInput } from '../../../graphql/generated/graphql';
import type { UploadProgress } from '../../../lib/apollo/upload-fetch';

export const SubmitStoryMutation = graphql(`
  mutation SubmitStory($input: SubmitStoryInput!, $media: Upload) {
    submitStory(input: $input, media: $media) {
      id
      status
    }
  }
`);

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
