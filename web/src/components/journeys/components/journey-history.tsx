import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { UserText } from '../../../components/ui/user-text';
import type { JourneyFields_JourneyFragment } from '../../../graphql/generated/graphql';
import { SHORT_DATE } from '../../../lib/applications/format';
import { useFormatters } from '../../../lib/i18n/formatters';
import { useOpenPrivateFile } from '../hooks/use-journeys';
import { JOURNEY_STAGE_LABELS } from '../journey-stages';

type Change = JourneyFields_JourneyFragment['history'][number];

/**
 * Every move of a journey, oldest first, with what proved it — as much as the reader may see: the
 * API leaves out the booking reference, the reason and the admin's name for donors.
 */
export function JourneyHistory({ history }: { history: readonly Change[] }) {
  const { t, i18n } = useLingui();
  const format = useFormatters();
  const day = (value: string) => format.date(`${value}T00:00:00Z`, { ...SHORT_DATE, timeZone: 'UTC' });
  // Only admins are given a proof's path (the API leaves it out for everyone else).
  const openProof = useOpenPrivateFile('admin');
  const [proofFailure, setProofFailure] = useState<string | null>(null);
  if (history.length === 0) return <p className="journey-history__empty">{t`No step recorded yet.`}</p>;
  return (
    <ol className="journey-history" data-testid="journey-history">
      {history.map((change) => {
        const to = i18n._(JOURNEY_STAGE_LABELS[change.toStage]);
        const when = format.date(change.changedAt, SHORT_DATE);
        return (
          <li key={change.id} className="journey-history__item">
            <p className="journey-history__head">
              <strong>{to}</strong> · <span>{when}</span>
              {change.changedByName ? (
                <>
                  {' · '}
                  <UserText text={change.changedByName} />
                </>
              ) : null}
            </p>
            <dl className="journey-history__proof">
              {change.operatorName ? (
                <div>
                  <dt>{t`Operator`}</dt>
                  <UserText as="dd" text={change.operatorName} />
                </div>
              ) : null}
              {change.bookingReference ? (
                <div>
                  <dt>{t`Booking reference`}</dt>
                  <dd>
                    <bdi dir="ltr">{change.bookingReference}</bdi>
                  </dd>
                </div>
              ) : null}
              {change.visaIssuedOn ? (
                <div>
                  <dt>{t`Visa issued on`}</dt>
                  <dd>{day(change.visaIssuedOn)}</dd>
                </div>
              ) : null}
              {change.departedOn ? (
                <div>
                  <dt>{t`Departed on`}</dt>
                  <dd>{day(change.departedOn)}</dd>
                </div>
              ) : null}
              {change.returnedOn ? (
                <div>
                  <dt>{t`Returned on`}</dt>
                  <dd>{day(change.returnedOn)}</dd>
                </div>
              ) : null}
              {change.reason ? (
                <div>
                  <dt>{t`Why it was cancelled`}</dt>
                  <UserText as="dd" text={change.reason} />
                </div>
              ) : null}
              {change.proofDocumentUrl ? (
                <div data-testid="journey-proof">
                  <dt>{t`Proof attached`}</dt>
                  <dd>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      onClick={() => {
                        setProofFailure(null);
                        void openProof(change.proofDocumentUrl!).catch(() => setProofFailure(t`The proof document could not be opened. Please try again.`));
                      }}
                    >
                      {t`Download the proof`}
                    </button>
                  </dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
      {proofFailure ? (
        <li role="alert" className="message message--error">
          {proofFailure}
        </li>
      ) : null}
    </ol>
  );
}
