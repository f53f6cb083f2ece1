import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/generated';

export const CancelMonthlyGiftMutation = graphql(`
  mutation CancelMonthlyGift($id: ID!) {
    cancelMonthlyGift(id: $id) {
      id
      status
      cancelReason
      canceledAt
      testRenewalUrl
    }
  }
`);

/**
 * Cancels a monthly gift at the provider. The answer is the gift with its new status; every row of
 * that gift shows it through the normalized cache (MonthlyGift:<id>), with no refetch.
 */
export function useCancelMonthlyGift() {
  const [mutate, { loading }] = useMutation(CancelMonthlyGiftMutation);
  const cancel = useCallback(
    async (id: string) => {
      const { data } = await mutate({ variables: { id }, context: { role: 'donor' } });
      if (!data) throw new Error('The cancellation answer had no data');
      return data.cancelMonthlyGift;
    },
    [mutate],
  );
  return { cancel, cancelling: loading };
}
