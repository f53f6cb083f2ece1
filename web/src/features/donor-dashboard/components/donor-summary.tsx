import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/ui/icon';
import { StatCard, StatCards } from '../../../components/ui/stat-card';
import { graphql } from '../../../graphql/generated';
import { dollars } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';

export const DonorSummaryFragment = graphql(`
  fragment DonorSummary_summary on FundraisingSummary {
    id
    openRequests
    stillNeeded
    totalRaised
  }
`);

/**
 * SPEC §2's three cards, counted so a donor can believe them (issue 18): the journeys still taking
 * gifts, what they still miss, and what every approved journey has raised.
 */
export function DonorSummary({ summary: from }: { summary: FragmentType<typeof DonorSummaryFragment> | undefined }) {
  const { t } = useLingui();
  const format = useFormatters();
  // Masked in the dashboard's answer: the summary reads its own fragment from the cache.
  const read = useFragment({ fragment: DonorSummaryFragment, from: from ?? null });
  const summary = read.complete ? read.data : undefined;
  // Unknown (still loading, or failed) is a dash, not a misleading zero.
  const unknown = '—';
  const openRequests = summary?.openRequests ?? 0;
  return (
    <StatCards label={t`Fundraising summary`}>
      <StatCard
        testId="summary-active"
        icon={<Icon name="users" />}
        label={plural(openRequests, { one: 'Active request', other: 'Active requests' })}
        value={summary ? format.number(summary.openRequests) : unknown}
      />
      <StatCard
        testId="summary-needed"
        tone="accent"
        icon={<Icon name="route" />}
        label={t`Total needed`}
        value={summary ? dollars(format, summary.stillNeeded) : unknown}
      />
      <StatCard
        testId="summary-raised"
        tone="success"
        icon={<Icon name="heart" />}
        label={t`Total raised`}
        value={summary ? dollars(format, summary.totalRaised) : unknown}
      />
    </StatCards>
  );
}
