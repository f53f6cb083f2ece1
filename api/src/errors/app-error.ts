/**
 * The error model every layer shares (auth, validation, services, GraphQL, REST): a refusal has a
 * category — how the protocol says it (GraphQL `extensions.code`, the REST status) — and a
 * reason, a stable machine code that says what exactly was refused (`EMAIL_TAKEN`,
 * `APPLICATION_ALREADY_REVIEWED`), with the values its sentence needs. Reasons are declared per
 * domain next to the service that refuses (`<domain>.errors.ts`), registered here, listed in the
 * schema (`ErrorReason`) and docs/integrating.md; the web translates the reason, never the English.
 */
export const ERROR_STATUS = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** It existed and was removed on purpose (an ID document deleted on schedule); asking again will not help. */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  /** The payment provider could not be reached or refused; nothing of ours changed. */
  PAYMENT_ERROR: 502,
  /** A part we depend on (the database) cannot be reached for a moment; Retry-After says when to try again. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export type ErrorValues = Record<string, string | number>;

export interface ErrorDefinition {
  /** The stable machine code. */
  reason: string;
  /** Where it is declared, e.g. "accounts". */
  domain: string;
  code: ErrorCode;
  /** English, with {placeholders} for the values. */
  message: string;
}

const REGISTRY = new Map<string, ErrorDefinition>();

/** Every reason the API can answer with, in declaration order (the schema's ErrorReason enum, docs/integrating.md). */
export function errorDefinitions(): ErrorDefinition[] {
  return [...REGISTRY.values()];
}

/** Declares a domain's reasons. A reason is one thing everywhere: declaring it twice is a bug. */
export function defineErrors<const T extends Record<string, { code: ErrorCode; message: string }>>(domain: string, definitions: T): { readonly [K in keyof T]: ErrorDefinition } {
  const declared = {} as Record<string, ErrorDefinition>;
  for (const [reason, definition] of Object.entries(definitions)) {
    if (REGISTRY.has(reason)) throw new Error(`error reason ${reason} is declared twice`);
    const full = { reason, domain, ...definition };
    REGISTRY.set(reason, full);
    declared[reason] = full;
  }
  return declared as { readonly [K in keyof T]: ErrorDefinition };
}

export function fillMessage(template: string, values: ErrorValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/** One refused field: which, why, the sentence, and the values the sentence was made from. */
export interface FieldProblem {
  field: string;
  reason: string;
  message: string;
  values?: ErrorValues;
}

/**
 * A refusal the person can act on. Services throw it; the GraphQL formatter and the REST error
 * handler turn it into their own shapes, so both paths say the same thing.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly reason: string;
  readonly values: ErrorValues;
  readonly problems: FieldProblem[];
  /** Seconds to wait before trying again (429, 503). */
  readonly retryAfter?: number;

  constructor(definition: ErrorDefinition, options: { values?: ErrorValues; problems?: FieldProblem[]; field?: string; retryAfter?: number } = {}) {
    const values = options.values ?? {};
    const message = fillMessage(definition.message, values);
    super(message);
    this.name = 'AppError';
    this.code = definition.code;
    this.reason = definition.reason;
    this.values = values;
    this.problems = options.problems ?? (options.field ? [{ field: options.field, reason: definition.reason, message, values }] : []);
    this.retryAfter = options.retryAfter;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** One or more invalid fields: the error speaks with the first one's reason and words. */
  static invalid(problems: FieldProblem[]): AppError {
    const first = problems[0]!;
    const error = new AppError({ reason: first.reason, domain: 'validation', code: 'BAD_USER_INPUT', message: first.message }, { problems, values: first.values });
    return error;
  }
}
