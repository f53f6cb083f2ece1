import { useLingui } from '@lingui/react/macro';
import { LoadMore } from '../../../components/ui/load-more';
import { PageLoading } from '../../../components/ui/page-loading';
import type { ApplicationCard_ApplicationFragment, ApplicationStatus, ReviewDecision } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useIdDocument } from '../hooks/use-id-document';
import { useReviewApplication } from '../hooks/use-review-application';
import { ApplicationCard } from './application-card';
import '../admin-applications.css';

/** The open tab's applications; the dashboard's query loads them with the counts it shows. */
export interface ApplicationsList {
  applications: ApplicationCard_ApplicationFragment[];
  hasNextPage: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => Promise<void>;
  loadingMore: boolean;
}

/** The pending, approved or rejected tab: the applications of that status, 20 at a time, with approve and reject on pending ones. */
export function ApplicationsPanel({
  status,
  list,
  onMessage,
  refreshCounts,
}: {
  status: ApplicationStatus;
  list: ApplicationsList;
  onMessage: (message: FlashMessage) => void;
  refreshCounts: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const { review, reviewing } = useReviewApplication();
  const openDocument = useIdDocument();

  async function onReview(id: string, decision: ReviewDecision) {
    try {
      await review(id, decision);
      onMessage({ kind: 'success', text: decision === 'APPROVE' ? t`Application approved successfully! 🎉` : t`Application has been rejected.` });
    } catch (caught) {
      const problem = readApiProblem(caught);
      const said = problem.code === 'CONFLICT' ? describeRefusal(i18n, problem) : null;
      if (said) {
        // Someone else decided first: say so, and show the dashboard as it now is.
        onMessage({ kind: 'error', text: said });
        void refreshCounts();
      } else {
        onMessage({ kind: 'error', text: t`Failed to update the application. Please try again.` });
      }
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
  if (list.applications.length === 0) return <p className="dashboard-empty">{emptyText[status]}</p>;
  return (
    <>
      <ul className="application-list">
        {list.applications.map((application) => (
          <li key={application.id}>
            <ApplicationCard
              application={application}
              reviewing={reviewing === application.id}
              onReview={(decision) => void onReview(application.id, decision)}
              onViewDocument={() => void onViewDocument(application.id)}
            />
          </li>
        ))}
      </ul>
      <LoadMore hasNextPage={list.hasNextPage} loadingMore={list.loadingMore} onLoadMore={list.loadMore} />
    </>
  );
}
