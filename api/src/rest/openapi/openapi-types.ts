/**
 * The parts of OpenAPI 3.1 this document uses. Schemas are JSON Schema 2020-12 (OpenAPI 3.1's
 * dialect), so tests can check real answers against them with a JSON Schema validator.
 */
export type Schema = { [keyword: string]: unknown };

export interface Reference {
  $ref: string;
}

export interface Header {
  description: string;
  /** Sent on every such answer (otherwise only sometimes, as the description says). */
  required?: boolean;
  schema: Schema;
}

export interface MediaType {
  schema?: Schema;
  encoding?: Record<string, { contentType: string }>;
}

export interface Response {
  description: string;
  headers?: Record<string, Header | Reference>;
  content?: Record<string, MediaType>;
}

export type Responses = Record<string, Response>;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  description: string;
  schema: Schema;
}

export interface RequestBody {
  description: string;
  required: boolean;
  content: Record<string, MediaType>;
}

/** `[{}]` is "no credentials needed"; each other entry names a scheme that is accepted. */
export type Security = Array<Record<string, string[]>>;

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Security;
  parameters?: Parameter[];
  requestBody?: RequestBody;
  responses: Responses;
}

export type Method = 'get' | 'put' | 'post' | 'head' | 'patch' | 'delete';

export type PathItem = Partial<Record<Method, Operation>>;

export type Paths = Record<string, PathItem>;
