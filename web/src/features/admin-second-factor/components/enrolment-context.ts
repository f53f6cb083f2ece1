import type { DefaultContext } from '@apollo/client';

/**
 * How the enrolment screens call the API: with the admin's session, or, while a sign-in waits for
 * its first factor (ADMIN_2FA=required), with that sign-in's token (lib/auth/pending-sign-in.ts).
 */
export type OperationContext = DefaultContext | undefined;
