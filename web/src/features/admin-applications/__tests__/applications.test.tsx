import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentAuthFailure, resolveAuthFailure } from '../../../lib/auth/auth-failure';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { statValue, statTrend, badge, panel, cardOf, renderDashboard, signInAdmin } from '../../../test/admin/dashboard';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, application, BILAL, fakeApplicationsApi } from '../../../test/admin/admin-fixtures';

describe('AdminDashboardPage: the applications tabs', () => {
  beforeEach(signInAdmin);

  afterEach(() => resolveAuthFailure());

  it('approving moves the card to the approved tab and updates every badge and stat card: one request, no refetch', async () => {
    const user = userEvent.setup();
    const { names } = renderDashboard();
    await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
    // Both lists are in the cache before the decision.
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    await within(panel()).findByRole('article', { name: 'Bilal Ahmed' });
    await user.click(screen.getByRole('tab', { name: /Pending/ }));
    expect(cardOf('Amina Yusuf')).toBeInTheDocument();
    // The panel's lists and the shell's counts, each once: an approved card's journey (issue 30) asks
    // for nothing until an admin opens it.
    const lists = () => names();
    expect(lists()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminApplications']);

    await user.click(within(cardOf('Amina Yusuf')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Application approved successfully! 🎉')).toBeInTheDocument();
    expect(within(panel()).queryByRole('article', { name: 'Amina Yusuf' })).not.toBeInTheDocument();
    expect(cardOf('Omar Farouk')).toBeInTheDocument();
    expect([badge('pending'), badge('approved'), badge('rejected')]).toEqual(['1', '2', '0']);
    expect(statValue('stat-pending')).toBe('1');
    expect([statValue('stat-approved'), statTrend('stat-approved')]).toEqual(['2', '+2 this month']);

    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    const cards = within(panel()).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(['Amina Yusuf', 'Bilal Ahmed']);
    expect(within(cardOf('Amina Yusuf')).getByTestId('application-status')).toHaveTextContent('Approved');
    expect(within(cardOf('Amina Yusuf')).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();

    expect(lists()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminApplications', 'ReviewApplication']);
  });

  it('rejecting asks why (both optional), moves the card to a rejected list loaded later with the reason and note, and the message clears after 3 s', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { names } = renderDashboard();
      await act(() => jest.advanceTimersByTimeAsync(20));

      await user.click(within(cardOf('Omar Farouk')).getByRole('button', { name: 'Reject' }));
      const dialog = screen.getByRole('dialog', { name: 'Reject this application' });
      expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('');
      await user.selectOptions(within(dialog).getByLabelText('Reason (optional)'), 'The application does not meet the criteria for support.');
      await user.type(within(dialog).getByLabelText('Note to the seeker (optional)'), 'Our support is for a first Hajj.');
      await user.click(within(dialog).getByRole('button', { name: 'Reject application' }));
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      expect(screen.getByTestId('dashboard-success')).toHaveTextContent('Application has been rejected.');
      expect(within(panel()).queryByRole('article', { name: 'Omar Farouk' })).not.toBeInTheDocument();
      expect([badge('pending'), badge('rejected')]).toEqual(['1', '1']);
      await act(() => jest.advanceTimersByTimeAsync(2990));
      expect(screen.getByTestId('dashboard-success')).toHaveTextContent('Application has been rejected.');
      await act(() => jest.advanceTimersByTimeAsync(10));
      expect(screen.getByTestId('dashboard-success')).toHaveTextContent('');

      // The rejected list was never loaded: opening its tab loads it, with the card in it.
      await user.click(screen.getByRole('tab', { name: /Rejected/ }));
      await act(() => jest.advanceTimersByTimeAsync(20));
      expect(cardOf('Omar Farouk')).toHaveTextContent('Rejected');
      expect(cardOf('Omar Farouk')).toHaveTextContent('Why it was rejectedThe application does not meet the criteria for support.');
      expect(cardOf('Omar Farouk')).toHaveTextContent('Note to the seekerOur support is for a first Hajj.');
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'ReviewApplication', 'AdminApplications']);
    } finally {
      jest.useRealTimers();
    }
  });

  it('cancelling the reject dialog sends nothing and leaves the application pending', async () => {
    const user = userEvent.setup();
    const { names } = renderDashboard();
    await within(panel()).findByRole('article', { name: 'Omar Farouk' });
    await user.click(within(cardOf('Omar Farouk')).getByRole('button', { name: 'Reject' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject this application' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardOf('Omar Farouk')).toHaveTextContent('Pending');
    expect(names()).toEqual(['AdminApplications', 'AdminDashboard']);
  });

  it("shows the server's message when someone else decided first, and the dashboard as it now is", async () => {
    const user = userEvent.setup();
    const { api, names } = renderDashboard();
    await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
    api.decideElsewhere(AMINA.id, 'APPROVED');

    await user.click(within(cardOf('Amina Yusuf')).getByRole('button', { name: 'Approve' }));

    await waitFor(() =>
      expect(screen.getByTestId('dashboard-error')).toHaveTextContent(
        'This application is already approved; only pending applications can be approved or rejected.',
      ),
    );
    expect(screen.getByTestId('dashboard-error')).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(within(panel()).queryByRole('article', { name: 'Amina Yusuf' })).not.toBeInTheDocument());
    expect(badge('approved')).toBe('2');
    // The counts and the open list, as they now are.
    expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'ReviewApplication', 'AdminDashboard', 'AdminApplications']);
  });

  it("says 'Failed to fetch applications' when the list cannot be loaded", async () => {
    const { client } = createTestClient({ AdminDashboard: () => new TypeError('Failed to fetch'), AdminApplications: () => new TypeError('Failed to fetch') });
    renderAt('/admin/dashboard', <AdminDashboardRoute />, { client });
    expect(await screen.findByText('Failed to fetch applications')).toBeInTheDocument();
    expect(within(panel()).queryAllByRole('article')).toHaveLength(0);
  });

  it('shows an empty state per tab, and approve and reject only on pending cards', async () => {
    const user = userEvent.setup();
    renderDashboard(fakeApplicationsApi([BILAL]));
    expect(await within(panel()).findByText('No pending applications. New applications will appear here.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    const card = await within(panel()).findByRole('article', { name: 'Bilal Ahmed' });
    expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Rejected/ }));
    expect(await within(panel()).findByText('No rejected applications.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Tracking/ }));
    expect(await within(panel()).findByText(/No donations to track yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Stories/ }));
    expect(await within(panel()).findByText('No stories are waiting for review.')).toBeInTheDocument();
    // The counts stay while the non-application tabs are open.
    expect(badge('approved')).toBe('1');
  });

  it('loads 20 at a time, with "Load more" while there are more', async () => {
    const many = Array.from({ length: 23 }, (_, i) =>
      application(`9d7e6b1a-4444-4a4a-8b8b-0000000000${String(i).padStart(2, '0')}`, `Seeker ${i + 1}`, 'PENDING', new Date(Date.UTC(2026, 10, 22, 0, 60 - i)).toISOString()),
    );
    const user = userEvent.setup();
    const { operations } = renderDashboard(fakeApplicationsApi(many));
    await within(panel()).findByRole('article', { name: 'Seeker 1' });
    expect(within(panel()).getAllByRole('article')).toHaveLength(20);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await within(panel()).findByRole('article', { name: 'Seeker 23' });
    expect(within(panel()).getAllByRole('article')).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const pages = operations.filter((operation) => operation.name === 'AdminApplications');
    expect(pages.map((operation) => operation.variables)).toEqual([{ status: 'PENDING' }, { status: 'PENDING', after: many[19]!.id }]);
  });

  describe('the ID document', () => {
    const realFetch = global.fetch;
    let tab: { opener: unknown; closed: boolean; close: jest.Mock; location: { href: string } };

    beforeEach(() => {
      tab = { opener: window, closed: false, close: jest.fn(), location: { href: 'about:blank' } };
      jest.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      URL.createObjectURL = jest.fn(() => 'blob:http://localhost/document-1');
      URL.revokeObjectURL = jest.fn();
    });

    afterEach(() => {
      global.fetch = realFetch;
      jest.restoreAllMocks();
    });

    async function clickView(user: ReturnType<typeof userEvent.setup>) {
      const card = await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
      await user.click(within(card).getByText('References and ID document'));
      await user.click(within(card).getByRole('button', { name: 'View ID document' }));
    }

    it("fetches it with the admin's token, opens it in a new tab and releases its address after 1 s", async () => {
      const document = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
      global.fetch = jest.fn(async () => new Response(document, { status: 200, headers: { 'Content-Type': 'image/png' } }));
      const user = userEvent.setup();
      renderDashboard();
      await clickView(user);

      await waitFor(() => expect(tab.location.href).toBe('blob:http://localhost/document-1'));
      expect(global.fetch).toHaveBeenCalledWith(`http://localhost:4000/application/file/${AMINA.id}`, expect.objectContaining({ headers: { Authorization: 'Bearer admin-token' } }));
      expect(window.open).toHaveBeenCalledWith('', '_blank');
      expect(tab.opener).toBeNull();
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      await waitFor(() => expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/document-1'), { timeout: 1500 });
    });

    it("says 'Failed to load document. Please try again.' and closes the tab when it cannot be loaded", async () => {
      global.fetch = jest.fn(async () => new Response('{"message":"gone"}', { status: 404 }));
      const user = userEvent.setup();
      renderDashboard();
      await clickView(user);

      await waitFor(() => expect(screen.getByTestId('dashboard-error')).toHaveTextContent('Failed to load document. Please try again.'));
      expect(tab.close).toHaveBeenCalled();
      expect(currentAuthFailure()).toBeNull();
    });

    it('takes the authorization-failed path on a 401', async () => {
      global.fetch = jest.fn(async () => new Response('{"message":"Your session has expired. Please sign in again."}', { status: 401 }));
      const user = userEvent.setup();
      renderDashboard();
      await clickView(user);

      await waitFor(() => expect(screen.getByTestId('dashboard-error')).toHaveTextContent('Failed to load document. Please try again.'));
      expect(currentAuthFailure()).toBe('admin');
    });
  });

  it('says an ID document was deleted on schedule instead of offering to view it', async () => {
    const user = userEvent.setup();
    renderDashboard(fakeApplicationsApi([{ ...BILAL, idDocumentDeletedAt: '2026-11-20T03:00:00.000Z' }]));
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    const card = await within(panel()).findByRole('article', { name: 'Bilal Ahmed' });
    await user.click(within(card).getByText('References and ID document'));
    expect(within(card).getByTestId('id-document-deleted')).toHaveTextContent(
      'The ID document was deleted on schedule on Nov 20, 2026. The decision and who made it stay on record.',
    );
    expect(within(card).queryByRole('button', { name: 'View ID document' })).not.toBeInTheDocument();
  });
});
