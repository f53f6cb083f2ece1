import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work is done for, wherever it runs (a resolver, a service, Apollo's error
 * formatter): every log line written meanwhile carries its id, without passing a logger down.
 * It also carries the caller's address to the audit trail. Entered by the request log (http/request-log.ts).
 */
export const requestScope = new AsyncLocalStorage<{ requestId: string; /** The caller's address, for the audit trail. */ ip?: string }>();
