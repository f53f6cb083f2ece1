import { useLingui } from '@lingui/react/macro';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import { useState } from 'react';
import type { ApplicationStatus, RejectionReason, ReviewDecision } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useApplications } from '../hooks/use-applications';
import { useIdDocument } from '../hooks/use-id-document';
import { useReviewApplication } from '../hooks/use-review-application';
import { ApplicationCard } from './application-card';
import { NisabSettings } from './nisab-settings';
import { RejectDialog, type Rejecting } from './reject-dialog';
import '../admin-applications.css';

/** The pending, approved or rejected tab: the applications of that status, 20 at a time, with approve and reject on pending ones. */
export function ApplicationsPanel({
  status,
  onMessage,
  refreshCounts,
}: {
  status: ApplicationStatus;
  onMessage: (message: FlashMessage) => void;
  refreshCounts: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const list = useApplications(status);
  const { review, reviewing } = useReviewApplication();
  const openDocument = useIdDocument();
  // Rejecting asks first whether to say why (reject-dialog.tsx); approving is one click.
  const [rejecting, setRejecting] = useState<Rejecting | null>(null);

  async function onReject(details: { reason: RejectionReason | null; note: string | null }) {
    const application = rejecting!;
    try {
      await review(application.id, 'REJECT', details);
    } catch (caught) {
      // Someone else decided first: the dialog closes and the dashboard says so; anything else the dialog says.
      if (readApiProblem(caught).code !== 'CONFLICT') throw caught;
      setRejecting(null);
      reviewFailed(caught);
      return;
    }
    setRejecting(null);
    onMessage({ kind: 'success', text: t`Application has been rejected.` });
  }

  async function onApprove(id: string) {
    try {
      await review(id, 'APPROVE');
      onMessage({ kind: 'success', text: t`Application approved successfully! 🎉` });
    } catch (caught) {
      reviewFailed(caught);
    }
  }

  function reviewFailed(caught: unknown) {
    const problem = readApiProblem(caught);
    const said = problem.code === 'CONFLICT' ? describeRefusal(i18n, problem) : null;
    if (said) {
      // Someone else decided first: say so, and show the dashboard as it now is.
      onMessage({ kind: 'error', text: said });
      void refreshCounts();
      void list.refetch();
    } else {
      onMessage({ kind: 'error', text: t`Failed to update the application. Please try again.` });
    }
  }

  async function onViewDocument(id: string) {
    try {
      await openDocument(id);
    } catch {
      onMessage({ kind: 'error', text: t`Failed to load document. Please try again.` });
    }
  }

  const emptyText: Record<ApplicationStatus, string> = {
    PENDING: t`No pending applications. New applications will appear here.`,
    APPROVED: t`No approved applications yet.`,
    REJECTED: t`No rejected applications.`,
  };

  if (list.loading) return <PageLoading />;
  if (list.failed)
    return (
      <p role="alert" className="message message--error">
        {t`Failed to fetch applications`}
      </p>
    );
  // Issue 31: the approved tab also sets the zakat calculator's nisab.
  const nisab = status === 'APPROVED' ? <NisabSettings /> : null;
  if (list.applications.length === 0)
    return (
      <>
        {nisab}
        <p className="dashboard-empty">{emptyText[status]}</p>
      </>
    );
  return (
    <>
      {nisab}
      <ul className="application-list">
        {list.applications.map((application) => (
          <li key={application.id}>
            <ApplicationCard
              application={application}
              reviewing={reviewing === application.id}
              onReview={(decision: ReviewDecision) => (decision === 'APPROVE' ? void onApprove(application.id) : setRejecting(application))}
              onViewDocument={() => void onViewDocument(application.id)}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
      <RejectDialog application={rejecting} onClose={() => setRejecting(null)} onReject={onReject} />
    </>
  );
}
