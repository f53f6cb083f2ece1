import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/ui/icon';
import { StatCard, StatCards } from '../../../components/ui/stat-card';
import { graphql } from '../../../graphql/generated';
import type { DonorSummary_SummaryFragment } from '../../../graphql/generated/graphql';
import { dollars } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';

export const DonorSummaryFragment = graphql(`
  fragment DonorSummary_summary on FundraisingSummary {
    id
    activeRequests
    totalNeeded
    totalRaised
  }
`);

/** SPEC §2: active requests, total needed and total raised, over every approved request. */
export function DonorSummary({ summary }: { summary: DonorSummary_SummaryFragment | undefined }) {
  const { t } = useLingui();
  const format = useFormatters();
  // Unknown (still loading, or failed) is a dash, not a misleading zero.
  const unknown = '—';
  return (
    <StatCards label={t`Fundraising summary`}>
      <StatCard
        testId="summary-active"
        icon={<Icon name="users" />}
        label={t`Active requests`}
        value={summary ? format.number(summary.activeRequests) : unknown}
      />
      <StatCard
        testId="summary-needed"
        tone="accent"
        icon={<Icon name="route" />}
        label={t`Total needed`}
        value={summary ? dollars(format, summary.totalNeeded) : unknown}
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
