import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../../test/render-app';
import { MessagesPanel } from '../components/messages-panel';
import { ContactMessagesQuery, NewsletterSubscribersQuery, SetContactMessageHandledMutation } from '../hooks/use-messages';

const MESSAGE = {
  __typename: 'ContactMessage' as const,
  id: '0b6f3c1e-8d1a-4b7a-9a2e-0c7f1d2e3a4b',
  name: 'Amina Yusuf',
  email: 'amina@example.org',
  subject: 'Travel dates',
  message: 'Can I apply for Umrah in spring?',
  language: 'AR' as const,
  createdAt: '2026-11-28T10:00:00.000Z',
  handledAt: null as string | null,
};

const messages = (handledAt: string | null, unhandled: number) => ({
  request: { query: ContactMessagesQuery, variables: { first: 100 } },
  result: { data: { contactMessages: { __typename: 'ContactMessageConnection', nodes: [{ ...MESSAGE, handledAt }], unhandled } } },
});

const subscribers = {
  request: { query: NewsletterSubscribersQuery, variables: { first: 100 } },
  result: {
    data: {
      newsletterSubscribers: {
        __typename: 'NewsletterSubscriberConnection',
        confirmed: 1,
        nodes: [{ __typename: 'NewsletterSubscriber', id: '1b6f3c1e-8d1a-4b7a-9a2e-0c7f1d2e3a4b', email: 'reader@example.org', language: 'UR', status: 'CONFIRMED', createdAt: '2026-11-27T10:00:00.000Z' }],
      },
    },
  },
};

describe('MessagesPanel', () => {
  it('lists contact messages with who wrote, in which language, and marks one handled', async () => {
    const user = userEvent.setup();
    const onMessage = jest.fn();
    renderAt('/admin/dashboard', <MessagesPanel onMessage={onMessage} />, {
      mocks: [
        messages(null, 1),
        subscribers,
        { request: { query: SetContactMessageHandledMutation, variables: { id: MESSAGE.id, handled: true } }, result: { data: { setContactMessageHandled: { __typename: 'ContactMessage', id: MESSAGE.id, handledAt: '2026-11-28T11:00:00.000Z' } } } },
        messages('2026-11-28T11:00:00.000Z', 0),
      ],
    });
    const item = (await screen.findByRole('heading', { level: 3, name: 'Travel dates' })).closest('article')!;
    expect(within(item).getByRole('link', { name: 'amina@example.org' })).toHaveAttribute('href', 'mailto:amina@example.org');
    expect(within(item).getByText(/Arabic/)).toBeVisible();
    expect(within(item).getByText('Waiting')).toBeVisible();
    expect(screen.getByText('1 message is waiting to be handled.')).toBeVisible();
    expect(await screen.findByText('1 confirmed subscriber receives the letters.')).toBeVisible();
    expect(screen.getByRole('cell', { name: 'reader@example.org' })).toBeVisible();

    await user.click(within(item).getByRole('button', { name: 'Mark as handled' }));
    // Said once the mutation is answered.
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith({ kind: 'success', text: 'The message is marked handled.' }));
  });
});
