import { Arg, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import type { Caller } from '../../auth/caller';
import { connection } from '../../validation/connection';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './dto/webhook-endpoint.inputs';
import { WebhookDelivery, WebhookDeliveryConnection, WebhookDeliveryFilter, WebhookEndpointWithSecret } from './dto/webhook.types';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import type { WebhooksService } from './webhooks.service';

/** Outgoing webhooks, for admins (in GraphiQL): endpoints, secrets, the delivery log, redelivery. */
@Resolver(() => WebhookEndpoint)
export class WebhooksResolver {
  constructor(
    private readonly webhooks: WebhooksService,
  ) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookEndpointWithSecret, {
    description: 'Registers a webhook endpoint and answers its signing secret, shown this once. The URL must be https and lead to a public address.',
  })
  createWebhookEndpoint(
    @Arg('input', () => CreateWebhookEndpointInput, { description: 'URL, events and an optional description.' }) input: CreateWebhookEndpointInput,
    @Ctx() { viewer }: Caller,
  ): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.create(viewer!, input);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [WebhookEndpoint], { description: 'Every webhook endpoint, newest first (never their secrets).' })
  webhookEndpoints(): Promise<WebhookEndpoint[]> {
    return this.webhooks.list();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookEndpoint, { description: "Changes an endpoint's URL, events, description, or enables or disables it." })
  updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput, { description: 'What to change.' }) input: UpdateWebhookEndpointInput,
    @Ctx() { viewer }: Caller,
  ): Promise<WebhookEndpoint> {
    return this.webhooks.update(viewer!, id, input);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ID, { description: 'Deletes an endpoint and its delivery log; answers its id. To pause one instead, set enabled to false.' })
  deleteWebhookEndpoint(@Arg('id', () => ID, { description: 'The endpoint.' }) id: string, @Ctx() { viewer }: Caller): Promise<string> {
    return this.webhooks.delete(viewer!, id);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookEndpointWithSecret, { description: 'Replaces the signing secret and answers the new one, shown this once; later deliveries use it.' })
  rotateWebhookSecret(
    @Arg('id', () => ID, { description: 'The endpoint.' }) id: string,
    @Ctx() { viewer }: Caller,
  ): Promise<WebhookEndpointWithSecret> {
    return this.webhooks.rotateSecret(viewer!, id);
  }

  @Authorized(Role.ADMIN)
  @Query(() => WebhookDeliveryConnection, { description: 'The delivery log, newest first: status, attempts, last error and when the next attempt is due.' })
  async webhookDeliveries(
    @Arg('filter', () => WebhookDeliveryFilter, { nullable: true, description: 'Which deliveries; all when left out.' }) filter?: WebhookDeliveryFilter | null,
    @Arg('first', () => Int, { nullable: true, description: 'Page size, at most 100 (default 20).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'endCursor of the previous page.' }) after?: string,
  ): Promise<WebhookDeliveryConnection> {
    return connection(await this.webhooks.deliveries(filter ?? {}, first, after), after);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => WebhookDelivery, {
    description:
      'Queues a new attempt of a delivery now (delivered, pending or failed); the event id stays the same. A delivered or failed delivery starts a fresh schedule: retried after 1 minute, doubling up to 6 hours, for another 24 hours.',
  })
  redeliverWebhook(
    @Arg('deliveryId', () => ID, { description: 'The delivery to attempt again.' }) deliveryId: string,
    @Ctx() { viewer }: Caller,
  ): Promise<WebhookDelivery> {
    return this.webhooks.redeliver(viewer!, deliveryId);
  }
}
