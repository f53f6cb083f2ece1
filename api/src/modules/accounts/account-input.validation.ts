import { AppError, type FieldProblem } from '../../http/app-error';
import { requiredEmail, requiredText, type Body } from '../../validation/fields';
import { Role } from '../../auth/role';

/** Seekers and donors: SPEC §5. Admins see every ID document, so their passwords are longer. */
export const MIN_PASSWORD_LENGTH: Record<Role, number> = { seeker: 6, donor: 6, admin: 10 };
export const MAX_PASSWORD_LENGTH = 200;
const MAX_NAME_LENGTH = 120;

export interface RegistrationFields {
  fullname: string;
  email: string;
  password: string;
  inviteCode?: string;
}

export interface LoginFields {
  email: string;
  password: string;
}

/** REST bodies are untyped JSON; GraphQL inputs already are strings. Both pass through here. */
export function readRegistration(role: Role, body: Body): RegistrationFields {
  const problems: FieldProblem[] = [];
  const fullname = requiredText(body, 'fullname', 'Full name', problems, { max: MAX_NAME_LENGTH });
  const email = requiredEmail(body, 'email', problems);
  const password = readPassword(body, problems);
  if (password !== undefined && password.length < MIN_PASSWORD_LENGTH[role]) {
    problems.push({ field: 'password', message: `Password must be at least ${MIN_PASSWORD_LENGTH[role]} characters` });
  }
  const inviteCode = body.inviteCode;
  if (inviteCode !== undefined && inviteCode !== null && typeof inviteCode !== 'string') {
    problems.push({ field: 'inviteCode', message: 'Invite code must be text' });
  }
  if (problems.length) throw AppError.invalid(problems);
  return {
    fullname: fullname!,
    email: email!,
    password: password!,
    inviteCode: typeof inviteCode === 'string' && inviteCode.trim() ? inviteCode.trim() : undefined,
  };
}

export function readLogin(body: Body): LoginFields {
  const problems: FieldProblem[] = [];
  const email = requiredEmail(body, 'email', problems);
  const password = readPassword(body, problems);
  if (problems.length) throw AppError.invalid(problems);
  return { email: email!, password: password! };
}

function readPassword(body: Body, problems: FieldProblem[]): string | undefined {
  return requiredText(body, 'password', 'Password', problems, { trim: false, max: MAX_PASSWORD_LENGTH });
}
