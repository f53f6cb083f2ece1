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
    APPLICATIONS_READ: {
      description:
        'Approved fundraising requests as the public may see them (publicFundraisingRequests, publicFundraisingSummary): first name, city, country, journey and amounts — never a street address, phone, email, free text or document.',
    },
    STORIES_READ: { description: 'Published community stories (approvedStories; on REST GET /stories/approved and GET /stories/file/{id}).' },
    DONATION_TOTALS_READ: { description: 'Donation totals per approved request (donationTotals): amounts and counts, never who gave.' },
  },
});

/** Any key may read these, whatever its scopes: the reason catalog, `__typename` and introspection. */
export const ANY_KEY = 'ANY_KEY';

/**
 * The only root query fields an API key can reach, and the scope each needs. Everything else —
 * every mutation, every field not listed here (a new one included) — is refused to keys by
 * api-key-access.ts before anything runs, so forgetting to list a field denies it.
 * Introspection stays subject to GRAPHQL_INTROSPECTION.
 *
 * Keys read types of their own (PublicFundraisingRequest), never the donors' FundraisingRequest:
 * what donors see may grow without integrators seeing it too. api-key-hidden-fields.test.ts reads
 * every field of every type these reach and fails on a seeker's street, phone, email or free text.
 */
export const API_KEY_ROOT_FIELDS: Readonly<Record<string, ApiKeyScope | typeof ANY_KEY>> = {
  publicFundraisingRequests: ApiKeyScope.APPLICATIONS_READ,
  publicFundraisingSummary: ApiKeyScope.APPLICATIONS_READ,
  approvedStories: ApiKeyScope.STORIES_READ,
  donationTotals: ApiKeyScope.DONATION_TOTALS_READ,
  errorReasons: ANY_KEY,
  __typename: ANY_KEY,
  __schema: ANY_KEY,
  __type: ANY_KEY,
};

/**
 * The REST shim's paths (express route patterns) an API key can reach, and the scope each needs —
 * the same rule as API_KEY_ROOT_FIELDS: a path not listed is API_KEY_FIELD_NOT_ALLOWED, a write
 * API_KEY_READ_ONLY, a listed one without its scope API_KEY_SCOPE_MISSING. HEAD is read as GET.
 */
export const API_KEY_REST_PATHS: Readonly<Record<string, ApiKeyScope>> = {
  'GET /stories/approved': ApiKeyScope.STORIES_READ,
  'GET /stories/file/:id': ApiKeyScope.STORIES_READ,
};

export const API_KEY_SCOPES = Object.values(ApiKeyScope);
