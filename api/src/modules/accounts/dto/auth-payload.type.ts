import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { Account } from '../account.entity';

/** What a sign-in must still do (the API's values are the token's stages). */
export enum SignInStep {
  COMPLETE = 'complete',
  SECOND_FACTOR = 'second_factor',
  ENROL = 'enrol',
}

registerEnumType(SignInStep, {
  name: 'SignInStep',
  description: 'What a sign-in must still do before its token is a session.',
  valuesConfig: {
    COMPLETE: { description: 'Nothing: the token is a session.' },
    SECOND_FACTOR: { description: 'An admin with a second factor: verifySecondFactor with the token (it opens nothing else, for 15 minutes).' },
    ENROL: { description: 'ADMIN_2FA=required and the admin has no second factor: enrol one with the token (it opens nothing else, for 15 minutes).' },
  },
});

export enum SecondFactorKind {
  PASSKEY = 'passkey',
  TOTP = 'totp',
}

registerEnumType(SecondFactorKind, {
  name: 'SecondFactorKind',
  description: "An admin's second factor.",
  valuesConfig: {
    PASSKEY: { description: 'A passkey or security key (WebAuthn).' },
    TOTP: { description: 'A six-digit code from an authenticator app (TOTP, 30 seconds).' },
  },
});

@ObjectType({ description: 'A sign-in: the bearer token, the account, and what the sign-in must still do.' })
export class AuthPayload {
  @Field({ description: 'Send as "Authorization: Bearer <token>". HS256 JWT with sub and role claims; it expires. Unless step is COMPLETE, it opens only the second-factor operations.' })
  token!: string;

  @Field(() => Account, { description: 'The account that signed in or registered.' })
  account!: Account;

  @Field(() => SignInStep, { description: 'COMPLETE, or the second-factor step an admin must take next.' })
  step!: SignInStep;

  @Field(() => [SecondFactorKind], { description: 'At SECOND_FACTOR: the kinds of factor the admin has (a recovery code always works). Empty otherwise.' })
  factorKinds!: SecondFactorKind[];
}
