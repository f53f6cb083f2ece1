import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Caller } from '../../auth/caller';
import { Public } from '../../auth/public';
import { Role } from '../../auth/role';
import { AppError } from '../../errors/app-error';
import { authPayload } from '../accounts/accounts.resolver';
import { AuthPayload, SecondFactorKind } from '../accounts/dto/auth-payload.type';
import { SecondFactorEnrolment, SecondFactorInput, SecondFactorStatus, TotpEnrolment, type SecondFactor } from './dto/second-factor.types';
import { SecondFactorErrors } from './second-factors.errors';
import type { Enrolled, FactorView, SecondFactorsService } from './second-factors.service';

/** The browser's WebAuthn answers travel as JSON text; anything that is not JSON is no answer. */
function parseAnswer(json: string | null | undefined): unknown {
  if (json === null || json === undefined || json === '') return undefined;
  if (json.length > 64 * 1024) throw new AppError(SecondFactorErrors.PASSKEY_NOT_VERIFIED);
  try {
    return JSON.parse(json);
  } catch {
    throw new AppError(SecondFactorErrors.PASSKEY_NOT_VERIFIED);
  }
}

const factor = (view: FactorView): SecondFactor => ({ ...view, kind: view.kind as SecondFactorKind });
const enrolment = (done: Enrolled): SecondFactorEnrolment => ({
  factor: factor(done.factor),
  recoveryCodes: done.recoveryCodes,
  session: done.session ? authPayload(done.session) : null,
});

/**
 * Admins' second factor. The enrolment operations answer a signed-in admin, and an admin whose
 * sign-in waits for a first factor (ADMIN_2FA=required); the sign-in operations answer only a
 * token at the SECOND_FACTOR step. They are marked @Public because those tokens are not sessions:
 * the service checks who may call each one.
 */
@Resolver()
export class SecondFactorsResolver {
  constructor(private readonly secondFactors: SecondFactorsService) {}

  @Public()
  @Query(() => SecondFactorStatus, { description: "The admin's second factors (a signed-in admin, or one enrolling to finish signing in)." })
  async mySecondFactors(@Ctx() caller: Caller): Promise<SecondFactorStatus> {
    const status = await this.secondFactors.status(caller);
    return { ...status, factors: status.factors.map(factor) };
  }

  @Public()
  @Mutation(() => TotpEnrolment, { description: 'Starts adding an authenticator app: a new secret and its QR code. Nothing is in use until confirmTotpEnrolment.' })
  startTotpEnrolment(@Ctx() caller: Caller): Promise<TotpEnrolment> {
    return this.secondFactors.startTotp(caller);
  }

  @Public()
  @Mutation(() => SecondFactorEnrolment, { description: 'Confirms an authenticator app with a code it shows; the first factor comes with ten recovery codes.' })
  async confirmTotpEnrolment(
    @Arg('factorId', () => ID, { description: "startTotpEnrolment's factorId." }) factorId: string,
    @Arg('code', () => String, { description: 'The six digits the app shows now.' }) code: string,
    @Arg('label', () => String, { nullable: true, description: 'A name for it, at most 60 characters.' }) label: string | null,
    @Ctx() caller: Caller,
  ): Promise<SecondFactorEnrolment> {
    return enrolment(await this.secondFactors.confirmTotp(caller, factorId, code, label));
  }

  @Public()
  @Mutation(() => String, { description: "Starts adding a passkey: WebAuthn creation options as JSON (for @simplewebauthn/browser's startRegistration), valid five minutes." })
  async startPasskeyEnrolment(@Ctx() caller: Caller): Promise<string> {
    return JSON.stringify(await this.secondFactors.startPasskey(caller));
  }

  @Public()
  @Mutation(() => SecondFactorEnrolment, { description: "Adds the passkey from the browser's answer (JSON); the first factor comes with ten recovery codes." })
  async finishPasskeyEnrolment(
    @Arg('response', () => String, { description: "startRegistration's answer, as JSON." }) response: string,
    @Arg('label', () => String, { nullable: true, description: 'A name for it, at most 60 characters.' }) label: string | null,
    @Ctx() caller: Caller,
  ): Promise<SecondFactorEnrolment> {
    return enrolment(await this.secondFactors.finishPasskey(caller, parseAnswer(response), label));
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => Boolean, { description: 'Removes one of your factors (not the last where ADMIN_2FA=required); needs a proof within 5 minutes (reauthenticate). Answers true.' })
  async removeSecondFactor(@Arg('id', () => ID, { description: 'The factor to remove.' }) id: string, @Ctx() caller: Caller): Promise<boolean> {
    await this.secondFactors.remove(caller, id);
    return true;
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => [String], { description: 'Ten new recovery codes, shown this once; the old ones stop working. Needs a proof within 5 minutes (reauthenticate).' })
  renewRecoveryCodes(@Ctx() caller: Caller): Promise<string[]> {
    return this.secondFactors.renewRecoveryCodes(caller);
  }

  @Authorized(Role.ADMIN)
  @Mutation(() => AuthPayload, {
    description:
      'Proves again who you are, with your password or a code from your authenticator app (exactly one): a new session, which may add or remove second factors and renew recovery codes for 5 minutes (they answer REAUTHENTICATION_REQUIRED otherwise). A wrong one is REAUTHENTICATION_WRONG.',
  })
  async reauthenticate(
    @Arg('password', () => String, { nullable: true, description: 'Your current password.' }) password: string | null,
    @Arg('code', () => String, { nullable: true, description: 'The six digits your authenticator app shows now.' }) code: string | null,
    @Ctx() caller: Caller,
  ): Promise<AuthPayload> {
    return authPayload(await this.secondFactors.reauthenticate(caller, { password, code }));
  }

  @Public()
  @Mutation(() => String, { description: "At the SECOND_FACTOR step: WebAuthn request options as JSON (for startAuthentication), valid five minutes." })
  async startPasskeySignIn(@Ctx() caller: Caller): Promise<string> {
    return JSON.stringify(await this.secondFactors.startPasskeySignIn(caller));
  }

  @Public()
  @Mutation(() => AuthPayload, { description: 'At the SECOND_FACTOR step: a code, a recovery code or a passkey answer; the session when it matches. Ten wrong answers in 15 minutes wait.' })
  async verifySecondFactor(@Arg('input', () => SecondFactorInput, { description: 'Exactly one answer.' }) input: SecondFactorInput, @Ctx() caller: Caller): Promise<AuthPayload> {
    return authPayload(await this.secondFactors.verify(caller, { code: input.code, recoveryCode: input.recoveryCode, passkey: parseAnswer(input.passkeyResponse) }));
  }
}
