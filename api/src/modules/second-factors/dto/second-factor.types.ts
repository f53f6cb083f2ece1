import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { AuthPayload, SecondFactorKind } from '../../accounts';

@ObjectType({ description: "One of an admin's second factors (never its secret or key)." })
export class SecondFactor {
  @Field(() => ID, { description: 'Pass to removeSecondFactor.' })
  id!: string;

  @Field(() => SecondFactorKind, { description: 'A passkey or an authenticator app.' })
  kind!: SecondFactorKind;

  @Field({ description: 'The name the admin gave it ("YubiKey", "Phone").' })
  label!: string;

  @Field({ description: 'When it was added.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it last proved a sign-in.' })
  lastUsedAt!: Date | null;
}

@ObjectType({ description: "The signed-in admin's second factors." })
export class SecondFactorStatus {
  @Field(() => [SecondFactor], { description: 'Oldest first.' })
  factors!: SecondFactor[];

  @Field(() => Int, { description: 'Recovery codes not used yet (ten are given with the first factor).' })
  recoveryCodesLeft!: number;

  @Field({ description: 'ADMIN_2FA=required: an admin must keep at least one factor.' })
  required!: boolean;
}

@ObjectType({ description: 'An authenticator app being added: scan the QR code (or type the secret), then confirm with a code from the app.' })
export class TotpEnrolment {
  @Field(() => ID, { description: 'Pass to confirmTotpEnrolment.' })
  factorId!: string;

  @Field({ description: 'The base32 secret, for apps that cannot scan.' })
  secret!: string;

  @Field({ description: 'The otpauth:// address the QR code holds.' })
  uri!: string;

  @Field({ description: 'The QR code as an SVG document.' })
  qrSvg!: string;
}

@ObjectType({ description: 'A second factor added.' })
export class SecondFactorEnrolment {
  @Field(() => SecondFactor, { description: 'The factor now in use.' })
  factor!: SecondFactor;

  @Field(() => [String], { description: 'Ten single-use recovery codes, shown this once: with the first factor (or when none are left). Empty otherwise.' })
  recoveryCodes!: string[];

  @Field(() => AuthPayload, { nullable: true, description: 'When this enrolment was the last step of a sign-in (ADMIN_2FA=required): the session.' })
  session!: AuthPayload | null;
}

@InputType({ description: 'The second step of an admin sign-in: exactly one of these.' })
export class SecondFactorInput {
  @Field(() => String, { nullable: true, description: 'The six digits an authenticator app shows now.' })
  code?: string | null;

  @Field(() => String, { nullable: true, description: 'One of the recovery codes (it then stops working).' })
  recoveryCode?: string | null;

  @Field(() => String, { nullable: true, description: "The browser's answer to startPasskeySignIn's options, as JSON (what @simplewebauthn/browser's startAuthentication returns)." })
  passkeyResponse?: string | null;
}
