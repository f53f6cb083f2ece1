import { useCallback } from 'react';
import { reportAuthFailure } from '../../../lib/auth/auth-failure';
import { getToken } from '../../../lib/auth/session';
import { OBJECT_URL_LIFETIME_MS } from '../../../lib/browser/object-url';
import { apiUrl } from '../../../lib/config/api-url';


/**
 * Opens an application's ID document in a new tab.
 *
 * The one request that does not go through Apollo (DESIGN §9): the document is binary (an image
 * or a PDF), which GraphQL does not carry, so it comes from the admin-only REST path
 * GET /application/file/{id} with the admin's bearer token. A 401 takes the same path as any
 * other call's (the authorization-failed message, then the login).
 */
export function useIdDocument() {
  return useCallback(async (applicationId: string) => {
    // The tab opens now, while the click still counts as the person's own action (popup blockers
    // allow that); the document is put into it when it arrives.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    try {
      const response = await fetch(`${apiUrl()}/application/file/${encodeURIComponent(applicationId)}`, {
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
