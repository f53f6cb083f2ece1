import { registerEnumType } from 'type-graphql';

/** What an API key may read. Keys never write, and never reach donors' personal data or admin queries. */
export enum ApiKeyScope {
  APPLICATIONS_READ = 'APPLICATIONS_READ',
  STORIES_READ = 'STORIES_READ',
  DONATION_TOTALS_READ = 'DONATION_TOTALS_READ',
}

registerEnumType(ApiKeyScope, {
  name: 'ApiKeyScope',
  description: 'What an API key may read. Every key is read-only; mutations are refused whatever its scopes.',
  valuesConfig: {
    APPLICATIONS_READ: { description: 'Approved fundraising requests (approvedApplications, fundraisingSummary): donor-safe fields only.' },
    STORIES_READ: { description: 'Published community stories (approvedStories).' },
    DONATION_TOTALS_READ: { description: 'Donation totals per approved request (donationTotals): amounts and counts, never who gave.' },
  },
});

/** Any key may read these, whatever its scopes: the reason catalog, `__typename` and introspection. */
export const ANY_KEY = 'ANY_KEY';

/**
 * The only root query fields an API key can reach, and the scope each needs. Everything else —
 * every mutation, every field not listed here (a new one included) — is refused to keys by
 * api-key-access.plugin.ts before anything runs, so forgetting to list a field denies it.
 * Introspection stays subject to GRAPHQL_INTROSPECTION.
 */
export const API_KEY_ROOT_FIELDS: Readonly<Record<string, ApiKeyScope | typeof ANY_KEY>> = {
  approvedApplications: ApiKeyScope.APPLICATIONS_READ,
  fundraisingSummary: ApiKeyScope.APPLICATIONS_READ,
  approvedStories: ApiKeyScope.STORIES_READ,
  donationTotals: ApiKeyScope.DONATION_TOTALS_READ,
  errorReasons: ANY_KEY,
  __typename: ANY_KEY,
  __schema: ANY_KEY,
  __type: ANY_KEY,
};

export const API_KEY_SCOPES = Object.values(ApiKeyScope);
