import { expect, test, type Page } from '@playwright/test';
import { apiUrl, graphqlOperations, noisePng, overflow, personIn, photograph, seriousAxeViolations, sharedStory, signedUp, storyDecided, translator, type Session } from './support';

/**
 * Issue 16's story takedown in the browser, in English and in Arabic: an admin withdraws a published
 * story from the Stories tab (one request; it leaves the community page and its picture answers 410),
 * a withdrawal that someone else already made is refused with words and the card goes; the seeker
 * sees each of their stories with its status under My stories and deletes one for good. Screenshots
 * of both screens at phone and desktop widths, axe-core on each.
 */

/** A story with a picture, shared the way the web's form shares it; answers its id. */
async function shared(seeker: Session, title: string): Promise<string> {
  const description = 'We walked between Safa and Marwa at dawn, my father and I.';
  return (await sharedStory(seeker, { title, description, file: { bytes: new Uint8Array(noisePng(240, 160)), type: 'image/png', filename: 'sai.png' } }))._id;
}

async function screenshots(page: Page, name: string): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await photograph(page, `${name}-${width}.png`, { fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const locale of ['en', 'ar'] as const) {
  test(`story takedown (${locale}): an admin withdraws a published story, the seeker sees it and deletes another`, async ({ browser }) => {
    test.setTimeout(120_000);
    const t = translator(locale);
    const dir = locale === 'ar' ? 'rtl' : 'ltr';
    const suffix = Math.random().toString(36).slice(2, 8);
    const withdrawnTitle = `Sa'i at dawn ${suffix}`;
    const raceTitle = `Arafat ${suffix}`;
    const pendingTitle = `Mina ${suffix}`;
    const keptTitle = `Muzdalifah ${suffix}`;

    const seekerSession = await signedUp('seeker', 'Bilal Qureshi');
    const adminSession = await signedUp('admin', 'Khadija Rahman');
    const withdrawnId = await shared(seekerSession, withdrawnTitle);
    const raceId = await shared(seekerSession, raceTitle);
    await shared(seekerSession, pendingTitle);
    await storyDecided(adminSession, await shared(seekerSession, keptTitle), 'approved');
    await storyDecided(adminSession, withdrawnId, 'approved');
    await storyDecided(adminSession, raceId, 'approved');
    const published = await (await fetch(`${apiUrl()}/stories/approved`)).json();
    const mediaPath = (published as { stories: { _id: string; file: string }[] }).stories.find((story) => story._id === withdrawnId)!.file;
    expect((await fetch(new URL(mediaPath, apiUrl()))).status).toBe(200);

    // —— The admin withdraws one from the Stories tab ——
    const admin = await personIn(browser, locale, 'admin', adminSession);
    let page = admin.page;
    await page.goto('/admin/dashboard');
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await page.getByRole('tab', { name: new RegExp(t('Stories')) }).click();
    const panel = page.getByRole('tabpanel');
    const list = panel.getByRole('region', { name: t('Published stories') });
    const card = list.getByRole('article', { name: withdrawnTitle });
    await expect(card).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    const operations = graphqlOperations(page);
    await card.getByRole('button', { name: t('Withdraw') }).click();
    const confirm = page.getByRole('dialog', { name: t('Withdraw this story?') });
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText(withdrawnTitle);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // Keep it published changes nothing.
    await confirm.getByRole('button', { name: t('Keep it published') }).click();
    await expect(confirm).toBeHidden();
    await expect(card).toBeVisible();
    expect(operations).toEqual([]);

    await card.getByRole('button', { name: t('Withdraw') }).click();
    await page.getByRole('dialog', { name: t('Withdraw this story?') }).getByRole('button', { name: t('Withdraw story') }).click();
    await expect(page.getByTestId('dashboard-success')).toHaveText(t('Story withdrawn from the community page.'));
    await expect(list.getByRole('article', { name: withdrawnTitle })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(operations).toEqual(['WithdrawStory']);
    // Its picture is no longer served, to anyone.
    const gone = await fetch(new URL(mediaPath, apiUrl()));
    expect(gone.status).toBe(410);
    expect(((await gone.json()) as { reason: string }).reason).toBe('STORY_WITHDRAWN');

    // —— Someone else withdrew the other meanwhile: refused with words, and the card goes ——
    await storyDecided(adminSession, raceId, 'withdrawn');
    await list.getByRole('article', { name: raceTitle }).getByRole('button', { name: t('Withdraw') }).click();
    await page.getByRole('dialog', { name: t('Withdraw this story?') }).getByRole('button', { name: t('Withdraw story') }).click();
    await expect(page.getByRole('alert').filter({ hasText: t('This story is not published, so it cannot be withdrawn. Someone may have withdrawn it already.') })).toBeVisible();
    await expect(list.getByRole('article', { name: raceTitle })).toHaveCount(0);
    if (locale === 'ar') await screenshots(page, 'stories-tab-ar');
    await admin.context.close();

    // —— A visitor no longer finds it ——
    const visitor = await personIn(browser, locale);
    page = visitor.page;
    await page.goto('/community');
    await expect(page.getByTestId('stories-grid').getByRole('article', { name: keptTitle })).toBeVisible();
    await expect(page.getByTestId('stories-grid').getByRole('article', { name: withdrawnTitle })).toHaveCount(0);
    await visitor.context.close();

    // —— The seeker's own stories, each with its status; one deleted for good ——
    const seeker = await personIn(browser, locale, 'seeker', seekerSession);
    page = seeker.page;
    await page.goto('/community');
    const mine = page.locator('section.my-stories');
    await expect(mine.getByRole('heading', { name: t('My stories') })).toBeVisible();
    const withdrawnCard = mine.getByRole('article', { name: withdrawnTitle });
    await expect(withdrawnCard).toContainText(t('story status\u0004Withdrawn'));
    await expect(withdrawnCard).toHaveAccessibleDescription(t('It was published, and our team has since taken it down from the community page.'));
    const pendingCard = mine.getByRole('article', { name: pendingTitle });
    await expect(pendingCard).toContainText(t('story status\u0004Waiting for review'));
    // Their pending story is theirs to see, not the public's.
    await expect(page.getByTestId('stories-grid').getByRole('article', { name: pendingTitle })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    if (locale === 'ar') await screenshots(page, 'my-stories-ar');

    await pendingCard.getByRole('button', { name: t('Delete') }).click();
    const deleteDialog = page.getByRole('dialog', { name: t('Delete this story?') });
    await expect(deleteDialog).toContainText(pendingTitle);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await deleteDialog.getByRole('button', { name: t('Delete story') }).click();
    await expect(mine.getByRole('status')).toHaveText(t('Your story has been deleted.'));
    await expect(mine.getByRole('article', { name: pendingTitle })).toHaveCount(0);
    await expect(withdrawnCard).toBeVisible();
    // Gone for the admins too.
    const pending = (await (await fetch(`${apiUrl()}/stories/pending`, { headers: { Authorization: `Bearer ${adminSession.token}` } })).json()) as { title: string }[];
    expect(pending.map((story) => story.title)).not.toContain(pendingTitle);
    await seeker.context.close();
  });
}
