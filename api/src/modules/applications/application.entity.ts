import { Authorized, Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from '../../auth/role';
import { ApplicationStatus, FamilySize, IncomeBracket, RejectionReason, TravelType } from './application.enums';
import { ZakatCategory } from './zakat.enums';

/**
 * A seeker's request for support. The GraphQL type is the full record, which only admins and the
 * seeker who wrote it may read; donors get `FundraisingRequest`, which has no private fields at all.
 */
@ObjectType({ description: "A seeker's application, with private details: admins and its own seeker only." })
@Entity({ name: 'application' })
export class Application {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'seeker_id', type: 'uuid' })
  seekerId!: string;

  @Field({ description: "Applicant's full name." })
  @Column({ name: 'full_name', type: 'varchar', length: 120 })
  fullName!: string;

  @Field({ description: "Applicant's email address." })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Field({ description: "Applicant's phone number." })
  @Column({ type: 'varchar', length: 30 })
  phone!: string;

  @Field({ description: 'Postal address.' })
  @Column({ type: 'varchar', length: 300 })
  address!: string;

  @Field(() => String, { nullable: true, description: 'City or town, as the applicant wrote it; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' })
  @Column({ type: 'varchar', length: 100, nullable: true })
  city!: string | null;

  @Field(() => String, { nullable: true, description: 'Country, as the applicant wrote it; null when not given (SPEC §7’s clients do not send it; applications before 2026-11-25 were not asked).' })
  @Column({ type: 'varchar', length: 60, nullable: true })
  country!: string | null;

  @Field({ description: 'Why the applicant wishes to make the journey.' })
  @Column({ name: 'hajj_reason', type: 'text' })
  hajjReason!: string;

  @Field(() => FamilySize, { description: 'People in the household.' })
  @Column({ name: 'family_size', type: 'varchar', length: 2 })
  familySize!: FamilySize;

  @Field(() => IncomeBracket, { description: 'Monthly household income bracket.' })
  @Column({ name: 'income_bracket', type: 'varchar', length: 12 })
  incomeBracket!: IncomeBracket;

  @Field(() => TravelType, { description: 'Hajj or Umrah.' })
  @Column({ name: 'travel_type', type: 'varchar', length: 5 })
  travelType!: TravelType;

  @Column({ name: 'requested_amount_cents', type: 'integer' })
  requestedAmountCents!: number;

  @Column({ name: 'collected_amount_cents', type: 'integer', default: 0 })
  collectedAmountCents!: number;

  /** Payouts approved or paid (issue 30), written only by ApplicationFunding.commit. */
  @Column({ name: 'committed_cents', type: 'integer', default: 0 })
  committedCents!: number;

  @Field(() => Int, { description: 'Different donors whose gifts the journey keeps.' })
  @Column({ name: 'donor_count', type: 'integer', default: 0 })
  donorCount!: number;

  @Field({ description: "A person who can vouch for the applicant: name." })
  @Column({ name: 'reference_name', type: 'varchar', length: 120 })
  referenceName!: string;

  @Field({ description: "The reference's phone number." })
  @Column({ name: 'reference_phone', type: 'varchar', length: 30 })
  referencePhone!: string;

  @Field({ description: 'How the reference knows the applicant.' })
  @Column({ name: 'reference_relation', type: 'varchar', length: 60 })
  referenceRelation!: string;

  @Column({ name: 'id_file_key', type: 'varchar', length: 80 })
  idFileKey!: string;

  @Field({ description: 'The ID document type as read from its bytes: image/jpeg, image/png or application/pdf.' })
  @Column({ name: 'id_file_type', type: 'varchar', length: 40 })
  idFileType!: string;

  @Field(() => Int, { description: 'The ID document size in bytes.' })
  @Column({ name: 'id_file_size', type: 'integer' })
  idFileSize!: number;

  @Field(() => ApplicationStatus, { description: 'Pending, approved or rejected.' })
  @Column({ type: 'varchar', length: 10, default: ApplicationStatus.PENDING })
  status!: ApplicationStatus;

  @Field({ description: 'When the application was submitted.' })
  @Column({ name: 'submitted_at', type: 'timestamptz', default: () => 'now()' })
  submittedAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When an admin approved or rejected it.' })
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt!: Date | null;

  @Column({ name: 'reviewed_by', type: 'uuid', nullable: true })
  reviewedBy!: string | null;

  @Field(() => RejectionReason, { nullable: true, description: 'Why it was rejected, if the reviewer said; null otherwise. Shown to the seeker in their language.' })
  @Column({ name: 'rejection_reason', type: 'varchar', length: 40, nullable: true })
  rejectionReason!: RejectionReason | null;

  @Field(() => String, { nullable: true, description: "The reviewer's note to the seeker beside the reason, as written (at most 500 characters); null if none." })
  @Column({ name: 'rejection_note', type: 'text', nullable: true })
  rejectionNote!: string | null;

  @Authorized(Role.ADMIN)
  @Field(() => Date, {
    nullable: true,
    description:
      'When the ID document was deleted from storage on schedule (ID_DOCUMENT_RETENTION_DAYS after the decision); null while it is kept. The decision (status, reviewedAt) stays; idFileUrl then answers 410 ID_DOCUMENT_DELETED. Admins only.',
  })
  @Column({ name: 'id_document_deleted_at', type: 'timestamptz', nullable: true })
  idDocumentDeletedAt!: Date | null;

  @Field(() => ZakatCategory, { nullable: true, description: 'Issue 31: the category of At-Tawbah 9:60 when an admin marked the journey zakat-eligible; null otherwise.' })
  @Column({ name: 'zakat_category', type: 'varchar', length: 20, nullable: true })
  zakatCategory!: ZakatCategory | null;

  @Field(() => String, { nullable: true, description: 'Issue 31: the admins’ note of the basis of its zakat eligibility (at most 500 characters); null when not eligible.' })
  @Column({ name: 'zakat_basis', type: 'text', nullable: true })
  zakatBasis!: string | null;

  /** Of collected, what zakat gifts keep (issue 31), written only by ApplicationFunding. */
  @Column({ name: 'zakat_collected_cents', type: 'integer', default: 0 })
  zakatCollectedCents!: number;

  @Field(() => Float, { description: 'Issue 31: of collectedAmount, the dollars zakat gifts keep (the rest is sadaqah).' })
  get zakatCollectedAmount(): number {
    return this.zakatCollectedCents / 100;
  }

  @Field(() => Float, { description: 'Amount asked for, in dollars.' })
  get requestedAmount(): number {
    return this.requestedAmountCents / 100;
  }

  @Field(() => Float, { description: 'Dollars the journey keeps: completed donations, refunds deducted. Never above requestedAmount.' })
  get collectedAmount(): number {
    return this.collectedAmountCents / 100;
  }

  @Field({ description: 'The admin-only path of the ID document: GET /application/file/{id} with an admin token (410 ID_DOCUMENT_DELETED once idDocumentDeletedAt is set).' })
  get idFileUrl(): string {
    return `/application/file/${this.id}`;
  }
}
