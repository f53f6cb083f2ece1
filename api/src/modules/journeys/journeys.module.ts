import { bindResolver, type ApiModule } from '../api-module';
import { CancellationSweep } from './cancellation-sweep';
import { CANCELLATION_SCHEMAS } from './cancellations.openapi';
import { CANCELLATION_OPERATIONS } from './cancellations.operations';
import { CancellationsResolver } from './cancellations.resolver';
import { CancellationsService } from './cancellations.service';
import { JourneyThanksService } from './journey-thanks.service';
import { JOURNEY_OPERATIONS } from './journeys.operations';
import { JourneysResolver } from './journeys.resolver';
import { JourneysService } from './journeys.service';
import { JourneyErrors } from './journeys.errors';

declare module '../api-module' {
  interface Provided {
    journeys: JourneysService;
    /** The pilgrim's thank-you after travelling, moderated by admins (issue 30). */
    journeyThanks: JourneyThanksService;
    /** Cancelled journeys' donors' choices: refund or move (issue 30). */
    cancellations: CancellationsService;
    /** Applies the admins' default to choices unanswered for 30 days (started with the API). */
    cancellationSweep: CancellationSweep;
  }
}

/**
 * Issue 30: an approved application's journey, from fundraising to completed or cancelled, each move
 * with what proves it (a private proof document optional), and the pilgrim's thank-you after
 * travelling; a cancelled journey's donors choose a refund or a move. The stage moves are GraphQL
 * only (REST is SPEC §7's shim); the private files are fetched over REST, and the donors' choices
 * are on both.
 */
export const journeysModule: ApiModule = {
  name: 'journeys',
  entities: [],
  resolvers: [
    bindResolver(JourneysResolver, (s) => new JourneysResolver(s.journeys, s.journeyThanks, s.uploads)),
    bindResolver(CancellationsResolver, (s) => new CancellationsResolver(s.cancellations)),
  ],
  errors: [JourneyErrors],
  operations: [...Object.values(JOURNEY_OPERATIONS), ...Object.values(CANCELLATION_OPERATIONS)],
  compose: ({ db, audit, webhookOutbox, uploads, storage, journeyMoney, mailOutbox, logger, clocks, jobs }) => {
    const cancellations = new CancellationsService(db.dataSource, journeyMoney, audit, mailOutbox, clocks.cancellations);
    return {
      journeys: new JourneysService(db.dataSource, audit, webhookOutbox, uploads, storage, cancellations),
      journeyThanks: new JourneyThanksService(db.dataSource, audit, uploads, storage, mailOutbox),
      cancellations,
      cancellationSweep: new CancellationSweep(cancellations, logger, undefined, jobs),
    };
  },
  jobs: (s) => [s.cancellationSweep],
  openapi: {
    schemas: CANCELLATION_SCHEMAS,
    tag: {
      name: 'journeys',
      description: 'Journeys (issue 30): admins read a stage move’s proof document; the pilgrim’s thank-you photo; a cancelled journey’s donors choose to have their part refunded or moved to another open journey.',
    },
  },
};
