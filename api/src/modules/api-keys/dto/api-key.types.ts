import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { ApiKeyScope as ApiKeyScopeEnum } from '../../../operations/api-key-scopes';
import type { ApiKeyScope } from '../api-key-scope';

@ObjectType({ description: "An integrator's API key as admins see it: never its secret, which is shown once, at creation." })
export class ApiKey {
  @Field(() => ID, { description: 'Stable identifier (UUID).' })
  id!: string;

  @Field({ description: 'What the key is for, e.g. "Mosque website".' })
  name!: string;

  @Field({ description: 'The start of the key (`sabil_key_` and 8 characters), not secret: tells keys apart.' })
  prefix!: string;

  @Field(() => [ApiKeyScopeEnum], { description: 'What the key may read.' })
  scopes!: ApiKeyScope[];

  @Field({ description: 'When the key was created.' })
  createdAt!: Date;

  @Field(() => ID, { description: 'The admin who created the key.' })
  createdBy!: string;

  @Field({ description: "The creating admin's name." })
  createdByName!: string;

  @Field(() => Date, { nullable: true, description: 'When the key was last used, to the minute; null if never.' })
  lastUsedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When the key was revoked; null while it works.' })
  revokedAt!: Date | null;
}

@ObjectType({ description: 'A new API key with its secret: the only time the secret is shown.' })
export class CreatedApiKey {
  @Field(() => ApiKey, { description: 'The key as it will be listed.' })
  apiKey!: ApiKey;

  @Field({ description: 'The whole key, to send as `Authorization: Bearer <key>`. Shown once; only its hash is kept.' })
  secret!: string;
}

@InputType({ description: 'A new API key: a name and at least one scope.' })
export class CreateApiKeyInput {
  @Field({ description: 'What the key is for, 1–100 characters.' })
  name!: string;

  @Field(() => [ApiKeyScopeEnum], { description: 'What the key may read; at least one.' })
  scopes!: ApiKeyScope[];
}
