// The journeys module's public face: what other modules may import (lint forbids reaching past it).
export { JourneyStage } from './journey.enums';
export type { JourneysService } from './journeys.service';
export { JourneyErrors } from './journeys.errors';
export { Journey } from './journey.types';
export { JourneyThanks, JourneyThanksStatus } from './journey-thanks.types';
export { journeyStages } from './journey-reads';
export { CancellationAnswer } from './cancellation.enums';
