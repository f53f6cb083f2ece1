import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { Destination, renderAt } from '../../../test/render-app';
import { DonorDashboardPage } from '../donor-dashboard-page';
import { apiError, dashboardAnswer, givingSummary, historyAnswer, historyRow, monthlyGift, parts, rowRefund, seen, signInDonor, type HistoryRow } from './giving-fixtures';

const GIFT = 'gift-amina';
const OLD_GIFT = 'gift-yusuf';

/** Newest first: three months of Amina's monthly gift (one renewal failed), a one-time gift to Omar, and a gift already cancelled. */
const ROWS: HistoryRow[] = [
  historyRow('don-5', 'Amina Yusuf', 20, { createdAt: '2026-11-20T12:00:00.000Z', recurring: 'MONTHLY', periodStart: '2026-11-01T00:00:00.000Z', monthlyGift: monthlyGift(GIFT) }),
  historyRow('don-4', 'Omar Farouk', 50, { createdAt: '2026-11-02T12:00:00.000Z', zakat: true }),
  historyRow('don-3', 'Amina Yusuf', 20, {
    createdAt: '2026-10-20T12:00:00.000Z',
    recurring: 'MONTHLY',
    periodStart: '2026-10-01T00:00:00.000Z',
    status: 'FAILED',
    receiptNumber: null,
    monthlyGift: monthlyGift(GIFT),
  }),
  historyRow('don-2', 'Amina Yusuf', 20, { createdAt: '2026-09-20T12:00:00.000Z', recurring: 'MONTHLY', periodStart: '2026-09-01T00:00:00.000Z', monthlyGift: monthlyGift(GIFT) }),
  historyRow('don-1', 'Yusuf Ali', 12.5, {
    createdAt: '2026-08-15T12:00:00.000Z',
    recurring: 'MONTHLY',
    periodStart: '2026-08-01T00:00:00.000Z',
    monthlyGift: { ...monthlyGift(OLD_GIFT, 'CANCELED'), cancelReason: 'DONOR' },
  }),
];
const SUMMARY = givingSummary(102.5, 4, 3, 1);

const cancelledGift = (id: string): OperationHandler => () => ({
  data: { cancelMonthlyGift: { __typename: 'MonthlyGift', id, status: 'CANCELED', cancelReason: 'DONOR', canceledAt: '2026-11-23T10:00:00.000Z', testRenewalUrl: null } },
});

function renderHistory(handlers: Record<string, OperationHandler> = {}) {
  const test = createTestClient({ DonorDashboard: dashboardAnswer(), DonationHistory: historyAnswer(SUMMARY, ROWS), CancelMonthlyGift: cancelledGift(GIFT), ...handlers });
  const routes = [
    { path: '/donor/dashboard', element: <DonorDashboardPage /> },
    { path: '*', element: <Destination /> },
  ];
  renderAt('/donor/dashboard?view=donations', null, { client: test.client, routes });
  return test;
}

/** The requests of My Donations (the dashboard's own query runs beside it, in either order). */
const historyRequests = (names: string[]) => names.filter((name) => name !== 'DonorDashboard');
const history = () => screen.getByTestId('donation-history');
const rows = () => within(history()).getAllByTestId('donation-row');
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map(parts);
const typeCell = (row: HTMLElement) => parts(within(row).getAllByRole('cell')[2]!);
const statValue = (testId: string) => seen(screen.getByTestId(testId).querySelector('.stat-card__value'));

describe('My Donations', () => {
  beforeEach(signInDonor);

  it('shows the summary cards: total donated, completed donations, lives helped and how many of those journeys are fully funded', async () => {
    const { operations } = renderHistory();
    await within(history()).findAllByTestId('donation-row');

    expect(within(history()).getByRole('heading', { name: 'My Donations' })).toBeInTheDocument();
    const cards = within(history()).getByRole('region', { name: 'Your giving' });
    expect(within(cards).getByText('Total donated')).toBeInTheDocument();
    expect(statValue('history-total')).toBe('$102.50');
    expect(within(cards).getByText('Completed donations')).toBeInTheDocument();
    expect(statValue('history-completed')).toBe('4');
    expect(within(cards).getByText('Lives helped')).toBeInTheDocument();
    expect(statValue('history-lives')).toBe('3');
    // Issue 28: SPEC's impact score was a static "Excellent"; the fourth card is a figure the books give.
    expect(within(cards).getByText('Journey now fully funded')).toBeInTheDocument();
    expect(statValue('history-impact')).toBe('1');
    expect(seen(screen.getByTestId('history-impact').querySelector('.stat-card__trend'))).toBe('of the 3 journeys you gave to');
    expect(within(cards).queryByText(/Excellent|Impact score/)).not.toBeInTheDocument();
    const asked = operations.find((operation) => operation.name === 'DonationHistory')!;
    expect(asked.context.role).toBe('donor');
  });

  it('lists each donation newest first: applicant, date, one-time or the month given, amount with currency, and status', async () => {
    renderHistory();
    await within(history()).findAllByTestId('donation-row');

    const table = within(history()).getByRole('table', { name: 'Your donations, newest first' });
    expect(within(table).getAllByRole('columnheader').map(seen)).toEqual(['Applicant', 'Date', 'Type', 'Amount', 'Status', 'Actions']);
    expect(rows().map(cells)).toEqual([
      ['Amina Yusuf', 'Nov 20, 2026', 'Monthly · November 2026 · Sadaqah', '$20', 'Completed', 'Receipt · Cancel monthly gift'],
      ['Omar Farouk', 'Nov 2, 2026', 'One-time · Zakat', '$50', 'Completed', 'Receipt'],
      ['Amina Yusuf', 'Oct 20, 2026', 'Monthly · October 2026 · Sadaqah', '$20', 'Failed', ''],
      ['Amina Yusuf', 'Sep 20, 2026', 'Monthly · September 2026 · Sadaqah', '$20', 'Completed', 'Receipt'],
      ['Yusuf Ali', 'Aug 15, 2026', 'Monthly · August 2026 · Cancelled · Sadaqah', '$12.50', 'Completed', 'Receipt'],
    ]);
  });

  it('links a receipt from every donation but a failed renewal, to /donor/receipt/<id>', async () => {
    renderHistory();
    await within(history()).findAllByTestId('donation-row');

    const links = within(history()).getAllByRole('link', { name: 'Receipt' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/donor/receipt/don-5', '/donor/receipt/don-4', '/donor/receipt/don-2', '/donor/receipt/don-1']);
    expect(within(rows()[2]!).queryByRole('link')).not.toBeInTheDocument();
  });

  describe('when money went back', () => {
    /** A gift that landed beyond the goal, one refunded by Sabil, one the bank took back, one disputed now, one whose dispute was won. */
    const REFUND_ROWS: HistoryRow[] = [
      historyRow('don-14', 'Amina Yusuf', 100, {
        status: 'PARTIALLY_REFUNDED',
        refunds: [rowRefund('ref-1', 70, 'OVER_GOAL', 'PENDING')],
      }),
      historyRow('don-13', 'Omar Farouk', 50, {
        status: 'REFUNDED',
        refunds: [rowRefund('ref-2', 20, 'OVER_GOAL'), rowRefund('ref-3', 30, 'ADMIN')],
      }),
      historyRow('don-12', 'Yusuf Ali', 40, {
        status: 'REFUNDED',
        disputeStatus: 'LOST',
        // Sabil's own refund never went out: the bank returned the money instead.
        refunds: [rowRefund('ref-4', 10, 'ADMIN', 'CANCELED'), rowRefund('ref-5', 40, 'DISPUTE_LOST')],
      }),
      historyRow('don-11', 'Amina Yusuf', 25, { status: 'DISPUTED', disputeStatus: 'OPEN' }),
      historyRow('don-10', 'Omar Farouk', 15, { disputeStatus: 'WON' }),
    ];

    it('a refund the card provider failed after all is not "being refunded": it says the refund failed', async () => {
      const failed = historyRow('don-20', 'Amina Yusuf', 100, { status: 'PARTIALLY_REFUNDED', refunds: [rowRefund('ref-20', 40, 'ADMIN', 'FAILED')] });
      renderHistory({ DonationHistory: historyAnswer(givingSummary(100, 1, 1), [failed]) });
      const [row] = await within(history()).findAllByTestId('donation-row');
      const told = within(row!).getAllByTestId('donation-refund').map((refund) => Array.from(refund.children).map(seen));
      expect(told).toEqual([['Refund of $40 to your card failed: the money is with Sabil, owed to you', 'Refunded by Sabil']]);
      expect(row!.textContent).not.toMatch(/being refunded/);
    });

    it('a gift charged in a currency Sabil does not count shows its code, never a $', async () => {
      const foreign = historyRow('don-21', 'Amina Yusuf', 100, { currency: 'cad', status: 'REFUNDED', refunds: [rowRefund('ref-21', 100, 'CURRENCY')] });
      renderHistory({ DonationHistory: historyAnswer(givingSummary(0, 0, 0), [foreign]) });
      const [row] = await within(history()).findAllByTestId('donation-row');
      expect(seen(within(row!).getAllByRole('cell')[3]!.querySelector('bdi'))).toBe('100 CAD');
      expect(within(row!).getByTestId('donation-refund').textContent).toContain('100 CAD');
      expect(row!.textContent).not.toContain('$');
    });

    it('each row says its status, what went back and why, and a dispute at the bank', async () => {
      renderHistory({ DonationHistory: historyAnswer(givingSummary(45, 2, 2), REFUND_ROWS) });
      await within(history()).findAllByTestId('donation-row');

      const amountOf = (row: HTMLElement) => seen(within(row).getAllByRole('cell')[3]!.querySelector('bdi'));
      const refundsOf = (row: HTMLElement) => within(row).queryAllByTestId('donation-refund').map((refund) => Array.from(refund.children).map(seen));
      const statusOf = (row: HTMLElement) => cells(row)[4];
      expect(rows().map(amountOf)).toEqual(['$100', '$50', '$40', '$25', '$15']);
      expect(rows().map(refundsOf)).toEqual([
        [['$70 being refunded', 'The journey needed less than this gift']],
        [
          ['$20 refunded', 'The journey needed less than this gift'],
          ['$30 refunded', 'Refunded by Sabil'],
        ],
        [['$40 refunded', 'Returned by your bank after a dispute']],
        [],
        [],
      ]);
      expect(rows().map(statusOf)).toEqual(['Partly refunded', 'Refunded', 'Refunded · Dispute closed: the bank returned the money', 'Disputed · Disputed at the bank', 'Completed · Dispute closed: the gift stands']);
      expect(rows().map((row) => row.querySelector('.donation-status')!.className)).toEqual([
        'donation-status donation-status--partially_refunded',
        'donation-status donation-status--refunded',
        'donation-status donation-status--refunded',
        'donation-status donation-status--disputed',
        'donation-status donation-status--completed',
      ]);
    });

    it('links the receipt of each of them: refunded and disputed donations have one too', async () => {
      renderHistory({ DonationHistory: historyAnswer(givingSummary(45, 2, 2), REFUND_ROWS) });
      await within(history()).findAllByTestId('donation-row');

      const links = within(history()).getAllByRole('link', { name: 'Receipt' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(REFUND_ROWS.map((row) => `/donor/receipt/${row.id}`));
    });

    it('the summary counts the money the journeys keep, as the API gives it', async () => {
      renderHistory({ DonationHistory: historyAnswer(givingSummary(45, 2, 2), REFUND_ROWS) });
      await within(history()).findAllByTestId('donation-row');

      expect(statValue('history-total')).toBe('$45');
      expect(statValue('history-completed')).toBe('2');
    });
  });

  it('offers "Cancel monthly gift" only on the newest row of an active gift', async () => {
    renderHistory();
    await within(history()).findAllByTestId('donation-row');

    const buttons = within(history()).getAllByRole('button', { name: 'Cancel monthly gift' });
    expect(buttons).toHaveLength(1);
    expect(rows()[0]).toContainElement(buttons[0]!);
  });

  it('marks test payments and offers test renewals on the newest row of a test gift', async () => {
    const testRows = [
      historyRow('don-9', 'Amina Yusuf', 10, {
        testMode: true,
        recurring: 'MONTHLY',
        periodStart: '2026-11-01T00:00:00.000Z',
        monthlyGift: { ...monthlyGift('gift-test'), testRenewalUrl: 'http://localhost:4000/test-checkout/renewals/gift-test' },
      }),
      historyRow('don-8', 'Amina Yusuf', 10, {
        testMode: true,
        recurring: 'MONTHLY',
        periodStart: '2026-10-01T00:00:00.000Z',
        monthlyGift: { ...monthlyGift('gift-test'), testRenewalUrl: 'http://localhost:4000/test-checkout/renewals/gift-test' },
      }),
    ];
    renderHistory({ DonationHistory: historyAnswer(SUMMARY, testRows) });
    await within(history()).findAllByTestId('donation-row');

    expect(cells(rows()[0]!)[4]).toBe('Completed · Test mode');
    const simulate = within(history()).getAllByRole('link', { name: 'Simulate renewals (test mode)' });
    expect(simulate).toHaveLength(1);
    expect(rows()[0]).toContainElement(simulate[0]!);
    // In the language the donor reads Sabil in now (the gift may have begun in another).
    expect(simulate[0]).toHaveAttribute('href', 'http://localhost:4000/test-checkout/renewals/gift-test?lang=en');
  });

  it('"Cancel monthly gift" asks first, in a dialog named by its question; "Keep giving" closes it and sends nothing', async () => {
    const user = userEvent.setup();
    const { names } = renderHistory();
    await within(history()).findAllByTestId('donation-row');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(within(rows()[0]!).getByRole('button', { name: 'Cancel monthly gift' }));

    const dialog = screen.getByRole('dialog', { name: 'Cancel this monthly gift?' });
    expect(dialog).toHaveAccessibleDescription("No further months will be charged for Amina Yusuf's journey. The months already given stay given.");

    await user.click(within(dialog).getByRole('button', { name: 'Keep giving' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(typeCell(rows()[0]!)).toBe('Monthly · November 2026 · Sadaqah');
    expect(within(rows()[0]!).getByRole('button', { name: 'Cancel monthly gift' })).toBeInTheDocument();
    expect(historyRequests(names())).toEqual(['DonationHistory']);
  });

  it('"Yes, cancel it" sends one CancelMonthlyGift, and every row of that gift says Cancelled at once, without asking for the history again', async () => {
    const user = userEvent.setup();
    const { names, operations } = renderHistory();
    await within(history()).findAllByTestId('donation-row');
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Cancel monthly gift' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this monthly gift?' });

    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));

    // While it travels the dialog cannot be answered twice.
    expect(within(dialog).getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Keep giving' })).toBeDisabled();

    expect(await screen.findByText('Your monthly gift has been cancelled. No further months will be charged.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rows().map(typeCell)).toEqual([
      'Monthly · November 2026 · Cancelled · Sadaqah',
      'One-time · Zakat',
      'Monthly · October 2026 · Cancelled · Sadaqah',
      'Monthly · September 2026 · Cancelled · Sadaqah',
      'Monthly · August 2026 · Cancelled · Sadaqah',
    ]);
    expect(within(history()).queryByRole('button', { name: 'Cancel monthly gift' })).not.toBeInTheDocument();
    expect(historyRequests(names())).toEqual(['DonationHistory', 'CancelMonthlyGift']);
    const cancel = operations.find((operation) => operation.name === 'CancelMonthlyGift')!;
    expect(cancel.variables).toEqual({ id: GIFT });
    expect(cancel.context.role).toBe('donor');
  });

  it.each([
    ['the API refuses', () => apiError('CONFLICT', 'This monthly gift is already cancelled.')],
    ['the network fails', () => new TypeError('Failed to fetch')],
  ])('when %s it says the gift could not be cancelled, and the gift stays active', async (_case, answer) => {
    const user = userEvent.setup();
    const { names } = renderHistory({ CancelMonthlyGift: answer });
    await within(history()).findAllByTestId('donation-row');
    await user.click(within(rows()[0]!).getByRole('button', { name: 'Cancel monthly gift' }));

    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not cancel your monthly gift. Nothing has changed; please try again.');
    expect(screen.queryByText('Your monthly gift has been cancelled. No further months will be charged.')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(typeCell(rows()[0]!)).toBe('Monthly · November 2026 · Sadaqah');
    expect(within(rows()[0]!).getByRole('button', { name: 'Cancel monthly gift' })).toBeEnabled();
    expect(historyRequests(names())).toEqual(['DonationHistory', 'CancelMonthlyGift']);
  });

  it("says 'Failed to fetch donation history' when it cannot be loaded, with no rows and no figures", async () => {
    renderHistory({ DonationHistory: () => new TypeError('Failed to fetch') });

    expect(await within(history()).findByText('Failed to fetch donation history')).toHaveAttribute('role', 'alert');
    expect(within(history()).queryAllByTestId('donation-row')).toHaveLength(0);
    expect(statValue('history-total')).toBe('—');
    expect(statValue('history-completed')).toBe('—');
  });

  it('"Load more" adds the next page under the first, and goes when there are no more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => historyRow(`don-p1-${i}`, `Seeker ${i + 1}`, 10 + i, { createdAt: `2026-11-${String(20 - i).padStart(2, '0')}T12:00:00.000Z` }));
    const second = [historyRow('don-p2-0', 'Seeker 11', 99, { createdAt: '2026-10-01T12:00:00.000Z' })];
    const user = userEvent.setup();
    const { operations } = renderHistory({ DonationHistory: historyAnswer(SUMMARY, first, second) });
    await within(history()).findAllByTestId('donation-row');
    expect(rows()).toHaveLength(10);

    await user.click(within(history()).getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(rows()).toHaveLength(11));
    expect(cells(rows()[10]!).slice(0, 4)).toEqual(['Seeker 11', 'Oct 1, 2026', 'One-time · Sadaqah', '$99']);
    expect(cells(rows()[0]!)[0]).toBe('Seeker 1');
    expect(within(history()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(operations.filter((operation) => operation.name === 'DonationHistory').map((operation) => operation.variables)).toEqual([{}, { after: 'don-p1-9' }]);
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await act(() => activateLocale('en'));
    });

    it('reads right to left, with its heading translated', async () => {
      await act(() => activateLocale('ar'));
      renderHistory();

      expect(document.documentElement.dir).toBe('rtl');
      expect(within(history()).getByRole('heading', { name: 'تبرعاتي' })).toBeInTheDocument();
      expect(await within(history()).findAllByTestId('donation-row')).toHaveLength(ROWS.length);
    });
  });
});
