import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Icon } from '../../components/ui/icon';
import { PageTitle } from '../../components/ui/page-title';
import { SignedInAccount } from '../../components/ui/signed-in-account';
import { useStoredAccount } from '../../lib/auth/session';
import { ApplicationForm } from './components/application-form';
import { ApplicationStatusCard } from './components/application-status-card';
import { ThankYou } from './components/thank-you';
import { useMyApplication } from './hooks/use-my-application';
import { MyJourney } from '../../components/journeys/components/my-journey';
import './seeker-form.css';
import { PageLoading } from '../../components/ui/page-loading';

/** SPEC §2 and §9: the thank-you screen shows for 15 s, then the form starts again (blank but for the seeker's own name and email). */
export const THANK_YOU_MS = 15_000;

/**
 * The seeker's application screen: the form, or — while an application is pending or approved —
 * its status (the API refuses a second one). After a rejection the seeker may apply again.
 */
export function SeekerFormPage() {
  const { t } = useLingui();
  const account = useStoredAccount('seeker');
  const { application, loading } = useMyApplication();
  const [thanking, setThanking] = useState(false);
  // A new key mounts a new, blank form.
  const [formKey, setFormKey] = useState(0);

  useEffect(() => {
    if (!thanking) return;
    const timer = setTimeout(() => {
      setThanking(false);
      setFormKey((key) => key + 1);
    }, THANK_YOU_MS);
    return () => clearTimeout(timer);
  }, [thanking]);

  const open = application !== null && application.status !== 'REJECTED';
  const showingForm = !thanking && !loading && !open;

  let content;
  if (thanking) content = <ThankYou />;
  else if (loading)
    content = <PageLoading />;
  else if (open)
    content = (
      <>
        <ApplicationStatusCard application={application} />
        {application.status === 'APPROVED' ? <MyJourney /> : null}
      </>
    );
  else
    content = (
      <>
        {application ? <ApplicationStatusCard application={application} /> : null}
        <div className="verification-notice">
          <Icon name="info" size={22} />
          <div>
            <p>
              <strong>{t`All information will be verified. False information may cause rejection.`}</strong>
            </p>
            <p>{t`Every field is required. Review takes 2-3 business days.`}</p>
          </div>
        </div>
        <ApplicationForm
          key={formKey}
          prefill={account ? { fullName: account.fullname, email: account.email } : undefined}
          onSubmitted={() => setThanking(true)}
        />
      </>
    );

  return (
    <section className="page container seeker-form-page">
      <PageTitle title={t`Application for support`} />
      <header className="seeker-form-page__header">
        <h1 className="page__title">{t`Application for support`}</h1>
        {/* The form's invitation; above a status (pending, approved, thanks) it would ask for what is already sent. */}
        {showingForm ? (
          <p className="seeker-form-page__lead">{t`Tell us about yourself and the journey you hope to make. Our team reviews every application with care.`}</p>
        ) : null}
      </header>
      <SignedInAccount role="seeker" account={account} />
      <div className="seeker-form-page__body">{content}</div>
    </section>
  );
}
