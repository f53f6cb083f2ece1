import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { DonorDashboardPage } from '../donor-dashboard-page';
import { dashboardAnswer, parts, signInDonor, trackingAnswer, trackingUpdate } from './giving-fixtures';

const ONGOING = trackingUpdate('update-2', 'Amina Yusuf', 'ONGOING', 'Visa approved; flights are booked for May.', '2026-11-21T12:00:00.000Z');
const PENDING = trackingUpdate('update-1', 'Omar Farouk', 'PENDING', 'We have your gift and are arranging the journey.', '2026-11-18T12:00:00.000Z');
const COMPLETED = trackingUpdate('update-3', 'Amina Yusuf', 'COMPLETED', 'Amina is home from Hajj and sends her thanks.', '2026-11-23T12:00:00.000Z');

function renderDashboard(TrackingUpdates: OperationHandler) {
  const test = createTestClient({ DonorDashboard: dashboardAnswer(), TrackingUpdates });
  renderAt('/donor/dashboard', <DonorDashboardPage />, { client: test.client });
  return { ...test, trackingRequests: () => test.operations.filter((operation) => operation.name === 'TrackingUpdates') };
}

const section = () => screen.getByRole('region', { name: 'Progress updates' });
const updates = () => within(section()).getAllByTestId('tracking-update');
const shown = (update: HTMLElement) => parts(update);

describe('Progress updates on the donor dashboard', () => {
  beforeEach(signInDonor);

  it('lists each update newest first: applicant, status, date and message', async () => {
    const { trackingRequests } = renderDashboard(() => trackingAnswer([ONGOING, PENDING]));

    await within(section()).findAllByTestId('tracking-update');
    expect(within(section()).getByRole('list')).toBeInTheDocument();
    expect(updates().map(shown)).toEqual([
      'Amina Yusuf · Ongoing · Nov 21, 2026 · Visa approved; flights are booked for May.',
      'Omar Farouk · Pending · Nov 18, 2026 · We have your gift and are arranging the journey.',
    ]);
    expect(within(updates()[0]!).getByText('Nov 21, 2026')).toHaveAttribute('datetime', '2026-11-21T12:00:00.000Z');
    expect(trackingRequests()).toHaveLength(1);
    expect(trackingRequests()[0]!.context.role).toBe('donor');
  });

  it('says there are none yet when no update was posted', async () => {
    renderDashboard(() => trackingAnswer([]));

    expect(await within(section()).findByText('No progress updates yet. When our team reports on a journey you gave to, it appears here.')).toBeInTheDocument();
    expect(within(section()).queryAllByTestId('tracking-update')).toHaveLength(0);
  });

  it("says 'Failed to fetch tracking updates' when they cannot be loaded", async () => {
    renderDashboard(() => new TypeError('Failed to fetch'));

    expect(await within(section()).findByRole('alert')).toHaveTextContent('Failed to fetch tracking updates');
    expect(within(section()).queryAllByTestId('tracking-update')).toHaveLength(0);
    // The rest of the dashboard still works.
    expect(await screen.findByTestId('fundraising-card')).toBeInTheDocument();
  });

  it('Refresh sends one more request and shows the new update first', async () => {
    let answers = 0;
    const user = userEvent.setup();
    const { trackingRequests } = renderDashboard(() => (answers++ === 0 ? trackingAnswer([ONGOING, PENDING]) : trackingAnswer([COMPLETED, ONGOING, PENDING])));
    await within(section()).findAllByTestId('tracking-update');

    await user.click(within(section()).getByRole('button', { name: 'Refresh' }));

    expect(within(section()).getByRole('button', { name: 'Refreshing…' })).toBeDisabled();
    await within(section()).findByText('Amina is home from Hajj and sends her thanks.');
    expect(updates().map(shown)[0]).toBe('Amina Yusuf · Completed · Nov 23, 2026 · Amina is home from Hajj and sends her thanks.');
    expect(updates()).toHaveLength(3);
    expect(within(section()).getByRole('button', { name: 'Refresh' })).toBeEnabled();
    expect(trackingRequests()).toHaveLength(2);
    expect(trackingRequests()[1]!.context.role).toBe('donor');
  });

  it('keeps the updates on screen while a refresh travels', async () => {
    let answers = 0;
    const user = userEvent.setup();
    renderDashboard(() => (answers++ === 0 ? trackingAnswer([ONGOING]) : trackingAnswer([COMPLETED, ONGOING])));
    await within(section()).findAllByTestId('tracking-update');

    await user.click(within(section()).getByRole('button', { name: 'Refresh' }));

    expect(within(section()).getByRole('button', { name: 'Refreshing…' })).toBeInTheDocument();
    expect(within(section()).queryByText(/No progress updates yet/)).not.toBeInTheDocument();
    expect(within(section()).getByText('Visa approved; flights are booked for May.')).toBeInTheDocument();
    await within(section()).findByText('Amina is home from Hajj and sends her thanks.');
  });

  it("says 'Failed to fetch tracking updates' when a refresh fails, and Refresh can be tried again", async () => {
    let answers = 0;
    const user = userEvent.setup();
    const { trackingRequests } = renderDashboard(() => {
      answers += 1;
      if (answers === 1) return trackingAnswer([ONGOING]);
      if (answers === 2) return new TypeError('Failed to fetch');
      return trackingAnswer([COMPLETED, ONGOING]);
    });
    await within(section()).findAllByTestId('tracking-update');

    await user.click(within(section()).getByRole('button', { name: 'Refresh' }));
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Failed to fetch tracking updates');

    await user.click(within(section()).getByRole('button', { name: 'Refresh' }));
    expect(await within(section()).findByText('Amina is home from Hajj and sends her thanks.')).toBeInTheDocument();
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(trackingRequests()).toHaveLength(3);
  });

  it('"Load more" adds the next five updates under the first', async () => {
    const first = Array.from({ length: 5 }, (_, i) => trackingUpdate(`update-p1-${i}`, `Seeker ${i + 1}`, 'ONGOING', `News ${i + 1}`, '2026-11-20T12:00:00.000Z'));
    const second = [trackingUpdate('update-p2-0', 'Seeker 6', 'PENDING', 'News 6', '2026-11-10T12:00:00.000Z')];
    const user = userEvent.setup();
    const { trackingRequests } = renderDashboard((variables) => (variables.after ? trackingAnswer(second) : trackingAnswer(first, true)));
    await within(section()).findAllByTestId('tracking-update');

    await user.click(within(section()).getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(updates()).toHaveLength(6));
    expect(shown(updates()[5]!)).toBe('Seeker 6 · Pending · Nov 10, 2026 · News 6');
    expect(within(section()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(trackingRequests().map((operation) => operation.variables)).toEqual([{}, { after: 'update-p1-4' }]);
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await act(() => activateLocale('en'));
    });

    it('reads right to left, with its heading translated', async () => {
      await act(() => activateLocale('ar'));
      renderDashboard(() => trackingAnswer([ONGOING]));

      expect(document.documentElement.dir).toBe('rtl');
      const translated = screen.getByRole('region', { name: 'تحديثات التقدم' });
      expect(within(translated).getByRole('heading', { name: 'تحديثات التقدم' })).toBeInTheDocument();
      expect(await within(translated).findByText('Visa approved; flights are booked for May.')).toBeInTheDocument();
    });
  });
});
