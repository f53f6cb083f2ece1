import { expect, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** A fresh address per journey: the e2e server's database lives for the whole run. */
export function uniqueEmail(label: string): string {
  return `${label}.${randomBytes(4).toString('hex')}@example.org`;
}

/** The API started by global-setup (for set-up steps a person would not do through the page). */
export const apiUrl = () => process.env.E2E_API_URL!;

/** The admin invite code global-setup gives the API: the first admin registers without it, the rest with it. */
export const adminInviteCode = () => process.env.E2E_ADMIN_INVITE_CODE!;

/**
 * The page's words in a language, looked up in the app's own catalog by their English text, so a
 * journey can run in Arabic with the names a person there sees. Throws on an unknown message. A
 * message with a context is asked for as "context\u0004English".
 */
export function translator(locale: 'en' | 'ar' | 'ur'): (english: string) => string {
  if (locale === 'en') return (english) => english.split('\u0004').pop()!;
  const text = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), `../src/locales/${locale}/messages.po`), 'utf8');
  const catalog = new Map<string, string>();
  const unquote = (line: string) => JSON.parse(line.slice(line.indexOf('"'))) as string;
  for (const block of text.split(/\n\s*\n/)) {
    const fields: Record<string, string> = {};
    let current = '';
    for (const line of block.split('\n')) {
      const keyword = /^(msgctxt|msgid|msgstr) /.exec(line)?.[1];
      if (keyword) fields[(current = keyword)] = unquote(line);
      else if (current && line.startsWith('"')) fields[current] += unquote(line);
    }
    if (fields.msgid) catalog.set(fields.msgctxt ? `${fields.msgctxt}\u0004${fields.msgid}` : fields.msgid, fields.msgstr ?? '');
  }
  return (english) => {
    const translated = catalog.get(english);
    if (!translated) throw new Error(`No ${locale} translation for "${english}"`);
    return translated;
  };
}

/**
 * A label that agrees with its number (Lingui's ICU plurals, issue 28), in a language: `english` is
 * the message as the code writes it ("{donors, plural, one {Donor} other {Donors}}"), looked up in the
 * catalog like translator's, and the form for `count` picked by the language's plural rules.
 */
export function pluralTranslator(locale: 'en' | 'ar' | 'ur'): (english: string, count: number) => string {
  const translate = translator(locale);
  return (english, count) => {
    const message = locale === 'en' ? english : translate(english);
    const forms = new Map([...message.matchAll(/(=\d+|zero|one|two|few|many|other) \{([^{}]*)\}/g)].map(([, name, text]) => [name!, text!]));
    const form = forms.get(`=${count}`) ?? forms.get(new Intl.PluralRules(locale).select(count)) ?? forms.get('other');
    if (form === undefined) throw new Error(`"${message}" has no plural form for ${count}`);
    return form.replaceAll('#', new Intl.NumberFormat(locale).format(count));
  };
}

/** axe-core's serious and critical findings on the page as it is now (empty when there are none). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, so a page's own Content-Security-Policy (the test
  // checkout's forbids every script) does not stop the checker.
  await page.evaluate(fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));
  const results = await page.evaluate(() => (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<AxeResults> } }).axe.run(document, { resultTypes: ['violations'] }));
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ')}`));
}

export interface Session {
  token: string;
  record: { _id: string; fullname: string; name: string; email: string };
}

async function post(path: string, body: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl()}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** Set-up a person would not do through the page: an account of the role, signed in through the REST shim. */
export async function signedUp(role: 'seeker' | 'donor' | 'admin', fullname: string, language?: 'en' | 'ar' | 'ur'): Promise<Session> {
  const email = uniqueEmail(role);
  const password = role === 'admin' ? 'admin-password-long' : 'secret-pass';
  // The language the account's emails are written in (the web's registration sends the page's).
  const body = { fullname, email, password, ...(language ? { language } : {}) };
  let registered = await post(`/${role}/register`, body);
  // The first admin registers freely; another spec file may have been first.
  if (role === 'admin' && registered.status === 403) registered = await post('/admin/register', { ...body, inviteCode: adminInviteCode() });
  expect(registered.status, JSON.stringify(registered.json)).toBe(201);
  const login = await post(`/${role}/login`, { email, password });
  expect(login.status).toBe(200);
  const account = login.json[role] as { _id: string; fullname: string; name?: string; email: string };
  return { token: login.json.token as string, record: { _id: account._id, fullname: account.fullname, name: account.name ?? account.fullname, email: account.email } };
}

/** A browser of its own for each person, in the journey's language, signed in as `role` when a session is given. */
export async function personIn(browser: Browser, locale: 'en' | 'ar' | 'ur', role?: 'seeker' | 'donor' | 'admin', session?: Session): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await context.addInitScript(
    ([locale, role, session]) => {
      if (sessionStorage.getItem('e2e-set-up')) return;
      sessionStorage.setItem('e2e-set-up', '1');
      localStorage.setItem('language', locale);
      if (role && session) {
        localStorage.setItem(`${role}Token`, session.token);
        localStorage.setItem(`${role}Data`, JSON.stringify(session.record));
      }
    },
    [locale, role, session] as const,
  );
  return { context, page: await context.newPage() };
}

/** A count as shown (a tab's badge, a stat card's figure), in whatever digits the language uses. */
export async function countIn(page: Page, testId: string): Promise<number> {
  const element = page.getByTestId(testId);
  const figure = testId.startsWith('stat-') ? element.locator('.stat-card__value') : element;
  const text = (await figure.textContent()) ?? '';
  return Number(text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf)).replace(/\D/g, ''));
}

/** A real PNG of coloured noise: big enough (~600 KB) for the upload to take a moment, small enough for 5 MB. */
export function noisePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((width * 3 + 1) * height);
  let seed = 7;
  for (let i = 0; i < rows.length; i += 1) {
    if (i % (width * 3 + 1) === 0) continue; // filter byte: none
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    rows[i] = seed >> 16;
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real 2×2 PNG: the smallest ID document the API accepts. */
function tinyPng(): Buffer {
  return noisePng(2, 2);
}

/** An ID document as the form sends it. */
export interface IdDocument {
  bytes: Uint8Array<ArrayBuffer> | string;
  type?: string;
  filename: string;
}

/** Set-up a person would not do through the page: `seeker`'s application for `dollars`, sent as the form sends it. */
export async function submittedApplication(seeker: Session, fullName: string, dollars: number, document: IdDocument): Promise<string> {
  const form = new FormData();
  const fields: Record<string, string> = {
    fullName,
    email: uniqueEmail('applicant'),
    phone: '+44 20 7946 0123',
    address: '12 Crescent Road, Bradford BD1 2AB',
    city: 'Bradford',
    country: 'United Kingdom',
    travelType: 'Hajj',
    familySize: '4',
    incomeBracket: 'under-500',
    requestedAmount: String(dollars),
    hajjReason: 'My late father wished to make Hajj; I wish to go in his name with my mother.',
    referenceName: 'Imam Yusuf',
    referencePhone: '+44 20 7946 0999',
    referenceRelation: 'Imam of our mosque',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('idUpload', new Blob([document.bytes], document.type ? { type: document.type } : {}), document.filename);
  const submitted = await fetch(`${apiUrl()}/application/submit`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${seeker.token}` } });
  const body = (await submitted.json()) as { application: { _id: string } };
  expect(submitted.status, JSON.stringify(body)).toBe(201);
  return body.application._id;
}

/** Set-up a person would not do through the page: a seeker's application for `dollars`, approved by the admin. */
export async function approvedApplication(admin: Session, fullName: string, dollars: number): Promise<string> {
  const seeker = await signedUp('seeker', fullName);
  const id = await submittedApplication(seeker, fullName, dollars, { bytes: new Uint8Array(tinyPng()), filename: 'passport.png' });
  const reviewed = await fetch(`${apiUrl()}/application/update/${id}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin.token}` },
    body: JSON.stringify({ status: 'approved' }),
  });
  expect(reviewed.status).toBe(200);
  return id;
}

/** The GraphQL operations a page sends from now on, by name. */
export function graphqlOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    names.push(/"operationName":"(\w+)"/.exec(request.postData() ?? '')?.[1] ?? '?');
  });
  return names;
}

/** How far the page is wider than the screen (0 or less: no sideways scrolling on a phone). */
export async function overflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/**
 * Boxes whose content spills out of them sideways, or that reach past the viewport, as "tag.class
 * «text»" — what a page-wide scroll check misses in Arabic and Urdu, where a figure spilling to
 * the left leaves its card (or the screen) without making the page scroll. Content inside a box that
 * scrolls or clips on purpose (a tab strip, a table's scroller, visually hidden text) is left alone.
 */
export async function spilledBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    const insideClip = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) if (clips(parent)) return true;
      return false;
    };
    const name = (element: Element) => {
      const classes = typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : '';
      return `${element.tagName.toLowerCase()}${classes} «${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}»`;
    };
    const found: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none' || style.position === 'fixed') continue;
      if (insideClip(element)) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (!clips(element) && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0) found.push(`${name(element)} holds ${element.scrollWidth - element.clientWidth} px more than its width`);
      else if (rect.left < -1 || rect.right > viewport + 1) found.push(`${name(element)} reaches past the screen`);
    }
    return found;
  });
}

/** Set-up a person would not do through the page: a story shared the way the web's form shares it (multipart). */
export async function sharedStory(
  seeker: Session,
  story: { title: string; description: string; file: { bytes: Uint8Array<ArrayBuffer>; type: string; filename: string } },
): Promise<{ _id: string; fileType: string }> {
  const form = new FormData();
  form.set('title', story.title);
  form.set('description', story.description);
  form.set('file', new Blob([story.file.bytes], { type: story.file.type }), story.file.filename);
  const answer = await fetch(`${apiUrl()}/stories/submit`, { method: 'POST', headers: { Authorization: `Bearer ${seeker.token}` }, body: form });
  const body = (await answer.json()) as { story: { _id: string; fileType: string } };
  expect(answer.status, JSON.stringify(body)).toBe(201);
  return body.story;
}

/** An admin's decision on a story through the REST shim (set-up, or someone else acting meanwhile). */
export async function storyDecided(admin: Session, storyId: string, status: 'approved' | 'withdrawn'): Promise<void> {
  const answer = await fetch(`${apiUrl()}/stories/update/${storyId}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${admin.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(answer.status).toBe(200);
}

/**
 * A new admin on the dashboard in `locale` (the page in that language's direction), allowed to use the
 * clipboard, with the tab named `tab` (its English name) open.
 */
export async function adminOnTab(browser: Browser, locale: 'en' | 'ar', tab: string) {
  const session = await signedUp('admin', 'Khadija Rahman');
  const admin = await personIn(browser, locale, 'admin', session);
  const page = admin.page;
  await page.goto('/admin/dashboard');
  await expect(page.locator('html')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr');
  await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
  await page.getByRole('tab', { name: translator(locale)(tab) }).click();
  return { ...admin, session, panel: page.getByRole('tabpanel') };
}

/** A one-time gift made the way a person makes it, through the REST paths and the test checkout's Pay. */
export async function gave(donor: Session, applicationId: string, amount: number): Promise<void> {
  const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${donor.token}` };
  const started = await fetch(`${apiUrl()}/api/donations/create-checkout-session`, { method: 'POST', headers, body: JSON.stringify({ applicationId, amount, recurring: 'one_time' }) });
  const { url, sessionId } = (await started.json()) as { url: string; sessionId: string };
  expect(started.status).toBe(200);
  await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  const verified = await fetch(`${apiUrl()}/api/donations/verify-session?session_id=${sessionId}`, { headers });
  expect(((await verified.json()) as { success: boolean }).success).toBe(true);
}

/** Opens an approved application card's journey (its panel is drawn, and asks for its data, only once opened). */
export async function openJourney(card: Locator): Promise<void> {
  const disclosure = card.getByTestId('journey-disclosure');
  await disclosure.locator('summary').click();
  await expect(disclosure).toHaveAttribute('open', '');
  await expect(card.getByTestId('journey-panel')).toBeVisible();
}

/**
 * A screenshot for a person to look at (type, spacing, right to left), into SCREENS_DIR (default
 * /tmp/sabil-screens). Not taken in the gate (CI set, SCREENS_DIR not): nobody looks there, and a
 * long page's full-page shot costs seconds of a shared machine.
 */
export async function photograph(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (process.env.CI && !process.env.SCREENS_DIR) return;
  const directory = process.env.SCREENS_DIR ?? '/tmp/sabil-screens';
  fs.mkdirSync(directory, { recursive: true });
  const file = path.join(directory, name);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: options.fullPage ?? false });
  else await target.screenshot({ path: file });
}
