import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Field } from '../../../components/ui/form/field';
import { PageLoading } from '../../../components/ui/page-loading';
import type { BackgroundJobQueue } from '../../../graphql/generated/graphql';
import { readApiProblem } from '../../../lib/apollo/api-problem';
import { describeRefusal } from '../../../lib/i18n/error-reasons';
import { useFormatters } from '../../../lib/i18n/formatters';
import type { FlashMessage } from '../../../lib/use-flash-message';
import { useFailedJobs, useRetryFailedJob } from '../hooks/use-failed-jobs';
import './failed-jobs-panel.css';

/** Every background worker, in the schema's order. */
const QUEUES: readonly BackgroundJobQueue[] = ['MAIL', 'WEBHOOKS', 'PASSWORD_RESET', 'PAYMENT_SWEEP', 'REFUND_EXECUTOR', 'FUNDED_REQUEST_CLOSER', 'RETENTION', 'CANCELLATION_SWEEP'];

/** Each worker in words: what it does, as an admin knows it. */
function useQueueLabels(): Record<BackgroundJobQueue, string> {
  const { t } = useLingui();
  return {
    MAIL: t`Sending emails`,
    WEBHOOKS: t`Sending webhooks`,
    PASSWORD_RESET: t`Password reset links`,
    PAYMENT_SWEEP: t`Checking unfinished payments`,
    REFUND_EXECUTOR: t`Carrying out refunds`,
    FUNDED_REQUEST_CLOSER: t`Closing funded journeys`,
    RETENTION: t`Deleting expired files`,
    CANCELLATION_SWEEP: t`Cancelled journeys' unanswered choices`,
  };
}

/**
 * Issue 29, the job queue's dead letters: the background runs that failed on every attempt (retried
 * with backoff first), newest first, of every worker or one; each can be queued again. The rows a run
 * works on keep their own state (the Webhooks tab shows a failed delivery): this is the worker's run.
 */
export function FailedJobsPanel({ onMessage }: { onMessage: (message: FlashMessage) => void }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  const labels = useQueueLabels();
  const [queue, setQueue] = useState<BackgroundJobQueue | ''>('');
  const list = useFailedJobs(queue === '' ? null : queue);
  const { retry, retrying } = useRetryFailedJob();
  const when = (value: string) => format.date(value, { dateStyle: 'medium', timeStyle: 'short' });

  async function onRetry(jobId: string) {
    try {
      await retry(jobId);
      onMessage({ kind: 'success', text: t`The job is queued again; it will run shortly.` });
    } catch (caught) {
      onMessage({ kind: 'error', text: describeRefusal(i18n, readApiProblem(caught)) ?? t`The job could not be queued again. Please try again.` });
    }
  }

  let body;
  if (list.loading) body = <PageLoading />;
  else if (list.failed)
    body = (
      <p role="alert" className="message message--error">
        {t`Failed to fetch the failed jobs`}
      </p>
    );
  else if (list.jobs.length === 0) body = <p className="dashboard-empty">{t`No failed jobs. Every background run finished, or is still being retried.`}</p>;
  else
    body = (
      <ul className="failed-jobs__list" aria-label={t`Failed jobs`}>
        {list.jobs.map((job) => (
          <li key={job.id} className="failed-job" data-testid="failed-job">
            <h4 className="failed-job__queue">
              <span aria-hidden="true">✕ </span>
              {labels[job.queue]}
            </h4>
            <dl className="failed-job__facts">
              <div>
                <dt>{t`Failed at`}</dt>
                <dd>{job.failedAt ? when(job.failedAt) : '—'}</dd>
              </div>
              <div>
                <dt>{t`Attempts`}</dt>
                <dd>{format.number(job.attempts)}</dd>
              </div>
              {job.error ? (
                <div>
                  <dt>{t`Last error`}</dt>
                  <dd>
                    {/* The software's own message, without personal data: English, read as such. */}
                    <bdi dir="ltr" lang="en" className="failed-job__error">
                      {job.error}
                    </bdi>
                  </dd>
                </div>
              ) : null}
            </dl>
            <div>
              <button type="button" className="button button--secondary" onClick={() => void onRetry(job.id)} disabled={retrying === job.id}>
                {retrying === job.id ? t`Queuing…` : t`Retry`}
              </button>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <div className="failed-jobs">
      <p className="failed-jobs__lead">
        {t`Background work that failed on every attempt, after retries with growing waits. Retry queues it again once the cause is fixed.`}
      </p>
      <div className="failed-jobs__bar">
        <Field id={`${id}-queue`} label={t`Worker`} className="failed-jobs__filter">
          <select id={`${id}-queue`} value={queue} onChange={(event) => setQueue(event.target.value as BackgroundJobQueue | '')}>
            <option value="">{t`All workers`}</option>
            {QUEUES.map((value) => (
              <option key={value} value={value}>
                {labels[value]}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" className="button button--secondary" onClick={() => void list.refresh()}>
          {t`Refresh`}
        </button>
      </div>
      {body}
    </div>
  );
}
