import type { ApolloLink } from '@apollo/client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import type { DonationReceiptQuery } from '../../../graphql/generated/graphql';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { Destination, renderAt } from '../../../test/render-app';
import { ReceiptPage } from '../receipt-page';

type Receipt = DonationReceiptQuery['donationReceipt'];
type Refund = Receipt['refunds'][number];

function refund(refundNumber: string, amount: number, reason: Refund['reason'], status: Refund['status'] = 'SUCCEEDED', createdAt = '2026-11-22T12:01:00.000Z') {
  return { __typename: 'DonationRefund' as const, id: `id-${refundNumber}`, refundNumber, createdAt, amount, reason, status };
}

function receipt(overrides: Partial<Receipt> = {}): ApolloLink.Result {
  return {
    data: {
      donationReceipt: {
        __typename: 'Donation',
        id: 'don-7',
        receiptNumber: 'SBL-2026-000123',
        createdAt: '2026-11-22T12:00:00.000Z',
        amount: 50,
        currency: 'usd',
        recurring: 'ONE_TIME',
        periodStart: null,
        donorName: 'Bilal Ahmed',
        donorEmail: 'bilal@example.org',
        applicantName: 'Amina Yusuf',
        testMode: false,
        zakat: false,
        keptAmount: overrides.amount ?? 50,
        disputeStatus: null,
        refunds: [],
        ...overrides,
      },
    },
  };
}

const refused = (code: string): OperationHandler => () => ({ errors: [new GraphQLError(`refused: ${code}`, { extensions: { code } })] });

function renderReceipt(answer: OperationHandler, id = 'don-7') {
  const test = createTestClient({ DonationReceipt: answer });
  const routes = [
    { path: '/donor/receipt/:id', element: <ReceiptPage /> },
    { path: '*', element: <Destination /> },
  ];
  const { router } = renderAt(`/donor/receipt/${id}`, null, { client: test.client, routes });
  return { ...test, router };
}

/** What a person reads: the text without the invisible direction marks around "USD". */
const seen = (node: Node) => (node.textContent ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();

/** The receipt's facts as a person reads them: each term with what it says, without the invisible direction marks. */
function facts() {
  const sheet = screen.getByRole('article', { name: 'Donation receipt' });
  return Object.fromEntries(
    within(sheet)
      .getAllByRole('term')
      .map((term) => {
        const definition = term.nextElementSibling!;
        // One line per <br>-separated run.
        const runs: string[] = [''];
        for (const node of Array.from(definition.childNodes)) {
          if (node.nodeName === 'BR') runs.push('');
          else runs[runs.length - 1] += node.textContent ?? '';
        }
        const lines = runs.map((line) => line.replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim()).filter(Boolean);
        return [term.textContent, lines.join(' / ')];
      }),
  );
}

describe('ReceiptPage', () => {
  beforeEach(() => localStorage.setItem('donorToken', 'donor-token'));

  it("loads the receipt by its id as the donor and shows its number, date, donor, applicant, gift and amount with currency", async () => {
    const { operations } = renderReceipt(() => receipt());
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    expect(await screen.findByRole('heading', { level: 1, name: 'Donation receipt' })).toBeInTheDocument();
    expect(facts()).toEqual({
      'Receipt number': 'SBL-2026-000123',
      Date: 'November 22, 2026',
      Donor: 'Bilal Ahmed / bilal@example.org',
      'Given as': 'Sadaqah',
      'In support of': "Amina Yusuf's journey",
      Gift: 'One-time gift',
      Amount: '$50',
    });
    expect(screen.getByText('Thank you for your generosity. Please keep this receipt for your records.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Donations' })).toHaveAttribute('href', '/donor/dashboard?view=donations');
    expect(document.title).toBe('Donation receipt · Sabil');

    expect(operations).toHaveLength(1);
    expect(operations[0]!.name).toBe('DonationReceipt');
    expect(operations[0]!.variables).toEqual({ id: 'don-7' });
    expect(operations[0]!.context.role).toBe('donor');
  });

  it('names the month of a monthly gift, and shows cents', async () => {
    renderReceipt(() => receipt({ recurring: 'MONTHLY', periodStart: '2026-11-01T00:00:00.000Z', amount: 20.5 }));

    await screen.findByRole('heading', { name: 'Donation receipt' });
    expect(facts()).toMatchObject({ Gift: 'Monthly gift for November 2026', Amount: '$20.50' });
  });

  describe('when money went back', () => {
    /** The refunds table as a person reads it: one line of cells per refund, under its headings. */
    function refundsTable() {
      const table = screen.getByRole('table', { name: 'Refunds' });
      return within(table)
        .getAllByRole('row')
        .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => Array.from(cell.childNodes, (node) => seen(node)).filter(Boolean).join(' / ')));
    }

    it('lists each refund with its own number, date, reason and amount, then the amount kept', async () => {
      renderReceipt(() =>
        receipt({
          amount: 100,
          keptAmount: 20,
          refunds: [
            refund('SBL-R-2026-000007', 70, 'OVER_GOAL'),
            refund('SBL-R-2026-000011', 10, 'ADMIN', 'PENDING', '2026-11-25T08:00:00.000Z'),
          ],
        }),
      );

      await screen.findByRole('heading', { name: 'Donation receipt' });
      expect(refundsTable()).toEqual([
        ['Refund number', 'Date', 'Reason', 'Amount'],
        ['SBL-R-2026-000007', 'Nov 22, 2026', 'The journey needed less than this gift', '$70'],
        ['SBL-R-2026-000011', 'Nov 25, 2026', 'Refunded by Sabil / On its way', '$10'],
      ]);
      expect(facts()).toMatchObject({ 'Receipt number': 'SBL-2026-000123', Amount: '$100', 'Amount kept': '$20' });
      expect(facts()).not.toHaveProperty('Status');
    });

    it('a wholly refunded gift keeps nothing', async () => {
      renderReceipt(() => receipt({ amount: 50, keptAmount: 0, refunds: [refund('SBL-R-2026-000008', 50, 'OVER_GOAL')] }));

      await screen.findByRole('heading', { name: 'Donation receipt' });
      expect(refundsTable()).toHaveLength(2);
      expect(facts()).toMatchObject({ Amount: '$50', 'Amount kept': '$0' });
    });

    // Issue 28 §5: a charge in a currency Sabil does not count is refunded whole, and never printed with a $.
    it('a gift charged in another currency is shown in it, never with a $', async () => {
      renderReceipt(() => receipt({ amount: 100, currency: 'cad', keptAmount: 0, refunds: [refund('SBL-R-2026-000009', 100, 'CURRENCY')] }));

      await screen.findByRole('heading', { name: 'Donation receipt' });
      expect(facts()).toMatchObject({ Amount: '100 CAD', 'Amount kept': '0 CAD' });
      expect(seen(screen.getByRole('article', { name: 'Donation receipt' }))).not.toContain('$');
    });

    it('leaves out a refund that was not needed (the bank returned the money instead)', async () => {
      renderReceipt(() =>
        receipt({
          amount: 40,
          keptAmount: 0,
          disputeStatus: 'LOST',
          refunds: [refund('SBL-R-2026-000003', 10, 'ADMIN', 'CANCELED'), refund('SBL-R-2026-000004', 40, 'DISPUTE_LOST')],
        }),
      );

      await screen.findByRole('heading', { name: 'Donation receipt' });
      expect(refundsTable().slice(1)).toEqual([['SBL-R-2026-000004', 'Nov 22, 2026', 'Returned by your bank after a dispute', '$40']]);
      expect(facts()).toMatchObject({ 'Amount kept': '$0' });
    });

    it('a donation disputed at the bank says so, and claims nothing kept yet', async () => {
      renderReceipt(() => receipt({ keptAmount: 0, disputeStatus: 'OPEN' }));

      await screen.findByRole('heading', { name: 'Donation receipt' });
      expect(facts()).toMatchObject({ Amount: '$50', Status: 'Disputed at the bank' });
      expect(facts()).not.toHaveProperty('Amount kept');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    });

    it('a receipt without refunds has no refunds table and no amount kept', async () => {
      renderReceipt(() => receipt());

      await screen.findByRole('heading', { name: 'Donation receipt' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(facts()).not.toHaveProperty('Amount kept');
    });
  });

  it('says a test-mode receipt records a test payment only', async () => {
    renderReceipt(() => receipt({ testMode: true }));

    await screen.findByRole('heading', { name: 'Donation receipt' });
    expect(screen.getByRole('note')).toHaveTextContent('Test mode — no money moved. This receipt records a test payment only.');
  });

  it('"Print receipt" opens the print dialog', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    try {
      const user = userEvent.setup();
      renderReceipt(() => receipt());
      await screen.findByRole('heading', { name: 'Donation receipt' });

      await user.click(screen.getByRole('button', { name: 'Print receipt' }));

      expect(print).toHaveBeenCalledTimes(1);
    } finally {
      print.mockRestore();
    }
  });

  // CONFLICT: the API's answer for a failed renewal, the one donation without a receipt.
  it.each(['NOT_FOUND', 'FORBIDDEN', 'CONFLICT'])('says "This receipt is not available." when the API answers %s', async (code) => {
    renderReceipt(refused(code));

    expect(await screen.findByRole('alert')).toHaveTextContent(/^This receipt is not available\.$/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print receipt' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to My Donations' })).toBeInTheDocument();
  });

  it.each<[string, OperationHandler]>([
    ['the server fails', refused('INTERNAL_SERVER_ERROR')],
    ['the network fails', () => new TypeError('Failed to fetch')],
  ])('says "Failed to load the receipt. Please try again." when %s', async (_case, answer) => {
    renderReceipt(answer);

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to load the receipt\. Please try again\.$/);
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('"Back to My Donations" opens the history on the dashboard', async () => {
    const user = userEvent.setup();
    const { router } = renderReceipt(() => receipt());
    await screen.findByRole('heading', { name: 'Donation receipt' });

    await user.click(screen.getByRole('link', { name: 'Back to My Donations' }));

    expect(screen.getByTestId('destination')).toHaveTextContent('/donor/dashboard');
    expect(router.state.location.search).toBe('?view=donations');
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await act(() => activateLocale('en'));
    });

    it('reads right to left, with its heading translated', async () => {
      await act(() => activateLocale('ar'));
      renderReceipt(() => receipt());

      expect(await screen.findByRole('heading', { level: 1, name: 'إيصال التبرع' })).toBeInTheDocument();
      expect(document.documentElement.dir).toBe('rtl');
    });
  });
});
