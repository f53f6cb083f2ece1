import { AppError, type FieldProblem } from '../../http/app-error';
import { requiredChoice, requiredDollars, requiredEmail, requiredText, type Body } from '../../validation/fields';
import { FamilySize, IncomeBracket, TravelType } from './application.enums';

export const MAX_REQUESTED_DOLLARS = 1_000_000;
const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{5,28}$/;

/** Fields only the system sets: an applicant sending them is refused, not quietly obeyed. */
const SYSTEM_FIELDS = ['status', 'collectedAmount', 'donorCount', 'submittedAt', 'reviewedAt', 'seekerId', 'id', '_id'];

export interface ApplicationFields {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  hajjReason: string;
  familySize: FamilySize;
  incomeBracket: IncomeBracket;
  travelType: TravelType;
  requestedAmountCents: number;
  referenceName: string;
  referencePhone: string;
  referenceRelation: string;
}

/** SPEC §3 and §5: every field required, the amount a number above 0, choices from their lists. */
export function readApplication(body: Body): ApplicationFields {
  const problems: FieldProblem[] = [];
  for (const field of SYSTEM_FIELDS) {
    if (body[field] !== undefined) problems.push({ field, message: `${field} cannot be set by the applicant` });
  }
  const phone = (field: string, label: string) => {
    const value = requiredText(body, field, label, problems, { max: 30 });
    if (value !== undefined && !PHONE_PATTERN.test(value)) {
      problems.push({ field, message: `${label} must be a phone number (digits, spaces, +, - and brackets)` });
    }
    return value;
  };
  const fields = {
    fullName: requiredText(body, 'fullName', 'Full name', problems, { max: 120 }),
    email: requiredEmail(body, 'email', problems),
    phone: phone('phone', 'Phone'),
    address: requiredText(body, 'address', 'Address', problems, { max: 300 }),
    travelType: requiredChoice(body, 'travelType', 'Travel type', Object.values(TravelType), problems),
    familySize: requiredChoice(body, 'familySize', 'Family size', Object.values(FamilySize), problems),
    incomeBracket: requiredChoice(body, 'incomeBracket', 'Monthly income', Object.values(IncomeBracket), problems),
    requestedAmountCents: requiredDollars(body, 'requestedAmount', 'Requested amount', problems, MAX_REQUESTED_DOLLARS),
    hajjReason: requiredText(body, 'hajjReason', 'Reason', problems, { max: 2000 }),
    referenceName: requiredText(body, 'referenceName', 'Reference name', problems, { max: 120 }),
    referencePhone: phone('referencePhone', 'Reference phone'),
    referenceRelation: requiredText(body, 'referenceRelation', 'Reference relationship', problems, { max: 60 }),
  };
  if (problems.length) throw AppError.invalid(problems);
  return fields as ApplicationFields;
}
