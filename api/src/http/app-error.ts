/** The error codes clients can rely on, shared by GraphQL (`extensions.code`) and REST (status). */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  /** The payment provider could not be reached or refused; nothing of ours changed. */
  PAYMENT_ERROR: 502,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface FieldProblem {
  field: string;
  message: string;
}

/**
 * A refusal the person can act on. Services throw it; the GraphQL formatter and the REST error
 * handler turn it into their own shapes, so both paths say the same thing.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly problems: FieldProblem[];
  /** Seconds to wait before trying again (429). */
  readonly retryAfter?: number;

  constructor(code: ErrorCode, message: string, options: { problems?: FieldProblem[]; retryAfter?: number } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.problems = options.problems ?? [];
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** One or more invalid fields; the message is the first problem's. */
  static invalid(problems: FieldProblem[]): AppError {
    return new AppError('BAD_USER_INPUT', problems[0]?.message ?? 'Invalid input', { problems });
  }
}
