import { expect, test, type Page } from '@playwright/test';
import { countIn, noisePng, personIn, seriousAxeViolations, sharedStory, signedUp, storyDecided, translator, type Session } from './support';

/**
 * Issue 9's journeys: a seeker shares a story with a photo through the community page; the admin
 * publishes it from the Stories tab with one request; a visitor with no account reads it on
 * /community and opens the picture at full size. In English and in Urdu. And a video story plays,
 * its bytes fetched with HTTP range requests.
 */

/** Whether an <img> on the page has loaded real pixels (its address answered, the policy allowed it). */
async function loadedSize(page: Page, selector: string): Promise<[number, number]> {
  const image = page.locator(selector).first();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  return image.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
}

for (const locale of ['en', 'ur'] as const) {
  test(`stories end to end (${locale}): share with a photo, publish with one request, a visitor reads it and opens the picture`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = translator(locale);
    const dir = locale === 'ur' ? 'rtl' : 'ltr';
    const title = `Labbaik ${Math.random().toString(36).slice(2, 8)}`;

    // —— A seeker shares a story with a photo ——
    const seekerSession = await signedUp('seeker', 'Amina Yusuf');
    const seeker = await personIn(browser, locale, 'seeker', seekerSession);
    let page = seeker.page;
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await page.getByRole('button', { name: t('Share a story') }).first().click();
    const dialog = page.getByRole('dialog', { name: t('Share your story') });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(t('Your story'))).toHaveAttribute('rows', '6');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByLabel(t('Title')).fill(title);
    await dialog.getByLabel(t('Your story')).fill('After twenty years of saving, my mother and I made Umrah together.');
    // A file of the wrong type is refused here, before anything is sent.
    await dialog.getByLabel(t('Photo or video (optional)')).setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(dialog.getByText(t('This file type is not accepted. Please choose a picture (JPG, PNG, WebP or GIF) or a video (MP4 or WebM).'))).toBeVisible();
    await dialog.getByLabel(t('Photo or video (optional)')).setInputFiles({ name: 'umrah.png', mimeType: 'image/png', buffer: noisePng(480, 320) });
    await dialog.getByRole('button', { name: t('Submit story') }).click();
    await expect(page.getByRole('status').filter({ hasText: t('Thank you for sharing your story! Our team will read it, and it will appear here once it is approved.') })).toBeVisible({
      timeout: 20_000,
    });
    await expect(dialog).toBeHidden();
    // Pending stories are not public: the seeker sees theirs under My stories only.
    await expect(page.locator('section.my-stories').getByRole('article', { name: title })).toContainText(t('story status\u0004Waiting for review'));
    await expect(page.getByTestId('stories-grid').getByRole('article', { name: title })).toHaveCount(0);
    await seeker.context.close();

    // —— The admin publishes it ——
    const adminSession = await signedUp('admin', 'Khadija Rahman');
    const admin = await personIn(browser, locale, 'admin', adminSession);
    page = admin.page;
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: t('Admin dashboard') })).toBeVisible();
    await expect.poll(() => countIn(page, 'tab-count-stories')).toBeGreaterThan(0);
    const pendingBefore = await countIn(page, 'tab-count-stories');
    await page.getByRole('tab', { name: new RegExp(t('Stories')) }).click();
    const panel = page.getByRole('tabpanel');
    const card = panel.getByRole('article', { name: title });
    await expect(card).toBeVisible();
    await expect(panel.getByRole('heading', { name: t('Moderation guidelines') })).toBeVisible();
    // The unpublished picture loads through its signed link.
    expect(await loadedSize(page, `article[aria-labelledby] img >> nth=0`)).toBeTruthy();
    await card.getByRole('button').first().click();
    const preview = page.getByRole('dialog', { name: title });
    await expect(preview).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/graphql') && request.method() !== 'OPTIONS') graphqlRequests.push(request.postData() ?? '');
    });
    await card.getByRole('button', { name: t('Approve & publish') }).click();
    await expect(page.getByTestId('dashboard-success')).toHaveText(t('Story approved and published! ✨'));
    // It leaves the queue and heads the published list, through the cache.
    await expect(panel.getByRole('region', { name: t('Waiting for review') }).getByRole('article', { name: title })).toHaveCount(0);
    await expect(panel.getByRole('region', { name: t('Published stories') }).getByRole('article', { name: title })).toBeVisible();
    await expect.poll(() => countIn(page, 'tab-count-stories')).toBe(pendingBefore - 1);
    await page.waitForTimeout(1000);
    test.info().annotations.push({ type: 'graphql requests after Approve & publish', description: String(graphqlRequests.length) });
    expect(graphqlRequests).toHaveLength(1);
    expect(graphqlRequests[0]).toContain('ModerateStory');
    await admin.context.close();

    // —— A visitor with no account reads it ——
    const visitor = await personIn(browser, locale);
    page = visitor.page;
    await page.goto('/community');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const story = page.getByTestId('stories-grid').getByRole('article', { name: title });
    await expect(story).toBeVisible();
    await expect(story).toContainText(t('Global Community'));
    await expect(story).toContainText('After twenty years of saving');
    const open = story.getByRole('button', { name: t('View the picture of “{title}” at full size').replace('{title}', title) });
    expect(await loadedSize(page, `[data-testid="stories-grid"] article:has-text("${title}") img`)).toEqual([480, 320]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open.click();
    const full = page.getByRole('dialog', { name: title });
    await expect(full).toBeVisible();
    await expect(full.getByRole('img', { name: title })).toBeVisible();
    // Focus starts in the dialog and never reaches the page behind it (inert while the modal is open;
    // past its last control, Chromium moves focus to its own window, not to the page).
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement === document.body || Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(full).toBeHidden();
    await visitor.context.close();
  });
}

/** A short WebM video recorded by Chromium itself (a canvas through MediaRecorder): a file any browser plays. */
async function recordedWebm(page: Page): Promise<Buffer> {
  await page.goto('/');
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 120;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = performance.now() - started;
        context.fillStyle = `hsl(${(elapsed / 10) % 360} 60% 40%)`;
        context.fillRect(0, 0, 160, 120);
        if (elapsed < 2000) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks, { type: 'video/webm' }).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function publishedVideoStory(seeker: Session, admin: Session, video: Buffer, title: string): Promise<string> {
  const story = await sharedStory(seeker, { title, description: 'Around the Kaaba at dawn.', file: { bytes: new Uint8Array(video), type: 'video/webm', filename: 'tawaf.webm' } });
  expect(story.fileType).toBe('video/webm');
  await storyDecided(admin, story._id, 'approved');
  return story._id;
}

test('a video story plays on /community, its bytes fetched with range requests (206)', async ({ browser }) => {
  test.setTimeout(90_000);
  const visitor = await personIn(browser, 'en');
  const page = visitor.page;
  const video = await recordedWebm(page);
  const title = `Tawaf ${Math.random().toString(36).slice(2, 8)}`;
  const id = await publishedVideoStory(await signedUp('seeker', 'Omar Farouk'), await signedUp('admin', 'Khadija Rahman'), video, title);

  const mediaAnswers: { status: number; range: string | undefined; contentRange: string | undefined }[] = [];
  page.on('response', (response) => {
    if (response.url().includes(`/stories/file/${id}`)) {
      mediaAnswers.push({ status: response.status(), range: response.request().headers().range, contentRange: response.headers()['content-range'] });
    }
  });
  await page.goto('/community');
  const player = page.getByTestId('stories-grid').getByRole('article', { name: title }).locator('video');
  await expect(player).toBeVisible();
  expect(await player.getAttribute('autoplay')).toBeNull();
  await player.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
  });
  await expect.poll(() => player.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.3);
  expect(await player.evaluate((element: HTMLVideoElement) => element.error)).toBeNull();
  test.info().annotations.push({ type: 'media answers', description: JSON.stringify(mediaAnswers) });
  expect(mediaAnswers.some((answer) => answer.status === 206 && answer.range?.startsWith('bytes=') && answer.contentRange?.endsWith(`/${video.length}`))).toBe(true);
  await visitor.context.close();
});
