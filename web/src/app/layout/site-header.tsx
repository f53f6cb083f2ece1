import { useLingui } from '@lingui/react/macro';
import { useState, type MouseEvent } from 'react';
import { NavLink } from 'react-router-dom';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import './site-header.css';

/** SPEC §2 Navigation: the four pages, then Donate, Seeking help and Admin, and the language. */
export function SiteHeader() {
  const { t } = useLingui();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setMenuOpen(false);
  };
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Brand />
        <button
          type="button"
          className="menu-button"
          aria-expanded={menuOpen}
          aria-controls="site-navigation"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            {menuOpen ? (
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            )}
          </svg>
          <span>{t`Menu`}</span>
        </button>
        <nav
          id="site-navigation"
          className={menuOpen ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={t`Main`}
          onClick={closeOnLink}
        >
          <ul className="site-nav__links">
            <li>
              <NavLink to="/" end>
                {t`Home`}
              </NavLink>
            </li>
            <li>
              <NavLink to="/community">{t`Stories`}</NavLink>
            </li>
            <li>
              <NavLink to="/learn-more">{t`About`}</NavLink>
            </li>
            <li>
              <NavLink to="/contact">{t`Contact`}</NavLink>
            </li>
          </ul>
          <div className="site-nav__actions">
            <NavLink to="/donor/login" className="button button--accent">
              {t`Donate`}
            </NavLink>
            <NavLink to="/seeker/login" className="button button--secondary">
              {t`Seeking help`}
            </NavLink>
            <NavLink to="/admin/login" className="site-nav__admin">
              {t`Admin`}
            </NavLink>
            <LanguageSwitcher />
          </div>
        </nav>
      </div>
    </header>
  );
}
