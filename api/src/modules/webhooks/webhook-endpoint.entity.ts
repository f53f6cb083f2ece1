import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { WebhookEventType } from './webhook.enums';

@ObjectType({ description: 'A URL that receives signed POSTs for the events it subscribes to. Its signing secret is shown only when created or rotated.' })
@Entity({ name: 'webhook_endpoint' })
export class WebhookEndpoint {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryColumn('uuid')
  id!: string;

  @Field({ description: 'Where deliveries are POSTed (https; checked to lead to a public address).' })
  @Column({ type: 'varchar', length: 2048 })
  url!: string;

  @Field(() => String, { nullable: true, description: "The admin's note on what the endpoint is for." })
  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  @Field(() => [WebhookEventType], { description: 'The events sent to this endpoint.' })
  @Column({ type: 'text', array: true })
  events!: WebhookEventType[];

  /** Never a GraphQL field: see WebhookSecrets. */
  @Column({ name: 'secret_ciphertext', type: 'text', select: false })
  secretCiphertext!: string;

  @Field({ description: 'False: no new events are queued for it and pending deliveries wait until it is enabled again.' })
  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Field(() => ID, { nullable: true, description: 'The admin who registered it.' })
  @Column({ name: 'created_by', type: 'uuid', nullable: true })
  createdBy!: string | null;

  @Field({ description: 'When it was registered.' })
  @Column({ name: 'created_at', type: 'timestamptz', precision: 3 })
  createdAt!: Date;

  @Field({ description: 'When its URL, events, description or state last changed.' })
  @Column({ name: 'updated_at', type: 'timestamptz', precision: 3 })
  updatedAt!: Date;
}
