import type { ApolloLink } from '@apollo/client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { StrictMode, type ReactNode } from 'react';
import type { VerifyCheckoutSessionMutation } from '../../../graphql/generated/graphql';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { Destination, renderAt } from '../../../test/render-app';
import { PaymentCancelPage } from '../payment-cancel-page';
import { PaymentSuccessPage } from '../payment-success-page';

type Verification = VerifyCheckoutSessionMutation['verifyCheckoutSession'];
type Refund = NonNullable<Verification['donation']>['refunds'][number];

function refund(refundNumber: string, amount: number, status: Refund['status'] = 'PENDING', reason: Refund['reason'] = 'OVER_GOAL'): Refund & { __typename: 'DonationRefund' } {
  return { __typename: 'DonationRefund', id: `id-${refundNumber}`, refundNumber, amount, reason, status };
}

function verification(overrides: Partial<Verification> = {}, donation: Partial<NonNullable<Verification['donation']>> | null = {}): ApolloLink.Result {
  return {
    data: {
      verifyCheckoutSession: {
        __typename: 'CheckoutVerification',
        id: 'cs_test_1',
        success: true,
        status: 'COMPLETED',
        recurring: 'ONE_TIME',
        donation:
          donation === null
            ? null
            : {
                __typename: 'Donation',
                id: 'don-1',
                amount: 50,
                currency: 'usd',
                applicantName: 'Amina Yusuf',
                receiptNumber: 'SBL-2026-000123',
                testMode: false,
                status: 'COMPLETED',
                keptAmount: donation.amount ?? 50,
                refundedAmount: 0,
                refunds: [],
                ...donation,
              },
        ...overrides,
      },
    },
  };
}

function renderPage(path: string, page: ReactNode, handlers: Record<string, OperationHandler> = {}) {
  const test = createTestClient(handlers);
  const routes = [
    { path: path.split('?')[0]!, element: page },
    { path: '*', element: <Destination /> },
  ];
  const view = renderAt(path, null, { client: test.client, routes });
  return { ...test, ...view };
}

const renderSuccess = (answer: OperationHandler, path = '/donor/success?session_id=cs_test_1') =>
  renderPage(path, <PaymentSuccessPage />, { VerifyCheckoutSession: answer });

const outcomes = ['Payment Successful!', 'Verification Failed', 'Your payment is being processed'];

describe('PaymentSuccessPage', () => {
  beforeEach(() => localStorage.setItem('donorToken', 'donor-token'));

  it('shows processing, verifies the session once as the donor, then thanks the donor by amount and applicant with a receipt link', async () => {
    const { operations } = renderSuccess(() => verification());

    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Processing your payment…');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Thank you for your generosity. Your gift of \u2068$50\u2069 to Amina Yusuf's journey has been received.");
    expect(screen.getByText(/Receipt number:/)).toHaveTextContent('Receipt number: SBL-2026-000123');
    expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute('href', '/donor/receipt/don-1');
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/donor/dashboard');
    expect(screen.queryByText('This was a test payment: no money moved.')).not.toBeInTheDocument();
    expect(screen.queryByText('Processing your payment…')).not.toBeInTheDocument();

    expect(operations).toHaveLength(1);
    expect(operations[0]!.name).toBe('VerifyCheckoutSession');
    expect(operations[0]!.variables).toEqual({ sessionId: 'cs_test_1' });
    expect(operations[0]!.context.role).toBe('donor');
    expect(document.title).toBe('Payment confirmation · Sabil');
  });

  it('says a test payment moved no money', async () => {
    renderSuccess(() => verification({}, { testMode: true, amount: 12.5 }));

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByText('This was a test payment: no money moved.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("Your gift of \u2068$12.50\u2069 to Amina Yusuf's journey has been received.");
  });

  it('speaks of a monthly gift whose first month was received', async () => {
    renderSuccess(() => verification({ recurring: 'MONTHLY' }, { amount: 20, applicantName: 'Omar Farouk' }));

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thank you for your generosity. Your monthly gift of \u2068$20\u2069 to Omar Farouk's journey has begun; the first month has been received.",
    );
  });

  it('thanks without figures, and offers no receipt, when the answer names no donation', async () => {
    renderSuccess(() => verification({}, null));

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Thank you for your generosity. Your donation has been received.$/);
    expect(screen.queryByText(/Receipt number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View and print your receipt' })).not.toBeInTheDocument();
  });

  it('offers no receipt link before the donation has a receipt number', async () => {
    renderSuccess(() => verification({}, { receiptNumber: null }));

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    expect(screen.queryByText(/Receipt number/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View and print your receipt' })).not.toBeInTheDocument();
  });

  describe('when the journey needed less than the gift', () => {
    it('says what was kept and what is being refunded, with the receipt and the refund’s own number', async () => {
      renderSuccess(() => verification({}, { amount: 100, keptAmount: 30, refundedAmount: 70, refunds: [refund('SBL-R-2026-000007', 70)] }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        /^Your gift of \u2068\$100\u2069 arrived\. The journey needed only \u2068\$30\u2069 of it, so \u2068\$30\u2069 was kept and \u2068\$70\u2069 is being refunded to your card\.$/,
      );
      expect(screen.getByText(/Receipt number:/)).toHaveTextContent('Receipt number: SBL-2026-000123');
      expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute('href', '/donor/receipt/don-1');
      expect(screen.getByText(/Refund number:/)).toHaveTextContent('Refund number: SBL-R-2026-000007');
      expect(screen.queryByRole('list')).not.toBeInTheDocument();
    });

    it('says the refund has been made once the card provider has carried it out', async () => {
      renderSuccess(() => verification({}, { amount: 100, keptAmount: 30, refundedAmount: 70, refunds: [refund('SBL-R-2026-000007', 70, 'SUCCEEDED')] }));

      await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' });
      expect(screen.getByRole('status')).toHaveTextContent(
        'Your gift of \u2068$100\u2069 arrived. The journey needed only \u2068$30\u2069 of it, so \u2068$30\u2069 was kept and \u2068$70\u2069 has been refunded to your card.',
      );
    });

    it('when the journey was already fully funded, says all of it is being returned, without claiming a successful gift', async () => {
      renderSuccess(() => verification({}, { amount: 100, keptAmount: 0, refundedAmount: 100, refunds: [refund('SBL-R-2026-000008', 100)] }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Your gift is being returned' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        /^The journey was already fully funded when your gift arrived, so all of it \(\u2068\$100\u2069\) is being refunded to your card\. Thank you for your generosity\.$/,
      );
      // Its receipt shows the refund.
      expect(screen.getByRole('link', { name: 'View and print your receipt' })).toHaveAttribute('href', '/donor/receipt/don-1');
      expect(screen.getByText(/Refund number:/)).toHaveTextContent('Refund number: SBL-R-2026-000008');
    });

    it('once all of it is back on the card, says it has been returned', async () => {
      renderSuccess(() => verification({}, { amount: 100, keptAmount: 0, refundedAmount: 100, refunds: [refund('SBL-R-2026-000008', 100, 'SUCCEEDED')] }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Your gift has been returned' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(
        'The journey was already fully funded when your gift arrived, so all of it (\u2068$100\u2069) has been refunded to your card. Thank you for your generosity.',
      );
    });

    it('a gift charged in a currency Sabil does not count is told in that currency, never with a $', async () => {
      renderSuccess(() => verification({}, { amount: 100, currency: 'cad', keptAmount: 0, refundedAmount: 100, refunds: [refund('SBL-R-2026-000010', 100, 'PENDING', 'CURRENCY')] }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Your gift is being returned' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/^All of your gift \(\u2068100 CAD\u2069\) is being refunded to your card\.$/);
      expect(document.body.textContent).not.toContain('$');
    });

    it('for another reason, says what went back and names the reason', async () => {
      renderSuccess(() => verification({}, { amount: 100, keptAmount: 0, refundedAmount: 100, refunds: [refund('SBL-R-2026-000009', 100, 'PENDING', 'CURRENCY')] }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Your gift is being returned' })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/^All of your gift \(\u2068\$100\u2069\) is being refunded to your card\.$/);
      expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Paid in a currency Sabil cannot count']);
    });
  });

  it('a refund the card provider failed after all is not "being refunded" or "returned": it says the refund failed and the money is owed', async () => {
    renderSuccess(() => verification({}, { amount: 100, keptAmount: 60, refundedAmount: 40, refunds: [refund('SBL-R-2026-000011', 40, 'FAILED', 'OVER_GOAL')] }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your gift of \u2068$100\u2069 arrived and \u2068$60\u2069 of it was kept. The refund of \u2068$40\u2069 to your card failed: the money is with Sabil, owed to you.',
    );
    expect(screen.queryByText(/being refunded|has been refunded/)).not.toBeInTheDocument();
  });

  it('while the donor’s bank disputes the payment, never says it was received or successful', async () => {
    renderSuccess(() => verification({}, { status: 'DISPUTED', keptAmount: 0 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your bank has disputed this payment' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      "Your bank has opened a dispute about your gift of \u2068$50\u2069 to Amina Yusuf's journey, so it does not count towards the journey for now. Your bank will tell you how the dispute ends.",
    );
    expect(screen.queryByText(/received/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
  });

  it('says the payment is being processed while the bank has not confirmed it', async () => {
    renderSuccess(() => verification({ success: false, status: 'PROCESSING' }, null));

    expect(await screen.findByRole('heading', { level: 1, name: 'Your payment is being processed' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your bank has not confirmed the payment yet. Your donation will appear in My Donations as soon as it does.',
    );
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Verification Failed' })).not.toBeInTheDocument();
  });

  it.each<[string, OperationHandler]>([
    ['the session is not paid', () => verification({ success: false, status: 'OPEN' }, null)],
    ['the payment failed', () => verification({ success: false, status: 'FAILED' }, null)],
    ['the API refuses', () => ({ errors: [new GraphQLError('No such checkout session', { extensions: { code: 'NOT_FOUND' } })] })],
    ['the network fails', () => new TypeError('Failed to fetch')],
  ])('says "Verification Failed" when %s', async (_case, answer) => {
    renderSuccess(answer);

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('We could not verify your payment. Please contact support.');
    expect(screen.queryByRole('heading', { name: 'Payment Successful!' })).not.toBeInTheDocument();
    expect(screen.queryByText('Processing your payment…')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute('href', '/donor/dashboard');
  });

  it('when verified too often, says to wait a minute rather than to contact support', async () => {
    renderSuccess(() => ({
      errors: [new GraphQLError('Too many payment checks.', { extensions: { code: 'TOO_MANY_REQUESTS', reason: 'TOO_MANY_VERIFICATIONS' } })],
    }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Verification Failed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/^Too many payment checks\. Please wait a minute and try again\.$/);
  });

  it('without a session_id sends nothing and claims no outcome', async () => {
    const { operations } = renderSuccess(() => verification(), '/donor/success');

    expect(screen.getByRole('heading', { level: 1, name: 'Payment confirmation' })).toBeInTheDocument();
    expect(
      screen.getByText('There is no payment to confirm here. If you have just given, your donation appears in My Donations once it is confirmed.'),
    ).toBeInTheDocument();
    // Give a request the time to go out and come back, had one been sent.
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(operations).toHaveLength(0);
    for (const outcome of outcomes) expect(screen.queryByRole('heading', { name: outcome })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('verifies only once even when React runs the effect twice (strict mode)', async () => {
    const test = createTestClient({ VerifyCheckoutSession: () => verification() });
    const routes = [
      {
        path: '/donor/success',
        element: (
          <StrictMode>
            <PaymentSuccessPage />
          </StrictMode>
        ),
      },
    ];
    renderAt('/donor/success?session_id=cs_test_1', null, { client: test.client, routes });

    await screen.findByRole('heading', { name: 'Payment Successful!' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 60)));
    expect(test.names()).toEqual(['VerifyCheckoutSession']);
  });

  it('the dashboard link goes back to the donor dashboard', async () => {
    const user = userEvent.setup();
    renderSuccess(() => verification());
    await screen.findByRole('heading', { name: 'Payment Successful!' });

    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));

    expect(screen.getByTestId('destination')).toHaveTextContent('/donor/dashboard');
  });
});

describe('PaymentCancelPage', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('says the payment was canceled, gives the possible reasons, and links back to the dashboard', async () => {
    const user = userEvent.setup();
    const { operations } = renderPage('/donor/cancel', <PaymentCancelPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Payment Canceled' })).toBeInTheDocument();
    expect(screen.getByText('Your payment was not completed. You can try again whenever you’re ready.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Possible reasons' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Reconsidering the amount', 'Payment method needs adjustment', 'Wanting more information', 'Technical difficulties']);
    expect(document.title).toBe('Payment Canceled · Sabil');
    expect(operations).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'Back to your dashboard' }));
    expect(screen.getByTestId('destination')).toHaveTextContent('/donor/dashboard');
  });

  it('in Arabic reads right to left, with its heading translated', async () => {
    await act(() => activateLocale('ar'));
    renderPage('/donor/cancel', <PaymentCancelPage />);

    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('heading', { level: 1, name: 'تم إلغاء الدفع' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(4));
  });
});
