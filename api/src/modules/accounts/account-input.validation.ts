import { ACCOUNT_LABELS, loginSchema, registrationSchema, type Login, type Registration } from '@sabil/contracts';
import type { Role } from '../../auth/role';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';


/** REST bodies are untyped JSON; GraphQL inputs already are strings. Both pass through the shared rules. */
export function readRegistration(role: Role, body: Body): Registration {
  return parseInput(registrationSchema(role), body, ACCOUNT_LABELS);
}

export function readLogin(body: Body): Login {
  return parseInput(loginSchema, body, ACCOUNT_LABELS);
}
