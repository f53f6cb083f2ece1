import { account } from '../../test/giving';
import { pngBytes } from '../../test/fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';

/**
 * Issue 16: a seeker sees their own stories with their status, and can delete one — the row and
 * the stored media gone, a published one gone from the public list — but never another's.
 */
const MINE = `query Mine($first: Int, $after: String) {
  myStories(first: $first, after: $after) { nodes { id title status media { url type } } pageInfo { endCursor hasNextPage } }
}`;
const DELETE = 'mutation Delete($id: ID!) { deleteMyStory(id: $id) }';
const MODERATE = 'mutation Moderate($id: ID!, $decision: ModerationDecision!) { moderateStory(id: $id, decision: $decision) { story { id } } }';
const WITHDRAW = 'mutation Withdraw($id: ID!) { withdrawStory(id: $id) { story { id } } }';
const APPROVED = '{ approvedStories(first: 100) { nodes { id } } }';

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin');
  donor = await account(t, 'donor');
});

afterAll(async () => {
  await t?.close();
});

async function share(token: string, title: string, withPicture = true): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation Submit($input: SubmitStoryInput!, $media: Upload) { submitStory(input: $input, media: $media) { id } }',
      variables: { input: { title, description: 'Our journey, in our words.' }, media: null },
    }),
  );
  form.append('map', JSON.stringify(withPicture ? { 0: ['variables.media'] } : {}));
  if (withPicture) form.append('0', new Blob([new Uint8Array(pngBytes())]), 'photo.png');
  const response = await fetch(`${t.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  const body = (await response.json()) as { data?: { submitStory: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(`could not share: ${JSON.stringify(body.errors)}`);
  return body.data.submitStory.id;
}

const decide = async (id: string, decision: 'APPROVE' | 'REJECT') => expect((await t.graphql(MODERATE, { id, decision }, admin.token)).body.errors).toBeUndefined();
const mediaKey = async (id: string): Promise<string> => (await t.db.dataSource.query('SELECT media_key FROM story WHERE id = $1', [id]))[0].media_key;
const publicIds = async () => (await t.graphql(APPROVED)).body.data.approvedStories.nodes.map((node: { id: string }) => node.id);

describe('myStories', () => {
  it("lists the seeker's own stories of every status, newest first, with their media (signed until published), and none of anyone else's", async () => {
    const seeker = await account(t, 'seeker');
    const pending = await share(seeker.token, 'Still waiting');
    const published = await share(seeker.token, 'Published one');
    const rejected = await share(seeker.token, 'Rejected one', false);
    const withdrawn = await share(seeker.token, 'Withdrawn one');
    await decide(published, 'APPROVE');
    await decide(rejected, 'REJECT');
    await decide(withdrawn, 'APPROVE');
    await t.graphql(WITHDRAW, { id: withdrawn }, admin.token);
    await share((await account(t, 'seeker')).token, "Someone else's");

    const answer = await t.graphql(MINE, { first: 10 }, seeker.token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.myStories.nodes).toEqual([
      { id: withdrawn, title: 'Withdrawn one', status: 'WITHDRAWN', media: null },
      { id: rejected, title: 'Rejected one', status: 'REJECTED', media: null },
      { id: published, title: 'Published one', status: 'APPROVED', media: { url: `/stories/file/${published}`, type: 'image/png' } },
      { id: pending, title: 'Still waiting', status: 'PENDING', media: { url: expect.stringMatching(new RegExp(`^/stories/file/${pending}\\?expires=\\d+&signature=`)), type: 'image/png' } },
    ]);
    // The seeker's own pending picture opens through its signed link.
    expect((await fetch(t.url + answer.body.data.myStories.nodes[3].media.url)).status).toBe(200);

    const page = await t.graphql(MINE, { first: 3 }, seeker.token);
    expect(page.body.data.myStories.pageInfo.hasNextPage).toBe(true);
    const rest = await t.graphql(MINE, { first: 3, after: page.body.data.myStories.pageInfo.endCursor }, seeker.token);
    expect(rest.body.data.myStories.nodes.map((node: { id: string }) => node.id)).toEqual([pending]);
  });

  it('refuses donors and admins (FORBIDDEN) and callers without a token (UNAUTHENTICATED)', async () => {
    for (const token of [donor.token, admin.token]) {
      expect((await t.graphql(MINE, {}, token)).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_NOT_ALLOWED' });
    }
    expect((await t.graphql(MINE, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});

describe('deleteMyStory', () => {
  it('deletes a pending story: the row, its stored file and its upload ledger entry gone, audited without its words', async () => {
    const seeker = await account(t, 'seeker');
    const id = await share(seeker.token, 'Changed my mind');
    const key = await mediaKey(id);
    expect(t.storedFiles()).toContain(key);

    const answer = await t.graphql(DELETE, { id }, seeker.token);
    expect(answer.body).toEqual({ data: { deleteMyStory: id } });

    expect(await t.count('story', `id = '${id}'`)).toBe(0);
    expect(t.storedFiles()).not.toContain(key);
    expect(await t.count('stored_upload', `key = '${key}'`)).toBe(0);
    const [event] = await t.db.dataSource.query(`SELECT actor_id, actor_role, from_state, to_state, state_before, state_after FROM audit_event WHERE action = 'story.delete' AND subject_id = $1`, [id]);
    expect(event).toMatchObject({ actor_id: seeker.id, actor_role: 'seeker', from_state: 'pending', to_state: 'deleted', state_after: null });
    expect(JSON.stringify(event.state_before)).not.toContain('Changed my mind');
    expect((await t.graphql(MINE, {}, seeker.token)).body.data.myStories.nodes).toEqual([]);
    expect((await fetch(`${t.url}/stories/file/${id}`)).status).toBe(404);
  });

  it('deletes a published story, which leaves the public list at once; and one without media, rejected or withdrawn', async () => {
    const seeker = await account(t, 'seeker');
    const published = await share(seeker.token, 'On the community page');
    await decide(published, 'APPROVE');
    const key = await mediaKey(published);
    expect(await publicIds()).toContain(published);
    expect(await publicIds()).toContain(published);

    expect((await t.graphql(DELETE, { id: published }, seeker.token)).body.errors).toBeUndefined();
    expect(await publicIds()).not.toContain(published);
    expect(t.storedFiles()).not.toContain(key);
    expect((await fetch(`${t.url}/stories/file/${published}`)).status).toBe(404);

    const plain = await share(seeker.token, 'No picture', false);
    await decide(plain, 'REJECT');
    const withdrawn = await share(seeker.token, 'Taken down');
    await decide(withdrawn, 'APPROVE');
    await t.graphql(WITHDRAW, { id: withdrawn }, admin.token);
    for (const id of [plain, withdrawn]) expect((await t.graphql(DELETE, { id }, seeker.token)).body.data.deleteMyStory).toBe(id);
    expect(await t.count('story', `seeker_id = '${seeker.id}'`)).toBe(0);
  });

  it("refuses another seeker's story as an unknown one (NOT_FOUND STORY_NOT_FOUND: whether it exists is not told), donors and admins, callers without a token, and deletes nothing", async () => {
    const owner = await account(t, 'seeker');
    const other = await account(t, 'seeker');
    const id = await share(owner.token, 'Mine, not yours');
    const key = await mediaKey(id);
    const events = await t.count('audit_event', `action = 'story.delete'`);

    // Issue 28: another seeker's story and an unknown id get the very same answer.
    const stranger = await t.graphql(DELETE, { id }, other.token);
    const unknownId = await t.graphql(DELETE, { id: '00000000-0000-4000-8000-000000000000' }, other.token);
    expect(stranger.body.errors[0]).toMatchObject({ message: 'Story not found', extensions: { code: 'NOT_FOUND', reason: 'STORY_NOT_FOUND' } });
    expect(stranger.body.errors[0].message).toBe(unknownId.body.errors[0].message);
    expect(stranger.body.errors[0].extensions).toEqual(unknownId.body.errors[0].extensions);
    for (const token of [donor.token, admin.token]) {
      expect((await t.graphql(DELETE, { id }, token)).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_NOT_ALLOWED' });
    }
    expect((await t.graphql(DELETE, { id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await t.graphql(DELETE, { id: unknown }, owner.token)).body.errors[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'STORY_NOT_FOUND' });
    }

    expect(await t.count('story', `id = '${id}'`)).toBe(1);
    expect(t.storedFiles()).toContain(key);
    expect(await t.count('audit_event', `action = 'story.delete'`)).toBe(events);
  });
});
