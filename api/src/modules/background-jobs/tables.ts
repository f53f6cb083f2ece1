// The tables this module owns: none. The job queue's tables are pg-boss's, in its own schema
// `pgboss` (db/job-schema.ts), read through the platform's JobQueue (jobs/job-queue.ts).
export const TABLES = [] as const;
