import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Role } from '../../auth/role';
import type { GraphQLContext } from '../../graphql/context';
import { ApiKey, CreateApiKeyInput, CreatedApiKey } from './dto/api-key.types';

@Resolver(() => ApiKey)
export class ApiKeysResolver {
  @Authorized(Role.ADMIN)
  @Mutation(() => CreatedApiKey, {
    description: 'Issues a read-only API key for an integrator. The answer holds the secret, once: only its hash is kept. Audited.',
  })
  createApiKey(@Arg('input', () => CreateApiKeyInput, { description: 'Its name and scopes.' }) input: CreateApiKeyInput, @Ctx() { services, viewer }: GraphQLContext): Promise<CreatedApiKey> {
    return services.apiKeys.create(viewer!, input);
  }

  @Authorized(Role.ADMIN)
  @Query(() => [ApiKey], { description: 'Every API key, newest first, revoked ones included; never a secret.' })
  apiKeys(@Ctx() { services }: GraphQLContext): Promise<ApiKey[]> {
    return services.apiKeys.list();
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => ApiKey, { description: 'Revokes an API key: its next request is refused with 401 on every instance. Audited.' })
  revokeApiKey(@Arg('id', () => ID, { description: 'The API key id.' }) id: string, @Ctx() { services, viewer }: GraphQLContext): Promise<ApiKey> {
    return services.apiKeys.revoke(viewer!, id);
  }
}
