import { z } from 'zod';
import { requiredText } from './fields';

// The WHATWG URL parser of Node and of browsers (these rules run in both; contracts compile with neither's types).
declare const URL: new (input: string) => { protocol: string; username: string; password: string };

/**
 * Integrators' inputs (issue 10): an admin's webhook endpoint and API key. Their refusals are the
 * API's own reasons for these inputs (webhooks.errors.ts, api-keys.errors.ts), which the web
 * translates like any other.
 */

export const MAX_WEBHOOK_URL_LENGTH = 2048;
export const MAX_WEBHOOK_DESCRIPTION_LENGTH = 500;
export const MAX_API_KEY_NAME_LENGTH = 100;

export type WebhookUrlProblem = 'WEBHOOK_URL_INVALID' | 'WEBHOOK_URL_NOT_HTTPS';

/**
 * What is wrong with a webhook address, if anything: it must be absolute, not too long, without a
 * user name or password, and use one of `protocols`. Only the API knows whether plain http is
 * allowed (WEBHOOK_ALLOW_PRIVATE, for local testing), so the form lets the API say that.
 */
export function webhookUrlProblem(text: string, protocols: readonly string[] = ['https:', 'http:']): WebhookUrlProblem | null {
  let url;
  try {
    url = new URL(text);
  } catch {
    return 'WEBHOOK_URL_INVALID';
  }
  if (text.length > MAX_WEBHOOK_URL_LENGTH || url.username || url.password) return 'WEBHOOK_URL_INVALID';
  return protocols.includes(url.protocol) ? null : 'WEBHOOK_URL_NOT_HTTPS';
}

/** A list of choices, each once, with at least one (`required` is the reason when there is none). */
const chosenOnce = (required: string) =>
  z
    .array(z.string())
    .transform((list) => [...new Set(list)])
    .refine((list) => list.length > 0, { error: required, abort: true });

/** The events an endpoint subscribes to (which names exist is the GraphQL enum's to say). */
export const webhookEvents = chosenOnce('WEBHOOK_EVENTS_REQUIRED');

export const webhookEndpointSchema = z.object({
  url: requiredText().superRefine((text, ctx) => {
    const problem = webhookUrlProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, params: { max: MAX_WEBHOOK_URL_LENGTH }, input: text });
  }),
  events: webhookEvents,
  description: z
    .string()
    .trim()
    .max(MAX_WEBHOOK_DESCRIPTION_LENGTH, { error: 'WEBHOOK_DESCRIPTION_TOO_LONG', abort: true })
    .nullish()
    .transform((text) => (text ? text : null)),
});

export type WebhookEndpointInput = z.output<typeof webhookEndpointSchema>;

export const API_KEY_LABELS = { name: 'Name', scopes: 'Scopes' };

/** What an API key may read: at least one scope. */
export const apiKeyScopes = chosenOnce('API_KEY_SCOPES_REQUIRED');

export const apiKeySchema = z.object({
  name: requiredText({ max: MAX_API_KEY_NAME_LENGTH }),
  scopes: apiKeyScopes,
});

export type ApiKeyInput = z.output<typeof apiKeySchema>;
