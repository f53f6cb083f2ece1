import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MAX_SUPPORT_MESSAGE_LENGTH } from '@sabil/contracts';
import { leaveApp } from '../../../lib/browser/navigate';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { FundraisingCard } from '../components/fundraising-card';
import { apiError, fundraisingRequest, inCache, signInDonor } from './giving-fixtures';

/** Issue 31's part of the checkout form: anonymous, words of support, a dedication and its e-card. */

const CHECKOUT_URL = 'https://checkout.example.test/pay/cs_test_1';
const checkoutAnswer: OperationHandler = () => ({ data: { createCheckoutSession: { __typename: 'CheckoutSession', id: 'cs_test_1', url: CHECKOUT_URL } } });

function renderCard(handlers: Record<string, OperationHandler> = { CreateCheckoutSession: checkoutAnswer }) {
  const test = createTestClient(handlers);
  renderAt('/donor/dashboard', <FundraisingCard request={inCache(test.client, fundraisingRequest())} />, { client: test.client });
  return test;
}

async function openDetails(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByText('Add a personal touch'));
}

describe('the gift details of the checkout form', () => {
  let leave: jest.SpyInstance<void, [string]>;
  beforeEach(() => {
    signInDonor();
    leave = jest.spyOn(leaveApp, 'to').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it('sends an anonymous gift with words of support, a dedication and an e-card', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard();
    await openDetails(user);
    await user.click(screen.getByRole('checkbox', { name: 'Give anonymously' }));
    await user.type(screen.getByLabelText('Words of support (optional)'), '  May your Hajj be accepted.  ');
    await user.selectOptions(screen.getByLabelText('Dedicate this gift'), 'in_memory_of');
    await user.type(screen.getByLabelText('The person’s name'), 'My late father');
    await user.type(screen.getByLabelText('Their email address'), 'Family@Example.org');
    await user.selectOptions(screen.getByLabelText('The e-card’s language'), 'ur');
    await user.type(screen.getByLabelText('Amount in dollars'), '25');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    expect(operations).toHaveLength(1);
    expect(operations[0]!.variables).toEqual({
      applicationId: '6a1f0c2e-0000-4b4b-9c9c-000000000001',
      amount: 25,
      recurring: 'ONE_TIME',
      locale: 'EN',
      anonymous: true,
      supportMessage: 'May your Hajj be accepted.',
      dedicationKind: 'IN_MEMORY_OF',
      dedicationName: 'My late father',
      ecardEmail: 'family@example.org',
      ecardLanguage: 'UR',
    });
    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
  });

  it('counts what is left of the words, and the field stops at the limit', async () => {
    const user = userEvent.setup();
    renderCard();
    await openDetails(user);
    const words = screen.getByLabelText('Words of support (optional)');
    expect(words).toHaveAttribute('maxLength', String(MAX_SUPPORT_MESSAGE_LENGTH));
    expect(screen.getByText(/280 characters left/)).toBeInTheDocument();
    await user.type(words, 'Salaam');
    expect(screen.getByText(/274 characters left/)).toBeInTheDocument();
  });

  it('asks for the name of a dedication, and an e-card’s language, with Donate disabled until they are given', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard();
    await openDetails(user);
    await user.type(screen.getByLabelText('Amount in dollars'), '25');
    // No e-card fields without a dedication.
    expect(screen.queryByLabelText('Their email address')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Dedicate this gift'), 'on_behalf_of');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Quick donate/ })).toBeDisabled();
    const name = screen.getByLabelText('The person’s name');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(expect.stringContaining('The person’s name is required'));
    await user.type(name, 'Umm Salma');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeEnabled();
    await user.type(screen.getByLabelText('Their email address'), 'not an address');
    expect(screen.getByLabelText('Their email address')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
    await user.clear(screen.getByLabelText('Their email address'));
    await user.type(screen.getByLabelText('Their email address'), 'a@example.org');
    expect(screen.getByLabelText('The e-card’s language')).toHaveAccessibleDescription('The e-card’s language is required');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('The e-card’s language'), 'ar');
    expect(screen.getByRole('button', { name: 'Donate' })).toBeEnabled();
    expect(operations).toHaveLength(0);
  });

  it('says the API’s e-card limit in the reader’s words', async () => {
    const user = userEvent.setup();
    renderCard({ CreateCheckoutSession: () => apiError('TOO_MANY_REQUESTS', 'too many', { reason: 'TOO_MANY_ECARDS', values: { maximum: 10, hours: 24 } }) });
    await user.type(screen.getByLabelText('Amount in dollars'), '25');
    await user.click(screen.getByRole('button', { name: 'Donate' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You have asked for 10 e-cards in the last 24 hours, the most one donor may send. Give without an e-card, or try again later.')).toBeInTheDocument();
  });

  it('is translated in Arabic, right to left', async () => {
    const user = userEvent.setup();
    await act(() => activateLocale('ar'));
    try {
      renderCard();
      await user.click(screen.getByText('أضف لمسة شخصية'));
      expect(screen.getByRole('checkbox', { name: 'تبرّع دون ذكر اسمك' })).toBeInTheDocument();
      expect(screen.getByLabelText('كلمات دعم (اختياري)')).toBeInTheDocument();
      expect(document.documentElement.dir === 'rtl' || document.documentElement.getAttribute('dir') === 'rtl').toBe(true);
    } finally {
      await act(() => activateLocale('en'));
    }
  });
});
