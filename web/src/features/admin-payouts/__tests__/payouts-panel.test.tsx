import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, BILAL, fakeApplicationsApi } from '../../../test/admin/admin-fixtures';
import { signInAdmin } from '../../../test/admin/dashboard';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';

const refusal = (code: string, reason: string, extra: Record<string, unknown> = {}) => ({
  errors: [new GraphQLError('English from the API (never shown).', { extensions: { code, reason, ...extra } })],
});

const operator = (id: string, name: string, licenceNumber = 'ATOL 1234') => ({
  __typename: 'Operator',
  id,
  name,
  country: 'United Kingdom',
  licenceNumber,
  contact: 'desk@example.org',
  updatedAt: '2026-11-28T10:00:00.000Z',
});

const PROPOSED = {
  __typename: 'Payout',
  id: 'p-1',
  applicationId: BILAL.id,
  payee: 'OPERATOR',
  payeeName: 'Al Noor Travel',
  amount: 300,
  amountCents: 30000,
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
};

function render(extra: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const api = fakeApplicationsApi([AMINA, BILAL]);
  const test = createTestClient({ ...api.handlers, ...extra } as never);
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  return test;
}

describe('the admin dashboard’s payouts (issue 30)', () => {
  beforeEach(signInAdmin);

  it('lists the operators in the Payouts tab, adds one and changes one', async () => {
    const user = userEvent.setup();
    let operators = [operator('o-1', 'Al Noor Travel')];
    const test = render({
      AdminOperators: () => ({ data: { operators } }),
      CreateOperator: (variables) => {
        const input = variables.input as { name: string; licenceNumber: string };
        if (input.licenceNumber === 'ATOL 1234') return refusal('CONFLICT', 'OPERATOR_LICENCE_TAKEN', { field: 'licenceNumber' });
        const created = { ...operator('o-2', input.name, input.licenceNumber) };
        operators = [...operators, created];
        return { data: { createOperator: created } };
      },
      UpdateOperator: (variables) => ({ data: { updateOperator: { ...operator('o-1', (variables.input as { name: string }).name) } } }),
    });
    await user.click(screen.getByRole('tab', { name: /Payouts/ }));
    const list = await screen.findByTestId('operators-list');
    expect(within(list).getAllByTestId('operator-row')).toHaveLength(1);

    const add = screen.getByRole('form', { name: 'Add an operator' });
    await user.click(within(add).getByRole('button', { name: 'Add the operator' }));
    expect(await within(add).findByText('Name is required')).toBeInTheDocument();
    await user.type(within(add).getByRole('textbox', { name: 'Name' }), 'Makkah Tours');
    await user.type(within(add).getByRole('textbox', { name: 'Country' }), 'Pakistan');
    await user.type(within(add).getByRole('textbox', { name: 'Licence number' }), 'ATOL 1234');
    await user.type(within(add).getByRole('textbox', { name: 'Contact' }), '+92 300 1234567');
    await user.click(within(add).getByRole('button', { name: 'Add the operator' }));
    expect(await within(add).findByText('An operator with this licence number in this country is already on the list.')).toBeInTheDocument();
    await user.clear(within(add).getByRole('textbox', { name: 'Licence number' }));
    await user.type(within(add).getByRole('textbox', { name: 'Licence number' }), 'HUO-77');
    await user.click(within(add).getByRole('button', { name: 'Add the operator' }));
    await waitFor(() => expect(within(screen.getByTestId('operators-list')).getAllByTestId('operator-row')).toHaveLength(2));
    expect(await screen.findByText('The operator is added.')).toBeInTheDocument();

    await user.click(within(screen.getAllByTestId('operator-row')[0]!).getByRole('button', { name: 'Edit' }));
    const edit = screen.getByRole('form', { name: /^Change/ });
    await user.clear(within(edit).getByRole('textbox', { name: 'Name' }));
    await user.type(within(edit).getByRole('textbox', { name: 'Name' }), 'Al Noor Travel Ltd');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The operator is saved.')).toBeInTheDocument();
    expect(screen.getAllByTestId('operator-row')[0]).toHaveTextContent('Al Noor Travel Ltd');
    expect(test.operations.find((operation) => operation.name === 'UpdateOperator')!.variables).toEqual({
      id: 'o-1',
      input: { name: 'Al Noor Travel Ltd', country: 'United Kingdom', licenceNumber: 'ATOL 1234', contact: 'desk@example.org' },
    });
  });

  it('asks for the password in the security screen’s dialog when approving needs a fresh proof, then approves', async () => {
    const user = userEvent.setup();
    let approvals = 0;
    let approved = false;
    const test = render({
      AdminJourney: () => ({ data: { journey: { __typename: 'Journey', id: BILAL.id, applicationId: BILAL.id, applicantName: 'Bilal Ahmed', stage: 'FUNDED', history: [] } } }),
      JourneyPayouts: () => ({
        data: {
          journeyPayouts: {
            __typename: 'JourneyPayouts',
            id: BILAL.id,
            applicationId: BILAL.id,
            keptCents: 50000,
            paidCents: 0,
            approvedCents: approved ? 30000 : 0,
            proposedCents: approved ? 0 : 30000,
            availableCents: 20000,
            payouts: [approved ? { ...PROPOSED, status: 'APPROVED', approvedByName: 'Khadija Admin', approvedAt: '2026-11-29T10:00:00.000Z' } : PROPOSED],
          },
        },
      }),
      PayoutOperators: () => ({ data: { operators: [] } }),
      ApprovePayout: () => {
        if ((approvals += 1) === 1) return refusal('FORBIDDEN', 'REAUTHENTICATION_REQUIRED');
        approved = true;
        return { data: { approvePayout: { ...PROPOSED, status: 'APPROVED', approvedByName: 'Khadija Admin', approvedAt: '2026-11-29T10:00:00.000Z' } } };
      },
      MySecondFactors: () => ({ data: { mySecondFactors: { __typename: 'SecondFactorStatus', factors: [], recoveryCodesLeft: 0, required: false } } }),
      Reauthenticate: (variables) =>
        variables.password === 'admin-password-123'
          ? { data: { reauthenticate: { __typename: 'AuthPayload', token: 'fresh-token', account: { __typename: 'Account', id: 'a-1', fullname: 'Khadija Admin', email: 'khadija@example.org' } } } }
          : refusal('BAD_USER_INPUT', 'REAUTHENTICATION_WRONG'),
    });
    await user.click(screen.getByRole('tab', { name: /Approved/ }));
    // The card's journey is drawn once opened (journey-disclosure.tsx).
    await user.click(await screen.findByText('Journey, updates and payouts'));
    const section = await screen.findByTestId('payouts-section');
    await user.click(await within(section).findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog).toHaveTextContent('Approving needs your password again when you last entered it more than 5 minutes ago.');
    await user.type(within(dialog).getByLabelText('Password'), 'admin-password-123');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(section).getByTestId('payout-status')).toHaveTextContent('Approved'));
    expect(localStorage.getItem('adminToken')).toBe('fresh-token');
    expect(test.names().filter((name) => name === 'ApprovePayout')).toHaveLength(2);
  });
});
