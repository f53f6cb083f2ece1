import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/ui/icon';
import { StatCard, StatCards } from '../../../components/ui/stat-card';
import { graphql } from '../../../graphql/generated';
import { dollars } from '../../../lib/applications/format';
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

export const AdminStatsDonationsFragment = graphql(`
  fragment AdminStats_donations on DonationStats {
    id
    donationCount
    completedCount
    totalAmount
    amountThisMonth
    completedThisWeek
    heldAmount
  }
`);

/**
 * SPEC §2's four stat cards, with trends computed from the data (not SPEC's hard-coded ones):
 * applications this week and month, dollars given in the last 30 days (and held for donors paying
 * now: money that is not the journeys' yet, and may never be), donations completed in the last 7.
 */
export function AdminStats({
  counts: countsRef,
  donations: donationsRef,
}: {
  counts: FragmentType<typeof AdminStatsFragment> | undefined;
  donations: FragmentType<typeof AdminStatsDonationsFragment> | undefined;
}) {
  const { t } = useLingui();
  // Masked in the dashboard's answer: read from the cache, and shown once whole.
  const countsRead = useFragment({ fragment: AdminStatsFragment, from: countsRef ?? null });
  const donationsRead = useFragment({ fragment: AdminStatsDonationsFragment, from: donationsRef ?? null });
  const counts = countsRead.complete ? countsRead.data : undefined;
  const donations = donationsRead.complete ? donationsRead.data : undefined;
  const format = useFormatters();
  const figure = (value: number | undefined) => (value === undefined ? '—' : format.number(value));
  const submittedThisWeek = format.number(counts?.submittedThisWeek ?? 0);
  const approvedThisMonth = format.number(counts?.approvedThisMonth ?? 0);
  const givenThisMonth = dollars(format, donations?.amountThisMonth ?? 0);
  const held = dollars(format, donations?.heldAmount ?? 0);
  let givenTrend: string | undefined;
  if (donations) givenTrend = donations.heldAmount > 0 ? t`+${givenThisMonth} this month · ${held} held for donors paying now` : t`+${givenThisMonth} this month`;
  const completedThisWeek = format.number(donations?.completedThisWeek ?? 0);
  const pending = counts?.pending ?? 0;
  return (
    <StatCards label={t`Overview`}>
      <StatCard
        testId="stat-pending"
        tone="accent"
        icon={<Icon name="pen" />}
        label={plural(pending, { one: 'Pending review', other: 'Pending reviews' })}
        value={figure(counts?.pending)}
        // Applications sent this week, decided or not: beside the pending count it must say so (issue 18).
        trend={counts ? t`${submittedThisWeek} sent this week, decided or not` : undefined}
      />
      <StatCard
        testId="stat-approved"
        tone="success"
        icon={<Icon name="check" />}
        label={t`Approved`}
        value={figure(counts?.approved)}
        trend={counts ? t`+${approvedThisMonth} this month` : undefined}
      />
      <StatCard
        testId="stat-donations"
        icon={<Icon name="heart" />}
        label={t`Total donations`}
        value={donations ? dollars(format, donations.totalAmount) : '—'}
        trend={givenTrend}
      />
      <StatCard
        testId="stat-tracking"
        tone="neutral"
        icon={<Icon name="route" />}
        label={t`Active tracking`}
        value={figure(donations?.completedCount)}
        // Completed donations (the Tracking tab's badge counts every donation, failed renewals too).
        trend={donations ? t`completed donations · +${completedThisWeek} this week` : undefined}
      />
    </StatCards>
  );
}
