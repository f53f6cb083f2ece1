import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import { Public } from '../../auth/public';
import { Role } from '../../auth/role';
import type { Caller } from '../../auth/caller';
import type { PasswordResetService } from './password-reset.service';

@Resolver()
export class PasswordResetResolver {
  constructor(private readonly passwordReset: PasswordResetService) {}

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Mails a single-use link (30 minutes) to choose a new password, if the address has an account of this role. Answers true either way, so it tells nobody whether an address has an account. Rate limited per client and per address.',
  })
  async requestPasswordReset(
    @Arg('role', () => Role, { description: 'Which kind of account.' }) role: Role,
    @Arg('email', () => String, { description: 'The account’s email address.' }) email: string,
    @Ctx() { ip }: Caller,
  ): Promise<boolean> {
    await this.passwordReset.request(role, { email }, ip);
    return true;
  }

  @Public()
  @Mutation(() => Role, {
    description:
      "Sets a new password through a reset link's token (once, within 30 minutes) and signs the account out everywhere; answers the account's role, whose sign-in page comes next. An unknown, used or expired token is RESET_LINK_INVALID.",
  })
  async resetPassword(
    @Arg('token', () => String, { description: 'The token of the reset link.' }) token: string,
    @Arg('password', () => String, { description: 'The new password (the role’s own length rule).' }) password: string,
  ): Promise<Role> {
    return (await this.passwordReset.reset({ token, password })).role;
  }
}
