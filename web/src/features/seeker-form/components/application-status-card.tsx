import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { graphql } from '../../../graphql/generated';
import type { ApplicationStatusCard_ApplicationFragment } from '../../../graphql/generated/graphql';
import { toneClass } from '../../../components/ui/badge';
import { UserText } from '../../../components/ui/user-text';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUS_TONES, REJECTION_REASON_LABELS, TRAVEL_TYPE_LABELS } from '../../../lib/applications/enum-labels';
import { dollars, SHORT_DATE } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';

export const ApplicationStatusCardFragment = graphql(`
  fragment ApplicationStatusCard_application on Application {
    id
    status
    submittedAt
    travelType
    requestedAmount
    collectedAmount
    donorCount
    rejectionReason
    rejectionNote
  }
`);

/** What a seeker sees instead of a blank form while an application is pending or approved. */
export function ApplicationStatusCard({ application: from }: { application: FragmentType<typeof ApplicationStatusCardFragment> }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const raisedId = useId();
  // Masked in the parent's answer: this component reads its own fragment from the cache.
  const { data: application, complete } = useFragment({ fragment: ApplicationStatusCardFragment, from });
  if (!complete) return null;
  const status = application.status;
  const explanation = {
    PENDING: t`Our team is reviewing your application. Review takes 2-3 business days; an admin will contact you.`,
    APPROVED: t`Your application was approved. Your case is now live for donors.`,
    REJECTED: t`Your previous application was not approved. You may apply again below.`,
  }[status];
  return (
    <section className={`status-card status-card--${status.toLowerCase()}`} aria-labelledby="application-status-heading" data-testid="application-status">
      <div className="status-card__head">
        <h2 id="application-status-heading" className="status-card__title">
          {t`Your application`}
        </h2>
        <span className={`status-badge ${toneClass(APPLICATION_STATUS_TONES[status])}`}>{i18n._(APPLICATION_STATUS_LABELS[status])}</span>
      </div>
      <p className="status-card__text">{explanation}</p>
      {status === 'APPROVED' ? <Raised application={application} id={raisedId} /> : null}
      {status === 'REJECTED' && (application.rejectionReason || application.rejectionNote) ? (
        <dl className="status-card__why" data-testid="rejection-reason">
          {application.rejectionReason ? (
            <div>
              <dt>{t`Why it was not approved`}</dt>
              <dd>{i18n._(REJECTION_REASON_LABELS[application.rejectionReason])}</dd>
            </div>
          ) : null}
          {application.rejectionNote ? (
            <div>
              <dt>{t`A note from our team`}</dt>
              <UserText as="dd" className="status-card__note" text={application.rejectionNote} />
            </div>
          ) : null}
        </dl>
      ) : null}
      <dl className="facts">
        <div>
          <dt>{t`Status`}</dt>
          <dd>{i18n._(APPLICATION_STATUS_LABELS[status])}</dd>
        </div>
        <div>
          <dt>{t`Submitted`}</dt>
          <dd>{format.date(application.submittedAt, SHORT_DATE)}</dd>
        </div>
        <div>
          <dt>{t`Travel type`}</dt>
          <dd>{i18n._(TRAVEL_TYPE_LABELS[application.travelType])}</dd>
        </div>
        <div>
          <dt>{t`Requested amount`}</dt>
          <dd>{dollars(format, application.requestedAmount)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Once approved, how the journey is doing: raised of the goal, and by how many donors (issue 18). */
function Raised({ application, id }: { application: ApplicationStatusCard_ApplicationFragment; id: string }) {
  const { t } = useLingui();
  const format = useFormatters();
  const raised = dollars(format, application.collectedAmount);
  const goal = dollars(format, application.requestedAmount);
  const share = application.requestedAmount > 0 ? (application.collectedAmount / application.requestedAmount) * 100 : 0;
  return (
    <div className="status-card__raised" data-testid="application-raised">
      <p id={id}>
        {application.donorCount === 0
          ? t`No gifts yet: ${raised} raised of ${goal}.`
          : plural(application.donorCount, { one: `${raised} raised of ${goal}, from # donor.`, other: `${raised} raised of ${goal}, from # donors.` })}
      </p>
      <ProgressBar value={share} labelledBy={id} valueText={t`${raised} of ${goal}`} />
    </div>
  );
}
