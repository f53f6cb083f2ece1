import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/generated';
import { reportAuthFailure } from '../../../lib/auth/auth-failure';
import { getToken } from '../../../lib/auth/session';
import { OBJECT_URL_LIFETIME_MS } from '../../../lib/browser/object-url';
import { apiUrl } from '../../../lib/config/api-url';

export const PayoutFieldsFragment = graphql(`
  fragment PayoutFields_payout on Payout {
    id
    applicationId
    payee
    payeeName
    amount
    amountCents
    currency
    purpose
    note
    status
    documentType
    proposedById
    proposedByName
    proposedAt
    approvedByName
    approvedAt
    paidByName
    paidAt
    transferReference
    transferredOn
    cancelledByName
    cancelledAt
    cancelReason
  }
`);

export const JourneyPayoutsQuery = graphql(`
  query JourneyPayouts($applicationId: ID!) {
    journeyPayouts(applicationId: $applicationId) {
      id
      applicationId
      keptCents
      paidCents
      approvedCents
      proposedCents
      availableCents
      payouts {
        id
        ...PayoutFields_payout
      }
    }
  }
`);

export const PayoutOperatorsQuery = graphql(`
  query PayoutOperators {
    operators {
      id
      name
      country
    }
  }
`);

export const ProposePayoutMutation = graphql(`
  mutation ProposePayout($input: ProposePayoutInput!, $document: Upload) {
    proposePayout(input: $input, document: $document) {
      id
      ...PayoutFields_payout
    }
  }
`);

export const ApprovePayoutMutation = graphql(`
  mutation ApprovePayout($input: PayoutOfJourneyInput!) {
    approvePayout(input: $input) {
      id
      ...PayoutFields_payout
    }
  }
`);

export const MarkPayoutPaidMutation = graphql(`
  mutation MarkPayoutPaid($input: MarkPayoutPaidInput!) {
    markPayoutPaid(input: $input) {
      id
      ...PayoutFields_payout
    }
  }
`);

export const CancelPayoutMutation = graphql(`
  mutation CancelPayout($input: CancelPayoutInput!) {
    cancelPayout(input: $input) {
      id
      ...PayoutFields_payout
    }
  }
`);

const ADMIN = { role: 'admin' } as const;

/** A journey's holding and payouts, as admins read them. */
export function useJourneyPayouts(applicationId: string) {
  return useQuery(JourneyPayoutsQuery, { variables: { applicationId }, context: ADMIN, fetchPolicy: 'cache-and-network' });
}

export function usePayoutOperators() {
  return useQuery(PayoutOperatorsQuery, { context: ADMIN, fetchPolicy: 'cache-and-network' });
}

/** Every payout step changes the holding: the journey's payouts are read again after each. */
export function usePayoutSteps(applicationId: string) {
  const refetch = { refetchQueries: [{ query: JourneyPayoutsQuery, variables: { applicationId }, context: ADMIN }], awaitRefetchQueries: true, context: ADMIN };
  const [propose, proposing] = useMutation(ProposePayoutMutation, refetch);
  const [approve, approving] = useMutation(ApprovePayoutMutation, refetch);
  const [markPaid, marking] = useMutation(MarkPayoutPaidMutation, refetch);
  const [cancel, cancelling] = useMutation(CancelPayoutMutation, refetch);
  return { propose, approve, markPaid, cancel, busy: proposing.loading || approving.loading || marking.loading || cancelling.loading };
}

/** Opens a payout's invoice or quote in a new tab, fetched with the admin's token (GET /payouts/{id}/document). */
export function usePayoutDocument() {
  return useCallback(async (payoutId: string) => {
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const response = await fetch(`${apiUrl()}/payouts/${encodeURIComponent(payoutId)}/document`, {
        headers: { Authorization: `Bearer ${getToken('admin') ?? ''}` },
        cache: 'no-store',
      });
      if (response.status === 401) reportAuthFailure('admin');
      if (!response.ok) throw new Error(`The document request failed with ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    } catch (error) {
      tab?.close();
      throw error;
    }
  }, []);
}
