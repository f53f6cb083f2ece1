import { useCallback, useState } from 'react';
import { reportAuthFailure } from '../../../lib/auth/auth-failure';
import { getToken } from '../../../lib/auth/session';
import { OBJECT_URL_LIFETIME_MS } from '../../../lib/browser/object-url';
import { apiUrl } from '../../../lib/config/api-url';

/** The admin-only streamed exports (docs/features.md "Audit trail and exports"). */
export type CsvExport = 'donations' | 'audit-events' | 'payouts';

/**
 * Downloads an export with the admin's bearer token. Like the ID document, a file is not GraphQL:
 * it comes from the REST path GET /admin/exports/{name}.csv, and is saved under the name the API gives.
 */
export function useCsvExport() {
  const [downloading, setDownloading] = useState<CsvExport | null>(null);
  const download = useCallback(async (name: CsvExport) => {
    setDownloading(name);
    try {
      const response = await fetch(`${apiUrl()}/admin/exports/${name}.csv`, {
        headers: { Authorization: `Bearer ${getToken('admin') ?? ''}` },
        cache: 'no-store',
      });
      if (response.status === 401) reportAuthFailure('admin');
      if (!response.ok) throw new Error(`The export failed with ${response.status}`);
      const filename = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `sabil-${name}.csv`;
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS);
    } finally {
      setDownloading(null);
    }
  }, []);
  return { download, downloading };
}
