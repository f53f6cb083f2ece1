import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ApiKeyScope } from './api-key-scope';

/** An integrator's key as stored: its hash, never the key. Admins read `ApiKey` (dto/api-key.types.ts). */
@Entity({ name: 'api_key' })
export class ApiKeyRow {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 32 })
  prefix!: string;

  /** SHA-256 (hex) of the whole key. */
  @Column({ name: 'secret_hash', type: 'char', length: 64, select: false })
  secretHash!: string;

  @Column({ type: 'varchar', length: 40, array: true })
  scopes!: ApiKeyScope[];

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'created_by', type: 'uuid' })
  createdBy!: string;

  /** Updated at most once a minute per key (API_KEY_TOUCH_SECONDS), not on every request. */
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ name: 'revoked_by', type: 'uuid', nullable: true })
  revokedBy!: string | null;
}
