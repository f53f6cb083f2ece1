import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ROLE_PATHS, type Role } from '../../lib/auth/roles';
import { signOut, type StoredAccount } from '../../lib/auth/session';
import { useSignOutEverywhere } from '../../lib/auth/use-sign-out-everywhere';
import './signed-in-account.css';
import { UserText } from './user-text';

/**
 * The signed-in person's name and email from stored data, and a Sign out button (SPEC §2's logout;
 * the header's word too, issue 28), after
 * any other `actions` of the screen (the donor's My Donations).
 */
export function SignedInAccount({ role, account, actions }: { role: Role; account: StoredAccount | null; actions?: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const signOutHere = () => {
    signOut(role);
    navigate(ROLE_PATHS[role].login, { replace: true });
  };
  const { signOutEverywhere, signingOut } = useSignOutEverywhere(role, account?.email);
  const [failed, setFailed] = useState(false);
  const onSignOutEverywhere = () => {
    setFailed(false);
    // A 401 takes the authorization-failed path (the session is over anyway); anything else is said here.
    signOutEverywhere().catch(() => setFailed(true));
  };
  return (
    <div className="account-bar">
      <div className="account-bar__who">
        <span className="account-bar__avatar" aria-hidden="true">
          {(account?.name || account?.email || '?').trim().charAt(0).toUpperCase()}
        </span>
        <div>
          <UserText as="p" className="account-bar__name" data-testid="account-name" text={account?.name} />
          <p className="account-bar__email" data-testid="account-email">
            <UserText text={account?.email} />
          </p>
        </div>
      </div>
      <div className="account-bar__actions">
        {actions}
        <Link to={`/${role}/account`} className="button button--secondary">
          {t`Account settings`}
        </Link>
        <button type="button" className="button button--secondary" onClick={signOutHere}>
          {t`Sign out`}
        </button>
        <button type="button" className="button button--secondary" onClick={onSignOutEverywhere} disabled={signingOut}>
          {signingOut ? t`Signing out…` : t`Sign out everywhere`}
        </button>
        {failed ? (
          <p role="alert" className="message message--error account-bar__failure">
            {t`You could not be signed out everywhere. Please try again.`}
          </p>
        ) : null}
      </div>
    </div>
  );
}
