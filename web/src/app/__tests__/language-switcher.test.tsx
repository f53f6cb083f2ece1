import { i18n } from '@lingui/core';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale } from '../../lib/i18n/i18n';
import { renderAt } from '../../test/render-app';
import { routes } from '../routes';

describe('language switcher', () => {
  afterEach(async () => {
    await act(() => activateLocale('en'));
  });

  it('switches to Arabic: right-to-left, translated, and remembered', async () => {
    renderAt('/', null, { routes });
    const select = await screen.findByRole('combobox', { name: 'Language' });

    await userEvent.selectOptions(select, 'ar');

    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', 'ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(localStorage.getItem('language')).toBe('ar');
    expect(await screen.findByRole('combobox', { name: 'اللغة' })).toHaveValue('ar');
    expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument();
  });

  it('switches to Urdu right-to-left and back to English left-to-right', async () => {
    renderAt('/donor/login', null, { routes });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'ur');
    await waitFor(() => expect(i18n.locale).toBe('ur'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(await screen.findByRole('heading', { level: 1, name: 'عطیہ دہندہ سائن اِن' })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'زبان' }), 'en');
    await waitFor(() => expect(document.documentElement).toHaveAttribute('dir', 'ltr'));
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
