import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Icon } from '../../../components/ui/icon';
import { LoadMore } from '../../../components/ui/load-more';
import { StatCard, StatCards } from '../../../components/ui/stat-card';
import { dollars } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useFlashMessage } from '../../../lib/use-flash-message';
import { useCancelMonthlyGift } from '../hooks/use-cancel-monthly-gift';
import { useDonationHistory } from '../hooks/use-donation-history';
import { DonationRow } from './donation-row';
import { PageLoading } from '../../../components/ui/page-loading';

/**
 * The My Donations view (SPEC §2): total donated, completed count, lives helped, and in place of
 * SPEC's static "Excellent" impact score how many of those journeys are now fully funded (issue 28:
 * a figure the books give), and the rows, newest first, 10 at a time. A monthly gift can be
 * cancelled from its newest row.
 */
export function DonationHistory({ onBack }: { onBack: () => void }) {
  const { t } = useLingui();
  const format = useFormatters();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const history = useDonationHistory();
  const { cancel, cancelling } = useCancelMonthlyGift();
  const [confirming, setConfirming] = useState<{ giftId: string; name: string } | null>(null);
  const [message, setMessage] = useFlashMessage();

  async function confirmCancel() {
    if (!confirming) return;
    try {
      await cancel(confirming.giftId);
      setMessage({ kind: 'success', text: t`Your monthly gift has been cancelled. No further months will be charged.` });
    } catch {
      setMessage({ kind: 'error', text: t`We could not cancel your monthly gift. Nothing has changed; please try again.` });
    } finally {
      setConfirming(null);
    }
  }

  const summary = history.summary;
  const unknown = '—';
  // The newest row of each monthly gift carries its actions (rows come newest first).
  const seenGifts = new Set<string>();

  let rows;
  if (history.loading)
    rows = <PageLoading />;
  else if (history.failed)
    rows = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch donation history`}
      </p>
    );
  else if (history.donations.length === 0)
    rows = <p className="dashboard-empty">{t`You have not made any donations yet. When you support a journey, your donations and their progress will be listed here.`}</p>;
  else
    rows = (
      <>
        <div className="donation-table-wrap">
          <table className="donation-table">
            <caption className="visually-hidden">{t`Your donations, newest first`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Applicant`}</th>
                <th scope="col">{t`Date`}</th>
                <th scope="col">{t`Type`}</th>
                <th scope="col">{t`Amount`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Actions`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {history.donations.map((donation) => {
                const giftId = donation.monthlyGift?.id;
                const giftActions = Boolean(giftId) && !seenGifts.has(giftId!);
                if (giftId) seenGifts.add(giftId);
                return (
                  <DonationRow
                    key={donation.id}
                    donation={donation}
                    giftActions={giftActions}
                    onCancelGift={() => setConfirming({ giftId: giftId!, name: donation.applicantName })}
                  />
                );
              })}
            </tbody>
          </table>
        </div>
        <LoadMore hasNextPage={history.hasNextPage} loadingMore={history.loadingMore} onLoadMore={history.loadMore} />
      </>
    );

  const helped = summary?.livesHelped ?? 0;
  // Labels agree with their numbers; an unknown number (a dash) takes the plural.
  const completed = summary?.completedCount ?? 0;
  const fullyFunded = summary?.journeysFullyFunded ?? 0;
  const fundedOfHelped = helped > 0 ? plural(helped, { one: 'of the # journey you gave to', other: 'of the # journeys you gave to' }) : undefined;
  const cancelName = confirming?.name ?? '';
  return (
    <section className="donation-history" aria-labelledby="donation-history-heading" data-testid="donation-history">
      <h2 id="donation-history-heading" ref={heading} tabIndex={-1}>
        {t`My Donations`}
      </h2>
      <StatCards label={t`Your giving`}>
        <StatCard testId="history-total" tone="success" icon={<Icon name="heart" />} label={t`Total donated`} value={summary ? dollars(format, summary.totalDonated) : unknown} />
        <StatCard testId="history-completed" icon={<Icon name="check" />} label={plural(completed, { one: 'Completed donation', other: 'Completed donations' })} value={summary ? format.number(summary.completedCount) : unknown} />
        <StatCard testId="history-lives" tone="accent" icon={<Icon name="users" />} label={plural(helped, { one: 'Life helped', other: 'Lives helped' })} value={summary ? format.number(summary.livesHelped) : unknown} />
        <StatCard
          testId="history-impact"
          tone="neutral"
          icon={<Icon name="route" />}
          label={plural(fullyFunded, { one: 'Journey now fully funded', other: 'Journeys now fully funded' })}
          value={summary ? format.number(summary.journeysFullyFunded) : unknown}
          trend={fundedOfHelped}
        />
      </StatCards>
      <div className="donation-history__messages">
        <div role="status" className={message?.kind === 'success' ? 'message message--success' : 'message message--empty'}>
          {message?.kind === 'success' ? message.text : null}
        </div>
        {message?.kind === 'error' ? (
          <div role="alert" className="message message--error">
            {message.text}
          </div>
        ) : null}
      </div>
      {rows}
      <button type="button" className="button button--secondary" onClick={onBack}>
        {t`Back to requests`}
      </button>
      <ConfirmDialog
        open={confirming !== null}
        title={t`Cancel this monthly gift?`}
        confirmLabel={cancelling ? t`Cancelling…` : t`Yes, cancel it`}
        cancelLabel={t`Keep giving`}
        busy={cancelling}
        onConfirm={() => void confirmCancel()}
        onCancel={() => setConfirming(null)}
      >
        <p>{t`No further months will be charged for ${cancelName}'s journey. The months already given stay given.`}</p>
      </ConfirmDialog>
    </section>
  );
}
