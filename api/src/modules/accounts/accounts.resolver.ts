import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Public } from '../../auth/public';
import { Role } from '../../auth/role';
import type { Caller } from '../../auth/caller';
import { Account } from './account.entity';
import { AccountLanguage } from './account-language';
import { AuthPayload, SecondFactorKind, SignInStep } from './dto/auth-payload.type';
import { LoginInput } from './dto/login.input';
import { RegisterInput } from './dto/register.input';
import type { AccountsService, SignedIn } from './accounts.service';

/** A sign-in as GraphQL answers it. */
export function authPayload(signedIn: SignedIn): AuthPayload {
  return { token: signedIn.token, account: signedIn.account, step: signedIn.step as SignInStep, factorKinds: (signedIn.factorKinds ?? []) as SecondFactorKind[] };
}

@Resolver(() => Account)
export class AccountsResolver {
  constructor(
    private readonly accounts: AccountsService,
  ) {}

  @Authorized()
  @Query(() => Account, { description: 'The account behind the bearer token.' })
  me(@Ctx() { viewer }: Caller): Promise<Account> {
    return this.accounts.me(viewer!);
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description:
      'Creates an account of the given role and signs it in. Admin registration is open only until the first admin exists.',
  })
  async register(
    @Arg('role', () => Role, { description: 'Which kind of account.' }) role: Role,
    @Arg('input', () => RegisterInput, { description: 'Full name, email and password of the new account.' }) input: RegisterInput,
    @Ctx() { viewer, ip }: Caller,
  ): Promise<AuthPayload> {
    return authPayload(await this.accounts.register(role, { ...input }, { ip, viewer }));
  }

  @Public()
  @Mutation(() => AuthPayload, {
    description: 'Signs in with email and password as the given role. An admin with a second factor (or, where ADMIN_2FA=required, without one) is answered a step to take next, not yet a session.',
  })
  async login(
    @Arg('role', () => Role, { description: 'Which kind of account.' }) role: Role,
    @Arg('input', () => LoginInput, { description: 'Email and password.' }) input: LoginInput,
    @Ctx() { viewer, ip }: Caller,
  ): Promise<AuthPayload> {
    return authPayload(await this.accounts.login(role, { ...input }, { ip, viewer }));
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Signs the caller out on every device: every token of this account signed until now, this one included, fails with 401 SESSION_ENDED from now on, on every API instance. Answers true.',
  })
  async signOutEverywhere(@Ctx() { viewer }: Caller): Promise<boolean> {
    await this.accounts.signOutEverywhere(viewer!);
    return true;
  }

  @Authorized()
  @Mutation(() => AuthPayload, {
    description:
      "Changes the signed-in person's password: the current one must be right (CURRENT_PASSWORD_WRONG otherwise; tries are limited like sign-ins), the new one follows the role's rule. Every other session ends (401 SESSION_ENDED); answers this session's new token. An audit event.",
  })
  async changePassword(
    @Arg('currentPassword', () => String, { description: 'The password now.' }) currentPassword: string,
    @Arg('newPassword', () => String, { description: 'At least 6 characters for seekers and donors, 10 for admins.' }) newPassword: string,
    @Ctx() { viewer }: Caller,
  ): Promise<AuthPayload> {
    return authPayload(await this.accounts.changePassword(viewer!, { currentPassword, newPassword }));
  }

  @Authorized()
  @Mutation(() => Account, { description: "Sets the language of the signed-in person's email." })
  setMyLanguage(
    @Arg('language', () => AccountLanguage, { description: 'English, Arabic or Urdu.' }) language: AccountLanguage,
    @Ctx() { viewer }: Caller,
  ): Promise<Account> {
    return this.accounts.setLanguage(viewer!, language);
  }
}
