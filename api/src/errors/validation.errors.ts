import { VALIDATION_REASONS, type ValidationReason } from '@sabil/contracts';
import { defineErrors, type ErrorDefinition } from './app-error';

/** The input rules' reasons (declared with the rules, in @sabil/contracts), as API refusals. */
export const ValidationErrors = defineErrors(
  'validation',
  Object.fromEntries(Object.entries(VALIDATION_REASONS).map(([reason, message]) => [reason, { code: 'BAD_USER_INPUT' as const, message }])),
) as Record<ValidationReason, ErrorDefinition>;
