import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { activateLocale } from '../../lib/i18n/i18n';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../lib/i18n/locales';

/** Keeps the choice in localStorage `language` and sets <html lang dir> (SPEC §1). */
export function LanguageSwitcher() {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id} className="visually-hidden">
        {t`Language`}
      </label>
      <svg className="language-switcher__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" fill="none" stroke="currentColor" strokeWidth="1.6" />
      </svg>
      <select
        id={id}
        value={i18n.locale}
        onChange={(event) => {
          const locale = event.target.value;
          if (isLocale(locale)) void activateLocale(locale, { remember: true });
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
