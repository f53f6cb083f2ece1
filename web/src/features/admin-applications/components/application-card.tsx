import type { FragmentType } from '@apollo/client';
import { useFragment } from '@apollo/client/react';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { toneClass } from '../../../components/ui/badge';
import { graphql } from '../../../graphql/generated';
import type { ReviewDecision } from '../../../graphql/generated/graphql';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_TONES,
  FAMILY_SIZE_LABELS,
  INCOME_BRACKET_LABELS,
  REJECTION_REASON_LABELS,
  TRAVEL_TYPE_LABELS,
} from '../../../lib/applications/enum-labels';
import { dollars, SHORT_DATE } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';
import { UserText } from '../../../components/ui/user-text';
import { Disclosure } from '../../../components/ui/disclosure';
import { JourneyDisclosure } from '../../../components/journeys/components/journey-disclosure';
import { ZakatEligibility } from './zakat-eligibility';

export const ApplicationCardFragment = graphql(`
  fragment ApplicationCard_application on Application {
    id
    fullName
    email
    phone
    status
    submittedAt
    familySize
    requestedAmount
    travelType
    incomeBracket
    address
    hajjReason
    referenceName
    referencePhone
    referenceRelation
    idFileUrl
    idDocumentDeletedAt
    rejectionReason
    rejectionNote
    zakatCategory
    zakatBasis
  }
`);

/**
 * An application as the admin reviews it (SPEC §2): every field, the references and the ID document
 * behind a disclosure, and approve / reject while it is pending.
 */
export function ApplicationCard({
  application: from,
  onReview,
  onViewDocument,
  reviewing,
}: {
  application: FragmentType<typeof ApplicationCardFragment>;
  onReview: (decision: ReviewDecision) => void;
  onViewDocument: () => void;
  /** This card's decision is on its way. */
  reviewing: boolean;
}) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const id = useId();
  // Masked in the list's answer: the card reads its own fields from the cache.
  const { data: application, complete } = useFragment({ fragment: ApplicationCardFragment, from });
  if (!complete) return null;
  const status = application.status;
  const tone = status.toLowerCase();

  return (
    <article className={`application-card application-card--${tone}`} aria-labelledby={`${id}-name`} data-testid="application-card">
      <header className="application-card__head">
        <div className="application-card__who">
          <UserText as="h3" id={`${id}-name`} className="application-card__name" text={application.fullName} />
          <p className="application-card__email">
            <UserText text={application.email} />
          </p>
        </div>
        <span className={`status-pill ${toneClass(APPLICATION_STATUS_TONES[status])}`} data-testid="application-status">
          {i18n._(APPLICATION_STATUS_LABELS[status])}
        </span>
      </header>

      <dl className="application-card__facts">
        <div>
          <dt>{t`Submitted`}</dt>
          <dd>{format.date(application.submittedAt, SHORT_DATE)}</dd>
        </div>
        <div>
          <dt>{t`Requested amount`}</dt>
          <dd>
            <bdi>{dollars(format, application.requestedAmount)}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t`Travel type`}</dt>
          <dd>{i18n._(TRAVEL_TYPE_LABELS[application.travelType])}</dd>
        </div>
        <div>
          <dt>{t`Family size`}</dt>
          <dd>{i18n._(FAMILY_SIZE_LABELS[application.familySize])}</dd>
        </div>
        <div>
          <dt>{t`Monthly income`}</dt>
          <dd>{i18n._(INCOME_BRACKET_LABELS[application.incomeBracket])}</dd>
        </div>
        <div>
          <dt>{t`Phone`}</dt>
          <dd>
            <bdi dir="ltr">{application.phone}</bdi>
          </dd>
        </div>
        <div className="application-card__wide">
          <dt>{t`Address`}</dt>
          <UserText as="dd" text={application.address} />
        </div>
        <div className="application-card__wide">
          <dt>{t`Reason`}</dt>
          <UserText as="dd" className="application-card__reason" text={application.hajjReason} />
        </div>
        {application.rejectionReason ? (
          <div className="application-card__wide">
            <dt>{t`Why it was rejected`}</dt>
            <dd>{i18n._(REJECTION_REASON_LABELS[application.rejectionReason])}</dd>
          </div>
        ) : null}
        {application.rejectionNote ? (
          <div className="application-card__wide">
            <dt>{t`Note to the seeker`}</dt>
            <UserText as="dd" className="application-card__reason" text={application.rejectionNote} />
          </div>
        ) : null}
      </dl>

      <Disclosure summary={t`References and ID document`}>
        <dl className="application-card__facts">
          <div>
            <dt>{t`Reference name`}</dt>
            <UserText as="dd" text={application.referenceName} />
          </div>
          <div>
            <dt>{t`Reference phone`}</dt>
            <dd>
              <bdi dir="ltr">{application.referencePhone}</bdi>
            </dd>
          </div>
          <div>
            <dt>{t`Relationship`}</dt>
            <UserText as="dd" text={application.referenceRelation} />
          </div>
        </dl>
        {application.idDocumentDeletedAt ? (
          <p className="application-card__retention" data-testid="id-document-deleted">
            {t`The ID document was deleted on schedule on ${format.date(application.idDocumentDeletedAt, SHORT_DATE)}. The decision and who made it stay on record.`}
          </p>
        ) : application.idFileUrl ? (
          <button type="button" className="button button--secondary application-card__view" onClick={onViewDocument} aria-describedby={`${id}-name`}>
            {t`View ID document`}
          </button>
        ) : null}
      </Disclosure>

      {status === 'APPROVED' ? <JourneyDisclosure applicationId={application.id} /> : null}
      {status === 'APPROVED' ? <ZakatEligibility application={application} /> : null}

      {status === 'PENDING' ? (
        <div className="application-card__actions">
          <button
            type="button"
            className="button button--primary"
            onClick={() => onReview('APPROVE')}
            disabled={reviewing}
            aria-describedby={`${id}-name`}
          >
            {t`Approve`}
          </button>
          <button
            type="button"
            className="button button--danger"
            onClick={() => onReview('REJECT')}
            disabled={reviewing}
            aria-describedby={`${id}-name`}
          >
            {t`Reject`}
          </button>
          {reviewing ? (
            <span className="application-card__working" role="status">
              {t`Saving…`}
            </span>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
