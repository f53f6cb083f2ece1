import type { ApiModule } from '../api-module';
import { AuditEvent } from './audit-event.entity';
import { AuditErrors } from './audit.errors';
import { AuditResolver } from './audit.resolver';
import { AuditService } from './audit.service';
import { exportsRouter } from './exports.rest';
import { bindResolver } from '../api-module';
import { exportPaths } from './exports.openapi';

declare module '../api-module' {
  interface Provided {
    audit: AuditService;
  }
}

/** The append-only audit trail and its CSV export (the books' reconciliation and the donations' export live with donations). */
export const auditModule: ApiModule = {
  name: 'audit',
  entities: [AuditEvent],
  resolvers: [bindResolver(AuditResolver, (s) => new AuditResolver(s.audit))],
  errors: [AuditErrors],
  compose: ({ db }) => ({ audit: new AuditService(db.dataSource) }),
  routes: (route, s) => [exportsRouter(route, s)],
  openapi: { paths: exportPaths },
};
