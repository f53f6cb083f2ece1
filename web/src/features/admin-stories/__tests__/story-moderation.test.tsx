import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { AdminDashboardRoute } from '../../../app/admin-dashboard-route';
import { AMINA, fakeApplicationsApi, story } from '../../../test/admin/admin-fixtures';

const badge = (tab: string) => screen.getByTestId(`tab-count-${tab}`).textContent;
const panel = () => screen.getByRole('tabpanel');
/** The moderation queue, apart from the published stories below it. */
const queue = () => within(panel()).getByRole('region', { name: 'Waiting for review' });
const publishedList = () => within(panel()).getByRole('region', { name: 'Published stories' });

const PHOTO = story('st-1', 'Labbaik at last', { __typename: 'StoryMedia', url: '/stories/file/st-1?expires=1&signature=abc', type: 'image/jpeg', kind: 'IMAGE', size: 2048 });
const VIDEO = story('st-2', 'Around the Kaaba', { __typename: 'StoryMedia', url: '/stories/file/st-2?expires=1&signature=def', type: 'video/mp4', kind: 'VIDEO', size: 4096 });
const TEXT = story('st-3', 'My mother’s Umrah');

async function openStories(api = fakeApplicationsApi([AMINA], [], [PHOTO, VIDEO, TEXT])) {
  const user = userEvent.setup();
  const test = createTestClient(api.handlers);
  renderAt('/admin/dashboard', <AdminDashboardRoute />, { client: test.client });
  await screen.findByRole('article', { name: 'Amina Yusuf' });
  await user.click(screen.getByRole('tab', { name: /Stories/ }));
  await within(queue()).findByRole('article', { name: 'Labbaik at last' });
  return { ...test, api, user };
}

describe('the Stories tab', () => {
  beforeEach(() => {
    localStorage.setItem('adminToken', 'admin-token');
  });
  afterEach(() => localStorage.clear());

  it('counts pending stories on its badge and lists them with their media, the guidelines and Refresh', async () => {
    await openStories();
    expect(badge('stories')).toBe('3');
    expect(within(panel()).getByRole('heading', { name: 'Moderation guidelines' })).toBeInTheDocument();
    const photo = within(panel()).getByRole('article', { name: 'Labbaik at last' });
    expect(within(photo).getByRole('button', { name: /at full size/ }).querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/stories/file/st-1?expires=1&signature=abc');
    expect(within(panel()).getByRole('article', { name: 'Around the Kaaba' }).querySelector('video')).toHaveAttribute('controls');
    expect(within(panel()).getByRole('article', { name: 'My mother’s Umrah' })).toHaveTextContent('No picture or video');
    expect(within(panel()).getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('approving moves the card to the published stories and lowers the badge through the cache: one request, no refetch', async () => {
    const { user, names } = await openStories();
    expect(await within(publishedList()).findByText('No stories are published.')).toBeInTheDocument();
    const before = names().length;
    await user.click(within(within(queue()).getByRole('article', { name: 'Labbaik at last' })).getByRole('button', { name: 'Approve & publish' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('Story approved and published! ✨'));
    await waitFor(() => expect(within(queue()).queryByRole('article', { name: 'Labbaik at last' })).not.toBeInTheDocument());
    // Its picture now comes from the public address, with the rest of the card as it was.
    const published = within(publishedList()).getByRole('article', { name: 'Labbaik at last' });
    expect(within(published).getByRole('button', { name: /at full size/ }).querySelector('img')).toHaveAttribute('src', 'http://localhost:4000/stories/file/st-1');
    expect(within(published).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(badge('stories')).toBe('2');
    expect(names().slice(before)).toEqual(['ModerateStory']);

    await user.click(within(within(queue()).getByRole('article', { name: 'Around the Kaaba' })).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.getByTestId('dashboard-success')).toHaveTextContent('Story rejected and removed from review 🚫'));
    expect(badge('stories')).toBe('1');
    expect(within(publishedList()).queryByRole('article', { name: 'Around the Kaaba' })).not.toBeInTheDocument();
    expect(names().slice(before)).toEqual(['ModerateStory', 'ModerateStory']);
  });

  it('says so when another admin decided first, and shows the queue as it now is', async () => {
    const { user, api } = await openStories();
    api.moderateElsewhere('st-1', 'REJECTED');
    await user.click(within(within(queue()).getByRole('article', { name: 'Labbaik at last' })).getByRole('button', { name: 'Approve & publish' }));
    expect(await screen.findByTestId('dashboard-error')).toHaveTextContent('This story has already been decided on');
    await waitFor(() => expect(within(queue()).queryByRole('article', { name: 'Labbaik at last' })).not.toBeInTheDocument());
    await waitFor(() => expect(badge('stories')).toBe('2'));
  });

  it('opens a pending picture in the preview dialog', async () => {
    const { user } = await openStories();
    await user.click(within(panel()).getByRole('button', { name: 'View the picture of “Labbaik at last” at full size' }));
    expect(within(screen.getByRole('dialog', { name: 'Labbaik at last' })).getByRole('img')).toHaveAttribute('src', 'http://localhost:4000/stories/file/st-1?expires=1&signature=abc');
  });
});
