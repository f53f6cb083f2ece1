import { MAX_WEBHOOK_DESCRIPTION_LENGTH, MAX_WEBHOOK_URL_LENGTH, webhookEvents as webhookEventsRule, webhookUrlProblem } from '@sabil/contracts';
import { AppError } from '../../errors/app-error';
import { checkedAddress } from './webhook-address';
import { WebhookEventType } from './webhook.enums';
import { WebhookErrors } from './webhooks.errors';

const MAX_URL = MAX_WEBHOOK_URL_LENGTH;
const MAX_DESCRIPTION = MAX_WEBHOOK_DESCRIPTION_LENGTH;
const EVENT_TYPES = new Set<string>(Object.values(WebhookEventType));

/**
 * A webhook URL as stored: absolute, https (http too when private addresses are allowed, for local
 * testing), no credentials, and — unless private addresses are allowed — a host whose every
 * address is public. The worker checks the address again at each send (DNS rebinding).
 */
export async function webhookUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const text = raw.trim();
  // The shared rule (@sabil/contracts), which the admin's form applies too; plain http only when private addresses are allowed.
  const problem = webhookUrlProblem(text, allowPrivate ? ['https:', 'http:'] : ['https:']);
  if (problem === 'WEBHOOK_URL_INVALID') throw new AppError(WebhookErrors.WEBHOOK_URL_INVALID, { field: 'url', values: { max: MAX_URL } });
  if (problem === 'WEBHOOK_URL_NOT_HTTPS') throw new AppError(WebhookErrors.WEBHOOK_URL_NOT_HTTPS, { field: 'url' });
  const url = new URL(text);
  if (!allowPrivate) {
    const check = await checkedAddress(url, false);
    if (!check.ok && check.problem === 'unresolvable') throw new AppError(WebhookErrors.WEBHOOK_URL_UNRESOLVABLE, { field: 'url', values: { host: check.host } });
    if (!check.ok && check.problem === 'refused') throw new AppError(WebhookErrors.WEBHOOK_URL_PRIVATE_ADDRESS, { field: 'url', values: { address: check.address } });
  }
  return url.href;
}

export function webhookEvents(events: readonly string[]): WebhookEventType[] {
  const chosen = webhookEventsRule.safeParse(events.filter((event) => EVENT_TYPES.has(event)));
  if (!chosen.success) throw new AppError(WebhookErrors.WEBHOOK_EVENTS_REQUIRED, { field: 'events' });
  return chosen.data as WebhookEventType[];
}

export function webhookDescription(raw: string | null | undefined): string | null {
  const text = raw?.trim();
  if (!text) return null;
  if (text.length > MAX_DESCRIPTION) throw new AppError(WebhookErrors.WEBHOOK_DESCRIPTION_TOO_LONG, { field: 'description', values: { max: MAX_DESCRIPTION } });
  return text;
}
