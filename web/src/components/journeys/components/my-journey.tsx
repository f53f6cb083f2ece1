import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useMyJourney } from '../hooks/use-journeys';
import { JourneyHistory } from './journey-history';
import { JourneyStepper } from './journey-stepper';
import { SeekerThanks } from './journey-thanks';
import { SupportMessagesList } from './support-messages';
import '../journeys.css';

/** The seeker's own journey, once their application is approved: the road as a stepper, each step's proof, and after travelling their thank-you to the donors. */
export function MyJourney() {
  const { t } = useLingui();
  const id = useId();
  const journey = useMyJourney().data?.myJourney;
  if (!journey) return null;
  return (
    <section className="journey-card" aria-labelledby={`${id}-title`} data-testid="my-journey">
      <h2 id={`${id}-title`} className="journey-card__title">
        {t`Your journey`}
      </h2>
      <JourneyStepper stage={journey.stage} labelledBy={`${id}-title`} />
      <JourneyHistory history={journey.history} />
      <SeekerThanks applicationId={journey.applicationId} stage={journey.stage} thanks={journey.thanks ?? null} />
      <SupportMessagesList applicationId={journey.applicationId} heading={t`Words of support from your donors`} />
    </section>
  );
}
