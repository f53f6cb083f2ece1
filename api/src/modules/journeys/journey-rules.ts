import { AppError, type FieldProblem } from '../../errors/app-error';
import { JourneyStage } from './journey.enums';
import { JourneyErrors } from './journeys.errors';

/** The one stage each admin-kept stage moves forward to. */
const NEXT: Partial<Record<JourneyStage, JourneyStage>> = {
  [JourneyStage.FUNDED]: JourneyStage.BOOKED,
  [JourneyStage.BOOKED]: JourneyStage.VISA_ISSUED,
  [JourneyStage.VISA_ISSUED]: JourneyStage.TRAVELLED,
  [JourneyStage.TRAVELLED]: JourneyStage.COMPLETED,
};

const FINAL = new Set([JourneyStage.COMPLETED, JourneyStage.CANCELLED]);

export const MAX_BOOKING_REFERENCE_LENGTH = 80;
export const MAX_OPERATOR_NAME_LENGTH = 120;
export const MAX_CANCEL_REASON_LENGTH = 500;

/** What proves a step: booking reference and operator for booked, dates for visa and travel, a reason for cancelling. */
export interface StageProof {
  bookingReference?: string | null;
  operatorName?: string | null;
  visaIssuedOn?: string | null;
  departedOn?: string | null;
  returnedOn?: string | null;
  reason?: string | null;
}

/** Refuses a move the order does not allow: forward one step from funded on, or cancel before completed. */
export function checkMove(current: JourneyStage, to: JourneyStage): void {
  if (to === JourneyStage.CANCELLED && !FINAL.has(current)) return;
  if (NEXT[current] === to) return;
  if (current === JourneyStage.FUNDRAISING && to === JourneyStage.BOOKED) throw new AppError(JourneyErrors.JOURNEY_NOT_FUNDED);
  throw new AppError(JourneyErrors.JOURNEY_STAGE_ORDER, { values: { from: current, to } });
}

const LABELS: Record<keyof StageProof, string> = {
  bookingReference: 'Booking reference',
  operatorName: 'Operator',
  visaIssuedOn: 'Visa issue date',
  departedOn: 'Departure date',
  returnedOn: 'Return date',
  reason: 'Reason',
};

type Rule = { field: keyof StageProof; kind: 'text' | 'date'; required: boolean; max?: number };

const RULES: Partial<Record<JourneyStage, Rule[]>> = {
  [JourneyStage.BOOKED]: [
    { field: 'bookingReference', kind: 'text', required: true, max: MAX_BOOKING_REFERENCE_LENGTH },
    { field: 'operatorName', kind: 'text', required: true, max: MAX_OPERATOR_NAME_LENGTH },
  ],
  [JourneyStage.VISA_ISSUED]: [{ field: 'visaIssuedOn', kind: 'date', required: true }],
  [JourneyStage.TRAVELLED]: [
    { field: 'departedOn', kind: 'date', required: true },
    { field: 'returnedOn', kind: 'date', required: false },
  ],
  [JourneyStage.COMPLETED]: [{ field: 'returnedOn', kind: 'date', required: false }],
  [JourneyStage.CANCELLED]: [{ field: 'reason', kind: 'text', required: true, max: MAX_CANCEL_REASON_LENGTH }],
};

function isDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

function problem(definition: (typeof JourneyErrors)[keyof typeof JourneyErrors], field: keyof StageProof, values: Record<string, string | number>): FieldProblem {
  const error = new AppError(definition, { values: { label: LABELS[field], ...values } });
  return { field, reason: error.reason, message: error.message, values: error.values };
}

/**
 * Reads the proof of a move to `to`: the fields that stage asks for, trimmed, and nothing else
 * (a booking reference sent with a cancellation is not kept). Refuses field by field.
 */
export function readProof(to: JourneyStage, input: StageProof): StageProof {
  const proof: StageProof = {};
  const problems: FieldProblem[] = [];
  for (const rule of RULES[to] ?? []) {
    const raw = input[rule.field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (!value) {
      if (rule.required) problems.push(problem(JourneyErrors.JOURNEY_PROOF_REQUIRED, rule.field, { to }));
      continue;
    }
    if (rule.kind === 'date' && !isDate(value)) problems.push(problem(JourneyErrors.JOURNEY_DATE_INVALID, rule.field, {}));
    else if (rule.max && value.length > rule.max) problems.push(problem(JourneyErrors.JOURNEY_PROOF_TOO_LONG, rule.field, { maximum: rule.max }));
    else proof[rule.field] = value;
  }
  if (!problems.length && proof.departedOn && proof.returnedOn && proof.returnedOn < proof.departedOn) {
    problems.push(problem(JourneyErrors.JOURNEY_RETURN_BEFORE_DEPARTURE, 'returnedOn', {}));
  }
  if (problems.length) {
    const first = problems[0]!;
    throw new AppError({ ...errorOf(first.reason) }, { problems, values: first.values });
  }
  return proof;
}

function errorOf(reason: string) {
  return Object.values(JourneyErrors).find((definition) => definition.reason === reason)!;
}
