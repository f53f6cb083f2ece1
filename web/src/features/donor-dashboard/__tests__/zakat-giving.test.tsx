import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { leaveApp } from '../../../lib/browser/navigate';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { FundraisingCard } from '../components/fundraising-card';
import { fundraisingRequest, inCache, signInDonor, type FundraisingRequest } from './giving-fixtures';

const checkoutAnswer: OperationHandler = () => ({
  data: { createCheckoutSession: { __typename: 'CheckoutSession', id: 'cs_test_z', url: 'https://checkout.example.test/pay/cs_test_z' } },
});

function renderCard(request: FundraisingRequest, giving?: { amount: string; zakat: boolean }) {
  const test = createTestClient({ CreateCheckoutSession: checkoutAnswer });
  renderAt('/donor/dashboard', <FundraisingCard request={inCache(test.client, request)} giving={giving} />, { client: test.client });
  return test;
}

describe('a zakat gift (issue 31)', () => {
  beforeEach(() => {
    signInDonor();
    jest.spyOn(leaveApp, 'to').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('is offered only on a zakat-eligible journey, with its badge, its category and the policy; the checkout says zakat', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard(fundraisingRequest({ zakatCategory: 'FUQARA' }));
    expect(screen.getByTestId('zakat-badge')).toHaveTextContent('Zakat-eligible');
    expect(screen.getByRole('link', { name: 'What Sabil accepts as zakat' })).toHaveAttribute('href', '/zakat');
    const zakat = screen.getByRole('checkbox', { name: 'Give this as zakat' });
    expect(zakat).not.toBeChecked();
    expect(zakat).toHaveAccessibleDescription(/The poor \(al-fuqara\)/);
    await user.click(zakat);
    await user.type(screen.getByLabelText('Amount in dollars'), '120');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    await waitFor(() => expect(operations).toHaveLength(1));
    expect(operations[0]!.variables).toMatchObject({ amount: 120, recurring: 'ONE_TIME', zakat: true });
  });

  it('carries the calculator’s amount, as zakat; a journey that is not eligible offers no zakat and sends none', async () => {
    const user = userEvent.setup();
    renderCard(fundraisingRequest({ zakatCategory: 'GHARIMIN' }), { amount: '325.01', zakat: true });
    expect(screen.getByLabelText('Amount in dollars')).toHaveValue(325.01);
    expect(screen.getByRole('checkbox', { name: 'Give this as zakat' })).toBeChecked();

    const plain = renderCard(fundraisingRequest({ id: '6a1f0c2e-0000-4b4b-9c9c-000000000002', fullName: 'Omar Farouk', zakatCategory: null }));
    expect(screen.getAllByTestId('fundraising-card')).toHaveLength(2);
    expect(screen.getAllByRole('checkbox', { name: 'Give this as zakat' })).toHaveLength(1);
    expect(screen.getAllByTestId('zakat-badge')).toHaveLength(1);
    const omar = screen.getByRole('form', { name: 'Donate to Omar Farouk' });
    await user.type(omar.querySelector('input[type=number]')!, '20');
    await user.click(omar.querySelector('button[type=submit]')!);
    await waitFor(() => expect(plain.operations).toHaveLength(1));
    expect(plain.operations[0]!.variables).not.toHaveProperty('zakat');
  });
});
