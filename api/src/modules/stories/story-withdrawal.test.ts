import http from 'node:http';
import { createApi, type Api } from '../../composition-root';
import { loadConfig } from '../../config/config';
import { openDatabase, type Database } from '../../db/data-source';
import { StoryWithdrawal1765300000000 } from '../../db/migrations/1765300000000-story-withdrawal';
import { createLogger } from '../../logging/logger';
import { account } from '../../test/giving';
import { pngBytes } from '../../test/fixtures';
import { startTestApi, type TestApi } from '../../test/test-api';
import { ENTITIES } from '../index';

/**
 * Issue 16: published stories can be taken down. An admin withdraws a published story (status
 * withdrawn, audited, `story.withdrawn` to webhook subscribers); it leaves the public list on every
 * instance at once, and its media answers 410 — and was never cacheable for more than minutes.
 */
const APPROVED = '{ approvedStories(first: 100) { nodes { id title status media { url } } } }';
const WITHDRAW = `mutation Withdraw($id: ID!) {
  withdrawStory(id: $id) { story { id status media { url } } counts { id pending approved rejected withdrawn } }
}`;
const MODERATE = 'mutation Moderate($id: ID!, $decision: ModerationDecision!) { moderateStory(id: $id, decision: $decision) { story { id } } }';
const CREATE_ENDPOINT = 'mutation Create($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }';

let t: TestApi;
let admin: { id: string; token: string };
let seeker: { id: string; token: string };
let donor: { id: string; token: string };

beforeAll(async () => {
  // Webhook subscribers on loopback, and a worker that does not poll on its own during the tests.
  t = await startTestApi({ webhooks: { ...loadConfig({}).webhooks, allowPrivate: true, pollIntervalMs: 3_600_000 } });
  admin = await account(t, 'admin');
  seeker = await account(t, 'seeker');
  donor = await account(t, 'donor');
});

afterAll(async () => {
  await t?.close();
});

/** A story with a picture, through GraphQL multipart; its id. */
async function sharedStory(on: TestApi = t, token = seeker.token, title = 'Labbaik at last'): Promise<string> {
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query: 'mutation Submit($input: SubmitStoryInput!, $media: Upload) { submitStory(input: $input, media: $media) { id } }',
      variables: { input: { title, description: 'We made Umrah together.' }, media: null },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.media'] }));
  form.append('0', new Blob([new Uint8Array(pngBytes())]), 'photo.png');
  const response = await fetch(`${on.url}/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}`, 'apollo-require-preflight': 'true' } });
  const body = (await response.json()) as { data?: { submitStory: { id: string } }; errors?: unknown };
  if (!body.data) throw new Error(`could not share: ${JSON.stringify(body.errors)}`);
  return body.data.submitStory.id;
}

async function publishedStory(title?: string): Promise<string> {
  const id = await sharedStory(t, seeker.token, title);
  const answer = await t.graphql(MODERATE, { id, decision: 'APPROVE' }, admin.token);
  expect(answer.body.errors).toBeUndefined();
  return id;
}

const publicIds = async (on: string = t.url): Promise<string[]> => {
  const response = await fetch(`${on}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: APPROVED }) });
  const body = (await response.json()) as { data: { approvedStories: { nodes: { id: string }[] } } };
  return body.data.approvedStories.nodes.map((node) => node.id);
};

const row = async (id: string) =>
  (await t.db.dataSource.query('SELECT status, moderated_at, moderated_by, withdrawn_at, withdrawn_by, media_key FROM story WHERE id = $1', [id]))[0];

/** A GET as a cache revalidating its copy sends it (fetch would add `Cache-Control: no-cache`). */
function revalidate(url: string, etag: string): Promise<{ status: number; cacheControl?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'if-none-match': etag } }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, cacheControl: response.headers['cache-control'] }));
      })
      .on('error', reject);
  });
}

describe('withdrawStory', () => {
  it("takes a published story down: gone from the public lists (cached ones too), its media 410 for anyone and any cache's copy, audited", async () => {
    const id = await publishedStory();
    const file = `${t.url}/stories/file/${id}`;
    const served = await fetch(file);
    expect(served.status).toBe(200);
    const etag = served.headers.get('etag')!;
    // A cache holding the picture may keep it for minutes, not a year, and must ask again after.
    expect(served.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(served.headers.get('cache-control')).not.toContain('immutable');
    expect(await revalidate(file, etag)).toMatchObject({ status: 304 });
    // The public list, read (and cached) as a visitor reads it, through both paths.
    expect(await publicIds()).toContain(id);
    expect(await publicIds()).toContain(id);
    expect(t.api.services.sharedResponses.get(t.api.services.sharedResponses.keyFor({ query: APPROVED }, 'anonymous')!)).toBeDefined();

    const answer = await t.graphql(WITHDRAW, { id }, admin.token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.withdrawStory).toEqual({
      story: { id, status: 'WITHDRAWN', media: null },
      counts: { id: 'story-counts', pending: expect.any(Number), approved: expect.any(Number), rejected: expect.any(Number), withdrawn: 1 },
    });

    expect(await publicIds()).not.toContain(id);
    const rest = await t.rest('GET', '/stories/approved');
    expect(rest.body.stories.map((s: { _id: string }) => s._id)).not.toContain(id);
    for (const attempt of [await fetch(file), await fetch(`${file}?expires=1&signature=x`)]) {
      expect(attempt.status).toBe(410);
      expect(attempt.headers.get('cache-control')).toBe('no-store');
      expect(await attempt.json()).toMatchObject({ code: 'GONE', reason: 'STORY_WITHDRAWN' });
    }
    // A cache revalidating the copy it holds hears 410, never 304.
    expect(await revalidate(file, etag)).toEqual({ status: 410, cacheControl: 'no-store' });

    const stored = await row(id);
    expect(stored).toMatchObject({ status: 'withdrawn', withdrawn_by: admin.id, moderated_by: admin.id });
    expect(stored.withdrawn_at).toBeInstanceOf(Date);
    expect(stored.moderated_at).toBeInstanceOf(Date);
    // The file stays until the retention job's schedule (retention.test.ts); it is no longer served.
    expect(await t.api.services.storage.exists(stored.media_key)).toBe(true);
    const [event] = await t.db.dataSource.query(`SELECT actor_id, actor_role, from_state, to_state, subject_type FROM audit_event WHERE action = 'story.withdraw' AND subject_id = $1`, [id]);
    expect(event).toEqual({ actor_id: admin.id, actor_role: 'admin', from_state: 'approved', to_state: 'withdrawn', subject_type: 'story' });
  });

  it('takes {status: "withdrawn"} on PUT /stories/update/{id}', async () => {
    const id = await publishedStory();
    const answer = await t.rest('PUT', `/stories/update/${id}`, { status: 'withdrawn' }, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      message: 'Story withdrawn from the community page',
      story: expect.objectContaining({ _id: id, status: 'withdrawn', file: null, fileType: null, fileSize: null }),
    });
    expect((await t.rest('GET', '/stories/approved')).body.stories.map((s: { _id: string }) => s._id)).not.toContain(id);
    expect((await fetch(`${t.url}/stories/file/${id}`)).status).toBe(410);
  });

  it('refuses a story that is not published with 409 STORY_NOT_PUBLISHED, and changes nothing', async () => {
    const pending = await sharedStory();
    const rejected = await sharedStory();
    await t.graphql(MODERATE, { id: rejected, decision: 'REJECT' }, admin.token);
    const withdrawn = await publishedStory();
    await t.graphql(WITHDRAW, { id: withdrawn }, admin.token);
    for (const [id, status] of [
      [pending, 'pending'],
      [rejected, 'rejected'],
      [withdrawn, 'withdrawn'],
    ] as const) {
      const before = await row(id);
      const events = await t.count('audit_event', `subject_id = '${id}'`);
      const gql = await t.graphql(WITHDRAW, { id }, admin.token);
      expect(gql.body.errors[0]).toMatchObject({ message: `This story is ${status}; only published stories can be withdrawn.`, extensions: { code: 'CONFLICT', reason: 'STORY_NOT_PUBLISHED' } });
      const rest = await t.rest('PUT', `/stories/update/${id}`, { status: 'withdrawn' }, admin.token);
      expect(rest.status).toBe(409);
      expect(rest.body.reason).toBe('STORY_NOT_PUBLISHED');
      expect(await row(id)).toEqual(before);
      expect(await t.count('audit_event', `subject_id = '${id}'`)).toBe(events);
    }
    expect((await t.graphql(WITHDRAW, { id: '00000000-0000-4000-8000-000000000000' }, admin.token)).body.errors[0].extensions.reason).toBe('STORY_NOT_FOUND');
    expect((await t.rest('PUT', '/stories/update/not-an-id', { status: 'withdrawn' }, admin.token)).status).toBe(404);
  });

  it('refuses seekers and donors (403) and callers without a token (401), and changes nothing', async () => {
    const id = await publishedStory();
    for (const token of [seeker.token, donor.token]) {
      expect((await t.graphql(WITHDRAW, { id }, token)).body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ROLE_NOT_ALLOWED' });
      expect((await t.rest('PUT', `/stories/update/${id}`, { status: 'withdrawn' }, token)).status).toBe(403);
    }
    expect((await t.graphql(WITHDRAW, { id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await t.rest('PUT', `/stories/update/${id}`, { status: 'withdrawn' })).status).toBe(401);
    expect((await row(id)).status).toBe('approved');
    expect(await publicIds()).toContain(id);
  });

  it('tells webhook subscribers story.withdrawn with the story id and title only', async () => {
    const created = await t.graphql(CREATE_ENDPOINT, { input: { url: 'http://127.0.0.1:9/sabil', events: ['STORY_WITHDRAWN'] } }, admin.token);
    expect(created.body.errors).toBeUndefined();
    const id = await publishedStory('The journey begins');
    expect((await t.graphql(WITHDRAW, { id }, admin.token)).body.errors).toBeUndefined();
    const events: { type: string; body: string }[] = await t.db.dataSource.query(`SELECT type, body FROM webhook_event WHERE type = 'story.withdrawn'`);
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]!.body)).toMatchObject({ type: 'story.withdrawn', data: { storyId: id, title: 'The journey begins' } });
    expect(Object.keys(JSON.parse(events[0]!.body).data).sort()).toEqual(['storyId', 'title']);
  });
});

describe('the story-withdrawal migration', () => {
  it('turns withdrawn stories into rejected ones and drops its columns on the way down, and adds them back on the way up', async () => {
    const withdrawn = await publishedStory();
    await t.graphql(WITHDRAW, { id: withdrawn }, admin.token);
    const columns = async () =>
      (
        await t.db.dataSource.query(
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'story' AND column_name IN ('withdrawn_at', 'withdrawn_by', 'media_deleted_at') ORDER BY 1`,
        )
      ).map((r: { column_name: string }) => r.column_name);
    expect(await columns()).toEqual(['media_deleted_at', 'withdrawn_at', 'withdrawn_by']);
    // Each step in a transaction of its own, as TypeORM runs a migration (PGlite has one connection).
    await t.db.dataSource.transaction((manager) => new StoryWithdrawal1765300000000().down(manager.queryRunner!));
    try {
      expect(await columns()).toEqual([]);
      expect((await t.db.dataSource.query('SELECT status FROM story WHERE id = $1', [withdrawn]))[0].status).toBe('rejected');
      await expect(t.db.dataSource.query(`UPDATE story SET status = 'withdrawn' WHERE id = $1`, [withdrawn])).rejects.toThrow(/story_status_check/);
    } finally {
      await t.db.dataSource.transaction((manager) => new StoryWithdrawal1765300000000().up(manager.queryRunner!));
    }
    expect(await columns()).toEqual(['media_deleted_at', 'withdrawn_at', 'withdrawn_by']);
  });
});

if (process.env.TEST_DATABASE_URL) {
  describe('on two instances sharing one PostgreSQL database', () => {
    let bDb: Database;
    let b: Api;
    let bUrl: string;

    beforeAll(async () => {
      bDb = await openDatabase({ entities: ENTITIES, url: t.db.url });
      b = await createApi(t.config, bDb, createLogger('silent'));
      bUrl = `http://127.0.0.1:${await b.listen(0, '127.0.0.1')}`;
    });

    afterAll(async () => {
      await b?.stop();
      await bDb?.close();
    });

    it("drops a story withdrawn through A from B's cached public list within a second, and B answers 410 for its media", async () => {
      const id = await publishedStory();
      // B has answered (and cached) the public list, and served the picture, before the withdrawal.
      expect(await publicIds(bUrl)).toContain(id);
      expect(await publicIds(bUrl)).toContain(id);
      expect(b.services.sharedResponses.get(b.services.sharedResponses.keyFor({ query: APPROVED }, 'anonymous')!)).toBeDefined();
      expect((await fetch(`${bUrl}/stories/file/${id}`)).status).toBe(200);

      expect((await t.graphql(WITHDRAW, { id }, admin.token)).body.errors).toBeUndefined();

      const deadline = Date.now() + 1000;
      let seen = await publicIds(bUrl);
      while (seen.includes(id) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen = await publicIds(bUrl);
      }
      expect(seen).not.toContain(id);
      const media = await fetch(`${bUrl}/stories/file/${id}`);
      expect(media.status).toBe(410);
      expect(((await media.json()) as { reason: string }).reason).toBe('STORY_WITHDRAWN');
    });
  });
}
