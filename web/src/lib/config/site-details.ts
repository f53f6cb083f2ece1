import { useSyncExternalStore } from 'react';
import type { SiteDetails } from './api-url';

const NONE: SiteDetails = { charity: {}, social: [] };
const noChanges = () => () => undefined;
const fromConfig = (): SiteDetails => (typeof window === 'undefined' ? NONE : (window.__SABIL_CONFIG__?.site ?? NONE));

/**
 * The charity's details and social pages as /config.js gives them (set on the web server, issue 28).
 * Pre-rendered pages are built without them, so the first (hydrating) render shows none and the
 * next shows what is configured: the server's HTML and the hydration agree.
 */
export function useSiteDetails(): SiteDetails {
  return useSyncExternalStore(noChanges, fromConfig, () => NONE);
}
