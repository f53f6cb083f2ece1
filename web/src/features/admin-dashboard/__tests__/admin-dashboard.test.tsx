import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentAuthFailure, resolveAuthFailure } from '../../../lib/auth/auth-failure';
import { statValue, statTrend, badge, panel, cardOf, renderDashboard, signInAdmin } from '../../../test/admin/dashboard';

describe('AdminDashboardPage', () => {
  beforeEach(signInAdmin);

  afterEach(() => resolveAuthFailure());

  it("shows the admin's name and email, the counts with their trends, and the pending applications", async () => {
    renderDashboard();
    expect(await within(panel()).findByRole('article', { name: 'Amina Yusuf' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('account-name')).toHaveTextContent('Khadija Admin');
    expect(screen.getByTestId('account-email')).toHaveTextContent('khadija@example.org');
    expect([badge('pending'), badge('approved'), badge('rejected'), badge('tracking'), badge('stories')]).toEqual(['2', '1', '0', '0', '0']);
    expect([statValue('stat-pending'), statTrend('stat-pending')]).toEqual(['2', '3 sent this week, decided or not']);
    expect([statValue('stat-approved'), statTrend('stat-approved')]).toEqual(['1', '+1 this month']);
    expect([statValue('stat-donations'), statTrend('stat-donations')]).toEqual(['\u2068$0\u2069', '+\u2068$0\u2069 this month']);
    expect([statValue('stat-tracking'), statTrend('stat-tracking')]).toEqual(['0', 'completed donations · +0 this week']);

    const card = cardOf('Amina Yusuf');
    for (const text of ['amina@example.org', 'Pending review', 'Nov 22, 2026', '$4,500', 'Hajj', '4 people', 'Under $500 a month', '+44 20 7946 0000', '12 Mosque Lane, Leeds', 'To perform Hajj with my mother.']) {
      expect(card).toHaveTextContent(text);
    }
    // References sit behind a disclosure.
    const more = within(card).getByText('References and ID document').closest('details')!;
    expect(more).not.toHaveAttribute('open');
    expect(more).toHaveTextContent('Imam Yusuf');
    expect(more).toHaveTextContent('Imam of my mosque');
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('has keyboard tabs: arrows move and select, Home and End jump', async () => {
    renderDashboard();
    await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
    const tablist = screen.getByRole('tablist');
    const tab = (name: RegExp) => screen.getByRole('tab', { name });

    expect(tab(/Pending/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Pending/)).toHaveAttribute('tabindex', '0');
    expect(tab(/Approved/)).toHaveAttribute('tabindex', '-1');
    expect(panel()).toHaveAttribute('aria-labelledby', tab(/Pending/).id);

    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(tab(/Approved/)).toHaveAttribute('aria-selected', 'true');
    expect(tab(/Approved/)).toHaveFocus();
    await within(panel()).findByRole('article', { name: 'Bilal Ahmed' });
    fireEvent.keyDown(tablist, { key: 'End' });
    expect(tab(/Failed jobs/)).toHaveFocus();
    fireEvent.keyDown(tablist, { key: 'ArrowRight' });
    expect(tab(/Pending/)).toHaveFocus();
    fireEvent.keyDown(tablist, { key: 'ArrowLeft' });
    expect(tab(/Failed jobs/)).toHaveFocus();
    fireEvent.keyDown(tablist, { key: 'Home' });
    expect(tab(/Pending/)).toHaveAttribute('aria-selected', 'true');
  });

  it('mirrors the arrow keys in right-to-left pages', async () => {
    document.documentElement.dir = 'rtl';
    try {
      renderDashboard();
      await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
      fireEvent.keyDown(screen.getByRole('tablist'), { key: 'ArrowLeft' });
      expect(screen.getByRole('tab', { name: /Approved/ })).toHaveFocus();
    } finally {
      document.documentElement.dir = 'ltr';
    }
  });

  describe('CSV exports', () => {
    const realFetch = global.fetch;
    let clicked: Array<{ href: string; download: string }>;

    beforeEach(() => {
      clicked = [];
      URL.createObjectURL = jest.fn(() => 'blob:http://localhost/export-1');
      URL.revokeObjectURL = jest.fn();
      jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
    });

    afterEach(() => {
      global.fetch = realFetch;
      jest.restoreAllMocks();
    });

    it("downloads the donations with the admin's token under the name the API gives", async () => {
      global.fetch = jest.fn(
        async () => new Response('id,created_at\r\n', { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="sabil-donations-2026-11-24.csv"' } }),
      );
      const user = userEvent.setup();
      renderDashboard();
      await user.click(await screen.findByRole('button', { name: 'Download donations (CSV)' }));
      await waitFor(() => expect(clicked).toEqual([{ href: 'blob:http://localhost/export-1', download: 'sabil-donations-2026-11-24.csv' }]));
      expect(global.fetch).toHaveBeenCalledWith('http://localhost:4000/admin/exports/donations.csv', expect.objectContaining({ headers: { Authorization: 'Bearer admin-token' } }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Download donations (CSV)' })).toBeEnabled());
    });

    it('says the file could not be prepared when the export fails, and takes the authorization-failed path on a 401', async () => {
      global.fetch = jest.fn(async () => new Response('{"message":"Your session has expired. Please sign in again."}', { status: 401 }));
      const user = userEvent.setup();
      renderDashboard();
      await user.click(await screen.findByRole('button', { name: 'Download audit trail (CSV)' }));
      await waitFor(() => expect(screen.getByTestId('dashboard-error')).toHaveTextContent('The file could not be prepared. Please try again.'));
      expect(currentAuthFailure()).toBe('admin');
      expect(clicked).toEqual([]);
    });
  });
});
