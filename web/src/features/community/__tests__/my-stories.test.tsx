import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { createTestClient, type OperationHandler } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { CommunityPage } from '../community-page';

type Status = 'PENDING' | 'APPROVED' | 'REJECTED' | 'WITHDRAWN';

const myStory = (id: string, title: string, status: Status, media: { url: string; type: string; kind: 'IMAGE' | 'VIDEO' } | null = null) => ({
  __typename: 'Story',
  id,
  title,
  description: `${title}: our journey.`,
  location: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  status,
  media: media && { __typename: 'StoryMedia', ...media },
});

const WAITING = myStory('m-1', 'Still waiting', 'PENDING', { url: '/stories/file/m-1?expires=1&signature=abc', type: 'image/png', kind: 'IMAGE' });
const PUBLISHED = myStory('m-2', 'On the community page', 'APPROVED', { url: '/stories/file/m-2', type: 'image/png', kind: 'IMAGE' });
const REJECTED = myStory('m-3', 'Not this one', 'REJECTED');
const WITHDRAWN = myStory('m-4', 'Taken down', 'WITHDRAWN');

const connection = (field: string, nodes: unknown[]) => ({
  data: { [field]: { __typename: 'StoryConnection', nodes, pageInfo: { __typename: 'PageInfo', endCursor: null, hasNextPage: false } } },
});

/** The page as a signed-in seeker sees it: the published stories, and their own. */
function renderAsSeeker(handlers: Record<string, OperationHandler> = {}) {
  localStorage.setItem('seekerToken', 'seeker-token');
  const test = createTestClient({
    ApprovedStories: () => connection('approvedStories', [PUBLISHED]),
    MyStories: () => connection('myStories', [WAITING, PUBLISHED, REJECTED, WITHDRAWN]),
    ...handlers,
  });
  renderAt('/community', <CommunityPage />, { client: test.client });
  return { ...test, user: userEvent.setup() };
}

const myStories = () => screen.getByRole('region', { name: 'My stories' });

describe('My stories on the community page', () => {
  afterEach(() => localStorage.clear());

  it("lists the seeker's own stories with each status in words and what it means, read with the seeker's session", async () => {
    const { operations } = renderAsSeeker();
    const waiting = await within(myStories()).findByRole('article', { name: 'Still waiting' });
    expect(waiting).toHaveTextContent('Waiting for review');
    expect(waiting).toHaveAccessibleDescription('Our team will read it before it appears on the community page.');
    expect(within(myStories()).getByRole('article', { name: 'On the community page' })).toHaveTextContent('Published');
    expect(within(myStories()).getByRole('article', { name: 'Not this one' })).toHaveTextContent('Not published');
    expect(within(myStories()).getByRole('article', { name: 'Taken down' })).toHaveAccessibleDescription(
      'It was published, and our team has since taken it down from the community page.',
    );
    expect(within(myStories()).getAllByRole('button', { name: 'Delete' })).toHaveLength(4);
    expect(operations.find((operation) => operation.name === 'MyStories')!.context.role).toBe('seeker');
  });

  it('is not there, and not asked for, without a seeker session', async () => {
    const test = createTestClient({ ApprovedStories: () => connection('approvedStories', [PUBLISHED]) });
    renderAt('/community', <CommunityPage />, { client: test.client });
    await screen.findByRole('article', { name: 'On the community page' });
    expect(screen.queryByRole('region', { name: 'My stories' })).not.toBeInTheDocument();
    expect(test.names()).toEqual(['ApprovedStories']);
  });

  it('deletes a published story after asking: it leaves My stories and the shared stories through the cache, one request', async () => {
    const sent: Record<string, unknown>[] = [];
    const { user, names } = renderAsSeeker({
      DeleteMyStory: (variables) => {
        sent.push(variables);
        return { data: { deleteMyStory: variables.id } };
      },
    });
    const card = await within(myStories()).findByRole('article', { name: 'On the community page' });
    expect(within(screen.getByTestId('stories-grid')).getByRole('article', { name: 'On the community page' })).toBeInTheDocument();
    const before = names().length;

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this story?' });
    expect(dialog).toHaveTextContent('“On the community page” and its picture or video will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete story' }));

    await waitFor(() => expect(within(myStories()).getByRole('status')).toHaveTextContent('Your story has been deleted.'));
    expect(within(myStories()).queryByRole('article', { name: 'On the community page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'On the community page' })).not.toBeInTheDocument();
    expect(within(myStories()).getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([{ id: 'm-2' }]);
    expect(names().slice(before)).toEqual(['DeleteMyStory']);
  });

  it('keeps the story when the seeker changes their mind', async () => {
    const { user, names } = renderAsSeeker();
    const card = await within(myStories()).findByRole('article', { name: 'Still waiting' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this story?' })).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(myStories()).getByRole('article', { name: 'Still waiting' })).toBeInTheDocument();
    expect(names()).not.toContain('DeleteMyStory');
  });

  it("says the API's refusal in the reader's words, and keeps the story", async () => {
    const { user } = renderAsSeeker({
      DeleteMyStory: () => ({ errors: [new GraphQLError('Story not found', { extensions: { code: 'NOT_FOUND', reason: 'STORY_NOT_FOUND' } })] }),
    });
    const card = await within(myStories()).findByRole('article', { name: 'Not this one' });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete this story?' })).getByRole('button', { name: 'Delete story' }));
    expect(await within(myStories()).findByRole('alert')).toHaveTextContent('This story no longer exists.');
    expect(within(myStories()).getByRole('article', { name: 'Not this one' })).toBeInTheDocument();
  });

  it('puts a story just shared at the head of My stories, waiting for review, without asking again', async () => {
    const { user, names } = renderAsSeeker({
      SubmitStory: () => ({
        data: {
          submitStory: { __typename: 'Story', id: 'm-9', status: 'PENDING', title: 'Just shared', description: 'We went.', createdAt: '2026-11-24T10:00:00.000Z', media: null },
        },
      }),
    });
    await within(myStories()).findByRole('article', { name: 'Still waiting' });
    await user.click(screen.getAllByRole('button', { name: 'Share a story' })[0]!);
    const dialog = screen.getByRole('dialog', { name: 'Share your story' });
    await user.type(within(dialog).getByLabelText('Title'), 'Just shared');
    await user.type(within(dialog).getByLabelText('Your story'), 'We went.');
    await user.click(within(dialog).getByRole('button', { name: 'Submit story' }));

    const shared = await within(myStories()).findByRole('article', { name: 'Just shared' });
    expect(within(myStories()).getAllByRole('article')[0]).toBe(shared);
    expect(shared).toHaveTextContent('Waiting for review');
    expect(names().filter((name) => name === 'MyStories')).toHaveLength(1);
  });
});
