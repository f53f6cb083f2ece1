import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { resolveAuthFailure } from '../../../lib/auth/auth-failure';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { donation, paymentsWaiting } from '../../../test/admin/admin-fixtures';
import { BILAL_TO_AMINA, DONATIONS, KHALID_TO_OMAR, trackingApi, YUSUF_TO_OMAR } from '../../../test/admin/giving-fixtures';

const visible = (text: string | null | undefined) => (text ?? '').replace(/[\u2066-\u2069]/g, '').replace(/\s+/g, ' ').trim();
const statValue = (testId: string) => visible(screen.getByTestId(testId).querySelector('.stat-card__value')?.textContent);
const statTrend = (testId: string) => visible(screen.getByTestId(testId).querySelector('.stat-card__trend')?.textContent);
const badge = (tab: string) => screen.getByTestId(`tab-count-${tab}`).textContent;
const panel = () => screen.getByRole('tabpanel');
const form = () => within(panel()).getByRole('form', { name: 'Post a progress update' });
const donationSelect = () => within(form()).getByRole('combobox', { name: 'Donation' });
const statusSelect = () => within(form()).getByRole('combobox', { name: 'Status' });
const messageField = () => within(form()).getByRole('textbox', { name: 'Progress message' });
const sendButton = () => within(form()).getByRole('button', { name: 'Send update' });
const cards = () => within(panel()).getAllByTestId('tracked-donation');
const cardOf = (name: string) => within(panel()).getByRole('article', { name });
const pill = (card: HTMLElement) => within(card).getByTestId('tracking-status').textContent;

function renderDashboard(api = trackingApi()) {
  const test = createTestClient(api.handlers);
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  return { ...test, api };
}

async function openTracking(user: ReturnType<typeof userEvent.setup>) {
  await within(panel()).findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: /Tracking/ }));
  await within(panel()).findAllByTestId('tracked-donation');
}

describe('Admin dashboard: the Tracking tab', () => {
  const realScrollIntoView = Element.prototype.scrollIntoView;

  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('adminData', JSON.stringify({ _id: 'a-1', fullname: 'Khadija Admin', name: 'Khadija Admin', email: 'khadija@example.org' }));
    // jsdom does not scroll; "Post an update" scrolls the form into view.
    Element.prototype.scrollIntoView = jest.fn();
  });

  afterEach(() => {
    Element.prototype.scrollIntoView = realScrollIntoView;
    resolveAuthFailure();
  });

  it('counts every donation on its badge, and shows total donations and active tracking with their trends', async () => {
    renderDashboard();
    await within(panel()).findByRole('article', { name: 'Amina Yusuf' });

    expect(badge('tracking')).toBe('4');
    expect(within(screen.getByTestId('stat-donations')).getByText('Total donations')).toBeInTheDocument();
    expect([statValue('stat-donations'), statTrend('stat-donations')]).toEqual(['$300', '+$50 this month']);
    expect(within(screen.getByTestId('stat-tracking')).getByText('Active tracking')).toBeInTheDocument();
    expect([statValue('stat-tracking'), statTrend('stat-tracking')]).toEqual(['3', 'completed donations · +2 this week']);
  });

  it('lists every donation with applicant — donor, its latest status (Pending until a first update), amount, kind, date and outcome', async () => {
    const user = userEvent.setup();
    const { names, operations } = renderDashboard();
    await openTracking(user);

    expect(within(panel()).getByRole('heading', { name: 'Donations' })).toBeInTheDocument();
    expect(cards().map((card) => visible(card.querySelector('.tracked-donation__who')?.textContent))).toEqual([
      'Amina Yusuf — Bilal Ahmed',
      'Omar Farouk — Khalid Rahman',
      'Amina Yusuf — Sara Khan',
      'Omar Farouk — Yusuf Ali',
    ]);
    expect(cards().map(pill)).toEqual(['Pending', 'Ongoing', 'Pending', 'Pending']);

    const bilal = cardOf('Amina Yusuf — Bilal Ahmed');
    expect(visible(bilal.querySelector('.tracked-donation__facts')?.textContent)).toBe('$250One-timeNov 22, 2026Test modeSadaqah');
    // Where the money stands and how far the journey has come are two named things, not two bare pills.
    expect(Array.from(bilal.querySelectorAll('.tracked-donation__states > div')).map((state) => visible(state.textContent))).toEqual(['PaymentCompleted', 'Journey progressPending']);
    expect(within(bilal).getByText('One-time')).toBeInTheDocument();
    expect(within(bilal).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(bilal).getByText('Completed')).toBeInTheDocument();
    expect(within(bilal).getByText('Test mode')).toBeInTheDocument();

    const khalid = cardOf('Omar Farouk — Khalid Rahman');
    expect(within(khalid).getByText('Monthly')).toBeInTheDocument();
    expect(within(khalid).getByText('Visa approved; flights are booked.')).toBeInTheDocument();
    expect(within(khalid).queryByText('Test mode')).not.toBeInTheDocument();

    expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations']);
    expect(operations[2]!.context.role).toBe('admin');
  });

  it('a failed donation has neither "Post an update" nor "Refund", and no refunds to show', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await openTracking(user);

    const failed = cardOf('Amina Yusuf — Sara Khan');
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Post an update' })).not.toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(within(failed).queryByTestId('donation-money')).not.toBeInTheDocument();

    for (const name of ['Amina Yusuf — Bilal Ahmed', 'Omar Farouk — Khalid Rahman', 'Omar Farouk — Yusuf Ali']) {
      expect(within(cardOf(name)).getByRole('button', { name: 'Post an update' })).toBeEnabled();
      expect(within(cardOf(name)).getByRole('button', { name: 'Refund' })).toBeEnabled();
      expect(within(cardOf(name)).queryByText(/journey needed less/)).not.toBeInTheDocument();
    }
  });

  it('offers only completed donations in the form, as applicant — donor (amount, one-time or monthly, date), each name an isolated run', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await openTracking(user);

    expect(within(donationSelect()).getAllByRole('option').map((option) => visible(option.textContent))).toEqual([
      'Choose a donation',
      'Amina Yusuf — Bilal Ahmed ($250, One-time, Nov 22, 2026)',
      'Omar Farouk — Khalid Rahman ($20, Monthly, Nov 20, 2026)',
      'Omar Farouk — Yusuf Ali ($30, Monthly, Nov 10, 2026)',
    ]);
    // Each name is its own isolated run, so right-to-left pages keep "Yusuf Rahman — Omar Haddad" whole.
    expect(within(donationSelect()).getAllByRole('option')[1]!.textContent).toMatch(/^\u2068Amina Yusuf\u2069 — \u2068Bilal Ahmed\u2069 \(/);
    expect(within(statusSelect()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a status', 'Pending', 'Ongoing', 'Completed']);
    expect(messageField()).toHaveAccessibleDescription('Every donor of this donation’s journey reads this on their dashboard and by email. At most 1000 characters.');
  });

  it('names a gift recorded in another currency by its code in the form, never with a $ (issue 28 §5)', async () => {
    const user = userEvent.setup();
    const canadian = donation('d0c1a7e2-2222-4c4c-8d8d-000000000001', 'Amina Yusuf', 'Hamza Ali', 100, { currency: 'cad', keptAmount: 100 });
    renderDashboard(trackingApi([canadian, ...DONATIONS]));
    await openTracking(user);

    const option = within(donationSelect()).getAllByRole('option')[1]!;
    expect(visible(option.textContent)).toBe('Amina Yusuf — Hamza Ali (100 CAD, One-time, Nov 22, 2026)');
    expect(option.textContent).not.toContain('$');
  });

  it('keeps Send disabled until a donation, a status and a message are all chosen', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await openTracking(user);
    expect(sendButton()).toBeDisabled();

    await user.selectOptions(donationSelect(), BILAL_TO_AMINA.id);
    expect(sendButton()).toBeDisabled();
    await user.selectOptions(statusSelect(), 'ONGOING');
    expect(sendButton()).toBeDisabled();
    await user.type(messageField(), '   ');
    expect(sendButton()).toBeDisabled();
    await user.type(messageField(), 'Flights booked.');
    expect(sendButton()).toBeEnabled();

    // Taking any one of the three away disables it again.
    await user.selectOptions(statusSelect(), '');
    expect(sendButton()).toBeDisabled();
    await user.selectOptions(statusSelect(), 'COMPLETED');
    await user.selectOptions(donationSelect(), '');
    expect(sendButton()).toBeDisabled();
    await user.selectOptions(donationSelect(), BILAL_TO_AMINA.id);
    await user.clear(messageField());
    expect(sendButton()).toBeDisabled();
  });

  it('"Post an update" on a card chooses that donation and puts the cursor in the message', async () => {
    const user = userEvent.setup();
    renderDashboard();
    await openTracking(user);

    await user.click(within(cardOf('Omar Farouk — Yusuf Ali')).getByRole('button', { name: 'Post an update' }));

    expect(donationSelect()).toHaveValue(YUSUF_TO_OMAR.id);
    expect(within(donationSelect()).getByRole('option', { selected: true })).toHaveTextContent('\u2068Omar Farouk\u2069 — \u2068Yusuf Ali\u2069 (\u2068$30\u2069, Monthly, Nov 10, 2026)');
    expect(messageField()).toHaveFocus();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('Send makes one PostTrackingUpdate and the card shows the new status and message at once, without reloading the donations', async () => {
    const user = userEvent.setup();
    const { names, operations } = renderDashboard();
    await openTracking(user);
    await user.click(within(cardOf('Amina Yusuf — Bilal Ahmed')).getByRole('button', { name: 'Post an update' }));
    await user.selectOptions(statusSelect(), 'ONGOING');
    await user.type(messageField(), '  Visa granted; Amina travels in May.  ');

    await user.click(sendButton());

    // While it travels the form cannot send twice.
    expect(within(form()).getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(messageField()).toBeDisabled();

    expect(await screen.findByText('Status updated successfully!')).toBeInTheDocument();
    const card = cardOf('Amina Yusuf — Bilal Ahmed');
    expect(pill(card)).toBe('Ongoing');
    expect(within(card).getByText('Visa granted; Amina travels in May.')).toBeInTheDocument();
    // The other cards are as they were.
    expect(pill(cardOf('Omar Farouk — Yusuf Ali'))).toBe('Pending');
    // The form is ready for the next update.
    expect(donationSelect()).toHaveValue('');
    expect(statusSelect()).toHaveValue('');
    expect(messageField()).toHaveValue('');
    expect(sendButton()).toBeDisabled();

    expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations', 'PostTrackingUpdate']);
    const post = operations[3]!;
    expect(post.variables).toEqual({ input: { donationId: BILAL_TO_AMINA.id, newStatus: 'ONGOING', updateMessage: 'Visa granted; Amina travels in May.' } });
    expect(post.context.role).toBe('admin');
  });

  it('a failed post says so and changes nothing: the card and the form stay as they were', async () => {
    const user = userEvent.setup();
    const api = trackingApi(DONATIONS, undefined, {
      PostTrackingUpdate: () => ({ errors: [new GraphQLError('Only completed donations can be tracked.', { extensions: { code: 'CONFLICT' } })] }),
    });
    const { names } = renderDashboard(api);
    await openTracking(user);
    await user.selectOptions(donationSelect(), KHALID_TO_OMAR.id);
    await user.selectOptions(statusSelect(), 'COMPLETED');
    await user.type(messageField(), 'Omar is home.');

    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update the status. Please try again.');
    expect(screen.getByTestId('dashboard-success')).toHaveTextContent('');
    const card = cardOf('Omar Farouk — Khalid Rahman');
    expect(pill(card)).toBe('Ongoing');
    expect(within(card).getByText('Visa approved; flights are booked.')).toBeInTheDocument();
    expect(within(card).queryByText('Omar is home.')).not.toBeInTheDocument();
    expect(donationSelect()).toHaveValue(KHALID_TO_OMAR.id);
    expect(statusSelect()).toHaveValue('COMPLETED');
    expect(messageField()).toHaveValue('Omar is home.');
    expect(sendButton()).toBeEnabled();
    expect(names()).toEqual(['AdminApplications', 'AdminDashboard', 'AdminDonations', 'PostTrackingUpdate']);
  });

  it('"Show" narrows the grid to the donations of one status, and "All donations" shows them all again', async () => {
    const user = userEvent.setup();
    const { operations } = renderDashboard();
    await openTracking(user);
    const show = within(panel()).getByRole('combobox', { name: 'Show' });
    expect(show).toHaveValue('');
    expect(within(show).getAllByRole('option').map((option) => option.textContent)).toEqual(['All donations', 'Completed', 'Partly refunded', 'Refunded', 'Disputed', 'Failed']);

    await user.selectOptions(show, 'FAILED');

    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cardOf('Amina Yusuf — Sara Khan')).toBeInTheDocument();

    await user.selectOptions(show, 'COMPLETED');

    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(within(panel()).queryByRole('article', { name: 'Amina Yusuf — Sara Khan' })).not.toBeInTheDocument();

    await user.selectOptions(show, '');

    await waitFor(() => expect(cards()).toHaveLength(4));
    const asked = operations.filter((operation) => operation.name === 'AdminDonations');
    expect(asked.map((operation) => operation.variables)).toEqual([{ status: null }, { status: 'FAILED' }, { status: 'COMPLETED' }]);
    expect(asked.every((operation) => operation.context.role === 'admin')).toBe(true);
  });

  it("says 'Failed to fetch donations' when the list cannot be loaded", async () => {
    const user = userEvent.setup();
    renderDashboard(trackingApi(DONATIONS, undefined, { AdminDonations: () => new TypeError('Failed to fetch') }));
    await within(panel()).findByRole('article', { name: 'Amina Yusuf' });

    await user.click(screen.getByRole('tab', { name: /Tracking/ }));

    expect(await within(panel()).findByRole('alert')).toHaveTextContent('Failed to fetch donations');
    expect(within(panel()).queryAllByTestId('tracked-donation')).toHaveLength(0);
    expect(within(donationSelect()).getAllByRole('option')).toHaveLength(1);
  });

  it('"Load more" adds the next 20 donations under the first', async () => {
    const many = Array.from({ length: 21 }, (_, i) =>
      donation(`d0c1a7e2-1111-4c4c-8d8d-0000000000${String(i).padStart(2, '0')}`, 'Amina Yusuf', `Donor ${i + 1}`, 10 + i),
    );
    const AdminDonations: OperationHandler = (variables) => {
      const start = variables.after ? many.findIndex((row) => row.id === variables.after) + 1 : 0;
      const nodes = many.slice(start, start + 20);
      const hasNextPage = start + 20 < many.length;
      return {
        data: {
          paymentsWaiting: paymentsWaiting(),
          donations: { __typename: 'DonationConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? nodes[nodes.length - 1]!.id : null, hasNextPage } },
        },
      };
    };
    const user = userEvent.setup();
    const { operations } = renderDashboard(trackingApi(many, undefined, { AdminDonations }));
    await openTracking(user);
    expect(cards()).toHaveLength(20);

    await user.click(within(panel()).getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(cards()).toHaveLength(21));
    expect(cardOf('Amina Yusuf — Donor 21')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(operations.filter((operation) => operation.name === 'AdminDonations').map((operation) => operation.variables)).toEqual([{ status: null }, { status: null, after: many[19]!.id }]);
  });

  describe('in Arabic', () => {
    afterEach(async () => {
      await act(() => activateLocale('en'));
    });

    it('reads right to left, with the form heading translated', async () => {
      await act(() => activateLocale('ar'));
      const user = userEvent.setup();
      renderDashboard();
      await within(panel()).findAllByRole('article');

      await user.click(screen.getByRole('tab', { name: /المتابعة/ }));

      expect(document.documentElement.dir).toBe('rtl');
      expect(within(panel()).getByRole('heading', { name: 'نشر تحديث عن التقدم' })).toBeInTheDocument();
      expect(await within(panel()).findAllByTestId('tracked-donation')).toHaveLength(DONATIONS.length);
    });
  });
});
