import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { resolveAuthFailure } from '../../../lib/auth/auth-failure';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, paymentsWaiting } from '../../../test/admin/admin-fixtures';
import { BILAL_TO_AMINA, DONATIONS, REFUND_DONATIONS, trackingApi } from '../../../test/admin/giving-fixtures';

const visible = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
const statValue = (testId: string) => visible(screen.getByTestId(testId).querySelector('.stat-card__value')?.textContent);
const statTrend = (testId: string) => visible(screen.getByTestId(testId).querySelector('.stat-card__trend')?.textContent);
const panel = () => screen.getByRole('tabpanel');
const cardOf = (name: string) => within(panel()).getByRole('article', { name });
const cards = () => within(panel()).getAllByTestId('tracked-donation');
const money = (card: HTMLElement) => visible(within(card).getByTestId('donation-money').textContent);
const refundRows = (card: HTMLElement) => within(card).getAllByTestId('donation-refund').map((row) => visible(row.textContent));
const dialog = () => screen.getByRole('dialog', { name: 'Refund a donation' });
const amountField = () => within(dialog()).getByRole('textbox', { name: 'Refund amount (US dollars)' });
const reasonField = () => within(dialog()).getByRole('textbox', { name: 'Reason' });
const confirmButton = () => within(dialog()).getByRole('button', { name: 'Confirm refund' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function renderDashboard(api = trackingApi(REFUND_DONATIONS)) {
  const test = createTestClient(api.handlers);
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  return { ...test, api };
}

async function openTracking(user: ReturnType<typeof userEvent.setup>) {
  await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: /Tracking/ }));
  await within(panel()).findAllByTestId('tracked-donation');
}

async function openRefund(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(cardOf(name)).getByRole('button', { name: 'Refund' }));
  return dialog();
}

describe('Admin dashboard: money that went back', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('adminData', JSON.stringify({ _id: 'a-1', fullname: 'Khadija Admin', name: 'Khadija Admin', email: 'khadija@example.org' }));
  });

  afterEach(() => resolveAuthFailure());

  describe('the Tracking grid', () => {
    it('shows each donation’s status, what went back and what was kept, and every refund with its number, amount, reason, status and note', async () => {
      const user = userEvent.setup();
      renderDashboard();
      await openTracking(user);

      const hamza = cardOf('Amina Yusuf — Hamza Idris');
      expect(within(hamza).getByTestId('donation-status')).toHaveTextContent('Partly refunded');
      expect(money(hamza)).toBe('Refunded $40Kept $60');
      expect(within(hamza).getByRole('list', { name: 'Refunds' })).toBeInTheDocument();
      expect(refundRows(hamza)).toEqual(['SBL-R-2026-000011$40RefundedThe journey needed less than this gift · Nov 21, 2026']);
      expect(within(hamza).getByText('It landed when the journey needed less: what was not needed went back to the donor.')).toBeInTheDocument();

      const maryam = cardOf('Omar Farouk — Maryam Noor');
      expect(within(maryam).getByTestId('donation-status')).toHaveTextContent('Refunded');
      expect(money(maryam)).toBe('Refunded $75Kept $0');
      expect(refundRows(maryam)).toEqual(['SBL-R-2026-000012$75RefundedRefunded by Sabil · Nov 23, 2026Donor asked: gave twice by mistake.']);

      const layla = cardOf('Amina Yusuf — Layla Haddad');
      expect(visible(layla.querySelector('.tracked-donation__charged')?.textContent)).toBe('Charged as €50.00');
      expect(money(layla)).toBe('Refunded $10.25Kept $44.25');
      expect(refundRows(layla)).toEqual(['SBL-R-2026-000014$10.25Refused by the card providerRefunded by Sabil · Nov 23, 2026Part of it was meant for another journey.']);

      // Nothing went back: no such lines.
      const bilal = cardOf('Amina Yusuf — Bilal Ahmed');
      expect(within(bilal).queryByTestId('donation-money')).not.toBeInTheDocument();
      expect(within(bilal).queryByRole('list', { name: 'Refunds' })).not.toBeInTheDocument();
      expect(bilal.querySelector('.tracked-donation__charged')).toBeNull();
    });

    it('says when a donation is disputed at the donor’s bank', async () => {
      const user = userEvent.setup();
      renderDashboard();
      await openTracking(user);

      const zaid = cardOf('Omar Farouk — Zaid Karim');
      expect(within(zaid).getByTestId('donation-status')).toHaveTextContent('Disputed');
      expect(within(zaid).getByTestId('dispute')).toHaveTextContent('Disputed at the bank It counts for nothing until the dispute is decided, and it cannot be refunded meanwhile.');
      expect(within(cardOf('Amina Yusuf — Bilal Ahmed')).queryByTestId('dispute')).not.toBeInTheDocument();
    });

    it('offers "Refund" only while something is left to give back: not on failed, refunded or disputed donations', async () => {
      const user = userEvent.setup();
      renderDashboard();
      await openTracking(user);

      for (const name of ['Amina Yusuf — Bilal Ahmed', 'Amina Yusuf — Hamza Idris', 'Amina Yusuf — Layla Haddad']) {
        expect(within(cardOf(name)).getByRole('button', { name: 'Refund' })).toBeEnabled();
      }
      for (const name of ['Omar Farouk — Maryam Noor', 'Amina Yusuf — Sara Khan', 'Omar Farouk — Zaid Karim']) {
        expect(within(cardOf(name)).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
      }
      // Progress updates are for money the journey keeps, even in part, as the API allows; not for money that all went back.
      expect(within(cardOf('Amina Yusuf — Hamza Idris')).getByRole('button', { name: 'Post an update' })).toBeEnabled();
      expect(within(cardOf('Amina Yusuf — Sara Khan')).queryByRole('button', { name: 'Post an update' })).not.toBeInTheDocument();
    });
  });

  describe('the refund dialog', () => {
    it('is prefilled with all that is left and says what will happen, to whose card and to which journey', async () => {
      const user = userEvent.setup();
      renderDashboard();
      await openTracking(user);

      await openRefund(user, 'Amina Yusuf — Layla Haddad');

      expect(visible(within(dialog()).getByText(/gift to/).textContent)).toBe("Layla Haddad's gift to Amina Yusuf: $54.50 on Nov 16, 2026 ($10.25 already refunded)");
      expect(amountField()).toHaveValue('44.25');
      expect(amountField()).toHaveAccessibleDescription('All that is left of this donation: \u2068$44.25\u2069. Change it to give back part of it.');
      expect(reasonField()).toHaveValue('');
      expect(reasonField()).toHaveAttribute('maxLength', '500');
      expect(visible(within(dialog()).getByTestId('refund-outcome').textContent)).toBe(
        "$44.25 goes back to Layla Haddad's card. The total of Amina Yusuf's journey drops by $44.25; if it falls below its goal, it takes gifts again.",
      );

      // The sentence follows the amount typed.
      await user.clear(amountField());
      await user.type(amountField(), '20');
      expect(visible(within(dialog()).getByTestId('refund-outcome').textContent)).toMatch(/^\$20 goes back to Layla Haddad's card\. .* drops by \$20;/);
    });

    it('refuses an empty reason in the form, and sends nothing', async () => {
      const user = userEvent.setup();
      const { names } = renderDashboard();
      await openTracking(user);
      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      await user.type(reasonField(), '   ');

      await user.click(confirmButton());

      expect(await within(dialog()).findByText('Reason is required')).toBeInTheDocument();
      expect(reasonField()).toHaveAttribute('aria-invalid', 'true');
      expect(reasonField()).toHaveFocus();
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations']);
    });

    it('refuses more than is left in the form, and sends nothing', async () => {
      const user = userEvent.setup();
      const { names } = renderDashboard();
      await openTracking(user);
      await openRefund(user, 'Amina Yusuf — Layla Haddad');
      await user.clear(amountField());
      await user.type(amountField(), '44.26');
      await user.type(reasonField(), 'Gave twice.');

      expect(within(dialog()).queryByTestId('refund-outcome')).not.toBeInTheDocument();
      await user.click(confirmButton());

      expect(await within(dialog()).findByText('At most \u2068$44.25\u2069 of this donation can be refunded.')).toBeInTheDocument();
      expect(amountField()).toHaveAttribute('aria-invalid', 'true');

      await user.clear(amountField());
      await user.type(amountField(), '0');
      expect(await within(dialog()).findByText('Refund amount (US dollars) must be greater than 0')).toBeInTheDocument();
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations']);
    });

    it('Cancel closes it and changes nothing', async () => {
      const user = userEvent.setup();
      const { names } = renderDashboard();
      await openTracking(user);
      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      await user.type(reasonField(), 'Not sure yet.');

      await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));

      expect(screen.queryByRole('dialog', { name: 'Refund a donation' })).not.toBeInTheDocument();
      expect(within(cardOf('Amina Yusuf — Bilal Ahmed')).getByTestId('donation-status')).toHaveTextContent('Completed');
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations']);
    });

    it('a refund makes one request; the row, the stat cards and the journey’s collected amount follow through the cache, without reloading', async () => {
      const user = userEvent.setup();
      const { names, operations, client } = renderDashboard();
      await openTracking(user);
      expect([statValue('stat-donations'), statValue('stat-tracking')]).toEqual(['$354.25', '3']);
      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      expect(amountField()).toHaveValue('250');
      await user.clear(amountField());
      await user.type(amountField(), '100');
      await user.type(reasonField(), '  The donor meant 150.  ');

      await user.click(confirmButton());

      await waitFor(() => expect(visible(screen.getByTestId('dashboard-success').textContent)).toBe("Refund made: $100 is going back to Bilal Ahmed's card."));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund a donation' })).not.toBeInTheDocument());
      const bilal = cardOf('Amina Yusuf — Bilal Ahmed');
      expect(within(bilal).getByTestId('donation-status')).toHaveTextContent('Partly refunded');
      expect(money(bilal)).toBe('Refunded $100Kept $150');
      expect(refundRows(bilal)).toEqual(['SBL-R-2026-000101$100On its wayRefunded by Sabil · Nov 24, 2026The donor meant 150.']);
      expect(within(bilal).getByRole('button', { name: 'Refund' })).toBeEnabled();
      expect(statValue('stat-donations')).toBe('$254.25');
      expect(statValue('stat-tracking')).toBe('3');
      // The journey's total, wherever a screen shows it: 150 + 60 + 44.25 kept.
      expect((client.cache.extract() as Record<string, unknown>)[`Application:${AMINA.id}`]).toMatchObject({ collectedAmount: 254.25, donorCount: 3 });

      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations', 'RefundDonation']);
      const sent = operations[3]!;
      // A key of its own, made when the dialog opened: the API answers the same key with the first refund.
      expect(sent.variables).toEqual({ input: { donationId: BILAL_TO_AMINA.id, amount: 100, note: 'The donor meant 150.', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
      expect(sent.context.role).toBe('admin');

      // The rest: the dialog now offers what is left, and after it the donation is refunded whole.
      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      expect(amountField()).toHaveValue('150');
      await user.type(reasonField(), 'The rest, as asked.');
      await user.click(confirmButton());

      await waitFor(() => expect(within(cardOf('Amina Yusuf — Bilal Ahmed')).getByTestId('donation-status')).toHaveTextContent('Refunded'));
      expect(within(cardOf('Amina Yusuf — Bilal Ahmed')).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
      expect([statValue('stat-donations'), statValue('stat-tracking')]).toEqual(['$104.25', '2']);
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations', 'RefundDonation', 'RefundDonation']);
      expect(operations[4]!.variables).toEqual({ input: { donationId: BILAL_TO_AMINA.id, amount: 150, note: 'The rest, as asked.', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) } });
      // Another opening of the dialog, another refund: another key.
      expect((operations[4]!.variables.input as { idempotencyKey: string }).idempotencyKey).not.toBe((sent.variables.input as { idempotencyKey: string }).idempotencyKey);
    });

    it('moves a refunded donation between the status lists already loaded, without asking again', async () => {
      const user = userEvent.setup();
      const { names } = renderDashboard();
      await openTracking(user);
      const show = within(panel()).getByRole('combobox', { name: 'Show' });
      await user.selectOptions(show, 'REFUNDED');
      await waitFor(() => expect(cards()).toHaveLength(1));
      await user.selectOptions(show, 'COMPLETED');
      await waitFor(() => expect(cards()).toHaveLength(1));
      expect(cardOf('Amina Yusuf — Bilal Ahmed')).toBeInTheDocument();

      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      await user.type(reasonField(), 'Gave twice by mistake.');
      await user.click(confirmButton());

      await waitFor(() => expect(within(panel()).queryAllByTestId('tracked-donation')).toHaveLength(0));
      await user.selectOptions(show, 'REFUNDED');
      // Newest first: Bilal's gift (Nov 22) before Maryam's (Nov 19).
      expect(cards().map((card) => visible(card.querySelector('.tracked-donation__who')?.textContent))).toEqual(['Amina Yusuf — Bilal Ahmed', 'Omar Farouk — Maryam Noor']);
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations', 'AdminDonations', 'AdminDonations', 'RefundDonation']);
    });

    it('says the API’s refusal in the dialog, in the reader’s words, and changes nothing', async () => {
      const user = userEvent.setup();
      const api = trackingApi(REFUND_DONATIONS);
      const { names } = renderDashboard(api);
      await openTracking(user);
      // Another admin gave 200 back meanwhile.
      const row = api.donations.find((candidate) => candidate.id === BILAL_TO_AMINA.id)!;
      row.refundedAmount = 200;
      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      await user.type(reasonField(), 'Gave twice by mistake.');

      await user.click(confirmButton());

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('At most \u2068$50\u2069 of this donation can be refunded.');
      expect(amountField()).toHaveValue('250');
      expect(reasonField()).toHaveValue('Gave twice by mistake.');
      expect(confirmButton()).toBeEnabled();
      expect(screen.getByTestId('dashboard-success')).toHaveTextContent('');
      expect(within(cardOf('Amina Yusuf — Bilal Ahmed')).getByTestId('donation-status')).toHaveTextContent('Completed');
      expect(statValue('stat-donations')).toBe('$354.25');
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations', 'RefundDonation']);
    });

    it.each([
      ['DONATION_UNDER_DISPUTE', 'CONFLICT', "This donation is disputed at the donor's bank; it cannot be refunded until the dispute closes."],
      ['NOTHING_TO_REFUND', 'CONFLICT', 'Nothing of this donation is left to refund.'],
      ['REFUND_OTHER_PROVIDER', 'CONFLICT', 'This donation was made through another payment provider; refund it there.'],
    ])('says %s as the reader’s sentence', async (reason, code, said) => {
      const user = userEvent.setup();
      const api = trackingApi(REFUND_DONATIONS, undefined, {
        RefundDonation: () => ({ errors: [new GraphQLError('Refused (English from the API).', { extensions: { code, reason } })] }),
      });
      renderDashboard(api);
      await openTracking(user);
      await openRefund(user, 'Amina Yusuf — Hamza Idris');
      expect(amountField()).toHaveValue('60');
      await user.type(reasonField(), 'Asked by the donor.');

      await user.click(confirmButton());

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(said);
      expect(money(cardOf('Amina Yusuf — Hamza Idris'))).toBe('Refunded $40Kept $60');
    });

    it('says so when the refund could not be made for another reason', async () => {
      const user = userEvent.setup();
      const { operations } = renderDashboard(trackingApi(REFUND_DONATIONS, undefined, { RefundDonation: () => new TypeError('Failed to fetch') }));
      await openTracking(user);
      await openRefund(user, 'Amina Yusuf — Bilal Ahmed');
      await user.type(reasonField(), 'Gave twice by mistake.');

      await user.click(confirmButton());

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent('The refund could not be made. Please try again.');
      // Trying again from the same dialog is the same refund: the same key, so the API can never make it twice.
      await user.click(confirmButton());
      await waitFor(() => expect(operations.filter((operation) => operation.name === 'RefundDonation')).toHaveLength(2));
      const keys = operations.filter((operation) => operation.name === 'RefundDonation').map((operation) => (operation.variables.input as { idempotencyKey: string }).idempotencyKey);
      expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[1]).toBe(keys[0]);
    });
  });

  describe('payments waiting on the card provider', () => {
    it('shows nothing while everything is settled', async () => {
      const user = userEvent.setup();
      const { names } = renderDashboard(trackingApi(DONATIONS));
      await openTracking(user);

      expect(within(panel()).queryByTestId('payments-waiting')).not.toBeInTheDocument();
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations']);
    });

    it('says how many payments wait and for how long, and that a refused refund is still owed, in the same request as the donations', async () => {
      const user = userEvent.setup();
      const api = trackingApi(REFUND_DONATIONS);
      api.setPaymentsWaiting(paymentsWaiting({ checkouts: 2, refundsPending: 1, refundsFailed: 1, oldestSince: new Date(Date.now() - 2 * HOUR - 5 * MINUTE).toISOString() }));
      const { names } = renderDashboard(api);
      await openTracking(user);

      const notice = within(panel()).getByTestId('payments-waiting');
      expect(within(notice).getByRole('status')).toHaveTextContent(
        '3 payments are waiting on the card provider (the oldest for 2 hours). Sabil asks the provider about them every minute.',
      );
      expect(within(notice).getByRole('alert')).toHaveTextContent(
        '1 refund was refused by the card provider: the money is still with the charity and owed to the donor. Please look into it at the card provider.',
      );
      expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations']);
    });

    it('speaks of one payment in the singular, and of refused refunds alone when nothing else waits', async () => {
      const user = userEvent.setup();
      const api = trackingApi(DONATIONS);
      api.setPaymentsWaiting(paymentsWaiting({ checkouts: 1, oldestSince: new Date(Date.now() - 5 * MINUTE - 10_000).toISOString() }));
      renderDashboard(api);
      await openTracking(user);

      expect(within(panel()).getByRole('status')).toHaveTextContent('1 payment is waiting on the card provider (for 5 minutes). Sabil asks the provider about it every minute.');
      expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    });

    it('only refused refunds: the alert, and no waiting sentence', async () => {
      const user = userEvent.setup();
      const api = trackingApi(DONATIONS);
      api.setPaymentsWaiting(paymentsWaiting({ refundsFailed: 2, oldestSince: new Date(Date.now() - 3 * 24 * HOUR).toISOString() }));
      renderDashboard(api);
      await openTracking(user);

      const notice = within(panel()).getByTestId('payments-waiting');
      expect(within(notice).queryByRole('status')).not.toBeInTheDocument();
      expect(within(notice).getByRole('alert')).toHaveTextContent(
        '2 refunds were refused by the card provider: the money is still with the charity and owed to the donors. Please look into them at the card provider.',
      );
    });
  });

  describe('the stat cards', () => {
    it('say how much is held for donors paying now, on the total donations card', async () => {
      renderDashboard(trackingApi(DONATIONS, { amountThisMonth: 50, completedThisWeek: 2, heldAmount: 120 }));
      await within(panel()).findByRole('article', { name: 'Amina Yusuf' });

      expect([statValue('stat-donations'), statTrend('stat-donations')]).toEqual(['$300', '+$50 this month · $120 held for donors paying now']);
      expect(screen.getAllByTestId(/^stat-/)).toHaveLength(4);
    });

    it('say nothing of it when nothing is held', async () => {
      renderDashboard(trackingApi(DONATIONS, { amountThisMonth: 50, completedThisWeek: 2, heldAmount: 0 }));
      await within(panel()).findByRole('article', { name: 'Amina Yusuf' });

      expect(statTrend('stat-donations')).toBe('+$50 this month');
    });
  });
});

