import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { ApolloProvider } from '@apollo/client/react';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { FundraisingCard, fundedPercent } from '../components/fundraising-card';
import { DonorDashboardPage } from '../donor-dashboard-page';
import { inCache, type FundraisingRequest } from './giving-fixtures';

function request(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'FundraisingRequest' as const,
    id: '6a1f0c2e-0000-4b4b-9c9c-000000000001',
    fullName: 'Amina Yusuf',
    city: 'Leeds',
    country: 'United Kingdom',
    hajjReason: 'To perform Hajj with my mother.',
    travelType: 'HAJJ' as const,
    requestedAmount: 4000,
    collectedAmount: 1000,
    heldAmount: 0,
    donorCount: 3,
    fullyFunded: false,
    zakatCategory: null,
    ...overrides,
  };
}

function renderCard(props: ReturnType<typeof request>) {
  const { client } = createTestClient({});
  return render(
    <I18nProvider i18n={i18n}>
      <ApolloProvider client={client}>
        <FundraisingCard request={inCache(client, props as FundraisingRequest)} />
      </ApolloProvider>
    </I18nProvider>,
  );
}

describe('FundraisingCard', () => {
  it('shows a verified request with its progress, percent funded and donors', () => {
    renderCard(request());
    expect(screen.getByTestId('funding-badge')).toHaveTextContent('Verified');
    expect(screen.getByText('Hajj')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Amina Yusuf' })).toBeInTheDocument();
    expect(screen.getByTestId('seeker-place')).toHaveTextContent('Leeds, United Kingdom');
    expect(screen.getByText('To perform Hajj with my mother.')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Funding progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByTestId('funded-percent')).toHaveTextContent('25% funded');
    // A count through an ICU plural (issue 28): «3 donors», «1 donor», and words for none.
    expect(screen.getByTestId('donor-count')).toHaveTextContent('3 donors');
    expect(screen.getByRole('article')).toHaveTextContent('\u2068$1,000\u2069 raised of \u2068$4,000\u2069');
    expect(screen.queryByText('Goal achieved! This journey is fully funded.')).not.toBeInTheDocument();
  });

  // Issue 28: anyone may register as a donor; the card says where the seeker lives, not their street.
  it('shows the city and country, either alone, and nothing in their place when the seeker gave neither', () => {
    const { unmount } = renderCard(request());
    const place = screen.getByTestId('seeker-place');
    expect(place).toHaveTextContent('Leeds, United Kingdom');
    // Each is the seeker's own words, isolated in its own direction.
    expect(Array.from(place.querySelectorAll('bdi'), (bdi) => bdi.textContent)).toEqual(['Leeds', 'United Kingdom']);
    unmount();
    const cityOnly = renderCard(request({ country: null }));
    expect(screen.getByTestId('seeker-place')).toHaveTextContent(/^Leeds$/);
    cityOnly.unmount();
    renderCard(request({ city: null, country: null }));
    expect(screen.queryByTestId('seeker-place')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/Location|not given/i);
  });

  it('caps the bar at 100 % when more than the goal was raised, and shows Completed and the goal message', () => {
    renderCard(request({ collectedAmount: 6000, donorCount: 12, fullyFunded: true }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect((screen.getByRole('progressbar').firstChild as HTMLElement).style.inlineSize).toBe('100%');
    expect(screen.getByTestId('funded-percent')).toHaveTextContent('100% funded');
    expect(screen.getByTestId('funding-badge')).toHaveTextContent('Completed');
    expect(screen.getByText('Goal achieved! This journey is fully funded.')).toBeInTheDocument();
  });

  it('never rounds an unfinished goal up to 100 %', () => {
    expect(fundedPercent({ requestedAmount: 1000, collectedAmount: 999.9, fullyFunded: false })).toBe(99);
    expect(fundedPercent({ requestedAmount: 1000, collectedAmount: 2500, fullyFunded: false })).toBe(100);
    expect(fundedPercent({ requestedAmount: 0, collectedAmount: 0, fullyFunded: false })).toBe(0);
  });
});

const SUMMARY = { __typename: 'FundraisingSummary' as const, id: 'fundraising-summary', openRequests: 2, stillNeeded: 9000, totalRaised: 7000 };

function dashboardAnswer(nodes: ReturnType<typeof request>[], hasNextPage = false): OperationHandler {
  return () => ({
    data: {
      fundraisingSummary: SUMMARY,
      approvedApplications: {
        __typename: 'FundraisingRequestConnection',
        nodes,
        pageInfo: { __typename: 'PageInfo', endCursor: hasNextPage ? nodes[nodes.length - 1]!.id : null, hasNextPage },
      },
    },
  });
}

describe('DonorDashboardPage', () => {
  beforeEach(() => {
    localStorage.setItem('donorToken', 'donor-token');
    localStorage.setItem('donorData', JSON.stringify({ _id: 'd-1', fullname: 'Bilal Ahmed', name: 'Bilal Ahmed', email: 'bilal@example.org' }));
  });

  it('shows the summary cards and the approved requests', async () => {
    const { client, operations } = createTestClient({
      DonorDashboard: dashboardAnswer([request(), request({ id: '6a1f0c2e-0000-4b4b-9c9c-000000000002', fullName: 'Omar Farouk', collectedAmount: 5000, requestedAmount: 5000, fullyFunded: true })]),
    });
    renderAt('/donor/dashboard', <DonorDashboardPage />, { client });

    const cards = await screen.findAllByTestId('fundraising-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[1]!).getByTestId('funding-badge')).toHaveTextContent('Completed');
    expect(screen.getByTestId('summary-active')).toHaveTextContent('2');
    expect(screen.getByTestId('summary-needed')).toHaveTextContent('\u2068$9,000\u2069');
    expect(screen.getByTestId('summary-raised')).toHaveTextContent('\u2068$7,000\u2069');
    expect(screen.getByTestId('account-name')).toHaveTextContent('Bilal Ahmed');
    expect(operations[0]!.context.role).toBe('donor');
  });

  it("on failure shows an empty list with 'Failed to fetch applications'", async () => {
    const { client } = createTestClient({ DonorDashboard: () => new TypeError('Failed to fetch') });
    renderAt('/donor/dashboard', <DonorDashboardPage />, { client });
    expect(await screen.findByText('Failed to fetch applications')).toBeInTheDocument();
    expect(screen.queryAllByTestId('fundraising-card')).toHaveLength(0);
    expect(screen.getByTestId('summary-raised')).toHaveTextContent('—');
  });

  it('offers "Load more" while there are more requests', async () => {
    const first = Array.from({ length: 12 }, (_, i) => request({ id: `6a1f0c2e-0000-4b4b-9c9c-0000000001${String(i).padStart(2, '0')}`, fullName: `Seeker ${i + 1}` }));
    const more = request({ id: '6a1f0c2e-0000-4b4b-9c9c-000000000200', fullName: 'Seeker 13' });
    const { client } = createTestClient({
      DonorDashboard: (variables) => (variables.after ? dashboardAnswer([more])(variables) : dashboardAnswer(first, true)(variables)),
    });
    const user = userEvent.setup();
    renderAt('/donor/dashboard', <DonorDashboardPage />, { client });
    await screen.findByRole('heading', { name: 'Seeker 12' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('heading', { name: 'Seeker 13' })).toBeInTheDocument();
    expect(screen.getAllByTestId('fundraising-card')).toHaveLength(13);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('My Donations shows the history view, which says there are none yet', async () => {
    const { client } = createTestClient({
      DonorDashboard: dashboardAnswer([request()]),
      DonationHistory: () => ({
        data: {
          myGivingSummary: { __typename: 'GivingSummary', id: 'giving-summary:d-1', totalDonated: 0, completedCount: 0, livesHelped: 0, journeysFullyFunded: 0 },
          myDonationHistory: { __typename: 'DonationConnection', nodes: [], pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } },
        },
      }),
    });
    const user = userEvent.setup();
    renderAt('/donor/dashboard', <DonorDashboardPage />, { client });
    await screen.findByTestId('fundraising-card');

    await user.click(screen.getByRole('button', { name: 'My Donations' }));

    const history = screen.getByTestId('donation-history');
    expect(within(history).getByRole('heading', { name: 'My Donations' })).toHaveFocus();
    expect(await within(history).findByText(/You have not made any donations yet./)).toBeInTheDocument();
    // No gift yet: the fourth card is the books' figure, zero, with no words of praise (issues 18, 28).
    expect(within(history).getByTestId('history-impact').querySelector('.stat-card__value')).toHaveTextContent(/^0$/);
    expect(within(history).getByTestId('history-impact').querySelector('.stat-card__trend')).toBeNull();
    expect(screen.queryByTestId('fundraising-card')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to requests' }));
    expect(screen.getByTestId('fundraising-card')).toBeInTheDocument();
  });
});
