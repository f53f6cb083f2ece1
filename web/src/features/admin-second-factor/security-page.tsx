import { useMutation, useQuery } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DashboardHeader } from '../../components/ui/dashboard-header';
import { PageTitle } from '../../components/ui/page-title';
import { readApiProblem } from '../../lib/apollo/api-problem';
import { forgetPendingSignIn, pendingContext, pendingSignIn } from '../../lib/auth/pending-sign-in';
import { ROLE_PATHS } from '../../lib/auth/roles';
import { saveSession } from '../../lib/auth/session';
import { describeRefusal } from '../../lib/i18n/error-reasons';
import { useFormatters } from '../../lib/i18n/formatters';
import { AddAuthenticatorApp } from './components/add-authenticator-app';
import { AddPasskey } from './components/add-passkey';
import type { OperationContext } from './components/enrolment-context';
import { FactorList } from './components/factor-list';
import { ReauthenticationProvider, useFreshProof } from './components/reauthentication';
import { RecoveryCodes } from './components/recovery-codes';
import { MySecondFactorsQuery, RenewRecoveryCodesMutation, type EnrolmentResult } from './hooks/use-second-factors';
import './second-factor.css';

/** /admin/security: a signed-in admin's passkeys, authenticator apps and recovery codes. */
export function AdminSecurityPage() {
  return (
    <ReauthenticationProvider>
      <SecondFactorSettings context={undefined} enrolling={false} />
    </ReauthenticationProvider>
  );
}

/**
 * /admin/enrol: where ADMIN_2FA=required sends an admin without a second factor, right after the
 * password. The first factor finishes the sign-in; its recovery codes are shown before the dashboard.
 */
export function AdminEnrolPage() {
  const { t } = useLingui();
  const [pending] = useState(pendingSignIn);
  if (!pending || pending.step !== 'ENROL') {
    return (
      <section className="page container second-factor">
        <PageTitle title={t`Add a second factor`} />
        <h1 className="page__title">{t`Add a second factor`}</h1>
        <p>{t`This sign-in has expired. Please sign in again.`}</p>
        <Link to={ROLE_PATHS.admin.login}>{t`Back to sign in`}</Link>
      </section>
    );
  }
  return <SecondFactorSettings context={pendingContext(pending.token)} enrolling />;
}

function SecondFactorSettings({ context, enrolling }: { context: OperationContext; enrolling: boolean }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data, refetch } = useQuery(MySecondFactorsQuery, { context, fetchPolicy: 'network-only' });
  const [renew, renewing] = useMutation(RenewRecoveryCodesMutation);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [finished, setFinished] = useState(false);
  const [message, setMessage] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const status = data?.mySecondFactors;
  const format = useFormatters();
  const withFreshProof = useFreshProof();

  const onEnrolled = (result: EnrolmentResult) => {
    setMessage({ kind: 'success', text: t`Added. From now on you will be asked for it when you sign in.` });
    if (result.session) {
      // The sign-in this enrolment was waiting for is finished: the session is the admin's now.
      forgetPendingSignIn();
      saveSession('admin', result.session.token, result.session.account);
      setFinished(true);
    }
    if (result.recoveryCodes.length > 0) setCodes(result.recoveryCodes);
    else if (result.session) navigate(ROLE_PATHS.admin.home, { replace: true });
    if (!result.session) void refetch();
  };
  const onRenew = async () => {
    try {
      const { data: renewed } = await withFreshProof(() => renew());
      if (renewed) setCodes(renewed.renewRecoveryCodes);
    } catch (caught) {
      setMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`Something went wrong. Please try again.` });
    }
  };

  const title = enrolling ? t`Add a second factor` : t`Sign-in security`;
  return (
    <section className="page container second-factor">
      <PageTitle title={title} />
      <DashboardHeader
        title={title}
        lead={
          enrolling
            ? t`Admins on this site need a second factor: it keeps seekers’ documents safe even if your password leaks. Add a passkey or an authenticator app to continue.`
            : t`A second factor keeps seekers’ documents safe even if your password leaks. You will be asked for it each time you sign in.`
        }
      >
        {!enrolling ? <Link to={ROLE_PATHS.admin.home}>{t`Back to the dashboard`}</Link> : null}
      </DashboardHeader>
      <div role="status" className={message?.kind === 'success' ? 'message message--success' : 'message message--empty'}>
        {message?.kind === 'success' ? message.text : null}
      </div>
      {message?.kind === 'error' ? (
        <p role="alert" className="message message--error">
          {message.text}
        </p>
      ) : null}
      {codes ? (
        <RecoveryCodes
          codes={codes}
          doneLabel={finished ? t`Continue to the dashboard` : t`I have saved them`}
          onDone={() => (finished ? navigate(ROLE_PATHS.admin.home, { replace: true }) : (setCodes(null), void refetch()))}
        />
      ) : (
        <>
          {!enrolling && status ? (
            <section className="second-factor__panel" aria-labelledby="your-factors">
              <h2 id="your-factors" className="second-factor__title">{t`Your second factors`}</h2>
              <FactorList
                factors={status.factors}
                canRemove={!status.required || status.factors.length > 1}
                onChanged={(text, error) => {
                  setMessage(text ? { kind: 'success', text } : { kind: 'error', text: error ?? '' });
                  void refetch();
                }}
              />
              {status.factors.length > 0 ? (
                <div className="second-factor__recovery">
                  <p data-testid="recovery-codes-left">{t`Recovery codes left: ${format.number(status.recoveryCodesLeft)}`}</p>
                  <button type="button" className="button button--secondary" onClick={() => void onRenew()} disabled={renewing.loading}>
                    {t`Get new recovery codes`}
                  </button>
                </div>
              ) : null}
            </section>
          ) : null}
          <section className="second-factor__panel" aria-labelledby="add-factor">
            <h2 id="add-factor" className="second-factor__title">{enrolling ? t`Choose one` : t`Add a second factor`}</h2>
            <div className="second-factor__methods">
              <AddPasskey context={context} onEnrolled={onEnrolled} />
              <AddAuthenticatorApp context={context} onEnrolled={onEnrolled} />
            </div>
          </section>
        </>
      )}
    </section>
  );
}
