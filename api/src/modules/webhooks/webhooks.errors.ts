import { defineErrors } from '../../errors/app-error';

export const WebhookErrors = defineErrors('webhooks', {
  WEBHOOK_ENDPOINT_NOT_FOUND: { code: 'NOT_FOUND', message: 'Webhook endpoint not found' },
  WEBHOOK_DELIVERY_NOT_FOUND: { code: 'NOT_FOUND', message: 'Webhook delivery not found' },
  WEBHOOK_URL_INVALID: { code: 'BAD_USER_INPUT', message: 'The webhook URL must be an absolute URL of at most {max} characters, without a user name or password' },
  WEBHOOK_URL_NOT_HTTPS: { code: 'BAD_USER_INPUT', message: 'The webhook URL must start with https://' },
  WEBHOOK_URL_PRIVATE_ADDRESS: {
    code: 'BAD_USER_INPUT',
    message: 'The webhook URL leads to a loopback, private or reserved address ({address}); webhooks are sent only to public addresses',
  },
  WEBHOOK_URL_UNRESOLVABLE: { code: 'BAD_USER_INPUT', message: 'The host of the webhook URL ({host}) could not be found' },
  WEBHOOK_EVENTS_REQUIRED: { code: 'BAD_USER_INPUT', message: 'Choose at least one event' },
  WEBHOOK_DESCRIPTION_TOO_LONG: { code: 'BAD_USER_INPUT', message: 'The description must be at most {max} characters' },
  WEBHOOK_DELIVERY_IN_PROGRESS: { code: 'CONFLICT', message: 'This delivery is being attempted right now; try again when the attempt is over' },
  WEBHOOK_ENDPOINT_DISABLED: { code: 'CONFLICT', message: 'This endpoint is disabled; enable it to redeliver' },
});
