import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../auth/public';
import { Role } from '../../auth/role';
import type { GraphQLContext } from '../../graphql/context';
import { Account } from './account.entity';
import { AuthPayload } from './dto/auth-payload.type';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';

@Resolver(() => Account)
export class AccountsResolver {
  @Authorized()
  @Query(() => Account, { description: 'The account behind the bearer token.' })
  me(@Ctx() { services, viewer }: GraphQLContext): Promise<Account> {
    return services.accounts.me(viewer!);
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'Creates an account of the given role and signs it in. Admin registration is open only until the first admin exists.',
  })
  register(
    @Arg('role', () => Role, { description: 'Which kind of account.' }) role: Role,
    @Arg('input', () => RegisterInput, { description: 'Full name, email and password of the new account.' }) input: RegisterInput,
    @Ctx() { services, viewer, ip }: GraphQLContext,
  ): Promise<AuthPayload> {
    return services.accounts.register(role, { ...input }, { ip, viewer });
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'Signs in with email and password as the given role.' })
  login(
    @Arg('role', () => Role, { description: 'Which kind of account.' }) role: Role,
    @Arg('input', () => LoginInput, { description: 'Email and password.' }) input: LoginInput,
    @Ctx() { services, viewer, ip }: GraphQLContext,
  ): Promise<AuthPayload> {
    return services.accounts.login(role, { ...input }, { ip, viewer });
  }
}
