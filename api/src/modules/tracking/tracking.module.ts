import { bindResolver, type ApiModule } from '../api-module';
import { TrackingErrors } from './tracking.errors';
import { TrackingResolver } from './tracking.resolver';
import { TRACKING_OPERATIONS } from './tracking.operations';
import { TrackingService } from './tracking.service';
import { TRACKING_SCHEMAS } from './tracking.openapi';

declare module '../api-module' {
  interface Provided {
    tracking: TrackingService;
  }
}

/** Admins' progress updates, one per journey for all its donors (issue 30), also posted through a gift (SPEC §7). */
export const trackingModule: ApiModule = {
  name: 'tracking',
  entities: [],
  resolvers: [bindResolver(TrackingResolver, (s) => new TrackingResolver(s.tracking))],
  errors: [TrackingErrors],
  operations: Object.values(TRACKING_OPERATIONS),
  compose: ({ db, audit, donationProgress, funding, donations, webhookOutbox, mailOutbox }) => ({
    tracking: new TrackingService(db.dataSource, audit, donationProgress, funding, donations, webhookOutbox, mailOutbox),
  }),
  openapi: { schemas: TRACKING_SCHEMAS },
};
