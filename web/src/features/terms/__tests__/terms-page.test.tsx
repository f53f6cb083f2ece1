import { act, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { activateLocale } from '../../../lib/i18n/i18n';
import { renderAt } from '../../../test/render-app';
import { forgetSiteTerms } from '../site-terms';
import { ConfiguredTerms, TermsPage } from '../terms-page';
import { DEFAULT_TERMS_PATTERN, TERMS_DATA_ID, termsBlocks, termsDataBlock, termsMarkup } from '../terms-text.mjs';

/** The data block web/serve.mjs writes into /terms when it is given texts. */
function servedTexts(texts: Record<string, string>) {
  document.head.insertAdjacentHTML('beforeend', termsDataBlock(texts));
}

describe('TermsPage', () => {
  const originalFetch = globalThis.fetch;
  afterEach(async () => {
    document.getElementById(TERMS_DATA_ID)?.remove();
    forgetSiteTerms();
    globalThis.fetch = originalFetch;
    await act(() => activateLocale('en'));
  });

  it('says the default terms in plain words, each part under its heading, in the element the server can replace', () => {
    servedTexts({});
    renderAt('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
    for (const heading of ['What Sabil is', 'Your account', 'Applying for support', 'Giving', 'Stories and messages', 'Your information', 'Changes']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    expect(screen.getByText(/Sabil never sees your card number/)).toBeVisible();
    // web/serve.mjs finds the default body by DEFAULT_TERMS_PATTERN: exactly it, whole (no <div> inside).
    const html = document.querySelector('.terms')!.innerHTML;
    expect(html.match(new RegExp(DEFAULT_TERMS_PATTERN, 'g'))).toEqual([html]);
  });

  it('shows the charity’s own text of the reader’s language, and the default in a language without one', async () => {
    servedTexts({ en: '# Our terms\n\nGifts go to <b>pilgrims</b>.', ar: '# شروطنا\n\nتذهب التبرعات إلى الحجاج.' });
    renderAt('/terms', <TermsPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our terms' })).toBeVisible();
    expect(screen.getByText('Gifts go to <b>pilgrims</b>.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What Sabil is' })).not.toBeInTheDocument();

    await act(() => activateLocale('ar'));
    expect(await screen.findByRole('heading', { level: 2, name: 'شروطنا' })).toBeVisible();
    await act(() => activateLocale('ur'));
    expect(await screen.findByRole('heading', { level: 2, name: 'سبیل کیا ہے' })).toBeVisible();
  });

  it('reached without the server’s block (from another screen), fetches the texts; none to be had is the default', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => ({ en: 'Only this.' }) });
    renderAt('/terms', <TermsPage />);
    expect(await screen.findByText('Only this.')).toBeVisible();
    forgetSiteTerms();
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt('/terms', <TermsPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'What Sabil is' })).toBeVisible();
  });

  it('renders a configured text exactly as the server writes it, so hydration finds what it draws', () => {
    const text = '# Terms & "conditions"\n\n### Gifts\nA gift <i>is</i> kept\nfor its journey.\n\nIt\'s final.';
    expect(renderToStaticMarkup(<ConfiguredTerms text={text} />)).toBe(termsMarkup(termsBlocks(text)));
  });
});
