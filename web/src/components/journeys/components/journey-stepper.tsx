import { useLingui } from '@lingui/react/macro';
import type { JourneyStage } from '../../../graphql/generated/graphql';
import { JOURNEY_ROAD, JOURNEY_STAGE_LABELS } from '../journey-stages';

/**
 * The road of a journey as an ordered list: stages behind it are done, its own is the current
 * step (aria-current), the rest are to come. A cancelled journey says so instead of a step.
 * Logical properties only, so the road runs right to left in Arabic and Urdu.
 */
export function JourneyStepper({ stage, labelledBy }: { stage: JourneyStage; labelledBy: string }) {
  const { t, i18n } = useLingui();
  if (stage === 'CANCELLED') {
    return (
      <p className="journey-stepper__cancelled" data-testid="journey-cancelled">
        {t`This journey was cancelled.`}
      </p>
    );
  }
  const at = JOURNEY_ROAD.indexOf(stage);
  return (
    <ol className="journey-stepper" aria-labelledby={labelledBy} data-testid="journey-stepper">
      {JOURNEY_ROAD.map((step, index) => {
        const state = index < at ? 'done' : index === at ? 'current' : 'todo';
        return (
          <li key={step} className={`journey-stepper__step journey-stepper__step--${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="journey-stepper__dot" aria-hidden="true" />
            <span className="journey-stepper__label">{i18n._(JOURNEY_STAGE_LABELS[step])}</span>
            {state === 'done' ? <span className="visually-hidden">{t`(done)`}</span> : null}
          </li>
        );
      })}
    </ol>
  );
}
