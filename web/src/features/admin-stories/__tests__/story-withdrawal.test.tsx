import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, fakeApplicationsApi, story } from '../../../test/admin/admin-fixtures';

const panel = () => screen.getByRole('tabpanel');
const published = () => within(panel()).getByRole('region', { name: 'Published stories' });

const PHOTO = story('st-1', 'Labbaik at last', { __typename: 'StoryMedia', url: '/stories/file/st-1', type: 'image/jpeg', kind: 'IMAGE', size: 2048 }, 'APPROVED');
const TEXT = story('st-2', 'My mother’s Umrah', null, 'APPROVED');
const WAITING = story('st-3', 'Still waiting');

async function openStories() {
  const api = fakeApplicationsApi([AMINA], [], [PHOTO, TEXT, WAITING]);
  const user = userEvent.setup();
  const test = createTestClient(api.handlers);
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  await screen.findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: /Stories/ }));
  await within(published()).findByRole('article', { name: 'Labbaik at last' });
  return { ...test, api, user };
}

describe('withdrawing a published story from the Stories tab', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
  });
  afterEach(() => localStorage.clear());

  it('lists the published stories with their media under their own heading, each with Withdraw, read with the admin session', async () => {
    const { operations } = await openStories();
    const photo = within(published()).getByRole('article', { name: 'Labbaik at last' });
    expect(within(photo).getByRole('button', { name: /at full size/ }).querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/stories/file/st-1');
    expect(within(published()).getByRole('article', { name: 'My mother’s Umrah' })).toHaveTextContent('No picture or video');
    expect(within(published()).getAllByRole('button', { name: 'Withdraw' })).toHaveLength(2);
    expect(within(published()).queryByRole('article', { name: 'Still waiting' })).not.toBeInTheDocument();
    expect(operations.find((operation) => operation.name === 'PublishedStories')!.context.role).toBe('admin');
  });

  it('asks first, then withdraws: the card leaves through the cache, a success message, one request', async () => {
    const { user, names, operations } = await openStories();
    const before = names().length;
    await user.click(within(within(published()).getByRole('article', { name: 'Labbaik at last' })).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw this story?' });
    expect(dialog).toHaveTextContent('“Labbaik at last” disappears from the community page at once, and its picture or video stops being served.');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw story' }));

    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('Story withdrawn from the community page.'));
    expect(within(published()).queryByRole('article', { name: 'Labbaik at last' })).not.toBeInTheDocument();
    expect(within(published()).getByRole('article', { name: 'My mother’s Umrah' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names().slice(before)).toEqual(['WithdrawStory']);
    expect(operations.at(-1)).toMatchObject({ variables: { id: 'st-1' }, context: { role: 'admin' } });
  });

  it('keeps the story published when the admin changes their mind', async () => {
    const { user, names } = await openStories();
    await user.click(within(within(published()).getByRole('article', { name: 'My mother’s Umrah' })).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw this story?' })).getByRole('button', { name: 'Keep it published' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(published()).getByRole('article', { name: 'My mother’s Umrah' })).toBeInTheDocument();
    expect(names()).not.toContain('WithdrawStory');
  });

  it('says so when the story was withdrawn already (CONFLICT), in the reader’s words, and drops it from the list', async () => {
    const { user, api, names } = await openStories();
    api.moderateElsewhere('st-2', 'WITHDRAWN');
    await user.click(within(within(published()).getByRole('article', { name: 'My mother’s Umrah' })).getByRole('button', { name: 'Withdraw' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw this story?' })).getByRole('button', { name: 'Withdraw story' }));
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('This story is not published, so it cannot be withdrawn.');
    // It is not published any more: it leaves the list, without the list being asked for again.
    await waitFor(() => expect(within(published()).queryByRole('article', { name: 'My mother’s Umrah' })).not.toBeInTheDocument());
    expect(within(published()).getByRole('article', { name: 'Labbaik at last' })).toBeInTheDocument();
    expect(names().filter((name) => name === 'PublishedStories')).toHaveLength(1);
  });
});
