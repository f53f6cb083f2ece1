/**
 * @jest-environment node
 */
// Issue 28: /terms shows the charity's own text per language (TERMS_FILE_EN/AR/UR), read from real
// files at start; the web server swaps it into the pre-rendered page (escaped: headings and
// paragraphs only) and hands the texts to the app; a language without a file keeps the default.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createWebServer, ROUTES_FILE, SHELL_FILE } from '../serve.mjs';
import { DEFAULT_TERMS_PATTERN, TERMS_DATA_ID, termsBlocks, termsMarkup } from '../src/features/terms/terms-text.mjs';
import { MAX_TERMS_BYTES, readTermsFiles, readZakatPolicyFiles } from '../terms-files.mjs';
import { DEFAULT_ZAKAT_POLICY_PATTERN, ZAKAT_POLICY_DATA_ID } from '../src/features/zakat/zakat-policy-text.mjs';

let dir;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-terms-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const file = (name, content) => {
  const at = path.join(dir, name);
  fs.writeFileSync(at, content);
  return at;
};

describe('termsBlocks and termsMarkup', () => {
  it('reads headings and paragraphs (lines joined, Markdown-like) and nothing else', () => {
    const text = '\uFEFF# Our terms #\r\n\r\nWe help pilgrims.\r\nEvery gift counts.\n\n\n### Refunds\nAsk us <b>first</b> & wait.\n#not a heading';
    expect(termsBlocks(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Our terms' },
      { kind: 'paragraph', text: 'We help pilgrims. Every gift counts.' },
      { kind: 'heading', level: 3, text: 'Refunds' },
      { kind: 'paragraph', text: 'Ask us <b>first</b> & wait. #not a heading' },
    ]);
  });

  it('escapes every text: no markup from the file reaches the page', () => {
    const markup = termsMarkup(termsBlocks('## <script>alert(1)</script>\n\n<img src=x onerror="alert(1)"> \'quoted\''));
    expect(markup).toBe(
      '<div class="terms__body" data-terms="custom"><h2 class="terms__title">&lt;script&gt;alert(1)&lt;/script&gt;</h2>' +
        '<p class="terms__paragraph">&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &#x27;quoted&#x27;</p></div>',
    );
  });
});

describe('readTermsFiles', () => {
  it('reads the configured languages’ files and leaves the others out', () => {
    const en = file('terms-en.md', '# Terms\n\nBe kind.');
    expect(readTermsFiles({ TERMS_FILE_EN: en, TERMS_FILE_AR: ' ' })).toEqual({ en: '# Terms\n\nBe kind.' });
    expect(readTermsFiles({})).toEqual({});
  });

  it('stops the server at start with the reason for a missing, empty, too large or non-UTF-8 file', () => {
    expect(() => readTermsFiles({ TERMS_FILE_UR: path.join(dir, 'nope.md') })).toThrow(/TERMS_FILE_UR: cannot read .*nope\.md \(ENOENT\)/);
    expect(() => readTermsFiles({ TERMS_FILE_EN: file('blank.txt', '\n  \n') })).toThrow('TERMS_FILE_EN: ' + path.join(dir, 'blank.txt') + ' has no text');
    expect(() => readTermsFiles({ TERMS_FILE_AR: file('big.txt', 'a'.repeat(MAX_TERMS_BYTES + 1)) })).toThrow(/TERMS_FILE_AR: .* at most 100000/);
    expect(() => readTermsFiles({ TERMS_FILE_EN: file('latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9])) })).toThrow(/not UTF-8/);
  });
});

describe('the web server’s /terms', () => {
  let dist;
  let server;
  let base;
  const DEFAULT_BODY = (locale) => `<div class="terms__body" data-terms="default"><section><h2>default ${locale}</h2><p>words</p></section></div>`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-serve-terms-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="en"><head></head><div id="root"></div>');
    for (const locale of ['en', 'ar', 'ur']) {
      const at = path.join(dist, 'prerendered', locale);
      fs.mkdirSync(at, { recursive: true });
      fs.writeFileSync(path.join(at, 'terms.html'), `<html lang="${locale}"><head>\n  </head><div id="root"><h1>Terms</h1><div class="container terms">${DEFAULT_BODY(locale)}</div></div>`);
      fs.writeFileSync(path.join(at, SHELL_FILE), `<html lang="${locale}"><head></head>shell`);
    }
    fs.writeFileSync(path.join(dist, 'prerendered', ROUTES_FILE), JSON.stringify(['/', '/terms']));
    const terms = readTermsFiles({ TERMS_FILE_EN: file('en.md', '# Our terms\n\nGifts <em>go</em> to pilgrims.'), TERMS_FILE_AR: file('ar.txt', 'شروطنا\n\nتذهب التبرعات إلى الحجاج.') });
    server = createWebServer({ distDir: dist, apiUrl: 'http://api.example.org', terms });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const page = async (headers) => (await fetch(`${base}/terms`, { headers })).text();
  const dataBlock = (html) => JSON.parse(new RegExp(`<script type="application/json" id="${TERMS_DATA_ID}">(.*?)</script>`).exec(html)[1]);

  it('shows a configured language’s own text in place of the default, escaped, and hands the texts to the app', async () => {
    const html = await page({ 'accept-language': 'en' });
    expect(html).toContain('<div class="terms__body" data-terms="custom"><h2 class="terms__title">Our terms</h2><p class="terms__paragraph">Gifts &lt;em&gt;go&lt;/em&gt; to pilgrims.</p></div>');
    expect(html).not.toMatch(DEFAULT_TERMS_PATTERN);
    expect(html).not.toContain('<em>');
    expect(dataBlock(html)).toEqual({ en: '# Our terms\n\nGifts <em>go</em> to pilgrims.', ar: 'شروطنا\n\nتذهب التبرعات إلى الحجاج.' });
    // `<` is escaped inside the block: nothing in a text can close its element.
    expect(html).toContain('\\u003cem>go\\u003c/em>');

    const arabic = await page({ cookie: 'language=ar' });
    expect(arabic).toContain('<p class="terms__paragraph">شروطنا</p><p class="terms__paragraph">تذهب التبرعات إلى الحجاج.</p>');
  });

  it('keeps the default in a language without a file, and answers the texts at /site-terms.json', async () => {
    const urdu = await page({ 'accept-language': 'ur' });
    expect(urdu).toContain(DEFAULT_BODY('ur'));
    expect(dataBlock(urdu)).toHaveProperty('en');
    const json = await fetch(`${base}/site-terms.json`);
    expect(json.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(await json.json())).toEqual(['en', 'ar']);
  });
});

// Issue 31: /zakat shows the charity's own zakat policy the same way (ZAKAT_POLICY_FILE_EN/AR/UR).
describe('the web server’s /zakat', () => {
  let dist;
  let server;
  let base;
  const DEFAULT_BODY = (locale) => `<div class="zakat-policy__body" data-policy="default"><section><h2>default ${locale}</h2><p>words</p></section></div>`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'sabil-serve-zakat-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<html lang="en"><head></head><div id="root"></div>');
    for (const locale of ['en', 'ar', 'ur']) {
      const at = path.join(dist, 'prerendered', locale);
      fs.mkdirSync(at, { recursive: true });
      fs.writeFileSync(path.join(at, 'zakat.html'), `<html lang="${locale}"><head>\n  </head><div id="root"><h1>Zakat</h1><div class="container zakat-policy">${DEFAULT_BODY(locale)}</div></div>`);
      fs.writeFileSync(path.join(at, SHELL_FILE), `<html lang="${locale}"><head></head>shell`);
    }
    fs.writeFileSync(path.join(dist, 'prerendered', ROUTES_FILE), JSON.stringify(['/', '/zakat']));
    const zakatPolicy = readZakatPolicyFiles({ ZAKAT_POLICY_FILE_UR: file('zakat-ur.md', '# ہماری زکوٰۃ پالیسی\n\nزکوٰۃ <b>الگ</b> رکھی جاتی ہے۔') });
    server = createWebServer({ distDir: dist, apiUrl: 'http://api.example.org', terms: {}, zakatPolicy });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('shows the configured language’s policy in place of the default, escaped; the default elsewhere; the texts at /zakat-policy.json', async () => {
    const urdu = await (await fetch(`${base}/zakat`, { headers: { cookie: 'language=ur' } })).text();
    expect(urdu).toContain('<div class="zakat-policy__body" data-policy="custom"><h2 class="zakat-policy__title">ہماری زکوٰۃ پالیسی</h2><p class="zakat-policy__paragraph">زکوٰۃ &lt;b&gt;الگ&lt;/b&gt; رکھی جاتی ہے۔</p></div>');
    expect(urdu).not.toMatch(DEFAULT_ZAKAT_POLICY_PATTERN);
    expect(urdu).toContain(`<script type="application/json" id="${ZAKAT_POLICY_DATA_ID}">`);
    const english = await (await fetch(`${base}/zakat`, { headers: { 'accept-language': 'en' } })).text();
    expect(english).toContain(DEFAULT_BODY('en'));
    const json = await fetch(`${base}/zakat-policy.json`);
    expect(Object.keys(await json.json())).toEqual(['ur']);
  });

  it('refuses at start a policy file that cannot be read, naming its variable', () => {
    expect(() => readZakatPolicyFiles({ ZAKAT_POLICY_FILE_AR: path.join(dir, 'missing.md') })).toThrow(/^ZAKAT_POLICY_FILE_AR: cannot read/);
  });
});
