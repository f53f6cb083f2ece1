import { useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { BarChart } from '../../../components/charts/bar-chart';
import { PageLoading } from '../../../components/ui/page-loading';
import { graphql } from '../../../graphql/generated';
import { useFormatters } from '../../../lib/i18n/formatters';
import { directionOf, isLocale } from '../../../lib/i18n/locales';
import './charts-panel.css';

export const LedgerChartsQuery = graphql(`
  query LedgerCharts {
    ledgerCharts {
      weeks {
        week
        given
        refunded
        paidOut
      }
      funnel {
        applications
        approved
        funded
        travelled
      }
    }
  }
`);

/**
 * The admins' charts (issue 30), with the public page's chart component: money given per week,
 * refunds and payouts per week, and how far applications got (applications → approved → funded →
 * travelled). Every chart has its figures as a table under it; weeks start on Monday, in UTC.
 */
export function ChartsPanel() {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const direction = directionOf(isLocale(i18n.locale) ? i18n.locale : 'en');
  const { data, loading, error } = useQuery(LedgerChartsQuery, { fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <PageLoading />;
  if (!data) return error ? <p className="message message--error">{t`The charts could not be loaded. Please try again.`}</p> : null;
  const { weeks, funnel } = data.ledgerCharts;
  const money = (amount: number) => format.currency(amount, { cents: !Number.isInteger(amount) });
  const tick = (value: number) => format.currency(value, { compact: value >= 1000 });
  const weekPeriods = weeks.map((row) => {
    const monday = new Date(`${row.week}T00:00:00Z`);
    return { key: row.week, label: format.date(monday, { day: 'numeric', month: 'short', timeZone: 'UTC' }), long: t`Week of ${format.date(monday, { dateStyle: 'medium', timeZone: 'UTC' })}` };
  });

  return (
    <div className="charts-panel" data-testid="charts-panel">
      {weeks.length === 0 ? (
        <p className="charts-panel__empty">{t`No money has moved yet.`}</p>
      ) : (
        <>
          <BarChart
            testId="chart-donations"
            title={t`Donations per week`}
            note={t`Weeks start on Monday (UTC). Weeks with no money in or out are left out.`}
            direction={direction}
            periodHeading={t`Week`}
            periods={weekPeriods}
            series={[
              { key: 'given', label: t`Gifts in`, tone: 'in', values: weeks.map((row) => row.given) },
            ]}
            format={money}
            formatTick={tick}
          />
          <BarChart
            testId="chart-out"
            title={t`Refunds and payouts per week`}
            direction={direction}
            periodHeading={t`Week`}
            periods={weekPeriods}
            series={[
              { key: 'refunded', label: t`Refunded`, tone: 'back', values: weeks.map((row) => row.refunded) },
              { key: 'paidOut', label: t`Paid out`, tone: 'out', values: weeks.map((row) => row.paidOut) },
            ]}
            format={money}
            formatTick={tick}
          />
        </>
      )}
      <BarChart
        testId="chart-funnel"
        title={t`From application to travel`}
        note={t`Each step counts the journeys that reached it or went further; cancelled journeys are not counted as funded.`}
        direction={direction}
        periodHeading={t`Step`}
        periods={[
          { key: 'applications', label: t`Applied`, long: t`Applications submitted` },
          { key: 'approved', label: t`Approved`, long: t`Approved` },
          { key: 'funded', label: t`Funded`, long: t`Funded` },
          { key: 'travelled', label: t`Travelled`, long: t`Travelled` },
        ]}
        series={[{ key: 'count', label: t`Journeys`, tone: 'in', values: [funnel.applications, funnel.approved, funnel.funded, funnel.travelled] }]}
        format={(value) => format.number(value)}
        formatTick={(value) => format.number(value)}
        wholeTicks
      />
    </div>
  );
}
