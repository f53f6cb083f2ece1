import type { EntityManager } from 'typeorm';
import { announceSharedListsChanged } from './shared-lists-channel';
import type { SharedResponseCache } from './shared-response-cache';

/**
 * The one port through which a write says that donors' shared lists changed: `announce` inside
 * the writing transaction (other instances hear of it when, and only if, it commits), `committed`
 * after it (this instance's cache forgets at once).
 */
export interface SharedListsChanges {
  announce(manager: EntityManager): Promise<void>;
  committed(): void;
}

export function sharedListsChanges(cache: SharedResponseCache): SharedListsChanges {
  return {
    announce: (manager) => announceSharedListsChanged(manager),
    committed: () => cache.invalidate(),
  };
}
