import { useLingui } from '@lingui/react/macro';
import type { ApiKeyScope } from '../../../graphql/generated/graphql';

export const API_KEY_SCOPES: readonly ApiKeyScope[] = ['APPLICATIONS_READ', 'STORIES_READ', 'DONATION_TOTALS_READ', 'LEDGER_READ', 'SUPPORT_MESSAGES_READ'];

/** One message per scope: its name and what it lets a key read. */
export function useScopeLabels(): Record<ApiKeyScope, { label: string; description: string }> {
  const { t } = useLingui();
  return {
    APPLICATIONS_READ: { label: t`Approved requests`, description: t`Approved fundraising requests, with donor-safe fields only.` },
    STORIES_READ: { label: t`Published stories`, description: t`Community stories an admin has published.` },
    DONATION_TOTALS_READ: { label: t`Donation totals`, description: t`Amounts and counts per approved request, never who gave.` },
    LEDGER_READ: { label: t`Journey ledgers`, description: t`Each journey's public ledger: amounts in and out, payouts' operators and purposes, never a donor.` },
    SUPPORT_MESSAGES_READ: { label: t`Words of support`, description: t`Approved words of support with donors' first names, never an anonymous donor's.` },
  };
}
