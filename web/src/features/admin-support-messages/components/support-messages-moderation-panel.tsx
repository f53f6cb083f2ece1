import { useLingui } from '@lingui/react/macro';
import { PageLoading } from '../../../components/ui/page-loading';
import { UserText } from '../../../components/ui/user-text';
import type { SupportMessageDecision } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useSupportMessagesModeration } from '../hooks/use-support-messages-moderation';
import '../admin-support-messages.css';

/**
 * Issue 31: donors' words of support of paid gifts, moderated beside the stories (the same two
 * decisions). The donor's name shows for admins even on an anonymous gift — marked so, and each such
 * read is on the audit trail; approved words show on the journey's page and to its seeker.
 */
export function SupportMessagesModerationPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const queue = useSupportMessagesModeration();

  async function onModerate(id: string, decision: SupportMessageDecision) {
    try {
      await queue.moderate(id, decision);
      onMessage({ kind: 'success', text: decision === 'APPROVE' ? t`Words of support approved: they now show on the journey.` : t`Words of support rejected: they will not be shown.` });
    } catch (caught) {
      const problem = readApiProblem(caught);
      onMessage({ kind: 'error', text: describeRefusal(i18n, problem) ?? t`Failed to update the words of support. Please try again.` });
      void queue.refresh();
    }
  }

  let list;
  if (queue.loading) list = <PageLoading />;
  else if (queue.failed)
    list = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch the words of support`}
      </p>
    );
  else if (queue.messages.length === 0) list = <p className="dashboard-empty">{t`No words of support are waiting for review.`}</p>;
  else
    list = (
      <ul className="support-review__list">
        {queue.messages.map((message) => {
          const journey = message.applicantFirstName;
          return (
            <li key={message.id} className="support-review__item" data-testid="pending-support-message">
              <UserText as="p" className="support-review__words" text={message.message} />
              <p className="support-review__meta">
                <span>
                  {t`From`} <UserText text={message.donorName} />
                </span>
                {message.anonymous ? <span className="status-pill tone-warning">{t`Anonymous gift: the name is not shown publicly`}</span> : null}
                <span>
                  {t`For the journey of`} <UserText text={journey} />
                </span>
                <time dateTime={String(message.createdAt)}>{format.date(message.createdAt, { dateStyle: 'medium' })}</time>
              </p>
              <div className="support-review__actions">
                <button type="button" className="button button--primary button--small" disabled={queue.moderating === message.id} onClick={() => void onModerate(message.id, 'APPROVE')}>
                  {t`Approve`}
                </button>
                <button type="button" className="button button--secondary button--small" disabled={queue.moderating === message.id} onClick={() => void onModerate(message.id, 'REJECT')}>
                  {t`Reject`}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section className="support-review" aria-labelledby="support-review-title" data-testid="support-messages-moderation">
      <div className="support-review__toolbar">
        <h3 id="support-review-title">{t`Words of support to moderate`}</h3>
        <button type="button" className="button button--secondary" onClick={() => void queue.refresh()}>
          {t`Refresh words of support`}
        </button>
      </div>
      <p className="support-review__guideline">{t`Approve kind, respectful words for the pilgrim. Reject anything hateful, commercial, or that reveals someone’s private details.`}</p>
      {list}
    </section>
  );
}
