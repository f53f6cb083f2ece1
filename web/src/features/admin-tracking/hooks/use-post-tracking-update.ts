import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/generated';
import type { TrackingStatus } from '../../../graphql/generated/graphql';

export const PostTrackingUpdateMutation = graphql(`
  mutation PostTrackingUpdate($input: PostTrackingUpdateInput!) {
    postTrackingUpdate(input: $input) {
      update {
        id
      }
      donation {
        id
        trackingStatus
        trackingMessage
        trackingUpdatedAt
      }
    }
  }
`);

/**
 * Posts a progress update through a donation; the donation comes back with its new status, and the
 * grid follows through the cache. The update reaches every donor of the donation's journey (issue
 * 30) and each gift the journey keeps takes the status; the grid shows the others' on its next load.
 */
export function usePostTrackingUpdate() {
  const [mutate, { loading }] = useMutation(PostTrackingUpdateMutation);
  const post = useCallback(
    async (donationId: string, newStatus: TrackingStatus, updateMessage: string) => {
      const { data } = await mutate({ variables: { input: { donationId, newStatus, updateMessage } }, context: { role: 'admin' } });
      if (!data) throw new Error('The update answer had no data');
      return data.postTrackingUpdate;
    },
    [mutate],
  );
  return { post, posting: loading };
}
