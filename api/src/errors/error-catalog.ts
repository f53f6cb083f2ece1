import { registerEnumType } from 'type-graphql';
import type { ErrorDefinition } from './app-error';

/** ErrorReason in the schema: each refusal's stable machine code, described by its English sentence. Filled by describeErrorReasons. */
export const ErrorReason: Record<string, string> = {};

let described = false;

/**
 * Registers ErrorReason from every group of refusals (the shared parts' and each module's, as
 * graphql/schema.ts lists them), once per process, before the schema is built.
 */
export function describeErrorReasons(groups: ReadonlyArray<Readonly<Record<string, ErrorDefinition>>>): void {
  if (described) return;
  described = true;
  const definitions = groups.flatMap((group) => Object.values(group));
  for (const definition of definitions) ErrorReason[definition.reason] = definition.reason;
  registerEnumType(ErrorReason, {
    name: 'ErrorReason',
    description:
      'Why a request was refused: the stable machine code in a GraphQL error\'s `extensions.reason` (and a REST answer\'s `reason`). `extensions.code` gives the category (BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND, CONFLICT, GONE, PAYLOAD_TOO_LARGE, TOO_MANY_REQUESTS, PAYMENT_ERROR, SERVICE_UNAVAILABLE).',
    valuesConfig: Object.fromEntries(definitions.map((definition) => [definition.reason, { description: `${definition.code}: ${definition.message}` }])),
  });
}
