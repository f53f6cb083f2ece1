import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { elfBytes, htmlBytes, jpegBytes, pngBytes, svgBytes } from '../../test/fixtures';
import { sniffBuffer } from '../../storage/sniff';
import { animatedGif, mp4Bytes, photoWithGps, VIDEO_LOCATION, WEBM_LOCATION, webmBytes, webmWithMetadata } from '../../test/media-fixtures';
import { startTestApi, TEST_JWT_SECRET, type TestApi } from '../../test/test-api';
import { StoryMediaLinks } from './story-media-links';

const SUBMIT = `mutation Submit($input: SubmitStoryInput!, $media: Upload) {
  submitStory(input: $input, media: $media) { id title description location status createdAt media { url type kind size } }
}`;
const APPROVED = `query Approved($first: Int, $after: String) {
  approvedStories(first: $first, after: $after) {
    nodes { id title location status media { url type kind } }
    pageInfo { endCursor hasNextPage }
  }
}`;
const PENDING = `query Pending($first: Int, $after: String) {
  pendingStories(first: $first, after: $after) { nodes { id title status media { url type kind size } } pageInfo { endCursor hasNextPage } }
  storyCounts { id pending approved rejected }
}`;
const MODERATE = `mutation Moderate($id: ID!, $decision: ModerationDecision!) {
  moderateStory(id: $id, decision: $decision) { story { id status media { url } } counts { id pending approved rejected } }
}`;

let t: TestApi;
let serial = 0;
const tokens = { admin: '', donor: '', seeker: '' };

async function newSeeker(): Promise<string> {
  const answer = await t.rest('POST', '/seeker/register', { fullname: 'Seeker', email: `story-seeker${++serial}@example.org`, password: 'seeker-pass' });
  return answer.body.token;
}

async function send(urlPath: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(t.url + urlPath, { ...rest, headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: any = bytes;
  if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(bytes.toString('utf8'));
  return { status: response.status, headers: response.headers, body };
}

/**
 * A GET as a browser revalidating its cache sends it. fetch() cannot: with If-None-Match it adds
 * `Cache-Control: no-cache`, which (rightly) makes any server answer in full.
 */
function conditionalGet(urlPath: string, headers: Record<string, string>): Promise<{ status: number; length: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(t.url + urlPath, { headers }, (response) => {
        let length = 0;
        response.on('data', (chunk: Buffer) => (length += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, length }));
      })
      .on('error', reject);
  });
}

function submitGraphql(token: string | undefined, input: Record<string, unknown>, file?: Buffer, filename = 'photo.jpg') {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: SUBMIT, variables: { input, media: null } }));
  form.append('map', JSON.stringify(file ? { 0: ['variables.media'] } : {}));
  if (file) form.append('0', new Blob([file]), filename);
  return send('/graphql', { method: 'POST', body: form, token, headers: { 'apollo-require-preflight': 'true' } });
}

function submitRest(token: string | undefined, fields: Record<string, string>, file?: Buffer, filename = 'photo.jpg') {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append('file', new Blob([file]), filename);
  return send('/stories/submit', { method: 'POST', body: form, token });
}

const story = (overrides: Record<string, unknown> = {}) => ({
  title: 'Labbaik at last',
  description: 'After twenty years of saving, my mother and I made Umrah together.',
  ...overrides,
});

/** A pending story with `file`, through GraphQL; its id. */
async function pendingStory(file?: Buffer, filename?: string): Promise<string> {
  const answer = await submitGraphql(tokens.seeker, story(), file, filename);
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data.submitStory.id;
}

async function approvedStory(file?: Buffer, filename?: string): Promise<string> {
  const id = await pendingStory(file, filename);
  const answer = await t.graphql(MODERATE, { id, decision: 'APPROVE' }, tokens.admin);
  expect(answer.body.errors).toBeUndefined();
  return id;
}

/** Rows and files before and after: a refusal must change neither. */
async function snapshot() {
  return { rows: await t.count('story'), files: t.storedFiles().length };
}

/** The bytes in storage behind a story's media. */
async function storedBytes(id: string): Promise<Buffer> {
  const [row] = await t.db.dataSource.query('SELECT media_key FROM story WHERE id = $1', [id]);
  return fs.readFileSync(path.join(t.config.dataDir, 'uploads', row.media_key));
}

beforeAll(async () => {
  t = await startTestApi();
  tokens.admin = (await t.rest('POST', '/admin/register', { fullname: 'Admin', email: 'admin@example.org', password: 'admin-password' })).body.token;
  tokens.donor = (await t.rest('POST', '/donor/register', { fullname: 'Donor', email: 'donor@example.org', password: 'donor-pass' })).body.token;
  tokens.seeker = await newSeeker();
});
afterAll(async () => {
  await t.close();
});

describe('submitting a story', () => {
  it('stores a photo through GraphQL without its EXIF: no GPS position, no camera', async () => {
    const photo = await photoWithGps('jpeg');
    expect(await exifr.gps(photo)).toMatchObject({ latitude: expect.closeTo(21.42, 1), longitude: expect.closeTo(39.83, 1) });
    const before = await snapshot();
    const answer = await submitGraphql(tokens.seeker, story({ location: ' Kano, Nigeria ' }), photo, 'IMG_2041.JPG');
    expect(answer.status).toBe(200);
    expect(answer.body.errors).toBeUndefined();
    const submitted = answer.body.data.submitStory;
    expect(submitted).toMatchObject({ title: 'Labbaik at last', location: 'Kano, Nigeria', status: 'PENDING', media: { type: 'image/jpeg', kind: 'IMAGE' } });
    expect(submitted.media.url).toMatch(new RegExp(`^/stories/file/${submitted.id}\\?expires=\\d+&signature=[\\w-]+$`));
    expect(await snapshot()).toEqual({ rows: before.rows + 1, files: before.files + 1 });

    const stored = await storedBytes(submitted.id);
    expect(await exifr.gps(stored)).toBeUndefined();
    expect(await exifr.parse(stored, true)).toBeUndefined();
    const picture = await sharp(stored).metadata();
    expect(picture).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(picture.exif).toBeUndefined();
    expect(submitted.media.size).toBe(stored.length);
  });

  it.each([
    ['png', 'shared.png', 'image/png'],
    ['webp', 'shared.webp', 'image/webp'],
  ] as const)('stores a %s without its EXIF either', async (format, filename, type) => {
    // exifr reads no WebP; sharp reads the EXIF block of both.
    const photo = await photoWithGps(format);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    if (format === 'png') expect(await exifr.gps(photo)).toBeDefined();
    const answer = await submitGraphql(tokens.seeker, story(), photo, filename);
    expect(answer.body.data.submitStory.media).toMatchObject({ type, kind: 'IMAGE' });
    const stored = await storedBytes(answer.body.data.submitStory.id);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    expect(stored.includes('Exif')).toBe(false);
    expect(stored.includes('EXIF')).toBe(false);
    if (format === 'png') expect(await exifr.gps(stored)).toBeUndefined();
  });

  it('keeps every frame of an animated GIF', async () => {
    const answer = await submitGraphql(tokens.seeker, story(), await animatedGif(), 'wave.gif');
    expect(answer.body.data.submitStory.media).toMatchObject({ type: 'image/gif', kind: 'IMAGE' });
    expect((await sharp(await storedBytes(answer.body.data.submitStory.id)).metadata()).pages).toBe(2);
  });

  it('stores a video through REST multipart as it came, and answers 201 {message, story}', async () => {
    const video = mp4Bytes();
    const answer = await submitRest(tokens.seeker, { ...story(), location: 'Lahore' }, video, 'tawaf.mp4');
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      message: 'Story submitted for review',
      story: {
        _id: expect.any(String),
        title: 'Labbaik at last',
        description: story().description,
        location: 'Lahore',
        file: expect.stringMatching(/^\/stories\/file\/[0-9a-f-]{36}\?expires=\d+&signature=/),
        fileType: 'video/mp4',
        fileSize: video.length,
        status: 'pending',
        createdAt: expect.any(String),
      },
    });
    expect((await storedBytes(answer.body.story._id)).equals(video)).toBe(true);

    const webm = await submitGraphql(tokens.seeker, story(), webmBytes(), 'clip.webm');
    expect(webm.body.data.submitStory.media).toMatchObject({ type: 'video/webm', kind: 'VIDEO' });
  });

  it('stores an MP4 with the place it was filmed blanked out, every other byte where it was', async () => {
    const video = mp4Bytes(4096, { location: true });
    expect(video.includes(VIDEO_LOCATION)).toBe(true);
    const answer = await submitGraphql(tokens.seeker, story(), video, 'IMG_0420.MP4');
    expect(answer.body.data.submitStory.media).toMatchObject({ type: 'video/mp4', kind: 'VIDEO', size: video.length });
    const stored = await storedBytes(answer.body.data.submitStory.id);
    expect(stored.length).toBe(video.length);
    expect(stored.includes(VIDEO_LOCATION)).toBe(false);
    expect(stored.includes('udta')).toBe(false);
    expect(stored.subarray(stored.length - 4096).equals(video.subarray(video.length - 4096))).toBe(true);
  });

  it('stores a WebM with its Tags (the LOCATION a writer recorded), Attachments and writing applications blanked, the same size, still a WebM', async () => {
    const video = webmWithMetadata();
    expect(video.includes(WEBM_LOCATION)).toBe(true);
    const answer = await submitRest(tokens.seeker, story(), video, 'VID_0421.webm');
    expect(answer.status).toBe(201);
    expect(answer.body.story).toMatchObject({ fileType: 'video/webm', fileSize: video.length });
    const stored = await storedBytes(answer.body.story._id);
    expect(stored.length).toBe(video.length);
    expect(stored.equals(video)).toBe(false);
    for (const text of [WEBM_LOCATION, 'LOCATION', 'Amina Yusuf', 'SabilTestRecorder', 'Mosque Lane', 'our-street.jpg']) expect([text, stored.includes(text)]).toEqual([text, false]);
    // The frame and everything before Info are where they were.
    const frame = video.indexOf(Buffer.alloc(3000, 0x5a));
    expect(stored.indexOf(Buffer.alloc(3000, 0x5a))).toBe(frame);
    const info = video.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
    expect(stored.subarray(0, info).equals(video.subarray(0, info))).toBe(true);
    expect(await sniffBuffer(stored)).toBe('video/webm');
  });

  it('refuses a WebM whose elements do not add up, and stores nothing', async () => {
    const before = await snapshot();
    const whole = webmWithMetadata();
    const answer = await submitRest(tokens.seeker, story(), whole.subarray(0, whole.length - 7), 'cut.webm');
    expect(answer.status).toBe(400);
    expect(answer.body.reason).toBe('STORY_MEDIA_UNREADABLE');
    expect(await snapshot()).toEqual(before);
  });

  it('takes a story without media, through both paths', async () => {
    const before = await snapshot();
    const gql = await submitGraphql(tokens.seeker, story());
    expect(gql.body.data.submitStory).toMatchObject({ media: null, location: null, status: 'PENDING' });
    const rest = await submitRest(tokens.seeker, story());
    expect(rest.status).toBe(201);
    expect(rest.body.story).toMatchObject({ file: null, fileType: null, status: 'pending' });
    expect(await snapshot()).toEqual({ rows: before.rows + 2, files: before.files });
  });

  describe('refuses with a 4xx and writes nothing', () => {
    const cases: [string, () => Promise<{ status: number; body: any }>, number, string][] = [
      ['no token', () => submitRest(undefined, story(), pngBytes(), 'a.png'), 401, 'SIGN_IN_REQUIRED'],
      ['a donor', () => submitRest(tokens.donor, story(), pngBytes(), 'a.png'), 403, 'ROLE_NOT_ALLOWED'],
      ['an admin', () => submitRest(tokens.admin, story(), pngBytes(), 'a.png'), 403, 'ROLE_NOT_ALLOWED'],
      ['an empty title', () => submitRest(tokens.seeker, story({ title: '  ' }), pngBytes(), 'a.png'), 400, 'FIELD_REQUIRED'],
      ['no description', () => submitRest(tokens.seeker, { title: 'T' }, pngBytes(), 'a.png'), 400, 'FIELD_REQUIRED'],
      ['a title over 120 characters', () => submitRest(tokens.seeker, story({ title: 'x'.repeat(121) }), pngBytes(), 'a.png'), 400, 'FIELD_TOO_LONG'],
      ['a description over 5000 characters', () => submitRest(tokens.seeker, story({ description: 'x'.repeat(5001) })), 400, 'FIELD_TOO_LONG'],
      ['an SVG', () => submitRest(tokens.seeker, story(), svgBytes(), 'drawing.svg'), 400, 'STORY_MEDIA_TYPE_REFUSED'],
      ['an SVG named .png', () => submitRest(tokens.seeker, story(), svgBytes(), 'drawing.png'), 400, 'STORY_MEDIA_TYPE_REFUSED'],
      ['an HTML page', () => submitRest(tokens.seeker, story(), htmlBytes(), 'page.html'), 400, 'STORY_MEDIA_TYPE_REFUSED'],
      ['an executable renamed .mp4', () => submitRest(tokens.seeker, story(), elfBytes(), 'video.mp4'), 400, 'STORY_MEDIA_TYPE_REFUSED'],
      ['a PNG named .jpg', () => submitRest(tokens.seeker, story(), pngBytes(), 'photo.jpg'), 400, 'STORY_MEDIA_NAME_DISAGREES'],
      ['an MP4 named .webm', () => submitRest(tokens.seeker, story(), mp4Bytes(), 'clip.webm'), 400, 'STORY_MEDIA_NAME_DISAGREES'],
      ['a JPEG named .exe', async () => submitRest(tokens.seeker, story(), await photoWithGps('jpeg'), 'photo.exe'), 400, 'STORY_MEDIA_NAME_DISAGREES'],
      ['a WebP named .gif', async () => submitRest(tokens.seeker, story(), await photoWithGps('webp'), 'photo.gif'), 400, 'STORY_MEDIA_NAME_DISAGREES'],
      ['a JPEG that is only a header', () => submitRest(tokens.seeker, story(), jpegBytes(), 'broken.jpg'), 400, 'STORY_MEDIA_UNREADABLE'],
      ['an MP4 cut short', () => submitRest(tokens.seeker, story(), mp4Bytes(4096).subarray(0, 3000), 'cut.mp4'), 400, 'STORY_MEDIA_UNREADABLE'],
      ['an empty file', () => submitRest(tokens.seeker, story(), Buffer.alloc(0), 'empty.mp4'), 400, 'STORY_MEDIA_TYPE_REFUSED'],
      ['a video over 50 MB', () => submitRest(tokens.seeker, story(), mp4Bytes(50 * 1024 * 1024), 'long.mp4'), 413, 'STORY_MEDIA_TOO_LARGE'],
      ['a picture over 50 MB', () => submitRest(tokens.seeker, story(), Buffer.concat([pngBytes(), Buffer.alloc(50 * 1024 * 1024)]), 'big.png'), 413, 'STORY_MEDIA_TOO_LARGE'],
    ];

    it.each(cases)('%s', async (_name, attempt, status, reason) => {
      const before = await snapshot();
      const answer = await attempt();
      expect(answer.status).toBe(status);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
      const reasons = [answer.body.reason, ...(answer.body.errors ?? []).map((e: { reason?: string }) => e.reason)];
      expect(reasons).toContain(reason);
      expect(await snapshot()).toEqual(before);
    });

    it('the same through GraphQL: a donor, an over-long title, an SVG, a 50 MB video', async () => {
      const before = await snapshot();
      const donor = await submitGraphql(tokens.donor, story(), pngBytes(), 'a.png');
      expect(donor.body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
      const anonymous = await submitGraphql(undefined, story(), pngBytes(), 'a.png');
      expect(anonymous.body.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      const long = await submitGraphql(tokens.seeker, story({ title: 'x'.repeat(121) }), pngBytes(), 'a.png');
      expect(long.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
      const svg = await submitGraphql(tokens.seeker, story(), svgBytes(), 'a.svg');
      expect(svg.body.errors[0]).toMatchObject({ message: expect.stringContaining('picture'), extensions: { code: 'BAD_USER_INPUT', reason: 'STORY_MEDIA_TYPE_REFUSED' } });
      const big = await submitGraphql(tokens.seeker, story(), mp4Bytes(50 * 1024 * 1024), 'long.mp4');
      expect(big.body.errors[0].extensions).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', reason: 'STORY_MEDIA_TOO_LARGE' });
      expect(await snapshot()).toEqual(before);
    });
  });

  it('lets one seeker share STORY_RATE_LIMIT_PER_SEEKER stories an hour (10 by default), then answers 429', async () => {
    // Tests share freely; this one uses the default limit on an API of its own.
    const limited = await startTestApi({ storyLimit: { perSeeker: 10, perIp: 1000, windowSeconds: 3600 } });
    const previous = t;
    t = limited;
    try {
      await sharesTenThenWaits();
    } finally {
      t = previous;
      await limited.close();
    }
  });
});

async function sharesTenThenWaits() {
  {
    const seeker = await newSeeker();
    for (let n = 0; n < 10; n += 1) expect((await submitRest(seeker, story())).status).toBe(201);
    const before = await snapshot();
    const eleventh = await submitRest(seeker, story());
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.reason).toBe('TOO_MANY_STORIES');
    expect(eleventh.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await snapshot()).toEqual(before);
    // Another seeker is not held back.
    expect((await submitRest(await newSeeker(), story())).status).toBe(201);
  }
}

describe('moderation', () => {
  it('publishes a pending story: one mutation returns the story and the counts, audited, and the public list has it at once', async () => {
    const id = await pendingStory(await photoWithGps('jpeg'), 'p.jpg');
    // Read (and cache) the public list first, as a visitor would.
    const listed = (await t.graphql(APPROVED, { first: 100 })).body.data.approvedStories.nodes;
    expect(listed.map((s: { id: string }) => s.id)).not.toContain(id);
    const queue = await t.graphql(PENDING, { first: 100 }, tokens.admin);
    const pendingBefore = queue.body.data.storyCounts.pending;
    expect(queue.body.data.pendingStories.nodes.map((s: { id: string }) => s.id)).toContain(id);

    const answer = await t.graphql(MODERATE, { id, decision: 'APPROVE' }, tokens.admin);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data.moderateStory).toEqual({
      story: { id, status: 'APPROVED', media: { url: `/stories/file/${id}` } },
      counts: { id: 'story-counts', pending: pendingBefore - 1, approved: expect.any(Number), rejected: expect.any(Number) },
    });
    const after = (await t.graphql(APPROVED, { first: 100 })).body.data.approvedStories.nodes;
    expect(after[0]).toMatchObject({ id, status: 'APPROVED', media: { url: `/stories/file/${id}`, kind: 'IMAGE' } });
    expect(await t.count('audit_event', `subject_id = '${id}' AND action = 'story.moderate' AND from_state = 'pending' AND to_state = 'approved'`)).toBe(1);
  });

  it('rejects through REST; a rejected story is never public; a second decision is 409 and changes nothing', async () => {
    const id = await pendingStory();
    const answer = await t.rest('PUT', `/stories/update/${id}`, { status: 'rejected' }, tokens.admin);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Story rejected and removed from review', story: { _id: id, status: 'rejected' } });
    const approved = await t.rest('GET', '/stories/approved');
    expect(approved.body.stories.map((s: { _id: string }) => s._id)).not.toContain(id);

    const audits = await t.count('audit_event', `subject_id = '${id}'`);
    const again = await t.rest('PUT', `/stories/update/${id}`, { status: 'approved' }, tokens.admin);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ reason: 'STORY_ALREADY_MODERATED', message: expect.stringContaining('already rejected') });
    const gql = await t.graphql(MODERATE, { id, decision: 'APPROVE' }, tokens.admin);
    expect(gql.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'STORY_ALREADY_MODERATED' });
    const [row] = await t.db.dataSource.query('SELECT status FROM story WHERE id = $1', [id]);
    expect(row.status).toBe('rejected');
    expect(await t.count('audit_event', `subject_id = '${id}'`)).toBe(audits);
  });

  it('refuses seekers, donors, strangers, unknown ids and bad decisions', async () => {
    const id = await pendingStory();
    for (const [token, status] of [
      [undefined, 401],
      [tokens.seeker, 403],
      [tokens.donor, 403],
    ] as const) {
      expect((await t.rest('PUT', `/stories/update/${id}`, { status: 'approved' }, token)).status).toBe(status);
      expect((await t.rest('GET', '/stories/pending', undefined, token)).status).toBe(status);
    }
    for (const token of [tokens.seeker, tokens.donor]) {
      expect((await t.graphql(MODERATE, { id, decision: 'APPROVE' }, token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
      expect((await t.graphql(PENDING, {}, token)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    expect((await t.rest('PUT', `/stories/update/${id}`, { status: 'published' }, tokens.admin)).body).toMatchObject({ reason: 'MODERATION_DECISION_INVALID' });
    expect((await t.rest('PUT', `/stories/update/${id}`, 'approved', tokens.admin)).status).toBe(400);
    expect((await t.rest('PUT', '/stories/update/00000000-0000-4000-8000-000000000000', { status: 'approved' }, tokens.admin)).status).toBe(404);
    expect((await t.rest('PUT', '/stories/update/not-an-id', { status: 'approved' }, tokens.admin)).status).toBe(404);
    const [row] = await t.db.dataSource.query('SELECT status FROM story WHERE id = $1', [id]);
    expect(row.status).toBe('pending');
  });
});

describe('reading', () => {
  it('answers the published stories to anyone: GraphQL without a token, REST {stories: [...]}, newest first, paged', async () => {
    const ids = [await approvedStory(), await approvedStory(), await approvedStory()];
    const first = await t.graphql(APPROVED, { first: 2 });
    expect(first.status).toBe(200);
    expect(first.body.data.approvedStories.nodes.map((s: { id: string }) => s.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.data.approvedStories.pageInfo.hasNextPage).toBe(true);
    const next = await t.graphql(APPROVED, { first: 1, after: first.body.data.approvedStories.pageInfo.endCursor });
    expect(next.body.data.approvedStories.nodes[0].id).toBe(ids[0]);

    const rest = await t.rest('GET', '/stories/approved');
    expect(rest.status).toBe(200);
    expect(rest.body.stories.slice(0, 3).map((s: { _id: string }) => s._id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(rest.body.stories.every((s: { status: string }) => s.status === 'approved')).toBe(true);
    // A signed-in caller of any role reads the same list.
    expect((await t.graphql(APPROVED, { first: 2 }, tokens.donor)).body.data).toEqual(first.body.data);
  });

  it('gives the admin the queue with signed links, and never the seeker, the storage key or the moderator', async () => {
    const id = await pendingStory(pngBytes(), 'a.png');
    const rest = await t.rest('GET', '/stories/pending', undefined, tokens.admin);
    expect(rest.status).toBe(200);
    const record = rest.body.find((s: { _id: string }) => s._id === id);
    expect(Object.keys(record).sort()).toEqual(['_id', 'createdAt', 'description', 'file', 'fileSize', 'fileType', 'location', 'status', 'title']);
    expect(record.file).toMatch(/signature=/);
  });
});

describe('GET /stories/file/{id}', () => {
  it('serves published media to anyone: its type, nosniff, five minutes of caching then revalidation with an ETag, 304 when unchanged', async () => {
    const photo = await photoWithGps('jpeg');
    const id = await approvedStory(photo, 'p.jpg');
    const answer = await send(`/stories/file/${id}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/jpeg');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    // Never kept for a year: a story can be withdrawn, and caches must stop serving it within minutes.
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(answer.headers.get('cache-control')).not.toMatch(/immutable|31536000/);
    expect(answer.headers.get('accept-ranges')).toBe('bytes');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const etag = answer.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f-]+"$/);
    expect(answer.body.equals(await storedBytes(id))).toBe(true);
    expect(await exifr.gps(answer.body)).toBeUndefined();

    expect(await conditionalGet(`/stories/file/${id}`, { 'if-none-match': etag })).toEqual({ status: 304, length: 0 });
    expect(await conditionalGet(`/stories/file/${id}`, { 'if-none-match': '"another"' })).toEqual({ status: 200, length: answer.body.length });
  });

  it('answers byte ranges (206) so a video seeks, 416 outside the file, the whole file for a stale If-Range', async () => {
    const video = mp4Bytes(100_000);
    const id = await approvedStory(video, 'v.mp4');
    const part = await send(`/stories/file/${id}`, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers.get('content-length')).toBe('1000');
    expect(part.body.equals(video.subarray(1000, 2000))).toBe(true);

    const tail = await send(`/stories/file/${id}`, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(video.subarray(video.length - 10))).toBe(true);

    const outside = await send(`/stories/file/${id}`, { headers: { range: `bytes=${video.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${video.length}`);
    expect(outside.headers.get('content-type')).toMatch(/^application\/json/);
    expect(outside.headers.get('cache-control')).toBe('no-store');
    expect(outside.headers.get('etag')).toBeNull();

    const stale = await send(`/stories/file/${id}`, { headers: { range: 'bytes=0-9', 'if-range': '"another"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(video.length);
    const malformed = await send(`/stories/file/${id}`, { headers: { range: 'lines=1-2' } });
    expect(malformed.status).toBe(200);

    const head = await send(`/stories/file/${id}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(video.length));
  });

  it('serves pending media only through a valid signed link, never cached', async () => {
    const id = await pendingStory(pngBytes(), 'a.png');
    const queue = await t.graphql(PENDING, { first: 100 }, tokens.admin);
    const url: string = queue.body.data.pendingStories.nodes.find((s: { id: string }) => s.id === id).media.url;

    const signed = await send(url);
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(signed.headers.get('cache-control')).toBe('private, no-store');

    const unsigned = await send(`/stories/file/${id}`);
    expect(unsigned.status).toBe(403);
    expect(unsigned.body.reason).toBe('STORY_MEDIA_NOT_PUBLIC');

    const query = new URL(url, t.url).searchParams;
    const expires = query.get('expires')!;
    const signature = query.get('signature')!;
    const tampered = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    const otherId = await pendingStory(pngBytes(), 'b.png');
    for (const forged of [
      `/stories/file/${id}?expires=${expires}&signature=${tampered}`,
      `/stories/file/${id}?expires=${Number(expires) + 3600}&signature=${signature}`,
      `/stories/file/${otherId}?expires=${expires}&signature=${signature}`,
      `/stories/file/${id}?expires=soon&signature=${signature}`,
      `/stories/file/${id}?signature=${signature}`,
    ]) {
      const answer = await send(forged);
      expect({ forged, status: answer.status, reason: answer.body.reason }).toEqual({ forged, status: 403, reason: 'STORY_MEDIA_LINK_INVALID' });
    }

    // A link signed with the API's key 20 minutes ago has expired.
    const old = new StoryMediaLinks(TEST_JWT_SECRET, () => Date.now() - 20 * 60 * 1000).signedPath(id);
    const expired = await send(old);
    expect(expired.status).toBe(403);
    expect(expired.body.reason).toBe('STORY_MEDIA_LINK_EXPIRED');
    // One signed with another key is not ours.
    const foreign = await send(new StoryMediaLinks('another-secret-that-is-long-enough-0123456789').signedPath(id));
    expect(foreign.body.reason).toBe('STORY_MEDIA_LINK_INVALID');
  });

  it('keeps rejected media private, and answers 404 for no media, unknown and malformed ids', async () => {
    const id = await pendingStory(pngBytes(), 'a.png');
    await t.graphql(MODERATE, { id, decision: 'REJECT' }, tokens.admin);
    expect((await send(`/stories/file/${id}`)).status).toBe(403);
    const bare = await approvedStory();
    expect((await send(`/stories/file/${bare}`)).body.reason).toBe('STORY_MEDIA_NONE');
    expect((await send('/stories/file/00000000-0000-4000-8000-000000000000')).status).toBe(404);

    // A published story whose file is gone from storage: a 404 that no cache keeps.
    const lost = await approvedStory(pngBytes(), 'lost.png');
    const [row] = await t.db.dataSource.query('SELECT media_key FROM story WHERE id = $1', [lost]);
    fs.rmSync(path.join(t.config.dataDir, 'uploads', row.media_key));
    const missing = await send(`/stories/file/${lost}`, { headers: { range: 'bytes=0-9' } });
    expect(missing.status).toBe(404);
    expect(missing.body.reason).toBe('STORY_MEDIA_MISSING');
    expect(missing.headers.get('cache-control')).toBe('no-store');
    // (express tags the JSON error itself, weakly; the media's strong tag is gone)
    expect(missing.headers.get('etag') ?? '').not.toContain(row.media_key);
    expect(missing.headers.get('content-range')).toBeNull();
    expect((await send('/stories/file/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
  });
});
