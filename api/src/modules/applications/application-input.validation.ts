import { APPLICATION_LABELS, applicationSchema, toCents, type ApplicationInput } from '@sabil/contracts';
import type { FieldProblem } from '../../errors/app-error';
import { ValidationErrors } from '../../errors/validation.errors';
import { fillMessage } from '../../errors/app-error';
import type { Body } from '../../validation/body';
import { parseInput } from '../../validation/parse-input';
import type { FamilySize, IncomeBracket, TravelType } from './application.enums';

export { MAX_REQUESTED_DOLLARS } from '@sabil/contracts';

/** Fields only the system sets: an applicant sending them is refused, not quietly obeyed. */
const SYSTEM_FIELDS = ['status', 'collectedAmount', 'donorCount', 'submittedAt', 'reviewedAt', 'seekerId', 'id', '_id'];

export type ApplicationFields = Omit<ApplicationInput, 'requestedAmount' | 'travelType' | 'familySize' | 'incomeBracket'> & {
  travelType: TravelType;
  familySize: FamilySize;
  incomeBracket: IncomeBracket;
  requestedAmountCents: number;
};

/** SPEC §3 and §5 through the shared rules; fields only the system sets are refused first. */
export function readApplication(body: Body): ApplicationFields {
  const systemProblems: FieldProblem[] = SYSTEM_FIELDS.filter((field) => body[field] !== undefined).map((field) => ({
    field,
    reason: ValidationErrors.FIELD_NOT_ALLOWED.reason,
    message: fillMessage(ValidationErrors.FIELD_NOT_ALLOWED.message, { field }),
    values: { field },
  }));
  const { requestedAmount, ...fields } = parseInput(applicationSchema, body, APPLICATION_LABELS, systemProblems);
  return { ...(fields as Omit<ApplicationFields, 'requestedAmountCents'>), requestedAmountCents: toCents(requestedAmount) };
}
