import { useLingui } from '@lingui/react/macro';
import { BarChart } from '../../components/charts/bar-chart';
import { JOURNEY_STAGE_LABELS } from '../../components/journeys/journey-stages';
import { LoadMore } from '../../components/ui/load-more';
import { PageHero } from '../../components/ui/page-hero';
import { PageLoading } from '../../components/ui/page-loading';
import { Section } from '../../components/ui/section';
import { StatCard, StatCards } from '../../components/ui/stat-card';
import { useFormatters } from '../../lib/i18n/formatters';
import { directionOf, isLocale } from '../../lib/i18n/locales';
import { JourneyLedgerCard } from './components/journey-ledger-card';
import { usePublicJourneyLedgers, useTransparency } from './hooks/use-transparency';
import './transparency.css';

/** The first day of a YYYY-MM month (UTC), to be named in the reader's language. */
export const monthStart = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1));

/**
 * Issue 30, one ledger checkable by anyone: what was given, given back, paid out and is held, the
 * journeys at each stage, money in and out month by month (a chart, and the same figures as a
 * table), and each journey's anonymised ledger. Its words are pre-rendered (public-pages.ts); the
 * figures come from the API after hydration, and until they do, or if they cannot, no figure is
 * shown: never one the books do not give.
 */
export function TransparencyPage() {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const direction = directionOf(isLocale(i18n.locale) ? i18n.locale : 'en');
  const { figures, loading, failed } = useTransparency();
  const ledgers = usePublicJourneyLedgers();
  const nothingYet = figures ? figures.given === 0 && figures.paidOut === 0 : false;
  const money = (amount: number) => format.currency(amount, { cents: !Number.isInteger(amount) });

  const waiting = (what: { loading: boolean; failed: boolean }) =>
    what.loading ? <PageLoading /> : what.failed ? <p className="message message--error">{t`These figures could not be loaded just now. Please try again later.`}</p> : null;

  return (
    <>
      <PageHero
        title={t`Transparency`}
        eyebrow={t`One ledger, open to all`}
        lead={t`Every gift that reaches a journey, every refund and every payout, counted from our books. Anyone can check them: no donor is ever named.`}
      />

      <Section title={t`Where the money stands`} tone="surface">
        {waiting({ loading, failed }) ??
          (figures && nothingYet ? (
            <p className="transparency__empty" data-testid="transparency-empty">
              {t`No money has been given yet. The figures will appear here with the first gift.`}
            </p>
          ) : figures ? (
            <StatCards label={t`Totals`}>
              <StatCard label={t`Given`} value={money(figures.given)} tone="primary" testId="total-given" />
              <StatCard label={t`Refunded to donors`} value={money(figures.refunded)} tone="neutral" testId="total-refunded" />
              <StatCard label={t`Paid out for journeys`} value={money(figures.paidOut)} tone="accent" testId="total-paid-out" />
              <StatCard label={t`Held for journeys`} value={money(figures.held)} tone="success" testId="total-held" />
            </StatCards>
          ) : null)}
        <p className="transparency__explain">{t`Held is what was given, less what was refunded and what was paid out: money kept for journeys still on their way.`}</p>
      </Section>

      <Section title={t`Journeys by stage`}>
        {waiting({ loading, failed }) ??
          (figures && figures.journeys > 0 ? (
            <table className="transparency__stages" data-testid="stage-table">
              <thead>
                <tr>
                  <th scope="col">{t`Stage`}</th>
                  <th scope="col">{t`Journeys`}</th>
                </tr>
              </thead>
              <tbody>
                {figures.stages.map((row) => (
                  <tr key={row.stage}>
                    <th scope="row">{i18n._(JOURNEY_STAGE_LABELS[row.stage])}</th>
                    <td>
                      <bdi>{format.number(row.journeys)}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : figures ? (
            <p className="transparency__empty">{t`No journey has been approved yet.`}</p>
          ) : null)}
      </Section>

      <Section title={t`Money in and out, month by month`} tone="surface">
        {waiting({ loading, failed }) ??
          (figures && figures.months.length > 0 ? (
            <BarChart
              testId="money-chart"
              title={t`Gifts in, refunds and payouts out, per month`}
              note={t`Months are counted in UTC. Months with no money in or out are left out.`}
              direction={direction}
              periodHeading={t`Month`}
              periods={figures.months.map((row) => ({
                key: row.month,
                label: format.date(monthStart(row.month), { month: 'short', year: '2-digit', timeZone: 'UTC' }),
                long: format.date(monthStart(row.month), { month: 'long', year: 'numeric', timeZone: 'UTC' }),
              }))}
              series={[
                { key: 'given', label: t`Gifts in`, tone: 'in', values: figures.months.map((row) => row.given) },
                { key: 'refunded', label: t`Refunded`, tone: 'back', values: figures.months.map((row) => row.refunded) },
                { key: 'paidOut', label: t`Paid out`, tone: 'out', values: figures.months.map((row) => row.paidOut) },
              ]}
              format={money}
              formatTick={(value) => format.currency(value, { compact: value >= 1000 })}
            />
          ) : figures ? (
            <p className="transparency__empty">{t`No money has moved yet.`}</p>
          ) : null)}
      </Section>

      <Section title={t`Each journey’s ledger`} lead={t`The pilgrim’s first name and city, where the journey stands, and every amount in and out.`}>
        {waiting(ledgers) ??
          (ledgers.journeys.length === 0 ? (
            <p className="transparency__empty">{t`No journey has been approved yet.`}</p>
          ) : (
            <>
              <ul className="transparency__journeys" data-testid="journey-ledgers">
                {ledgers.journeys.map((journey) => (
                  <li key={journey.applicationId}>
                    <JourneyLedgerCard journey={journey} />
                  </li>
                ))}
              </ul>
              <LoadMore hasNextPage={ledgers.hasNextPage} loadingMore={ledgers.loadingMore} onLoadMore={ledgers.loadMore} />
            </>
          ))}
      </Section>
    </>
  );
}
