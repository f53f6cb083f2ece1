import type { ApolloCache, Reference, Unmasked } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../graphql/generated';
import type { RejectionReason, ReviewApplicationMutation as ReviewResult, ReviewDecision } from '../../../graphql/generated/graphql';
import { applicationsListStatus, type CachedConnection } from '../../../lib/apollo/cache';

export const ReviewApplicationMutation = graphql(`
  mutation ReviewApplication($id: ID!, $decision: ReviewDecision!, $reason: RejectionReason, $note: String) {
    reviewApplication(id: $id, decision: $decision, reason: $reason, note: $note) {
      application {
        id
        status
        reviewedAt
        rejectionReason
        rejectionNote
        ...ApplicationCard_application
      }
      # Every count a decision changes, so each screen showing them follows by normalization (the
      # dashboard's own fragment is not spread here: a feature spreads only its own fragments).
      counts {
        id
        pending
        approved
        rejected
        submittedThisWeek
        approvedThisMonth
      }
    }
  }
`);

/**
 * The reviewed card leaves every status list it no longer belongs to and goes to the top of its new
 * status's list, where that list is cached. The application itself (its new status) and the counts
 * (stable id "application-counts") update by normalization, so every badge and stat card follows:
 * one request, no refetch (DESIGN §5).
 */
export function moveReviewedApplication(cache: ApolloCache, { data }: { data?: Unmasked<ReviewResult> | null }) {
  const application = data?.reviewApplication.application;
  if (!application) return;
  cache.modify<{ applications: CachedConnection }>({
    fields: {
      applications(existing, { storeFieldName, readField, toReference }) {
        const listStatus = applicationsListStatus(storeFieldName);
        // The list of every status keeps the card; its status changed by normalization.
        if (!listStatus || !existing || !('nodes' in existing)) return existing;
        const nodes = existing.nodes as readonly Reference[];
        const others = nodes.filter((node) => readField<string>('id', node) !== application.id);
        if (listStatus === application.status) {
          const ref = toReference(application);
          return ref ? { ...existing, nodes: [ref, ...others] } : existing;
        }
        return others.length === nodes.length ? existing : { ...existing, nodes: others };
      },
    },
  });
}

/** Approves or rejects a pending application; `reviewing` is the id being decided on, if any. */
export function useReviewApplication() {
  const [mutate] = useMutation(ReviewApplicationMutation);
  const [reviewing, setReviewing] = useState<string | null>(null);

  const review = useCallback(
    async (id: string, decision: ReviewDecision, details: { reason?: RejectionReason | null; note?: string | null } = {}) => {
      setReviewing(id);
      try {
        const { data } = await mutate({ variables: { id, decision, reason: details.reason ?? null, note: details.note ?? null }, context: { role: 'admin' }, update: moveReviewedApplication });
        if (!data) throw new Error('The review answer had no data');
        return data.reviewApplication.application;
      } finally {
        setReviewing(null);
      }
    },
    [mutate],
  );

  return { review, reviewing };
}
