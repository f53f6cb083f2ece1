import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import type { Caller } from '../../auth/caller';
import { ApiKey, CreateApiKeyInput, CreatedApiKey } from './dto/api-key.types';
import type { ApiKeysService } from './api-keys.service';

@Resolver(() => ApiKey)
export class ApiKeysResolver {
  constructor(
    private readonly apiKeysService: ApiKeysService,
  ) {}

  @Authorized(Role.ADMIN)
  @Mutation(() => CreatedApiKey, {
    description: 'Issues a read-only API key for an integrator. The answer holds the secret, once: only its hash is kept. Audited.',
  })
  createApiKey(@Arg('input', () => CreateApiKeyInput, { description: 'Its name and scopes.' }) input: CreateApiKeyInput, @Ctx() { viewer }: Caller): Promise<CreatedApiKey> {
    return this.apiKeysService.create(viewer!, input);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [ApiKey], { description: 'Every API key, newest first, revoked ones included; never a secret.' })
  apiKeys(): Promise<ApiKey[]> {
    return this.apiKeysService.list();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ApiKey, { description: 'Revokes an API key: its next request is refused with 401 on every instance. Audited.' })
  revokeApiKey(@Arg('id', () => ID, { description: 'The API key id.' }) id: string, @Ctx() { viewer }: Caller): Promise<ApiKey> {
    return this.apiKeysService.revoke(viewer!, id);
  }
}
