import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ProviderName } from '../../payments/payment-provider';
import { CheckoutStatus, DedicationKind, GiftCancelReason, Recurrence, SupportMessageStatus } from './donation.enums';

/**
 * One press of "Donate": what the donor asked for and where the provider's session stands. A monthly
 * checkout is also the gift itself (its subscription), which the donor can cancel.
 */
@Entity({ name: 'checkout' })
export class Checkout {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'donor_id', type: 'uuid' })
  donorId!: string;

  @Column({ name: 'application_id', type: 'uuid' })
  applicationId!: string;

  @Column({ type: 'varchar', length: 8 })
  recurring!: Recurrence;

  /** Issue 31: the donor gives this as zakat (only on a zakat-eligible journey). */
  @Column({ type: 'boolean', default: false })
  zakat!: boolean;

  /** What the donor asked for; the money recorded always comes from the provider's objects. */
  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 10 })
  provider!: ProviderName;

  @Column({ name: 'provider_session_id', type: 'varchar', length: 255, nullable: true })
  providerSessionId!: string | null;

  @Column({ type: 'text', nullable: true })
  url!: string | null;

  /** 'creating' until the provider answered; then a CheckoutStatus. */
  @Column({ type: 'varchar', length: 12 })
  status!: CheckoutStatus | 'creating';

  @Column({ name: 'subscription_id', type: 'varchar', length: 255, nullable: true })
  subscriptionId!: string | null;

  @Column({ name: 'subscription_status', type: 'varchar', length: 10, nullable: true })
  subscriptionStatus!: 'active' | 'canceled' | null;

  @Column({ name: 'canceled_at', type: 'timestamptz', nullable: true })
  canceledAt!: Date | null;

  @Column({ name: 'cancel_reason', type: 'varchar', length: 20, nullable: true })
  cancelReason!: GiftCancelReason | null;

  /** When an instance last tried to end this gift or expire this session at the provider. */
  @Column({ name: 'closing_attempted_at', type: 'timestamptz', nullable: true })
  closingAttemptedAt!: Date | null;

  /** When the provider's session stops taking payment; its hold lapses a little after (checkout-expiry.ts). */
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt!: Date | null;

  /** When the payment sweep last asked the provider how this checkout stands. */
  @Column({ name: 'provider_checked_at', type: 'timestamptz', nullable: true })
  providerCheckedAt!: Date | null;

  /** Issue 31: the donor's name is hidden from the seeker, the public and integrators. */
  @Column({ type: 'boolean', default: false })
  anonymous!: boolean;

  /** The donor's words of support, shown once paid and approved. */
  @Column({ name: 'support_message', type: 'varchar', length: 280, nullable: true })
  supportMessage!: string | null;

  @Column({ name: 'support_status', type: 'varchar', length: 10, nullable: true })
  supportStatus!: SupportMessageStatus | null;

  @Column({ name: 'support_decided_by', type: 'uuid', nullable: true })
  supportDecidedBy!: string | null;

  @Column({ name: 'support_decided_at', type: 'timestamptz', nullable: true })
  supportDecidedAt!: Date | null;

  @Column({ name: 'dedication_kind', type: 'varchar', length: 16, nullable: true })
  dedicationKind!: DedicationKind | null;

  @Column({ name: 'dedication_name', type: 'varchar', length: 80, nullable: true })
  dedicationName!: string | null;

  /** Where the e-card goes, in which language; queued once the gift is paid (ecard_queued_at). */
  @Column({ name: 'ecard_email', type: 'varchar', length: 254, nullable: true })
  ecardEmail!: string | null;

  @Column({ name: 'ecard_language', type: 'varchar', length: 2, nullable: true })
  ecardLanguage!: 'en' | 'ar' | 'ur' | null;

  @Column({ name: 'ecard_queued_at', type: 'timestamptz', nullable: true })
  ecardQueuedAt!: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true })
  completedAt!: Date | null;
}
