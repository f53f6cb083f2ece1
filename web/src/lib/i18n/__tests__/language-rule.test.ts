import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { acceptedLanguages, localeOfCookie, pickLocale, pickLocaleForRequest } from '../language-rule.mjs';

// Issue 28 §4: one rule for the page's language, on the server and in the browser alike.
describe('the language rule', () => {
  it('takes the address’s ?lang, else the reader’s choice, else the browser’s first language we speak, else English', () => {
    expect(pickLocale({ requested: 'ar', chosen: 'ur', browser: ['ur-PK'] })).toBe('ar');
    expect(pickLocale({ requested: 'fr', chosen: 'ur', browser: ['ar'] })).toBe('ur');
    expect(pickLocale({ requested: null, chosen: null, browser: ['fr-FR', 'ur-PK', 'ar'] })).toBe('ur');
    expect(pickLocale({ requested: null, chosen: 'xx', browser: ['AR-eg'] })).toBe('ar');
    expect(pickLocale({ browser: ['de', 'fr'] })).toBe('en');
    expect(pickLocale({})).toBe('en');
  });

  it('reads Accept-Language by preference, leaving out what the browser refuses', () => {
    expect(acceptedLanguages('fr-FR, en;q=0.5, ar;q=0.8')).toEqual(['fr-FR', 'ar', 'en']);
    expect(acceptedLanguages('ar;q=0, en')).toEqual(['en']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(localeOfCookie('theme=x; language=ur')).toBe('ur');
    expect(localeOfCookie('language=fr')).toBeNull();
    expect(pickLocaleForRequest('/donor/dashboard', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.8' })).toBe('ur');
    expect(pickLocaleForRequest('/x?lang=ar', { cookie: 'language=ur' })).toBe('ar');
  });

  // public/document-setup.js runs before the app (lang and dir before the first paint) and cannot
  // import: it must say the same as the rule for every case.
  it.each([
    ['', null, ['ur-PK', 'en'], 'ur'],
    ['?lang=ar', 'ur', ['ur-PK'], 'ar'],
    ['?lang=fr', null, ['ar-EG'], 'ar'],
    ['', 'ur', ['ar'], 'ur'],
    ['', null, ['de'], 'en'],
    ['', null, [], 'en'],
  ])('public/document-setup.js agrees (search %p, chosen %p, browser %p)', (search, chosen, browser, expected) => {
    const root = { lang: 'en', dir: 'ltr', hasAttribute: () => false };
    const context = {
      window: {},
      location: { search },
      navigator: { languages: browser },
      localStorage: { getItem: () => chosen },
      document: { cookie: '', documentElement: root, querySelector: () => null },
      URLSearchParams,
    };
    const script = fs.readFileSync(path.join(__dirname, '../../../../public/document-setup.js'), 'utf8');
    vm.runInNewContext(script, context);
    const ruled = pickLocale({ requested: new URLSearchParams(search).get('lang'), chosen, browser });
    expect([root.lang, root.dir]).toEqual([ruled, ruled === 'en' ? 'ltr' : 'rtl']);
    expect(ruled).toBe(expected);
  });
});
