import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, BILAL, fakeApplicationsApi } from '../../../test/admin/admin-fixtures';
import { signInAdmin } from '../../../test/admin/dashboard';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';

// Issue 30: the admins' Charts tab draws ledgerCharts with the public page's chart, each chart's
// figures in a table under it, exactly as the API gave them.
const CHARTS = {
  __typename: 'LedgerCharts',
  weeks: [
    { __typename: 'LedgerWeek', week: '2026-11-16', gifts: 2, given: 150, refunded: 0, paidOut: 0 },
    { __typename: 'LedgerWeek', week: '2026-11-23', gifts: 1, given: 25, refunded: 20, paidOut: 60 },
  ],
  funnel: { __typename: 'LedgerFunnel', applications: 5, approved: 3, funded: 1, travelled: 0 },
};

describe('the admin dashboard’s Charts tab (issue 30)', () => {
  beforeEach(signInAdmin);

  it('shows donations, refunds and payouts per week and the funnel, each with its table', async () => {
    const user = userEvent.setup();
    const api = fakeApplicationsApi([AMINA, BILAL]);
    const test = createTestClient({ ...api.handlers, LedgerCharts: () => ({ data: { ledgerCharts: CHARTS } }) } as never);
    renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
    await user.click(screen.getByRole('tab', { name: /Charts/ }));

    const rows = (testId: string) =>
      within(screen.getByTestId(testId))
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.replace(/[\u2066-\u2069]/g, '')));
    expect(await screen.findByTestId('chart-donations')).toBeInTheDocument();
    expect(rows('chart-donations')).toEqual([
      ['Week of Nov 16, 2026', '$150'],
      ['Week of Nov 23, 2026', '$25'],
    ]);
    expect(rows('chart-out')).toEqual([
      ['Week of Nov 16, 2026', '$0', '$0'],
      ['Week of Nov 23, 2026', '$20', '$60'],
    ]);
    expect(rows('chart-funnel')).toEqual([
      ['Applications submitted', '5'],
      ['Approved', '3'],
      ['Funded', '1'],
      ['Travelled', '0'],
    ]);
    expect(within(screen.getByTestId('chart-funnel')).getByRole('img', { name: 'From application to travel' })).toBeInTheDocument();
  });
});
