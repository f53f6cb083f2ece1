import { useLingui } from '@lingui/react/macro';
import { useCsvExport, type CsvExport } from '../hooks/use-csv-export';

/** Downloads of every donation, of the audit trail and of every payout, as CSV files (each download is itself audited). */
export function ExportButtons({ onFailure }: { onFailure: () => void }) {
  const { t } = useLingui();
  const { download, downloading } = useCsvExport();
  const start = (name: CsvExport) => {
    download(name).catch(onFailure);
  };
  return (
    <>
      <button type="button" className="button button--secondary" onClick={() => start('donations')} disabled={downloading !== null} data-testid="export-donations">
        {downloading === 'donations' ? t`Preparing the file…` : t`Download donations (CSV)`}
      </button>
      <button type="button" className="button button--secondary" onClick={() => start('audit-events')} disabled={downloading !== null} data-testid="export-audit-events">
        {downloading === 'audit-events' ? t`Preparing the file…` : t`Download audit trail (CSV)`}
      </button>
      <button type="button" className="button button--secondary" onClick={() => start('payouts')} disabled={downloading !== null} data-testid="export-payouts">
        {downloading === 'payouts' ? t`Preparing the file…` : t`Download payouts (CSV)`}
      </button>
    </>
  );
}
