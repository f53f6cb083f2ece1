import { registerEnumType } from 'type-graphql';
import { errorDefinitions } from './app-error';
// Every domain's reasons, so the catalog is complete wherever it is read (the schema, the README test).
import '../auth/auth.errors';
import '../http/http.errors';
import './validation.errors';
import '../validation/pagination.errors';
import '../modules/accounts/accounts.errors';
import '../modules/api-keys/api-keys.errors';
import '../modules/applications/applications.errors';
import '../modules/audit/audit.errors';
import '../modules/donations/donations.errors';
import '../modules/stories/stories.errors';
import '../modules/tracking/tracking.errors';
import '../modules/webhooks/webhooks.errors';
import '../uploads/uploads.errors';

/** ErrorReason in the schema: each refusal's stable machine code, described by its English sentence. */
export const ErrorReason: Record<string, string> = Object.fromEntries(errorDefinitions().map((definition) => [definition.reason, definition.reason]));

registerEnumType(ErrorReason, {
  name: 'ErrorReason',
  description:
    'Why a request was refused: the stable machine code in a GraphQL error\'s `extensions.reason` (and a REST answer\'s `reason`). `extensions.code` gives the category (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, GONE, PAYLOAD_TOO_LARGE, TOO_MANY_REQUESTS, PAYMENT_ERROR).',
  valuesConfig: Object.fromEntries(errorDefinitions().map((definition) => [definition.reason, { description: `${definition.code}: ${definition.message}` }])),
});
