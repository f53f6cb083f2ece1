import type { DataSource, EntityManager, EntityTarget } from 'typeorm';
import type { Viewer } from '../../auth/tokens';
import { AppError, type ErrorDefinition } from '../../errors/app-error';
import type { SharedListsChanges } from '../../shared-lists/shared-lists-changes';
import { assertId } from '../../validation/ids';
import type { AuditService } from './audit.service';

/** A row an admin decides on once: pending, then approved or rejected (or approved, then withdrawn). */
interface Decidable {
  id: string;
  status: string;
}

export interface PendingDecision<T extends Decidable> {
  entity: EntityTarget<T>;
  id: string;
  /** The audit event's action and subject type, e.g. `story.moderate` on `story`. */
  action: string;
  subjectType: string;
  notFound: ErrorDefinition;
  /** The only status the row may be decided from (default pending; a withdrawal: approved). */
  from?: string;
  /** Refused with `{status}`: the row is not in `from` (it was decided already). */
  alreadyDecided: ErrorDefinition;
  /** Sets the new status and who decided when, on the locked row. */
  decide(current: T): void;
  /** Writes more in the decision's transaction, e.g. webhook events to the outbox (commits with it). */
  alsoWrite?(manager: EntityManager, decided: T): Promise<void>;
  /** Runs after the commit, e.g. wakes the webhook worker. */
  afterCommit?(): void;
}

/**
 * An admin's decision on a pending row (an application's review, a story's moderation; or on a
 * published story, its withdrawal), exactly once: the row is locked, any other status is refused
 * (409), and the change, its audit event
 * and the shared lists' announcement commit together; this instance's list cache forgets after.
 */
export async function decidePending<T extends Decidable>(
  parts: { dataSource: DataSource; audit: AuditService; lists: SharedListsChanges },
  viewer: Viewer,
  decision: PendingDecision<T>,
): Promise<T> {
  assertId(decision.id, decision.notFound);
  const decided = await parts.dataSource.transaction(async (manager) => {
    const current = await manager.findOne(decision.entity, { where: { id: decision.id } as never, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new AppError(decision.notFound);
    if (current.status !== (decision.from ?? 'pending')) throw new AppError(decision.alreadyDecided, { values: { status: current.status } });
    const from = current.status;
    decision.decide(current);
    await manager.save(decision.entity, current);
    await parts.audit.record(manager, {
      actorId: viewer.id,
      actorRole: viewer.role,
      action: decision.action,
      subjectType: decision.subjectType,
      subjectId: decision.id,
      fromState: from,
      toState: current.status,
      before: { status: from },
      after: { status: current.status },
    });
    await parts.lists.announce(manager);
    await decision.alsoWrite?.(manager, current);
    return current;
  });
  parts.lists.committed();
  decision.afterCommit?.();
  return decided;
}
