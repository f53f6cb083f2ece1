import { Field, InputType } from 'type-graphql';
import { WebhookEventType } from '../webhook.enums';

@InputType({ description: 'A new webhook endpoint.' })
export class CreateWebhookEndpointInput {
  @Field({ description: 'An https URL that leads to a public address.' })
  url!: string;

  @Field(() => [WebhookEventType], { description: 'The events to send to it (at least one).' })
  events!: WebhookEventType[];

  @Field(() => String, { nullable: true, description: 'What the endpoint is for (at most 500 characters).' })
  description?: string | null;
}

@InputType({ description: 'Changes to a webhook endpoint; fields left out stay as they are.' })
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'A new https URL that leads to a public address.' })
  url?: string | null;

  @Field(() => [WebhookEventType], { nullable: true, description: 'The events to send to it from now on (at least one).' })
  events?: WebhookEventType[] | null;

  @Field(() => String, { nullable: true, description: 'What the endpoint is for; an empty string clears it.' })
  description?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'False disables the endpoint: no new events are queued for it, pending deliveries wait.' })
  enabled?: boolean | null;
}
