/**
 * The job queue's queues, one per background worker (each a Drain, jobs/drain.ts): their names in
 * pg-boss's tables, keyed by the name admins see them under (the GraphQL enum BackgroundJobQueue).
 * A new worker adds its line here, so its failed jobs show in the admins' "Failed jobs" view.
 */
export const QUEUES = {
  MAIL: 'mail',
  WEBHOOKS: 'webhooks',
  PASSWORD_RESET: 'password-reset',
  PAYMENT_SWEEP: 'payment-sweep',
  REFUND_EXECUTOR: 'refund-executor',
  FUNDED_REQUEST_CLOSER: 'funded-request-closer',
  RETENTION: 'retention',
  CANCELLATION_SWEEP: 'cancellation-sweep',
} as const;

export type QueueKey = keyof typeof QUEUES;
export type QueueName = (typeof QUEUES)[QueueKey];

const KEY_OF = new Map<string, QueueKey>(Object.entries(QUEUES).map(([key, name]) => [name, key as QueueKey]));

/** The key a queue's name is shown under; undefined for a queue no worker of this API drains (tests'). */
export function queueKeyOf(name: string): QueueKey | undefined {
  return KEY_OF.get(name);
}

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;
const LONG_NUMBER = /\d[\d -]{6,}\d/g;
const QUOTED = /"[^"]*"|'[^']*'/g;

/**
 * A failed run's error as the job queue keeps it and admins read it: the message alone (no stack,
 * no query parameters, no `detail` — PostgreSQL's names the key's values), with what could be
 * personal data taken out: email addresses, long numbers (telephones, cards), and quoted values
 * (drivers quote what they were given). At most 300 characters.
 */
export function withoutPersonalData(error: unknown): string {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'the run failed';
  return message.replace(EMAIL, '[email]').replace(QUOTED, '[value]').replace(LONG_NUMBER, '[number]').slice(0, 300);
}
