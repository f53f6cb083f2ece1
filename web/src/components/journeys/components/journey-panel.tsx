import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toneClass } from '../../../components/ui/badge';
import { useAdminJourney } from '../hooks/use-journeys';
import { JOURNEY_STAGE_LABELS, JOURNEY_STAGE_TONES } from '../journey-stages';
import { CancellationChoices } from './cancellation-choices';
import { JourneyHistory } from './journey-history';
import { JourneyMoveForm } from './journey-move-form';
import { ThanksModeration } from './journey-thanks';
import { JourneyUpdateForm } from './journey-update-form';
import { PayoutsSection } from './payouts-section';
import '../journeys.css';

/** The admins' Journey panel on an approved application: its stage, its history, the form that moves it and the one that posts an update to all its donors. */
export function JourneyPanel({ applicationId }: { applicationId: string }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const { data, error, loading } = useAdminJourney(applicationId);
  const [moved, setMoved] = useState<string | null>(null);
  const journey = data?.journey;
  return (
    <section className="journey-panel" aria-labelledby={`${id}-title`} data-testid="journey-panel">
      <div className="journey-panel__head">
        <h4 id={`${id}-title`} className="journey-panel__title">
          {t`Journey`}
        </h4>
        {journey ? (
          <span className={`status-pill ${toneClass(JOURNEY_STAGE_TONES[journey.stage])}`} data-testid="journey-stage">
            {i18n._(JOURNEY_STAGE_LABELS[journey.stage])}
          </span>
        ) : null}
      </div>
      {error && !journey ? (
        <p role="alert" className="message message--error">
          {t`The journey could not be loaded.`}
        </p>
      ) : null}
      {loading && !journey ? <p>{t`Loading…`}</p> : null}
      {journey ? (
        <>
          <JourneyHistory history={journey.history} />
          {moved ? (
            <p role="status" className="message message--success">
              {moved}
            </p>
          ) : null}
          <JourneyMoveForm
            key={journey.stage}
            applicationId={applicationId}
            stage={journey.stage}
            onMoved={(stage) => {
              const name = i18n._(JOURNEY_STAGE_LABELS[stage]);
              setMoved(t`The journey is now: ${name}.`);
            }}
          />
          {journey.thanks ? <ThanksModeration thanks={journey.thanks} /> : null}
          <JourneyUpdateForm applicationId={applicationId} />
          {journey.stage === 'CANCELLED' ? <CancellationChoices applicationId={applicationId} /> : null}
          <PayoutsSection applicationId={applicationId} />
        </>
      ) : null}
    </section>
  );
}
