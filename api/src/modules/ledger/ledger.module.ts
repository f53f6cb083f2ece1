import { bindResolver, type ApiModule } from '../api-module';
import { LedgerErrors } from './ledger.errors';
import { LEDGER_SCHEMAS } from './ledger.openapi';
import { LEDGER_OPERATIONS } from './ledger.operations';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';
import { TransparencyService } from './transparency.service';

declare module '../api-module' {
  interface Provided {
    ledger: LedgerService;
    /** The public ledger's summary, cached until money or a stage changes. */
    transparency: TransparencyService;
  }
}

/**
 * Issue 30, one ledger checkable by anyone: each journey's gifts in, refunds and payouts out, with
 * its running balance — for admins in full, for anyone (and integrators with LEDGER_READ)
 * anonymised — each donor's part of the payouts, and every ledger summed (the transparency page). Owns no table: it reads donations',
 * payouts', applications' and journeys' read models, and adds its check to the books' reconciliation.
 */
export const ledgerModule: ApiModule = {
  name: 'ledger',
  entities: [],
  resolvers: [bindResolver(LedgerResolver, (s) => new LedgerResolver(s.ledger, s.transparency))],
  errors: [LedgerErrors],
  operations: Object.values(LEDGER_OPERATIONS),
  compose: ({ db, books, webhookOutbox, audit }) => {
    const ledger = new LedgerService(db.dataSource, audit);
    books.include(ledger);
    const transparency = new TransparencyService(db.dataSource);
    // Every gift, refund, dispute, payout and stage change emits a webhook event and signals its commit.
    webhookOutbox.afterCommit(() => transparency.forget());
    return { ledger, transparency };
  },
  openapi: {
    schemas: LEDGER_SCHEMAS,
    tag: { name: 'ledger', description: 'Each journey’s public ledger (issue 30): gifts in, refunds and payouts out, the running balance, and every ledger summed. Anyone, or integrators with LEDGER_READ; never personal data.' },
  },
};
