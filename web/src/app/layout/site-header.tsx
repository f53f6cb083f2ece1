import { useLingui } from '@lingui/react/macro';
import { useState, type MouseEvent } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { ROLE_PATHS, ROLES, type Role } from '../../lib/auth/roles';
import { signOut, useToken } from '../../lib/auth/session';
import { Brand } from './brand';
import { LanguageSwitcher } from './language-switcher';
import './site-header.css';

/**
 * SPEC §2 Navigation: the four pages, then Donate, Seeking help and Admin, and the language. A
 * signed-in person is known (issue 18): each of their roles' links leads to their own screen, not
 * to a sign-in form again, and one Sign out ends every session this browser holds.
 */
export function SiteHeader() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  const tokens: Record<Role, string | null> = { donor: useToken('donor'), seeker: useToken('seeker'), admin: useToken('admin') };
  const signedIn = ROLES.filter((role) => tokens[role]);
  const to = (role: Role) => (tokens[role] ? ROLE_PATHS[role].home : ROLE_PATHS[role].login);
  const signOutAll = () => {
    for (const role of signedIn) signOut(role);
    setMenuOpen(false);
    navigate('/', { replace: true });
  };
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
            <NavLink to={to('donor')} className="button button--accent">
              {tokens.donor ? t`My giving` : t`Donate`}
            </NavLink>
            <NavLink to={to('seeker')} className="button button--secondary">
              {tokens.seeker ? t`My application` : t`Seeking help`}
            </NavLink>
            {/* Admin is for admins, and for visitors not signed in (SPEC §2); a donor or seeker has no use for it (issue 28). */}
            {tokens.admin || signedIn.length === 0 ? (
              <NavLink to={to('admin')} className="site-nav__admin">
                {tokens.admin ? t`Admin dashboard` : t`Admin`}
              </NavLink>
            ) : null}
            {signedIn.length > 0 ? (
              <button type="button" className="site-nav__admin site-nav__sign-out" onClick={signOutAll}>
                {t`Sign out`}
              </button>
            ) : null}
            <LanguageSwitcher />
          </div>
        </nav>
      </div>
    </header>
  );
}
