import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';

/** A cursor connection as the cache stores it: nodes are references to normalized objects. */
export interface CachedConnection {
  __typename?: string;
  nodes: readonly Reference[];
  pageInfo: { endCursor?: string | null; hasNextPage: boolean };
}

/**
 * A list paged with `first`/`after`: one cache entry per `keyArgs` combination. The first page
 * replaces what is cached; a later page (with `after`) is appended, skipping nodes already there
 * (a card moved into the list by `cache.modify` can come again with an older page).
 */
function cursorConnection(keyArgs: string[] | false, idField = 'id'): FieldPolicy<CachedConnection> {
  return {
    keyArgs,
    merge(existing, incoming, { args, readField }) {
      if (!existing || !args?.after) return incoming;
      const seen = new Set(existing.nodes.map((node) => readField<string>(idField, node)));
      const added = incoming.nodes.filter((node) => !seen.has(readField<string>(idField, node)));
      return { ...incoming, nodes: [...existing.nodes, ...added] };
    },
  };
}

/**
 * The status an `applications` cache entry is keyed by (`applications:{"status":"PENDING"}`), or
 * undefined for the list of every status.
 */
export function applicationsListStatus(storeFieldName: string): string | undefined {
  const colon = storeFieldName.indexOf(':');
  if (colon < 0) return undefined;
  try {
    const key = JSON.parse(storeFieldName.slice(colon + 1)) as { status?: unknown };
    return typeof key.status === 'string' ? key.status : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one place for cache policies (STYLE §10). Every type has `id`, so the default
 * normalization by __typename and id fits (ApplicationCounts and FundraisingSummary have stable
 * ids, so a mutation that returns them updates every badge and card that shows them).
 */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      // A story's media has no id of its own: a mutation that answers part of it (its new url)
      // updates what is cached instead of replacing it.
      StoryMedia: { merge: true },
      // A journey's public ledger is named by its application (it has no id of its own).
      PublicJourneyLedger: { keyFields: ['applicationId'] },
      Query: {
        fields: {
          // One list per status tab; use-review-application moves cards between them.
          applications: cursorConnection(['status']),
          // Issue 31: the zakat-eligible journeys are a list of their own.
          approvedApplications: cursorConnection(['zakatEligible']),
          // The admin's tracking grid: one list per filter.
          donations: cursorConnection(['applicationId', 'status']),
          myDonationHistory: cursorConnection(false),
          myTrackingUpdates: cursorConnection(false),
          approvedStories: cursorConnection(false),
          // The transparency page's journeys (features/transparency).
          publicJourneyLedgers: cursorConnection(false, 'applicationId'),
          // The moderation queue; use-moderate-story removes decided stories from it.
          pendingStories: cursorConnection(false),
          // A seeker's own stories; sharing adds one, deleting removes one (features/community).
          myStories: cursorConnection(false),
          // One delivery log per endpoint (the admin's Webhooks tab).
          webhookDeliveries: cursorConnection(['filter']),
        },
      },
    },
  });
}
