import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { SubmitApplicationInput } from '../../../graphql/generated/graphql';
import type { UploadProgress } from '../../../lib/apollo/upload-fetch';
import { MyApplicationQuery } from './use-my-application';

export const SubmitApplicationMutation = graphql(`
  mutation SubmitApplication($input: SubmitApplicationInput!, $idDocument: Upload!) {
    submitApplication(input: $input, idDocument: $idDocument) {
      id
      ...ApplicationStatusCard_application
    }
  }
`);

/**
 * Sends the application with its ID document as one multipart request, reporting upload progress.
 * On success the seeker's `myApplication` becomes the new one, so the page shows its status.
 */
export function useSubmitApplication() {
  const [mutate, { loading }] = useMutation(SubmitApplicationMutation);
  const [progress, setProgress] = useState<UploadProgress | null>(null);

  const submit = useCallback(
    async (input: SubmitApplicationInput, idDocument: File) => {
      setProgress({ loaded: 0, total: idDocument.size });
      try {
        const { data } = await mutate({
          variables: { input, idDocument },
          context: { role: 'seeker', fetchOptions: { onUploadProgress: setProgress } },
          update(cache, { data: result }) {
            if (result) cache.writeQuery({ query: MyApplicationQuery, data: { myApplication: result.submitApplication } });
          },
        });
        if (!data) throw new Error('The submission answer had no data');
        return data.submitApplication;
      } finally {
        setProgress(null);
      }
    },
    [mutate],
  );

  return { submit, loading, progress };
}
