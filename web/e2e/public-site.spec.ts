import { expect, test, type Page } from '@playwright/test';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureHomeJs } from '../scripts/measure-home-js.mjs';
import { apiUrl, pluralTranslator, seriousAxeViolations, translator, uniqueEmail } from './support';

/** The figures' labels as the code writes them (ICU plurals: "1 Donor", "3 Donors"). */
const JOURNEYS_FUNDED = '{journeysFunded, plural, one {Journey funded} other {Journeys funded}}';
const DONORS = '{donors, plural, one {Donor} other {Donors}}';
const COUNTRIES = '{countries, plural, one {Country our pilgrims come from} other {Countries our pilgrims come from}}';

// Each page's test stands alone: they run side by side on the workers (this file runs when nothing
// else does, after the journeys).
test.describe.configure({ mode: 'parallel' });

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

const PUBLIC_ROUTES = [
  '/',
  '/learn-more',
  '/contact',
  '/community',
  '/seeker/login',
  '/seeker/register',
  '/donor/login',
  '/donor/register',
  '/admin/login',
  '/admin/register',
  '/terms',
];
const LANGUAGES = [
  { lang: 'en', dir: 'ltr', axe: true },
  { lang: 'ar', dir: 'rtl', axe: true },
  { lang: 'ur', dir: 'rtl', axe: true },
] as const;

/** SPEC §2 Navigation, in order. */
const HEADER_LINKS = ['/', '/community', '/learn-more', '/contact', '/donor/login', '/seeker/login', '/admin/login'];
const FOOTER_LINKS = ['/', '/community', '/learn-more', '/transparency', '/zakat', '/donor/login', '/seeker/login', '/contact'];
const HEADER_NAMES_EN = ['Home', 'Stories', 'About', 'Contact', 'Donate', 'Seeking help', 'Admin'];
const FOOTER_NAMES_EN = ['Home', 'Stories', 'How it works', 'Transparency', 'Zakat policy', 'Donate', 'Apply for support', 'Contact'];

async function visit(page: Page, route: string, lang: string) {
  // The language is chosen before the app starts, as a returning visitor's stored choice.
  await page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await page.goto(route);
  await expect(page.locator('main h1')).toBeVisible();
}

const hrefs = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href')));

for (const { lang, dir, axe } of LANGUAGES) {
  test.describe(`public site in ${lang}`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route}: lang, direction, navigation${axe ? ' and axe-core' : ''}`, async ({ page }) => {
        await visit(page, route, lang);

        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        await expect(page.getByRole('combobox').first()).toHaveValue(lang);

        expect(await hrefs(page, 'header nav#site-navigation a')).toEqual(HEADER_LINKS);
        expect(await hrefs(page, 'footer nav a')).toEqual(FOOTER_LINKS);
        if (lang === 'en') {
          await expect(page.locator('header nav#site-navigation a')).toHaveText(HEADER_NAMES_EN);
          await expect(page.locator('footer nav a')).toHaveText(FOOTER_NAMES_EN);
        } else {
          // Translated, not English left behind.
          await expect(page.locator('header nav#site-navigation a').first()).not.toHaveText('Home');
          await expect(page.locator('main h1')).not.toHaveText(/^[\x20-\x7e]+$/);
        }
        // Placeholders (social media) are not links that jump to the top of the page.
        expect(await page.locator('a[href="#"], a:not([href])').count()).toBe(0);

        if (axe) {
          const violations = await seriousAxeViolations(page);
          expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        }
      });
    }
  });
}

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const { lang } of LANGUAGES) {
    test(`${lang}: no public page scrolls sideways, and the menu opens with the navigation`, async ({ page }) => {
      for (const route of PUBLIC_ROUTES.slice(0, 4)) {
        await visit(page, route, lang);
        const width = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
        expect(width.scroll, `${route} is wider than the screen`).toBeLessThanOrEqual(width.client);
      }
      const menu = page.locator('button[aria-controls="site-navigation"]');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator('#site-navigation')).toBeHidden();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('#site-navigation a[href="/learn-more"]')).toBeVisible();
      await page.locator('#site-navigation a[href="/learn-more"]').click();
      await expect(page).toHaveURL('/learn-more');
      await expect(page.locator('#site-navigation')).toBeHidden();
    });
  }
});

/**
 * The figures the page itself was answered: the API counts at most once a minute, so a count read
 * separately can be a newer one than the page's (seen right after the other journeys gave).
 */
function figuresAnswered(page: Page): Promise<{ journeysFunded: number; dollarsGiven: number; donors: number; countries: number }> {
  return page
    .waitForResponse((response) => response.url().endsWith('/graphql') && (response.request().postData() ?? '').includes('publicFigures'))
    .then(async (response) => ((await response.json()) as { data: { publicFigures: { journeysFunded: number; dollarsGiven: number; donors: number; countries: number } } }).data.publicFigures);
}

test('the home page has the sections of SPEC §2, with figures formatted for the reader', async ({ page }) => {
  const answered = figuresAnswered(page);
  await visit(page, '/', 'en');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute('href', '/donor/login');
  await expect(main.getByRole('link', { name: 'Seeking help', exact: true })).toHaveAttribute('href', '/seeker/login');
  for (const heading of ['Our mission', 'How it works', 'Why give through Sabil', 'Stories from the journey', 'Be the reason someone answers the call', 'News from Sabil']) {
    await expect(main.getByRole('heading', { level: 2, name: heading })).toBeAttached();
  }
  // The figures are the books' (issue 18), as the API counted them for this page, in the reader's locale.
  const counted = await answered;
  if (counted.dollarsGiven === 0 && counted.journeysFunded === 0) {
    await expect(main.getByText('no journey has been funded yet')).toBeVisible();
  } else {
    const number = new Intl.NumberFormat('en-US');
    const stat = (label: string) => main.locator('li.stat').filter({ has: page.getByText(label, { exact: true }) });
    // Each label agrees with its number ("1 Country our pilgrims come from", issue 28).
    const plural = pluralTranslator('en');
    await expect(stat(plural(JOURNEYS_FUNDED, counted.journeysFunded))).toContainText(number.format(counted.journeysFunded));
    await expect(stat(plural(DONORS, counted.donors))).toContainText(number.format(counted.donors));
    await expect(stat(plural(COUNTRIES, counted.countries))).toContainText(number.format(counted.countries));
    await expect(stat('Given to pilgrims')).toContainText('$');
    // Counted figures are exact, not floors ("3,200+").
    await expect(main.locator('.stat__qualifier')).toHaveCount(0);
  }
  await expect(main.locator('.steps > li')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Start your journey' })).toHaveAttribute('href', '/seeker/login');
  await expect(main.getByRole('link', { name: 'Help someone' })).toHaveAttribute('href', '/donor/login');

  if (counted.donors > 0) {
    const answeredInArabic = figuresAnswered(page);
    await visit(page, '/', 'ar');
    const { donors: donorsCounted } = await answeredInArabic;
    const donors = page.getByRole('main').locator('li.stat').filter({ has: page.getByText(pluralTranslator('ar')(DONORS, donorsCounted), { exact: true }) });
    await expect(donors).toContainText(new Intl.NumberFormat('ar').format(donorsCounted));
  }
});

test('the newsletter box signs up with double opt-in: the link in the Arabic email confirms, in Arabic', async ({ page }) => {
  const email = uniqueEmail('newsletter');
  await visit(page, '/', 'ar');
  await expect(page.getByRole('main').locator('.public-figures__note[aria-busy="true"]')).toHaveCount(0);
  const t = translator('ar');
  await page.getByLabel(t('Email address')).fill(email);
  await page.getByRole('button', { name: t('Subscribe') }).click();
  await expect(page.getByRole('status').filter({ hasText: t('Almost done: we have sent a confirmation link to this address. Open it to start receiving our letters. Check your spam folder too.') })).toBeVisible();

  const confirmation = await mailboxMessage(email, 'newsletter_confirm');
  expect(confirmation.language).toBe('ar');
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/.exec(confirmation.text)![0];
  await page.goto(link);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('تأكَّد اشتراكك');
  expect((await mailboxMessage(email, 'newsletter_welcome')).headers['List-Unsubscribe']).toMatch(/\/newsletter\/unsubscribe\?token=/);
});

test('the contact form sends the message to the team and says so', async ({ page }) => {
  await visit(page, '/contact', 'en');
  await page.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByLabel('Your name')).toBeFocused();
  await expect(page.getByText('Please enter your name.')).toBeVisible();

  const subject = `Travel dates ${Date.now()}`;
  await page.getByLabel('Your name').fill('Amina Yusuf');
  await page.getByLabel('Email').fill('amina@example.org');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Can I apply for Umrah in spring?');
  await page.getByRole('button', { name: 'Send my message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'reached our team' })).toHaveText('Thank you: your message has reached our team. We will answer you by email.');
  await expect(page.getByLabel('Subject')).toHaveValue('');
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
});

/** The newest message of `template` to `email` in the development mailbox, once it is there. */
async function mailboxMessage(email: string, template: string): Promise<{ language: string; text: string; headers: Record<string, string> }> {
  for (let i = 0; i < 100; i += 1) {
    const answer = await fetch(`${apiUrl()}/dev/mailbox.json?to=${encodeURIComponent(email)}`);
    const { messages } = (await answer.json()) as { messages: Array<{ template: string; status: string; language: string; text: string; headers: Record<string, string> }> };
    const found = messages.find((m) => m.template === template && m.status === 'sent');
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no ${template} for ${email} in the development mailbox`);
}

test('the FAQ accordion opens one answer at a time, from the keyboard', async ({ page }) => {
  await visit(page, '/contact', 'en');
  const questions = page.locator('.faq__button');
  await expect(questions).toHaveCount(3);
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');

  await questions.nth(0).focus();
  await page.keyboard.press('ArrowDown');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(questions.nth(1)).toHaveAttribute('aria-expanded', 'true');
  await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'How are donations used?' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'How do I apply for support?' })).toBeHidden();

  await page.keyboard.press('End');
  await page.keyboard.press('Space');
  await expect(questions.nth(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('.faq__button[aria-expanded="true"]')).toHaveCount(1);
});

test('the community page shows its frame, and asks a visitor to sign in as a seeker before sharing', async ({ page }) => {
  const answered = figuresAnswered(page);
  await visit(page, '/community', 'en');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Community stories' })).toBeVisible();
  // Issue 28: no invented testimonials; only the stories seekers shared.
  await expect(main.locator('.testimonial')).toHaveCount(0);
  await expect(main).not.toContainText('Amina, a pilgrim from Kano');
  // The stories' grid, or its empty state (with a second share button) when none is published yet.
  await expect(main.getByTestId('stories-grid').or(main.getByRole('heading', { name: 'No stories yet' }))).toBeVisible();
  await main.getByRole('button', { name: 'Share a story' }).first().click();
  await expect(main.getByRole('alert')).toHaveText('Please sign in first to share your story Sign in as a seeker');
  await expect(main.getByRole('link', { name: 'Sign in as a seeker' })).toHaveAttribute('href', '/seeker/login');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const counted = await answered;
  const stat = (label: string) => main.locator('li.stat').filter({ has: page.getByText(label, { exact: true }) });
  if (counted.donors > 0) {
    await expect(stat(pluralTranslator('en')(DONORS, counted.donors))).toContainText(new Intl.NumberFormat('en-US').format(counted.donors));
  } else {
    await expect(main.getByText('no journey has been funded yet')).toBeVisible();
  }
});

test('the home page loads no dashboard or GraphQL code, and its initial JS stays within 150 kB gzip', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await visit(page, '/', 'en');
  await page.waitForLoadState('networkidle');

  const loaded = scripts.filter((script) => script.startsWith('/assets/')).map((script) => script.slice('/assets/'.length));
  expect(loaded.filter((file) => /apollo|dashboard|seeker-form|login-pages|register-pages|cache-/.test(file))).toEqual([]);

  // The measuring script (web/scripts/measure-home-js.mjs) counts exactly what the browser loaded.
  const measured = measureHomeJs(DIST);
  expect([...new Set(loaded)].sort()).toEqual(measured.files.map((file) => file.file).sort());
  expect(measured.total.gzip).toBeLessThanOrEqual(150_000);
});
