import { useLingui } from '@lingui/react/macro';
import { toneClass } from '../../../components/ui/badge';
import { LoadMore } from '../../../components/ui/load-more';
import { SHORT_DATE } from '../../../lib/applications/format';
import { TRACKING_STATUS_LABELS, TRACKING_STATUS_TONES } from '../../../lib/donations/enum-labels';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useTrackingUpdates } from '../hooks/use-tracking-updates';
import { PageLoading } from '../../../components/ui/page-loading';
import { UserText } from '../../../components/ui/user-text';

/** SPEC §2: what admins have told this donor about the journeys they gave to, newest first. */
export function TrackingUpdates() {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const tracking = useTrackingUpdates();

  let body;
  if (tracking.loading)
    body = <PageLoading />;
  else if (tracking.failed)
    body = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch tracking updates`}
      </p>
    );
  else if (tracking.updates.length === 0) body = <p className="dashboard-empty">{t`No progress updates yet. When our team reports on a journey you gave to, it appears here.`}</p>;
  else
    body = (
      <>
        <ol className="tracking-updates__list">
          {tracking.updates.map((update) => (
            <li key={update.id} className="tracking-update" data-testid="tracking-update">
              <div className="tracking-update__head">
                <UserText as="strong" text={update.applicantName} />
                <span className={`tracking-status ${toneClass(TRACKING_STATUS_TONES[update.newStatus])}`}>{i18n._(TRACKING_STATUS_LABELS[update.newStatus])}</span>
                <time dateTime={update.createdAt}>{format.date(update.createdAt, SHORT_DATE)}</time>
              </div>
              <UserText as="p" className="tracking-update__message" text={update.updateMessage} />
            </li>
          ))}
        </ol>
        <LoadMore hasNextPage={tracking.hasNextPage} loadingMore={tracking.loadingMore} onLoadMore={tracking.loadMore} />
      </>
    );

  return (
    <section className="tracking-updates" aria-labelledby="tracking-updates-heading">
      <div className="tracking-updates__bar">
        <h2 id="tracking-updates-heading" className="donor-requests__title">
          {t`Progress updates`}
        </h2>
        <button type="button" className="button button--secondary button--small" onClick={() => void tracking.refresh()} disabled={tracking.refreshing}>
          {tracking.refreshing ? t`Refreshing…` : t`Refresh`}
        </button>
      </div>
      {tracking.refreshFailed && !tracking.failed ? (
        <p role="alert" className="message message--error">
          {t`Failed to fetch tracking updates`}
        </p>
      ) : null}
      {body}
    </section>
  );
}
