import type { ApolloCache, Reference, Unmasked } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { graphql } from '../../../graphql/generated';
import type { RefundDonationMutation as RefundResult } from '../../../graphql/generated/graphql';
import type { CachedConnection } from '../../../lib/apollo/cache';

export const RefundDonationMutation = graphql(`
  mutation RefundDonation($input: RefundDonationInput!) {
    refundDonation(input: $input) {
      donation {
        id
        applicantName
        donorName
        amount
        recurring
        createdAt
        keptAmount
        # moveRefundedDonation reads the new status.
        status
        ...TrackedDonation_donation
        ...RefundDialog_donation
      }
      application {
        id
        collectedAmount
        donorCount
      }
      # Every total a refund changes, so the stat cards follow by normalization (the dashboard's own
      # fragment is not spread here: a feature spreads only its own fragments).
      stats {
        id
        donationCount
        completedCount
        totalAmount
        amountThisMonth
        completedThisWeek
        heldAmount
      }
      paymentsWaiting {
        id
        ...PaymentsWaitingNotice_paymentsWaiting
      }
    }
  }
`);

/** What a cached `donations` list is keyed by (`donations:{"status":"REFUNDED"}`; cache.ts's keyArgs). */
function donationsListKey(storeFieldName: string): { status?: unknown; applicationId?: unknown } {
  const colon = storeFieldName.indexOf(':');
  if (colon < 0) return {};
  try {
    return JSON.parse(storeFieldName.slice(colon + 1)) as { status?: unknown; applicationId?: unknown };
  } catch {
    return {};
  }
}

/**
 * The refunded donation's status changed (completed → partly refunded or refunded): it leaves the
 * grid's lists of another status and joins its new status's list, in its place by date (newest
 * first), where that list is cached. The row itself, the stat cards (stable id "donation-stats")
 * and the journey's collected amount update by normalization: one request, no refetch.
 */
export function moveRefundedDonation(cache: ApolloCache, { data }: { data?: Unmasked<RefundResult> | null }) {
  const donation = data?.refundDonation.donation;
  if (!donation) return;
  cache.modify<{ donations: CachedConnection }>({
    fields: {
      donations(existing, { storeFieldName, readField, toReference }) {
        const key = donationsListKey(storeFieldName);
        // The list of every status keeps the row; its status changed by normalization.
        if (typeof key.status !== 'string' || !existing || !('nodes' in existing)) return existing;
        const nodes = existing.nodes as readonly Reference[];
        const others = nodes.filter((node) => readField<string>('id', node) !== donation.id);
        if (key.status !== donation.status) return others.length === nodes.length ? existing : { ...existing, nodes: others };
        // Already there, or a list of one journey's donations (the row does not say which journey it is for).
        if (others.length < nodes.length || key.applicationId) return existing;
        const ref = toReference(donation);
        if (!ref) return existing;
        const at = others.findIndex((node) => (readField<string>('createdAt', node) ?? '') < donation.createdAt);
        // Older than every row held: it belongs to a page not loaded yet, unless this is the last one.
        if (at < 0) return existing.pageInfo.hasNextPage ? existing : { ...existing, nodes: [...others, ref] };
        return { ...existing, nodes: [...others.slice(0, at), ref, ...others.slice(at)] };
      },
    },
  });
}

export interface Refund {
  donationId: string;
  /** Dollars; what the admin confirmed, so a refund made meanwhile by someone else makes the API refuse rather than give back a different sum. */
  amount: number;
  note: string;
  /** Made once per opening of the dialog: the same request again is the same refund. */
  idempotencyKey: string;
}

/** Gives (part of) a donation back; the donation, the totals and the journey come back with it, and the screens follow through the cache. */
export function useRefundDonation() {
  const [mutate, { loading }] = useMutation(RefundDonationMutation);
  const refund = useCallback(
    async (input: Refund) => {
      const { data } = await mutate({ variables: { input }, context: { role: 'admin' }, update: moveRefundedDonation });
      if (!data) throw new Error('The refund answer had no data');
      return data.refundDonation;
    },
    [mutate],
  );
  return { refund, refunding: loading };
}
