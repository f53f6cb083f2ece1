import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { StoryStatus } from './story.enums';

/** A community story as stored (SPEC §3). Readers get `StoryView` (dto/story.types.ts), never the row. */
@Entity({ name: 'story' })
export class Story {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'seeker_id', type: 'uuid' })
  seekerId!: string;

  @Column({ type: 'varchar', length: 120 })
  title!: string;

  @Column({ type: 'text' })
  description!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  location!: string | null;

  /** Where the media lives in storage (random; DESIGN §8); null when the story has none. */
  @Column({ name: 'media_key', type: 'varchar', length: 80, nullable: true })
  mediaKey!: string | null;

  /** The media's MIME type as its bytes said. */
  @Column({ name: 'media_type', type: 'varchar', length: 40, nullable: true })
  mediaType!: string | null;

  @Column({ name: 'media_size', type: 'integer', nullable: true })
  mediaSize!: number | null;

  @Column({ type: 'varchar', length: 10, default: StoryStatus.PENDING })
  status!: StoryStatus;

  @Column({ name: 'created_at', type: 'timestamptz', precision: 3, default: () => 'now()' })
  createdAt!: Date;

  @Column({ name: 'moderated_at', type: 'timestamptz', nullable: true })
  moderatedAt!: Date | null;

  @Column({ name: 'moderated_by', type: 'uuid', nullable: true })
  moderatedBy!: string | null;

  /** When an admin took the published story down (status withdrawn), and who. */
  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  @Column({ name: 'withdrawn_by', type: 'uuid', nullable: true })
  withdrawnBy!: string | null;

  /**
   * When the retention job deleted the media of this rejected or withdrawn story from storage
   * (ID_DOCUMENT_RETENTION_DAYS after the decision); the key, type and size stay, as the record of
   * what was there.
   */
  @Column({ name: 'media_deleted_at', type: 'timestamptz', nullable: true })
  mediaDeletedAt!: Date | null;
}
