import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { leaveApp } from '../../../lib/browser/navigate';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { FundraisingCard } from '../components/fundraising-card';
import { DonorDashboardPage } from '../donor-dashboard-page';
import { apiError, dashboardAnswer, fundraisingRequest, inCache, seen, signInDonor, trackingAnswer, type FundraisingRequest } from './giving-fixtures';

const NO_DETAILS = { anonymous: false, supportMessage: null, dedicationKind: null, dedicationName: null, ecardEmail: null, ecardLanguage: null };
const CHECKOUT_URL = 'https://checkout.example.test/pay/cs_test_1';
const checkoutAnswer: OperationHandler = () => ({
  data: { createCheckoutSession: { __typename: 'CheckoutSession', id: 'cs_test_1', url: CHECKOUT_URL } },
});

function renderCard(request: FundraisingRequest = fundraisingRequest(), handlers: Record<string, OperationHandler> = { CreateCheckoutSession: checkoutAnswer }) {
  const test = createTestClient(handlers);
  renderAt('/donor/dashboard', <FundraisingCard request={inCache(test.client, request)} />, { client: test.client });
  return test;
}

const amountField = () => screen.getByLabelText('Amount in dollars');
const donateButton = () => screen.getByRole('button', { name: 'Donate' });
const quickButton = () => screen.getByRole('button', { name: 'Quick donate \u2068$50\u2069' });
const monthlyBox = () => screen.getByRole('checkbox', { name: 'Give monthly' });

describe('DonationControls', () => {
  let leave: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    signInDonor();
    leave = jest.spyOn(leaveApp, 'to').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it('offers a free amount in dollars, one-time by default, with Donate disabled while it is empty', () => {
    renderCard();
    expect(screen.getByRole('form', { name: 'Donate to Amina Yusuf' })).toBeInTheDocument();
    expect(amountField()).toHaveValue(null);
    expect(monthlyBox()).not.toBeChecked();
    expect(donateButton()).toBeDisabled();
    expect(quickButton()).toBeEnabled();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });

  it('keeps Donate disabled for an amount that is not above 0, and enables it for one that is', async () => {
    const user = userEvent.setup();
    renderCard();

    await user.type(amountField(), '0');
    expect(donateButton()).toBeDisabled();
    expect(amountField()).not.toHaveAttribute('aria-invalid');

    await user.clear(amountField());
    await user.type(amountField(), '25.50');
    expect(donateButton()).toBeEnabled();
    expect(amountField()).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['more than the journey still needs', '3000.01', 'This journey needs only \u2068$3,000\u2069 more.'],
    ['under \u2068$1\u2069', '0.5', 'The smallest gift is \u2068$1\u2069.'],
    ['not a number of dollars (three decimals)', '12.345', 'Enter an amount in dollars, such as 25 or 25.50.'],
    ['not a number of dollars (below zero)', '-5', 'Enter an amount in dollars, such as 25 or 25.50.'],
  ])('says why an amount %s cannot be given, and disables Donate', async (_case, typed, reason) => {
    const user = userEvent.setup();
    const { operations } = renderCard();

    await user.type(amountField(), typed);

    expect(screen.getByText(reason)).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAccessibleDescription(reason);
    expect(donateButton()).toBeDisabled();
    await user.type(amountField(), '{Enter}');
    expect(operations).toHaveLength(0);
  });

  it('refuses more than $10,000 in one gift, even when the journey needs more', async () => {
    const user = userEvent.setup();
    renderCard(fundraisingRequest({ requestedAmount: 50_000, collectedAmount: 0 }));

    await user.type(amountField(), '10000');
    expect(donateButton()).toBeEnabled();
    await user.type(amountField(), '.01');

    expect(amountField()).toHaveAccessibleDescription('One gift can be at most \u2068$10,000\u2069.');
    expect(donateButton()).toBeDisabled();
  });

  it('accepts exactly what the journey still needs, and the reason goes once the amount is right', async () => {
    const user = userEvent.setup();
    renderCard();

    await user.type(amountField(), '3001');
    expect(screen.getByText('This journey needs only \u2068$3,000\u2069 more.')).toBeInTheDocument();
    await user.clear(amountField());
    await user.type(amountField(), '3000');

    expect(screen.queryByText('This journey needs only \u2068$3,000\u2069 more.')).not.toBeInTheDocument();
    expect(amountField()).not.toHaveAttribute('aria-invalid');
    expect(donateButton()).toBeEnabled();
  });

  it('checks a typed amount again when a gift elsewhere lowers what the journey needs', async () => {
    const user = userEvent.setup();
    // The card's request comes from the cache: another donor's gift changes it under a typed amount.
    function ChangingRequest() {
      const client = useApolloClient();
        const [request] = useState(() => inCache(client, fundraisingRequest()));
      return (
        <>
          <button type="button" onClick={() => inCache(client, fundraisingRequest({ collectedAmount: 3000 }))}>
            another gift arrives
          </button>
          <FundraisingCard request={request} />
        </>
      );
    }
    const test = createTestClient({ CreateCheckoutSession: checkoutAnswer });
    renderAt('/donor/dashboard', <ChangingRequest />, { client: test.client });

    await user.type(amountField(), '2500');
    expect(donateButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'another gift arrives' }));

    expect(await screen.findByText('This journey needs only \u2068$1,000\u2069 more.')).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(donateButton()).toBeDisabled();
  });

  it('switching to monthly offers $10, $20 or $30 a month, clears the amount and disables quick donate', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.type(amountField(), '25');

    await user.click(monthlyBox());

    expect(screen.queryByLabelText('Amount in dollars')).not.toBeInTheDocument();
    const choices = within(screen.getByRole('group', { name: 'Amount per month' })).getAllByRole('radio');
    expect(choices.map((choice) => choice.closest('label')!.textContent)).toEqual(['\u2068$10\u2069 a month', '\u2068$20\u2069 a month', '\u2068$30\u2069 a month']);
    expect(choices.every((choice) => !(choice as HTMLInputElement).checked)).toBe(true);
    expect(donateButton()).toBeDisabled();
    expect(quickButton()).toBeDisabled();

    await user.click(screen.getByRole('radio', { name: '\u2068$20\u2069 a month' }));
    expect(donateButton()).toBeEnabled();

    // Back to one-time: the amount typed before is gone.
    await user.click(monthlyBox());
    expect(amountField()).toHaveValue(null);
    expect(donateButton()).toBeDisabled();
    expect(quickButton()).toBeEnabled();
  });

  describe('while other donors are paying', () => {
    // The journey needs $60 more; $45 of it is held by checkouts under way, so $15 is free.
    const partlyHeld = () => fundraisingRequest({ requestedAmount: 4000, collectedAmount: 3940, heldAmount: 45 });
    const overFree = 'Only \u2068$15\u2069 is free now: \u2068$45\u2069 is held for donors who are paying. It frees up within about half an hour if they do not pay.';

    it('says under the amounts how much is held', () => {
      renderCard(partlyHeld());
      expect(seen(screen.getByTestId('held-amount'))).toBe('$45 is held for donors who are paying now');
    });

    it('says nothing of holds when nothing is held', () => {
      renderCard();
      expect(screen.queryByTestId('held-amount')).not.toBeInTheDocument();
      expect(screen.queryByText(/held for donors/)).not.toBeInTheDocument();
    });

    it('takes at most what is free, says why a larger amount cannot be given, and disables quick donate under $50', async () => {
      const user = userEvent.setup();
      const { operations } = renderCard(partlyHeld());
      expect(quickButton()).toBeDisabled();
      expect(amountField()).toHaveAttribute('max', '15');

      await user.type(amountField(), '20');

      expect(amountField()).toHaveAccessibleDescription(overFree);
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText(/needs only/)).not.toBeInTheDocument();
      expect(donateButton()).toBeDisabled();
      await user.type(amountField(), '{Enter}');
      expect(operations).toHaveLength(0);

      await user.clear(amountField());
      await user.type(amountField(), '15');
      expect(screen.queryByText(overFree)).not.toBeInTheDocument();
      expect(donateButton()).toBeEnabled();
    });

    it('keeps quick donate while $50 or more is free', () => {
      renderCard(fundraisingRequest({ requestedAmount: 4000, collectedAmount: 3900, heldAmount: 50 }));
      expect(screen.getByTestId('held-amount')).toBeInTheDocument();
      expect(quickButton()).toBeEnabled();
    });

    it('with all of it held, disables Donate and quick donate and says why once', async () => {
      const user = userEvent.setup();
      const { operations } = renderCard(fundraisingRequest({ requestedAmount: 4000, collectedAmount: 3955, heldAmount: 45 }));
      const note = 'Nothing is free to give now: \u2068$45\u2069 is held for donors who are paying. It frees up within about half an hour if they do not pay.';

      expect(screen.getByRole('note')).toHaveTextContent(note);
      await user.type(amountField(), '10');

      expect(donateButton()).toBeDisabled();
      expect(donateButton()).toHaveAccessibleDescription(note);
      expect(quickButton()).toBeDisabled();
      expect(amountField()).not.toHaveAttribute('aria-invalid');
      await user.type(amountField(), '{Enter}');
      expect(operations).toHaveLength(0);
    });

    it('checks a typed amount again when another donor starts paying', async () => {
      const user = userEvent.setup();
      function ChangingRequest() {
        const client = useApolloClient();
        const [request] = useState(() => inCache(client, fundraisingRequest({ requestedAmount: 4000, collectedAmount: 3940 })));
        return (
          <>
            <button type="button" onClick={() => inCache(client, partlyHeld())}>
              another donor starts paying
            </button>
            <FundraisingCard request={request} />
          </>
        );
      }
      const test = createTestClient({ CreateCheckoutSession: checkoutAnswer });
      renderAt('/donor/dashboard', <ChangingRequest />, { client: test.client });

      await user.type(amountField(), '50');
      expect(donateButton()).toBeEnabled();
      await user.click(screen.getByRole('button', { name: 'another donor starts paying' }));

      expect(await screen.findByText(overFree)).toBeInTheDocument();
      expect(donateButton()).toBeDisabled();
    });

    it('when the API finds all of it held, the card shows what the refusal said: the held amount, and nothing to give', async () => {
      const user = userEvent.setup();
      const request = fundraisingRequest({ requestedAmount: 4000, collectedAmount: 3940, heldAmount: 0 });
      const test = createTestClient({
        DonorDashboard: dashboardAnswer([request]),
        TrackingUpdates: () => trackingAnswer([]),
        CreateCheckoutSession: () => apiError('CONFLICT', 'Refused in English', { reason: 'REQUEST_FULLY_HELD', values: { held: '60', minutes: 33 } }),
      });
      renderAt('/donor/dashboard', <DonorDashboardPage />, { client: test.client });
      await user.type(await screen.findByLabelText('Amount in dollars'), '50');

      await user.click(donateButton());

      const alert = await within(screen.getByTestId('fundraising-card')).findByRole('alert');
      expect(alert).toHaveTextContent('Failed to start donation process.');
      expect(alert).toHaveTextContent(
        'Everything this journey still needs (\u2068$60\u2069) is held for donors who are paying now. If they do not finish, it frees up within 33 minutes.',
      );
      expect(seen(screen.getByTestId('held-amount'))).toBe('$60 is held for donors who are paying now');
      expect(screen.getByRole('note')).toHaveTextContent('Nothing is free to give now: \u2068$60\u2069 is held for donors who are paying.');
      expect(donateButton()).toBeDisabled();
      expect(quickButton()).toBeDisabled();
      expect(leave).not.toHaveBeenCalled();
      expect(test.names().filter((name) => name === 'CreateCheckoutSession')).toHaveLength(1);
    });

    it('when the API finds less free than the card knew, the card takes the new limit', async () => {
      const user = userEvent.setup();
      const test = createTestClient({
        DonorDashboard: dashboardAnswer([fundraisingRequest()]),
        TrackingUpdates: () => trackingAnswer([]),
        CreateCheckoutSession: () =>
          apiError('BAD_USER_INPUT', 'Refused in English', { reason: 'AMOUNT_OVER_AVAILABLE', values: { available: '20', held: '500', minutes: 12 } }),
      });
      renderAt('/donor/dashboard', <DonorDashboardPage />, { client: test.client });
      await user.type(await screen.findByLabelText('Amount in dollars'), '25');

      await user.click(donateButton());

      expect(await within(screen.getByTestId('fundraising-card')).findByRole('alert')).toHaveTextContent(
        'Only \u2068$20\u2069 of this journey is free now: \u2068$500\u2069 is held for donors who are paying. Please give at most \u2068$20\u2069, or try again within 12 minutes.',
      );
      expect(seen(screen.getByTestId('held-amount'))).toBe('$500 is held for donors who are paying now');
      // $4,000 asked, $500 held and $20 free: $3,480 raised.
      expect(screen.getByRole('article')).toHaveTextContent('\u2068$3,480\u2069 raised of \u2068$4,000\u2069');
      expect(amountField()).toHaveAccessibleDescription(
        'Only \u2068$20\u2069 is free now: \u2068$500\u2069 is held for donors who are paying. It frees up within about half an hour if they do not pay.',
      );
      expect(donateButton()).toBeDisabled();
    });
  });

  it('disables quick donate when the journey needs less than $50', () => {
    renderCard(fundraisingRequest({ requestedAmount: 4000, collectedAmount: 3960 }));
    expect(quickButton()).toBeDisabled();
    expect(donateButton()).toBeDisabled();
  });

  it('Donate sends one CreateCheckoutSession with the amount, ONE_TIME and the language, as the donor, then leaves for the payment page', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard();
    await user.type(amountField(), '25.50');

    await user.click(donateButton());

    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(leave).toHaveBeenCalledTimes(1);
    expect(operations.map((operation) => operation.name)).toEqual(['CreateCheckoutSession']);
    expect(operations[0]!.variables).toEqual({ applicationId: '6a1f0c2e-0000-4b4b-9c9c-000000000001', amount: 25.5, recurring: 'ONE_TIME', locale: 'EN', ...NO_DETAILS });
    expect(operations[0]!.context.role).toBe('donor');
  });

  it('a monthly gift sends the chosen amount with MONTHLY', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard();
    await user.click(monthlyBox());
    await user.click(screen.getByRole('radio', { name: '\u2068$30\u2069 a month' }));

    await user.click(donateButton());

    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(operations).toHaveLength(1);
    expect(operations[0]!.variables).toEqual({ applicationId: '6a1f0c2e-0000-4b4b-9c9c-000000000001', amount: 30, recurring: 'MONTHLY', locale: 'EN', ...NO_DETAILS });
    expect(operations[0]!.context.role).toBe('donor');
  });

  it('quick donate sends $50 one-time without typing an amount', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard();

    await user.click(quickButton());

    await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(operations).toHaveLength(1);
    expect(operations[0]!.variables).toEqual({ applicationId: '6a1f0c2e-0000-4b4b-9c9c-000000000001', amount: 50, recurring: 'ONE_TIME', locale: 'EN', ...NO_DETAILS });
  });

  it('while the checkout starts every control is disabled, so a second click sends nothing', async () => {
    const user = userEvent.setup();
    const { operations } = renderCard();
    await user.type(amountField(), '40');

    await user.click(donateButton());

    const opening = screen.getByRole('button', { name: 'Opening the payment page…' });
    expect(opening).toBeDisabled();
    expect(amountField()).toBeDisabled();
    expect(monthlyBox()).toBeDisabled();
    expect(quickButton()).toBeDisabled();
    await user.click(opening);
    await user.click(quickButton());
    await user.type(amountField(), '{Enter}');

    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    // The page is leaving: the controls stay disabled, and still only one checkout was asked for.
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    await user.click(quickButton());
    expect(operations).toHaveLength(1);
  });

  it('a fully funded journey shows the goal message and no way to give', () => {
    renderCard(fundraisingRequest({ collectedAmount: 4000, donorCount: 9, fullyFunded: true }));
    expect(screen.getByRole('note')).toHaveTextContent('Goal achieved! This journey is fully funded.');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  });

  it.each([
    ['CONFLICT', 'REQUEST_NOT_OPEN', {}, 'This request is no longer taking donations. Please refresh the page.'],
    ['TOO_MANY_REQUESTS', 'TOO_MANY_CHECKOUTS', {}, 'Too many donation attempts. Please wait a few minutes and try again.'],
    ['BAD_USER_INPUT', 'AMOUNT_OVER_REMAINING', { remaining: '20' }, 'This journey needs only \u2068$20\u2069 more.'],
    // REQUEST_FULLY_HELD and AMOUNT_OVER_AVAILABLE change the card itself (less or nothing free, from
    // the cache it reads): the tests 'when the API finds all of it held' and 'less free' above.
  ])('when the API refuses with %s (%s) it says the donation could not start and why, and the controls work again', async (code, refusal, values, reason) => {
    const user = userEvent.setup();
    const { operations } = renderCard(fundraisingRequest(), { CreateCheckoutSession: () => apiError(code, 'Refused in English', { reason: refusal, values }) });
    await user.type(amountField(), '25');

    await user.click(donateButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to start donation process.');
    expect(alert).toHaveTextContent(reason);
    expect(leave).not.toHaveBeenCalled();
    expect(donateButton()).toBeEnabled();
    expect(amountField()).toBeEnabled();
    expect(amountField()).toHaveValue(25);
    expect(quickButton()).toBeEnabled();

    // Trying again clears the message while it starts, and sends a second request.
    await user.click(quickButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start donation process.');
    expect(operations.map((operation) => operation.name)).toEqual(['CreateCheckoutSession', 'CreateCheckoutSession']);
  });

  it('when the network fails it says only that the donation could not start', async () => {
    const user = userEvent.setup();
    renderCard(fundraisingRequest(), { CreateCheckoutSession: () => new TypeError('Failed to fetch') });

    await user.click(quickButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Failed to start donation process\.$/);
    expect(leave).not.toHaveBeenCalled();
    expect(quickButton()).toBeEnabled();
  });

  it('does not leave for an address that is not a web page', async () => {
    const user = userEvent.setup();
    renderCard(fundraisingRequest(), {
      CreateCheckoutSession: () => ({ data: { createCheckoutSession: { __typename: 'CheckoutSession', id: 'cs_1', url: 'javascript:alert(1)' } } }),
    });

    await user.click(quickButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to start donation process.');
    expect(leave).not.toHaveBeenCalled();
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await act(() => activateLocale('en'));
    });

    it('reads right to left and sends the Arabic locale to the checkout', async () => {
      await act(() => activateLocale('ar'));
      const user = userEvent.setup();
      const { operations } = renderCard();

      expect(document.documentElement.dir).toBe('rtl');
      expect(screen.getByRole('heading', { name: 'تبرّع لـ Amina Yusuf' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: /^تبرع سريع/ }));

      await waitFor(() => expect(leave).toHaveBeenCalledWith(CHECKOUT_URL));
      expect(operations[0]!.variables).toMatchObject({ amount: 50, recurring: 'ONE_TIME', locale: 'AR' });
    });
  });
});
