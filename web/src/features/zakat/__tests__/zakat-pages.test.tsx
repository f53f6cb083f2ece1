import { act, fireEvent, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { activateLocale } from '../../../lib/i18n/i18n';
import { createTestClient } from '../../../test/apollo-test-client';
import { renderAt } from '../../../test/render-app';
import { forgetSiteZakatPolicy } from '../site-zakat-policy';
import { ZakatCalculatorPage } from '../zakat-calculator-page';
import { ConfiguredPolicy, ZakatPolicyPage } from '../zakat-policy-page';
import { DEFAULT_ZAKAT_POLICY_PATTERN, ZAKAT_POLICY_DATA_ID, zakatPolicyBlocks, zakatPolicyDataBlock, zakatPolicyMarkup } from '../zakat-policy-text.mjs';

const SETTINGS = { data: { zakatSettings: { __typename: 'ZakatSettings', nisab: 600, nisabSetOn: '2026-11-28', rate: 0.025 } } };

function calculator() {
  const api = createTestClient({ ZakatSettings: () => SETTINGS });
  renderAt('/zakat/calculator', <ZakatCalculatorPage />, { client: api.client });
  return api;
}

/** An element's text without the isolation marks Lingui puts around placeholders. */
const plain = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/[\u2068\u2069]/g, '');

const type = (field: string, value: string) => fireEvent.change(screen.getByTestId(`zakat-${field}`), { target: { value } });

describe('ZakatPolicyPage', () => {
  const originalFetch = globalThis.fetch;
  afterEach(async () => {
    document.getElementById(ZAKAT_POLICY_DATA_ID)?.remove();
    forgetSiteZakatPolicy();
    globalThis.fetch = originalFetch;
    await act(() => activateLocale('en'));
  });

  it('says by default that scholars differ and what Sabil accepts, in the element the server can replace, in three languages', async () => {
    document.head.insertAdjacentHTML('beforeend', zakatPolicyDataBlock({}));
    renderAt('/zakat', <ZakatPolicyPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Zakat at Sabil' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Scholars differ' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'What Sabil accepts as zakat' })).toBeVisible();
    expect(screen.getByText(/At-Tawbah \(9:60\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Calculate your zakat' })).toHaveAttribute('href', '/zakat/calculator');
    const html = document.querySelector('.zakat-policy')!.innerHTML;
    expect(html.match(new RegExp(DEFAULT_ZAKAT_POLICY_PATTERN, 'g'))).toEqual([html]);
    await act(() => activateLocale('ar'));
    expect(await screen.findByRole('heading', { level: 2, name: 'اختلاف العلماء' })).toBeVisible();
    await act(() => activateLocale('ur'));
    expect(await screen.findByRole('heading', { level: 2, name: 'علما کا اختلاف' })).toBeVisible();
  });

  it('shows the charity’s own text of the reader’s language, as the server writes it', () => {
    document.head.insertAdjacentHTML('beforeend', zakatPolicyDataBlock({ en: '# Our zakat policy\n\nWe accept <b>zakat</b> for the poor.' }));
    renderAt('/zakat', <ZakatPolicyPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our zakat policy' })).toBeVisible();
    expect(screen.getByText('We accept <b>zakat</b> for the poor.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Scholars differ' })).not.toBeInTheDocument();
    const text = '# Zakat & "sadaqah"\n\n### Gifts\nKept <i>apart</i>.';
    expect(renderToStaticMarkup(<ConfiguredPolicy text={text} />)).toBe(zakatPolicyMarkup(zakatPolicyBlocks(text)));
  });
});

describe('ZakatCalculatorPage', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('adds what the donor owns, takes away debts due, and says 2.5 % is due at or above the nisab, with a link that starts a zakat gift', async () => {
    const api = calculator();
    await screen.findByTestId('zakat-nisab');
    expect(plain('zakat-nisab')).toBe('The nisab is $600, as our team set it on November 28, 2026. Zakat is 2.5% of zakatable wealth at or above it.');
    expect(plain('zakat-result')).toContain('Enter what you own to see the zakat due.');
    type('cash', '10000');
    type('gold', '2500.55');
    type('silver', '500');
    type('investments', '3000');
    type('owedToYou', '1000');
    type('debtsDue', '4000.50');
    // 17,000.55 − 4,000.50 = 13,000.05; 2.5 % = 325.00125, rounded up to the cent: 325.01.
    expect(plain('zakat-result')).toContain('Your zakatable wealth: $13,000.05');
    expect(plain('zakat-due')).toBe('Zakat due: $325.01');
    expect(screen.getByRole('link', { name: /^Give .*325.01.* as zakat$/ })).toHaveAttribute('href', '/donor/dashboard?zakat=1&amount=325.01');
    // Nothing typed is sent: the one request is the nisab's.
    expect(api.names()).toEqual(['ZakatSettings']);
  });

  it('says no zakat is due below the nisab, and nothing is offered to give', async () => {
    calculator();
    await screen.findByTestId('zakat-nisab');
    type('cash', '700');
    type('debtsDue', '200');
    expect(plain('zakat-result')).toContain('Your zakatable wealth, $500, is below the nisab: no zakat is due.');
    expect(screen.queryByRole('link', { name: /^Give .* as zakat$/ })).not.toBeInTheDocument();
  });

  it('reads in Urdu', async () => {
    await act(() => activateLocale('ur'));
    calculator();
    await screen.findByTestId('zakat-nisab');
    type('cash', '1000');
    expect(screen.getByRole('heading', { level: 1, name: 'زکوٰۃ کیلکولیٹر' })).toBeVisible();
    expect(screen.getByTestId('zakat-due')).toHaveTextContent('واجب زکوٰۃ');
  });
});
