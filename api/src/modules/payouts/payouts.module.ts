import { bindResolver, type ApiModule } from '../api-module';
import { OperatorsService } from './operators.service';
import { PayoutsResolver } from './payouts.resolver';
import { PayoutErrors } from './payouts.errors';
import { PAYOUT_SCHEMAS } from './payouts.openapi';
import { PAYOUT_OPERATIONS } from './payouts.operations';
import { PayoutsService } from './payouts.service';

declare module '../api-module' {
  interface Provided {
    payouts: PayoutsService;
    operators: OperatorsService;
  }
}

/**
 * Issue 30, payouts approved by two: the licensed operators admins pay, and each journey's payouts
 * from proposal (with its invoice or quote) to approval by another admin, payment or cancellation.
 * Reads a journey's money through applications' funding lock and its stage through journeys.
 */
export const payoutsModule: ApiModule = {
  name: 'payouts',
  entities: [],
  resolvers: [bindResolver(PayoutsResolver, (s) => new PayoutsResolver(s.payouts, s.operators, s.uploads))],
  errors: [PayoutErrors],
  operations: Object.values(PAYOUT_OPERATIONS),
  compose: ({ db, funding, journeys, secondFactors, uploads, storage, audit, webhookOutbox }) => {
    const payouts = new PayoutsService(db.dataSource, funding, journeys, secondFactors, uploads, storage, audit, webhookOutbox);
    // A journey with a payout proposed or approved and unpaid is not cancelled (see assertSettled).
    journeys.checkBeforeCancelling((manager, applicationId) => payouts.assertSettled(manager, applicationId));
    return { payouts, operators: new OperatorsService(db.dataSource, audit) };
  },
  openapi: {
    schemas: PAYOUT_SCHEMAS,
    tag: { name: 'payouts', description: 'Payouts approved by two admins (issue 30): the licensed operators, each journey’s payouts from proposal to paid, and their CSV export. Admins only.' },
  },
};
