import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { Role } from '../../auth/role';
import { AccountLanguage } from './account-language';

@ObjectType({ description: 'A person who can sign in: a seeker, a donor or an admin.' })
@Entity({ name: 'account' })
export class Account {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Field(() => Role, { description: 'The role this account signs in as.' })
  @Column({ type: 'enum', enum: Role, enumName: 'account_role' })
  role!: Role;

  @Field({ description: 'Full name as given at registration.' })
  @Column({ type: 'varchar', length: 120 })
  fullname!: string;

  @Field({ description: 'Email address, lower-cased; unique per role.' })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Field(() => AccountLanguage, { description: "The language this person's email is written in (setMyLanguage changes it)." })
  @Column({ type: 'varchar', length: 2, default: AccountLanguage.EN })
  language!: AccountLanguage;

  /** argon2id; never leaves the API. */
  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash!: string;

  /** Moves on when the person signs out everywhere: tokens signed at an older version fail (auth/token-versions.ts). */
  @Column({ name: 'token_version', type: 'integer', default: 0 })
  tokenVersion!: number;

  @Field({ description: 'When the account was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
