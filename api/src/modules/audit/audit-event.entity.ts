import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who changed what, when, from which state to which. Written in the same transaction as the change. */
@ObjectType({ description: 'A record of an admin decision: who, when, on what, from which state to which.' })
@Entity({ name: 'audit_event' })
export class AuditEvent {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => ID, { description: 'The account that acted.' })
  @Column({ name: 'actor_id', type: 'uuid' })
  actorId!: string;

  @Field({ description: 'What was done, e.g. application.review.' })
  @Column({ type: 'varchar', length: 60 })
  action!: string;

  @Field({ description: 'The kind of thing acted on, e.g. application.' })
  @Column({ name: 'subject_type', type: 'varchar', length: 40 })
  subjectType!: string;

  @Field(() => ID, { description: 'The id of the thing acted on.' })
  @Column({ name: 'subject_id', type: 'uuid' })
  subjectId!: string;

  @Field(() => String, { nullable: true, description: 'State before.' })
  @Column({ name: 'from_state', type: 'varchar', length: 20, nullable: true })
  fromState!: string | null;

  @Field(() => String, { nullable: true, description: 'State after.' })
  @Column({ name: 'to_state', type: 'varchar', length: 20, nullable: true })
  toState!: string | null;

  @Field({ description: 'When it happened.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
