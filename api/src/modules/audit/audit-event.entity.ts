import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** Who acted: an account's role, the platform itself (a scheduled job), an integrator's key, or nobody signed in. */
export enum AuditActorRole {
  SEEKER = 'seeker',
  DONOR = 'donor',
  ADMIN = 'admin',
  SYSTEM = 'system',
  API_KEY = 'api_key',
  ANONYMOUS = 'anonymous',
}

registerEnumType(AuditActorRole, {
  name: 'AuditActorRole',
  description: 'In which capacity the actor of an audit event acted.',
  valuesConfig: {
    SEEKER: { description: 'A signed-in seeker.' },
    DONOR: { description: 'A signed-in donor (or the payment provider completing their gift).' },
    ADMIN: { description: 'A signed-in admin.' },
    SYSTEM: { description: 'The platform itself: a scheduled job such as the ID-document retention.' },
    API_KEY: { description: "An integrator's API key." },
    ANONYMOUS: { description: 'Nobody signed in, e.g. a failed sign-in.' },
  },
});

/** jsonb in the table, its JSON text in GraphQL and CSV (no JSON scalar in this schema). */
const jsonText = {
  to: (value: unknown) => value,
  from: (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value)),
};

/**
 * Who did what, when, from where, on what, from which state to which. Written in the same
 * transaction as the change; the database refuses UPDATE and DELETE on the table (append-only).
 */
@ObjectType({ description: 'An entry of the append-only audit trail: an admin action, a sensitive read or a sign-in.' })
@Entity({ name: 'audit_event' })
export class AuditEvent {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => ID, { nullable: true, description: 'The account that acted; null for the platform itself and for failed sign-ins of unknown accounts.' })
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId!: string | null;

  @Field(() => AuditActorRole, { nullable: true, description: 'In which capacity the actor acted (null on events written before roles were recorded).' })
  @Column({ name: 'actor_role', type: 'varchar', length: 20, nullable: true })
  actorRole!: AuditActorRole | null;

  @Field({ description: 'What was done, e.g. application.review, id_document.view, account.sign_in_failed.' })
  @Column({ type: 'varchar', length: 60 })
  action!: string;

  @Field({ description: 'The kind of thing acted on, e.g. application.' })
  @Column({ name: 'subject_type', type: 'varchar', length: 40 })
  subjectType!: string;

  @Field(() => ID, { nullable: true, description: 'The id of the thing acted on; null when there is none (an export, a sign-in to an unknown account).' })
  @Column({ name: 'subject_id', type: 'uuid', nullable: true })
  subjectId!: string | null;

  @Field(() => String, { nullable: true, description: 'State before.' })
  @Column({ name: 'from_state', type: 'varchar', length: 20, nullable: true })
  fromState!: string | null;

  @Field(() => String, { nullable: true, description: 'State after.' })
  @Column({ name: 'to_state', type: 'varchar', length: 20, nullable: true })
  toState!: string | null;

  @Field(() => String, { nullable: true, description: "The subject's relevant fields before the action, as a JSON object (never a secret or a password)." })
  @Column({ name: 'state_before', type: 'jsonb', nullable: true, transformer: jsonText })
  before!: string | null;

  @Field(() => String, { nullable: true, description: "The subject's relevant fields after the action, or what was read or exported, as a JSON object." })
  @Column({ name: 'state_after', type: 'jsonb', nullable: true, transformer: jsonText })
  after!: string | null;

  @Field(() => String, { nullable: true, description: "The caller's IP address (as the trusted proxy reported it); null for the platform's own jobs." })
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @Field({ description: 'When it happened.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
