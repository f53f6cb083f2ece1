/**
 * A backup or restore that will not go ahead, for a reason the operator can act on (a non-empty
 * target, a damaged or foreign archive, a missing tool): the CLI prints the message and exits 1.
 */
export class BackupRefusal extends Error {}

/** The command line was wrong (a missing archive, an unknown flag): the CLI prints usage and exits 2. */
export class UsageError extends Error {}
