import { bindResolver, type ApiModule } from '../api-module';
import { TrackingErrors } from './tracking.errors';
import { TrackingResolver } from './tracking.resolver';
import { trackingRouter } from './tracking.rest';
import { TrackingService } from './tracking.service';
import { trackingPaths, TRACKING_SCHEMAS } from './tracking.openapi';

declare module '../api-module' {
  interface Provided {
    tracking: TrackingService;
  }
}

/** Admins' progress updates on completed donations. */
export const trackingModule: ApiModule = {
  name: 'tracking',
  entities: [],
  resolvers: [bindResolver(TrackingResolver, (s) => new TrackingResolver(s.tracking))],
  errors: [TrackingErrors],
  compose: ({ db, audit, donationProgress, testRenewalUrl, webhookOutbox, mailOutbox }) => ({
    tracking: new TrackingService(db.dataSource, audit, donationProgress, testRenewalUrl, webhookOutbox, mailOutbox),
  }),
  routes: (route, s) => [trackingRouter(route, s)],
  openapi: { paths: trackingPaths, schemas: TRACKING_SCHEMAS },
};
