// The audit module's public face: what other modules may import (lint forbids reaching past it).
export type { AuditService, AuditRecord } from './audit.service';
export { AuditErrors } from './audit.errors';
export { csvAnswer, given, onlyParameters, queryText, recordExport, textParameter, today } from './export-request';
