import { json } from '../../rest/openapi/answers';
import type { Paths } from '../../rest/openapi/openapi-types';

/** What operators and tools read: health, readiness and this document. */
export function servicePaths(): Paths {
  return {
    '/healthz': {
      get: {
        operationId: 'health',
        summary: 'The process is up',
        description: 'Answers while the process runs; it reads nothing.',
        tags: ['service'],
        security: [{}],
        responses: {
          '200': json('Up.', { type: 'object', required: ['status'], properties: { status: { const: 'ok', description: 'Always ok.' } }, additionalProperties: false }),
        },
      },
    },
    '/readyz': {
      get: {
        operationId: 'ready',
        summary: 'The API can serve: its database answers',
        description: 'A load balancer sends traffic while this is 200.',
        tags: ['service'],
        security: [{}],
        responses: {
          '200': json('Ready.', { type: 'object', required: ['status'], properties: { status: { const: 'ready', description: 'Ready.' } }, additionalProperties: false }),
          '503': json('The database does not answer.', {
            type: 'object',
            required: ['status'],
            properties: { status: { const: 'database unavailable', description: 'Why it is not ready.' } },
            additionalProperties: false,
          }),
        },
      },
    },
    '/openapi.json': {
      get: {
        operationId: 'openApiDocument',
        summary: 'This document',
        description: 'The OpenAPI 3.1 description of the REST paths, cacheable for 5 minutes.',
        tags: ['service'],
        security: [{}],
        responses: {
          '200': json('The document.', {
            type: 'object',
            required: ['openapi', 'info', 'paths'],
            properties: {
              openapi: { const: '3.1.0', description: 'The OpenAPI version.' },
              info: { type: 'object', description: 'Title, version (raised with every change of a documented path or shape), licence.' },
              paths: { type: 'object', description: 'Every REST path and its operations.' },
            },
          }),
        },
      },
    },
  };
}
