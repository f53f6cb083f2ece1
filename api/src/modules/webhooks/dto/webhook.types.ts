import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { PageInfo } from '../../../validation/pagination';
import { edgeType, type Edge } from '../../../validation/connection';
import { WebhookEndpoint } from '../webhook-endpoint.entity';
import { WebhookDeliveryStatus, WebhookEventType } from '../webhook.enums';

@ObjectType({ description: 'A webhook endpoint with its signing secret, shown this once: store it now.' })
export class WebhookEndpointWithSecret {
  @Field(() => WebhookEndpoint, { description: 'The endpoint.' })
  endpoint!: WebhookEndpoint;

  @Field({ description: 'Verifies `Sabil-Signature`: hex HMAC-SHA256 of "<t>.<raw body>" with this secret. Never shown again.' })
  secret!: string;
}

@ObjectType({ description: 'One event on its way to one endpoint: the delivery log.' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'Stable identifier (UUID); pass it to redeliverWebhook.' })
  id!: string;

  @Field(() => ID, { description: 'The endpoint it goes to.' })
  endpointId!: string;

  @Field(() => ID, { description: 'The event id: the payload `id` and the `Sabil-Event-Id` header, the same on every attempt.' })
  eventId!: string;

  @Field(() => WebhookEventType, { description: 'The event type.' })
  eventType!: WebhookEventType;

  @Field(() => WebhookDeliveryStatus, { description: 'Pending, delivered or failed.' })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => String, { nullable: true, description: "Why the last attempt failed (the receiver's status, a timeout, a refused address)." })
  lastError!: string | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status the receiver last answered, if it answered.' })
  lastStatusCode!: number | null;

  @Field(() => Date, { nullable: true, description: 'When the last attempt was made.' })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (pending deliveries only).' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the receiver answered 2xx.' })
  deliveredAt!: Date | null;

  @Field({ description: 'When the event happened and the delivery was queued.' })
  createdAt!: Date;
}

const WebhookDeliveryEdge = edgeType('WebhookDelivery', WebhookDelivery, 'delivery');

@ObjectType({ description: 'A page of webhook deliveries, newest first.' })
export class WebhookDeliveryConnection {
  @Field(() => [WebhookDelivery], { description: 'The deliveries on this page.' })
  nodes!: WebhookDelivery[];

  @Field(() => [WebhookDeliveryEdge], { description: 'The deliveries on this page, each with its cursor (Relay edges).' })
  edges!: Edge<WebhookDelivery>[];

  @Field(() => PageInfo, { description: 'Where this page ends; pass endCursor as `after` for the next.' })
  pageInfo!: PageInfo;
}

@InputType({ description: 'Which deliveries to list; every part optional.' })
export class WebhookDeliveryFilter {
  @Field(() => ID, { nullable: true, description: "Only this endpoint's deliveries." })
  endpointId?: string | null;

  @Field(() => WebhookEventType, { nullable: true, description: 'Only events of this type.' })
  eventType?: WebhookEventType | null;

  @Field(() => WebhookDeliveryStatus, { nullable: true, description: 'Only deliveries in this state.' })
  status?: WebhookDeliveryStatus | null;
}
