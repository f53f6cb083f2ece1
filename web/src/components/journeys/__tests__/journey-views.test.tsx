import { act, screen, within } from '@testing-library/react';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { MyJourney } from '../components/my-journey';
import { SupportedJourneys } from '../components/supported-journeys';

const change = (over: Record<string, unknown>) => ({
  __typename: 'JourneyStageChange',
  id: 'c-1',
  fromStage: 'FUNDED',
  toStage: 'BOOKED',
  changedAt: '2026-11-29T08:00:00.000Z',
  changedByName: null,
  bookingReference: null,
  operatorName: 'Al Noor Travel',
  visaIssuedOn: null,
  departedOn: null,
  returnedOn: null,
  reason: null,
  ...over,
});
const journey = (id: string, name: string, stage: string, history: unknown[] = []) => ({ __typename: 'Journey', id, applicationId: id, applicantName: name, stage, history });

describe('the seeker’s journey', () => {
  it('is a stepper: stages behind are done, the current one is marked, and the booking reference is shown', async () => {
    const { client } = createTestClient({ MyJourney: () => ({ data: { myJourney: journey('a-1', 'Amina Yusuf', 'BOOKED', [change({ bookingReference: 'BK-2207' })]) } }) });
    renderAt('/seeker', <MyJourney />, { client });
    const stepper = await screen.findByRole('list', { name: 'Your journey' });
    const steps = within(stepper).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Fundraising(done)', 'Funded(done)', 'Booked', 'Visa issued', 'Travelled', 'Completed']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('journey-history')).toHaveTextContent('BK-2207');
  });

  it('says a cancelled journey is cancelled, with its reason', async () => {
    const { client } = createTestClient({ MyJourney: () => ({ data: { myJourney: journey('a-1', 'Amina Yusuf', 'CANCELLED', [change({ toStage: 'CANCELLED', operatorName: null, reason: 'Visa refused' })]) } }) });
    renderAt('/seeker', <MyJourney />, { client });
    expect(await screen.findByTestId('journey-cancelled')).toHaveTextContent('This journey was cancelled.');
    expect(screen.getByTestId('journey-history')).toHaveTextContent('Visa refused');
  });

  it('shows nothing without an approved application', async () => {
    const { client } = createTestClient({ MyJourney: () => ({ data: { myJourney: null } }) });
    const { container } = renderAt('/seeker', <MyJourney />, { client });
    // The answer (null) arrives after 20 ms; let it land.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.querySelector('[data-testid="my-journey"]')).toBeNull();
  });
});

const share = (id: string, keptCents: number, journeyKeptCents: number, paidOutShareCents: number, payouts: unknown[] = []) => ({
  __typename: 'DonorJourneyShare',
  id,
  keptCents,
  journeyKeptCents,
  paidOutShareCents,
  payouts,
});
const payout = (over: Record<string, unknown>) => ({
  __typename: 'FundedPayout',
  at: '2026-11-20T10:00:00.000Z',
  purpose: 'PACKAGE',
  operatorName: 'Al Noor Travel',
  amountCents: 6000,
  shareCents: 3692,
  ...over,
});

describe('the donor’s supported journeys', () => {
  it('lists each journey with its stage, and where the donor’s money went: their share of each payout, or that nothing is paid out yet', async () => {
    const { client } = createTestClient({
      MySupportedJourneys: () => ({
        data: {
          mySupportedJourneys: [journey('a-1', 'Amina Yusuf', 'BOOKED', [change({})]), journey('a-2', 'Omar Farouk', 'FUNDRAISING'), journey('a-3', 'Idris Bello', 'FUNDED')],
          myJourneyShares: [
            share('a-1', 8000, 13000, 4000, [payout({}), payout({ purpose: 'VISA', operatorName: null, amountCents: 1000, shareCents: 308 })]),
            share('a-2', 2500, 2500, 0),
          ],
        },
      }),
    });
    renderAt('/donor', <SupportedJourneys />, { client });
    const rows = await screen.findAllByTestId('supported-journey');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('Amina YusufBooked');
    // Amounts and names come isolated (U+2068 … U+2069), so their direction is their own in Arabic and Urdu.
    const plain = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '');
    const first = within(rows[0]!).getByTestId('journey-share');
    expect(plain(first)).toContain('Your gifts keep $80.00 of the $130.00 this journey holds.');
    expect(plain(first)).toContain('$40.00 of what was paid out came from your gifts:');
    expect(within(rows[0]!).getAllByTestId('journey-share-payout').map(plain)).toEqual([
      'Nov 20, 2026: Package, paid to Al Noor Travel: $36.92 of $60.00',
      'Nov 20, 2026: Visa, paid to the pilgrim: $3.08 of $10.00',
    ]);
    expect(plain(within(rows[1]!).getByTestId('journey-share'))).toBe('Your gifts keep $25.00 of the $25.00 this journey holds.Nothing has been paid out of this journey yet.');
    // Money that reached a journey and went back: no share to show.
    expect(within(rows[2]!).queryByTestId('journey-share')).toBeNull();
  });
});
