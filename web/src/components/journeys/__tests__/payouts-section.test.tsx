import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { FreshProof, type WithFreshProof } from '../../ui/fresh-proof';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { PayoutsSection } from '../components/payouts-section';

const APPLICATION_ID = '11111111-1111-4111-8111-111111111111';
const ME = 'a-1';

function payout(id: string, fields: Record<string, unknown>) {
  return {
    __typename: 'Payout',
    id,
    applicationId: APPLICATION_ID,
    payee: 'OPERATOR',
    payeeName: 'Al Noor Travel',
    amount: 450,
    amountCents: 45000,
    currency: 'usd',
    purpose: 'PACKAGE',
    note: null,
    status: 'PROPOSED',
    documentType: 'application/pdf',
    proposedById: 'a-2',
    proposedByName: 'Yusuf Admin',
    proposedAt: '2026-11-28T10:00:00.000Z',
    approvedByName: null,
    approvedAt: null,
    paidByName: null,
    paidAt: null,
    transferReference: null,
    transferredOn: null,
    cancelledByName: null,
    cancelledAt: null,
    cancelReason: null,
    ...fields,
  };
}

function holding(payouts: unknown[], cents: Partial<Record<string, number>> = {}) {
  return {
    data: {
      journeyPayouts: {
        __typename: 'JourneyPayouts',
        id: APPLICATION_ID,
        applicationId: APPLICATION_ID,
        keptCents: 100000,
        paidCents: 0,
        approvedCents: 0,
        proposedCents: 55000,
        availableCents: 45000,
        payouts,
        ...cents,
      },
    },
  };
}

const refusal = (code: string, reason: string, extra: Record<string, unknown> = {}) => ({
  errors: [new GraphQLError('English from the API (never shown).', { extensions: { code, reason, ...extra } })],
});

const OTHERS = payout('p-1', {});
const MINE = payout('p-2', { proposedById: ME, proposedByName: 'Khadija Admin', amount: 100, amountCents: 10000, payee: 'PILGRIM', payeeName: 'Amina Yusuf', purpose: 'VISA' });

function render(handlers: Record<string, (variables: Record<string, unknown>) => unknown>, withFreshProof?: WithFreshProof) {
  const test = createTestClient({
    JourneyPayouts: () => holding([OTHERS, MINE]),
    PayoutOperators: () => ({ data: { operators: [{ __typename: 'Operator', id: 'o-1', name: 'Al Noor Travel', country: 'United Kingdom' }] } }),
    ...handlers,
  } as never);
  const section = <PayoutsSection applicationId={APPLICATION_ID} />;
  renderAt('/admin/dashboard', withFreshProof ? <FreshProof.Provider value={withFreshProof}>{section}</FreshProof.Provider> : section, { client: test.client });
  return test;
}

const items = () => screen.getAllByTestId('payout-item');
/** An element's text without the isolation marks Lingui puts around interpolated values. */
const plain = (element: Element | null | undefined) => (element?.textContent ?? '').replace(/[\u2068\u2069]/g, '');
const done = async (text: string) => waitFor(() => expect(plain(screen.getByTestId('payouts-done'))).toBe(text));

describe('the journey panel’s Payouts (issue 30)', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('adminData', JSON.stringify({ _id: ME, fullname: 'Khadija Admin', name: 'Khadija Admin', email: 'khadija@example.org' }));
  });

  it('shows what the journey holds and each payout; the admin who proposed one is not offered its approval', async () => {
    render({});
    expect(await screen.findByTestId('payouts-available')).toHaveTextContent('$450.00');
    expect(screen.getByTestId('payouts-holding')).toHaveTextContent('$1,000.00');
    const [others, mine] = items();
    expect(plain(others)).toContain('$450.00 · Package · Al Noor Travel');
    expect(within(others!).getByTestId('payout-status')).toHaveTextContent('Proposed');
    expect(within(others!).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(mine!).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(mine).toHaveTextContent('You proposed this payout: another admin must approve it.');
  });

  it('approves through the fresh-proof runner (the reauthentication dialog), then reads the journey again', async () => {
    const user = userEvent.setup();
    const runs: string[] = [];
    let approvals = 0;
    const test = render(
      {
        ApprovePayout: () => ((approvals += 1) === 1 ? refusal('FORBIDDEN', 'REAUTHENTICATION_REQUIRED') : { data: { approvePayout: payout('p-1', { status: 'APPROVED', approvedByName: 'Khadija Admin', approvedAt: '2026-11-29T10:00:00.000Z' }) } }),
      },
      // As the dashboard's provider does: a REAUTHENTICATION_REQUIRED refusal is proved again, then the change runs again.
      async (change) => {
        runs.push('change');
        try {
          return await change();
        } catch {
          runs.push('proved again');
          return change();
        }
      },
    );
    await user.click(within((await screen.findAllByTestId('payout-item'))[0]!).getByRole('button', { name: 'Approve' }));
    await done('The payout of $450.00 is approved.');
    expect(runs).toEqual(['change', 'proved again']);
    expect(test.operations.filter((operation) => operation.name === 'ApprovePayout').map((operation) => operation.variables)).toEqual([
      { input: { applicationId: APPLICATION_ID, payoutId: 'p-1' } },
      { input: { applicationId: APPLICATION_ID, payoutId: 'p-1' } },
    ]);
    await waitFor(() => expect(test.names().filter((name) => name === 'JourneyPayouts')).toHaveLength(2));
  });

  it('says the API’s refusal of an approval (the same admin) as an alert', async () => {
    const user = userEvent.setup();
    render({ ApprovePayout: () => refusal('FORBIDDEN', 'PAYOUT_SAME_ADMIN') });
    await user.click(within((await screen.findAllByTestId('payout-item'))[0]!).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Another admin must approve this payout: the admin who proposed it cannot.');
  });

  it('marks an approved payout paid with the transfer’s reference and date, checked by the shared rules first', async () => {
    const user = userEvent.setup();
    const test = render({
      JourneyPayouts: () => holding([payout('p-1', { status: 'APPROVED', approvedByName: 'Yusuf Admin', approvedAt: '2026-11-28T12:00:00.000Z' })]),
      MarkPayoutPaid: () => ({ data: { markPayoutPaid: payout('p-1', { status: 'PAID', transferReference: 'TRF-1', transferredOn: '2026-11-29' }) } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    expect(await screen.findByText('Transfer reference is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), 'TRF-1');
    await user.type(screen.getByLabelText('Transfer date'), '2026-11-29');
    await user.click(screen.getByRole('button', { name: 'Record the transfer' }));
    await done('The payout of $450.00 is marked paid.');
    expect(test.operations.find((operation) => operation.name === 'MarkPayoutPaid')!.variables).toEqual({
      input: { applicationId: APPLICATION_ID, payoutId: 'p-1', transferReference: 'TRF-1', transferredOn: '2026-11-29' },
    });
  });

  it('proposes a payout to an operator with its invoice; a refusal is said beside the field it names', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const test = render({
      ProposePayout: () => ((tries += 1) === 1 ? refusal('CONFLICT', 'PAYOUT_OVER_HOLDING', { field: 'amount', values: { available: '450.00', amount: '500.00' } }) : { data: { proposePayout: payout('p-3', { amount: 400, amountCents: 40000 }) } }),
    });
    const form = await screen.findByRole('form', { name: 'Propose a payout' });
    await user.click(within(form).getByRole('button', { name: 'Propose the payout' }));
    expect(await within(form).findByText('Amount (US dollars) is required')).toBeInTheDocument();
    // The operators arrive by a query of their own, after the form: wait for the one to choose.
    await within(form).findByRole('option', { name: /Al Noor Travel/ });
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Operator' }), 'o-1');
    await user.type(within(form).getByRole('textbox', { name: 'Amount (US dollars)' }), '500');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Purpose' }), 'flights');
    await user.click(within(form).getByRole('button', { name: 'Propose the payout' }));
    expect(await within(form).findByText('Attach the invoice or quote.')).toBeInTheDocument();
    const invoice = new File(['%PDF-1.4'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(within(form).getByLabelText('Invoice or quote'), invoice);
    await user.click(within(form).getByRole('button', { name: 'Propose the payout' }));
    await waitFor(() => expect(plain(form)).toContain('This journey has only $450 free to pay out (not paid out or promised to another payout). Lower the amount.'));
    expect(within(form).getByRole('textbox', { name: 'Amount (US dollars)' })).toHaveAttribute('aria-invalid', 'true');

    await user.clear(within(form).getByRole('textbox', { name: 'Amount (US dollars)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount (US dollars)' }), '400');
    await user.click(within(form).getByRole('button', { name: 'Propose the payout' }));
    await done('The payout is proposed. Another admin must approve it.');
    const sent = test.operations.filter((operation) => operation.name === 'ProposePayout').at(-1)!.variables;
    expect(sent.input).toEqual({ applicationId: APPLICATION_ID, payee: 'OPERATOR', operatorId: 'o-1', amount: 400, purpose: 'FLIGHTS', note: null });
    expect(sent.document).toBeInstanceOf(File);
  });
});
