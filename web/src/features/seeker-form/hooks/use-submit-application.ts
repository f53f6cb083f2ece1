import { useMutation } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { SubmitApplicationInput } from '../../../graphql/generated/graphql';
import type { UploadProgress } from '../../../lib/apollo/upload-fetch';
import { ResumableUploadError, sendResumable, unusedUploadSlot } from '../../../lib/uploads/resumable-upload';
import { MyApplicationQuery } from './use-my-application';

export const SubmitApplicationMutation = graphql(`
  mutation SubmitApplication($input: SubmitApplicationInput!, $idDocumentUploadId: ID!) {
    submitApplication(input: $input, idDocumentUploadId: $idDocumentUploadId) {
      id
      status
      ...ApplicationStatusCard_application
    }
  }
`);

/**
 * Sends the ID document first, resumably (tus: a dropped connection, a change of network or a
 * reload resumes where the server's copy ends), with its progress; then the application naming
 * it. On success the seeker's `myApplication` becomes the new one, so the page shows its status.
 */
export function useSubmitApplication() {
  const [mutate, { loading: submitting }] = useMutation(SubmitApplicationMutation);
  const [uploading, setUploading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const unused = useRef(unusedUploadSlot());

  const submit = useCallback(
    async (input: SubmitApplicationInput, idDocument: File) => {
      setProgress({ loaded: 0, total: idDocument.size });
      setUploading(true);
      try {
        await unused.current.beforeSending(idDocument);
        const sent = await sendResumable(idDocument, 'id-document', setProgress).catch((error: unknown) => {
          // Every refusal of the upload is about the document.
          if (error instanceof ResumableUploadError) error.problem.field ??= 'idUpload';
          throw error;
        });
        unused.current.sent(idDocument, sent);
        const { data } = await mutate({
          variables: { input, idDocumentUploadId: sent.id },
          context: { role: 'seeker' },
          update(cache, { data: result }) {
            if (result) cache.writeQuery({ query: MyApplicationQuery, data: { myApplication: result.submitApplication } });
          },
        });
        if (!data) throw new Error('The submission answer had no data');
        unused.current.used();
        await sent.forget();
        return data.submitApplication;
      } finally {
        setUploading(false);
        setProgress(null);
      }
    },
    [mutate],
  );

  return { submit, loading: uploading || submitting, progress };
}
