import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { SupportMessagesModerationPanel } from '../components/support-messages-moderation-panel';

/** Issue 31: admins moderate words of support beside the stories; an anonymous gift's donor is shown to them, marked. */

function review(id: string, message: string, anonymous: boolean, donorName: string) {
  return { __typename: 'SupportMessageReview', id, message, status: 'PENDING', anonymous, donorName, applicationId: 'a-1', applicantFirstName: 'Amina', createdAt: '2026-11-29T10:00:00.000Z' };
}

describe('the words of support moderation', () => {
  beforeEach(() => localStorage.setItem('adminToken', 'admin-token'));
  afterEach(() => localStorage.clear());

  it('lists the pending words with their donor, marks an anonymous gift, and approves one', async () => {
    const user = userEvent.setup();
    let pending = [review('m-1', 'May your Hajj be accepted', true, 'Khadija Rahman'), review('m-2', 'Labbaik, sister!', false, 'Bilal Ali')];
    const onMessage = jest.fn();
    const test = createTestClient({
      PendingSupportMessages: () => ({ data: { pendingSupportMessages: { __typename: 'SupportMessageReviewConnection', nodes: pending } } }),
      ModerateSupportMessage: (variables) => {
        pending = pending.filter((row) => row.id !== variables.id);
        return { data: { moderateSupportMessage: { __typename: 'SupportMessageReview', id: variables.id, status: variables.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED' } } };
      },
    });
    renderAt('/admin/dashboard', <SupportMessagesModerationPanel onMessage={onMessage} />, { client: test.client });
    const first = (await screen.findByText('May your Hajj be accepted')).closest('li')!;
    expect(first).toHaveTextContent('Khadija Rahman');
    expect(within(first).getByText('Anonymous gift: the name is not shown publicly')).toBeInTheDocument();
    const second = screen.getByText('Labbaik, sister!').closest('li')!;
    expect(within(second).queryByText('Anonymous gift: the name is not shown publicly')).not.toBeInTheDocument();
    await user.click(within(first).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith({ kind: 'success', text: 'Words of support approved: they now show on the journey.' }));
    await waitFor(() => expect(screen.queryByText('May your Hajj be accepted')).not.toBeInTheDocument());
    expect(test.operations.find((operation) => operation.name === 'ModerateSupportMessage')!.variables).toEqual({ id: 'm-1', decision: 'APPROVE' });
  });

  it('says so when nothing waits', async () => {
    const test = createTestClient({ PendingSupportMessages: () => ({ data: { pendingSupportMessages: { __typename: 'SupportMessageReviewConnection', nodes: [] } } }) });
    renderAt('/admin/dashboard', <SupportMessagesModerationPanel onMessage={jest.fn()} />, { client: test.client });
    expect(await screen.findByText('No words of support are waiting for review.')).toBeInTheDocument();
  });
});
