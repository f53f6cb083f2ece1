import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/ui/icon';
import { StatCard, StatCards } from '../../../components/ui/stat-card';
import { graphql } from '../../../graphql/generated';
import type { AdminStats_CountsFragment } from '../../../graphql/generated/graphql';
import { useFormatters } from '../../../lib/i18n/formatters';

export const AdminStatsFragment = graphql(`
  fragment AdminStats_counts on ApplicationCounts {
    id
    pending
    approved
    rejected
    submittedThisWeek
    approvedThisMonth
  }
`);

/**
 * SPEC §2's four stat cards. The trends are computed from the counts; donations arrive with the
 * payments work, so until then the two donation cards say so rather than show invented trends.
 */
export function AdminStats({ counts }: { counts: AdminStats_CountsFragment | undefined }) {
  const { t } = useLingui();
  const format = useFormatters();
  const figure = (value: number | undefined) => (value === undefined ? '—' : format.number(value));
  const submittedThisWeek = format.number(counts?.submittedThisWeek ?? 0);
  const approvedThisMonth = format.number(counts?.approvedThisMonth ?? 0);
  return (
    <StatCards label={t`Overview`}>
      <StatCard
        testId="stat-pending"
        tone="accent"
        icon={<Icon name="pen" />}
        label={t`Pending reviews`}
        value={figure(counts?.pending)}
        trend={counts ? t`${submittedThisWeek} new this week` : undefined}
      />
      <StatCard
        testId="stat-approved"
        tone="success"
        icon={<Icon name="check" />}
        label={t`Approved`}
        value={figure(counts?.approved)}
        trend={counts ? t`+${approvedThisMonth} this month` : undefined}
      />
      <StatCard testId="stat-donations" icon={<Icon name="heart" />} label={t`Total donations`} value={format.currency(0)} trend={t`No donations yet`} />
      <StatCard
        testId="stat-tracking"
        tone="neutral"
        icon={<Icon name="route" />}
        label={t`Active tracking`}
        value={format.number(0)}
        trend={t`No completed donations yet`}
      />
    </StatCards>
  );
}
