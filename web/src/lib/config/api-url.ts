/** What web/site-details.mjs serves: the charity's details and social pages, each only when configured. */
export interface SiteDetails {
  charity: { name?: string; registrationNumber?: string; address?: string; phone?: string; email?: string };
  social: Array<{ network: 'facebook' | 'instagram' | 'youtube'; url: string }>;
}

declare global {
  interface Window {
    /** Set by /config.js (web/serve.mjs in production, public/config.js in development). */
    __SABIL_CONFIG__?: {
      apiUrl?: string;
      /** Bytes per resumable-upload request (default: the whole file in one); for a proxy that limits request bodies. */
      uploadChunkBytes?: number;
      /** The charity's public details and social pages (web/site-details.mjs), each only when set. */
      site?: SiteDetails;
    };
  }
}

const DEFAULT_API_URL = 'http://localhost:4000';

/** The API's base address, read at run time so one build can serve any API. */
export function apiUrl(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__SABIL_CONFIG__?.apiUrl;
  return (configured || DEFAULT_API_URL).replace(/\/+$/, '');
}

export function graphqlUrl(): string {
  return `${apiUrl()}/graphql`;
}

/** An address the API gave as a path (`/stories/file/…`), on the API's origin. */
export function apiAddress(path: string): string {
  return `${apiUrl()}${path.startsWith('/') ? path : `/${path}`}`;
}

/** Bytes per resumable-upload request, when /config.js sets a limit (a proxy's body limit); else the whole file. */
export function uploadChunkBytes(): number | undefined {
  const configured = typeof window === 'undefined' ? undefined : window.__SABIL_CONFIG__?.uploadChunkBytes;
  return typeof configured === 'number' && configured > 0 ? configured : undefined;
}
