import { startTestApi, type TestApi } from '../../test/test-api';
import { account, approvedApplication, CREATE_CHECKOUT, pressPay, VERIFY } from '../../test/giving';

/**
 * The test checkout's pages over HTTP: they speak the donor's current language (the address's
 * ?lang=, a lang cookie, the language the checkout began in, the browser's Accept-Language) and
 * bring their own Arabic and Urdu type under their strict CSP.
 */

let t: TestApi;
let admin: { id: string; token: string };
let donor: { id: string; token: string };

beforeAll(async () => {
  t = await startTestApi();
  admin = await account(t, 'admin');
  donor = await account(t, 'donor', 'Khadija Rahman');
});
afterAll(async () => {
  await t.close();
});

/** A checkout the web started for a donor reading Sabil in `locale`. */
async function checkoutIn(locale: 'EN' | 'AR' | 'UR', recurring: 'ONE_TIME' | 'MONTHLY' = 'ONE_TIME'): Promise<{ id: string; url: string }> {
  const applicationId = await approvedApplication(t, admin.token, 4000);
  const created = await t.graphql(CREATE_CHECKOUT, { applicationId, amount: 20, recurring, locale }, donor.token);
  return created.body.data.createCheckoutSession;
}

const languageOf = async (url: string, headers: Record<string, string> = {}) => /<html lang="(\w+)"/.exec(await (await fetch(url, { headers })).text())?.[1];

describe('the test checkout page', () => {
  it('answers in the language its address asks for, then a lang cookie, then the checkout’s own, then the browser’s', async () => {
    const session = await checkoutIn('AR');
    expect(await languageOf(`${session.url}?lang=ur`, { Cookie: 'lang=en', 'Accept-Language': 'en' })).toBe('ur');
    expect(await languageOf(session.url, { Cookie: 'theme=dark; lang=ur', 'Accept-Language': 'en' })).toBe('ur');
    expect(await languageOf(session.url, { 'Accept-Language': 'ur-PK, en;q=0.5' })).toBe('ar');
    expect(await languageOf(`${session.url}?lang=xx`)).toBe('ar');
    // No checkout to take a language from: the browser's, else English.
    const missing = `${t.url}/test-checkout/cs_test_${'0'.repeat(32)}`;
    expect(await languageOf(missing, { 'Accept-Language': 'ur-PK, en;q=0.5' })).toBe('ur');
    expect(await languageOf(missing, { 'Accept-Language': 'fr' })).toBe('en');
  });

  it('says Pay in Urdu with the amount a month, set in Nastaliq from this origin, which its CSP allows', async () => {
    const session = await checkoutIn('EN', 'MONTHLY');
    const response = await fetch(`${session.url}?lang=ur`);
    const html = await response.text();
    expect(html).toContain('<html lang="ur" dir="rtl">');
    expect(html).toMatch(/<button type="submit"><bdi>\$20<\/bdi> ماہانہ ادا کریں<\/button>/);
    expect(html).toContain('«ادا کریں»');
    expect(response.headers.get('content-security-policy')).toContain("font-src 'self'");
    const font = /url\((\/test-checkout\/fonts\/[\w-]+\.woff2)\)/.exec(html)![1]!;
    expect(font).toContain('nastaliq');
    const served = await fetch(`${t.url}${font}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('font/woff2');
    expect(Buffer.from(await served.arrayBuffer()).subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect((await fetch(`${t.url}/test-checkout/fonts/..%2F..%2Fpackage.json`)).status).toBe(404);
    expect((await fetch(`${t.url}/test-checkout/fonts/other.woff2`)).status).toBe(404);
  });

  it('opens a monthly gift’s renewals in the language the web links it in, and keeps it through a renewal', async () => {
    const session = await checkoutIn('EN', 'MONTHLY');
    await pressPay(session.url);
    const verified = (await t.graphql(VERIFY, { sessionId: session.id }, donor.token)).body.data.verifyCheckoutSession;
    const renewals = verified.donation.monthlyGift.testRenewalUrl as string;
    expect(await languageOf(renewals)).toBe('en');
    const arabic = await (await fetch(`${renewals}?lang=ar`)).text();
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('«محاكاة تجديد الشهر القادم»');
    expect(arabic).not.toContain('«ادفع»');
    const renewed = await fetch(`${renewals}/renew?lang=ar`, { method: 'POST', redirect: 'manual' });
    expect(renewed.headers.get('location')).toMatch(/\?lang=ar&notice=paid$/);
  });
});
