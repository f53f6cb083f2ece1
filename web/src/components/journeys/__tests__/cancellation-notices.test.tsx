import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { CancellationNotices } from '../components/cancellation-notices';

/** What an element says, without the isolates that keep amounts' direction their own. */
const said = (element: HTMLElement) => (element.textContent ?? '').replace(/[\u2066-\u2069]/g, '');

function choice(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'CancellationChoice', id: 'choice-1', applicationId: 'journey-1', firstName: 'Hamza', donorName: null, keptCents: 5000, refundableCents: 2778,
    unrecoverableCents: 2222, refundPossible: true, includesZakat: false, deadlineAt: '2026-12-29T10:00:00.000Z', defaultAnswer: 'REFUND', status: 'OPEN', decidedBy: null, decidedAt: null,
    appliedCents: null, targetApplicationId: null, targetFirstName: null, ...overrides,
  };
}

const TARGETS = {
  data: {
    cancellationMoveTargets: [
      { __typename: 'MoveTarget', applicationId: 'near', firstName: 'Omar', roomCents: 1000, zakatEligible: false },
      { __typename: 'MoveTarget', applicationId: 'far', firstName: 'Zainab', roomCents: 50000, zakatEligible: true },
    ],
  },
};

describe('a cancelled journey’s notice on the donor dashboard', () => {
  beforeEach(() => {
    localStorage.setItem('donorToken', 'donor-token');
    localStorage.setItem('donorData', JSON.stringify({ _id: 'd-1', fullname: 'Bilal Ahmed', name: 'Bilal Ahmed', email: 'bilal@example.org' }));
  });

  it('shows the part, what was paid out and the deadline, and moves the gift to a journey with room (those without are disabled)', async () => {
    const user = userEvent.setup();
    const test = createTestClient({
      MyCancellationChoices: () => ({ data: { myCancellationChoices: [choice()] } }),
      CancellationMoveTargets: () => TARGETS,
      AnswerCancellationChoice: () => ({ data: { answerCancellationChoice: choice({ status: 'MOVED', decidedBy: 'DONOR', appliedCents: 2778, targetApplicationId: 'far', targetFirstName: 'Zainab' }) } }),
    });
    renderAt('/donor/dashboard', <CancellationNotices />, { client: test.client });
    const notice = await screen.findByTestId('cancellation-notice');
    expect(said(notice)).toContain('Hamza’s journey was cancelled');
    expect(said(notice)).toContain('Your part of what it still holds is $27.78.');
    expect(said(within(notice).getByTestId('cancellation-unrecoverable'))).toBe('$22.22 of your gift was already paid out for the journey and cannot be recovered.');
    expect(said(notice)).toContain('Please choose by Dec 29, 2026. Without an answer, your gift is refunded to your card.');

    await user.click(within(notice).getByRole('button', { name: 'Confirm my choice' }));
    expect(await within(notice).findByText('Choose a refund, or a journey to move your gift to.')).toBeInTheDocument();
    await user.click(within(notice).getByRole('radio', { name: 'Move it to another journey' }));
    await user.click(within(notice).getByRole('button', { name: 'Confirm my choice' }));
    expect(await within(notice).findByText('Choose a refund, or a journey to move your gift to.')).toBeInTheDocument();
    await user.click(within(notice).getByRole('radio', { name: 'Move it to another journey' }));
    const select = await within(notice).findByRole('combobox', { name: 'Journey to support' });
    await waitFor(() => expect(select.querySelector('option[value="far"]')).not.toBeNull());
    const [far, near] = [select.querySelector<HTMLOptionElement>('option[value="far"]')!, select.querySelector<HTMLOptionElement>('option[value="near"]')!];
    expect([said(far), far.disabled]).toEqual(['Zainab’s journey (needs $500)', false]);
    // $10 of room cannot take the $27.78: it would go beyond that journey's goal.
    expect([said(near), near.disabled]).toEqual(['Omar’s journey (needs $10)', true]);
    await user.selectOptions(select, 'far');
    await user.click(within(notice).getByRole('button', { name: 'Confirm my choice' }));
    expect(said(await within(notice).findByRole('status'))).toBe('Done: $27.78 now helps Zainab’s journey.');
    const answer = test.operations.find((operation) => operation.name === 'AnswerCancellationChoice')!;
    expect(answer.variables).toEqual({ input: { choiceId: 'choice-1', answer: 'MOVE', targetApplicationId: 'far' } });
    expect(answer.context.role).toBe('donor');
  });

  it('past the refund window, offers the move only', async () => {
    const test = createTestClient({ MyCancellationChoices: () => ({ data: { myCancellationChoices: [choice({ refundPossible: false })] } }), CancellationMoveTargets: () => TARGETS });
    renderAt('/donor/dashboard', <CancellationNotices />, { client: test.client });
    const notice = await screen.findByTestId('cancellation-notice');
    expect(within(notice).getByRole('radio', { name: 'Refund it to my card' })).toBeDisabled();
    expect(within(notice).getByRole('radio', { name: 'Move it to another journey' })).toBeChecked();
    expect(said(notice)).toContain('Your gift is past the card provider’s refund window: it can only move to another journey.');
  });

  it('a part that includes zakat is offered zakat-eligible journeys only (issue 31)', async () => {
    const user = userEvent.setup();
    const test = createTestClient({ MyCancellationChoices: () => ({ data: { myCancellationChoices: [choice({ includesZakat: true })] } }), CancellationMoveTargets: () => TARGETS });
    renderAt('/donor/dashboard', <CancellationNotices />, { client: test.client });
    const notice = await screen.findByTestId('cancellation-notice');
    await user.click(within(notice).getByRole('radio', { name: 'Move it to another journey' }));
    const target = within(notice).getByTestId('cancellation-target');
    await waitFor(() => expect(within(target).getAllByRole('option')).toHaveLength(2));
    expect(within(target).getAllByRole('option').map((option) => said(option))).toEqual(['Choose a journey', 'Zainab’s journey (needs $500)']);
    expect(target).toHaveAccessibleDescription('Your part includes zakat: only zakat-eligible journeys are offered.');
  });
});
