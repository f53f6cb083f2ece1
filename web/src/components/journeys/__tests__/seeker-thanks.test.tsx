import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { SeekerThanks } from '../components/journey-thanks';

const APPLICATION_ID = '11111111-1111-4111-8111-111111111111';

const REJECTED = {
  __typename: 'JourneyThanks' as const,
  id: 't-1',
  applicationId: APPLICATION_ID,
  firstName: 'Amina',
  message: 'Shukran, call me on 0300 1234567',
  photoUrl: null,
  status: 'REJECTED' as const,
  rejectReason: 'Please leave out the phone number.',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: '2026-11-21T10:00:00.000Z',
};

describe('the seeker’s thank-you (issue 30)', () => {
  beforeEach(() => localStorage.setItem('seekerToken', 'seeker-token'));

  it('shows a rejected thank-you with its reason, and lets the pilgrim write again', async () => {
    const user = userEvent.setup();
    const test = createTestClient({
      PostJourneyThanks: () => ({ data: { postJourneyThanks: { ...REJECTED, id: 't-2', message: 'Shukran to every donor', status: 'PENDING', rejectReason: null, decidedAt: null } } }),
      MyJourney: () => ({ data: { myJourney: null } }),
    } as never);
    renderAt('/seeker-form', <SeekerThanks applicationId={APPLICATION_ID} stage="TRAVELLED" thanks={REJECTED as never} />, { client: test.client });
    expect(screen.getByText('Not published. The reason given:')).toBeInTheDocument();
    expect(screen.getByText('Please leave out the phone number.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Write your thank-you again' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Shukran to every donor');
    await user.click(screen.getByRole('button', { name: 'Send my thank-you' }));
    await waitFor(() => expect(test.names()).toContain('PostJourneyThanks'));
    expect(test.operations.find((operation) => operation.name === 'PostJourneyThanks')!.variables).toMatchObject({ input: { applicationId: APPLICATION_ID, message: 'Shukran to every donor' } });
  });

  it('shows a pending or published thank-you without the form', () => {
    const test = createTestClient({} as never);
    renderAt('/seeker-form', <SeekerThanks applicationId={APPLICATION_ID} stage="TRAVELLED" thanks={{ ...REJECTED, status: 'PENDING', rejectReason: null } as never} />, { client: test.client });
    expect(screen.getByText('Waiting for an admin to review it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my thank-you' })).not.toBeInTheDocument();
  });
});
