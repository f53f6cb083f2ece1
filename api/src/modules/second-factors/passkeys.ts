import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';

/** Where passkeys are bound: the web app's host name and origin (WEB_ORIGIN). */
export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

/** A passkey as kept: the credential's id, public key, signature counter and how the browser reached it. */
export interface StoredPasskey {
  credentialId: string;
  publicKey: Uint8Array;
  signCount: number;
  transports: string[];
}

/** A challenge is checked by the caller's store, which spends it (single use). */
export type SpendChallenge = (challenge: string) => Promise<boolean>;

/** WebAuthn through @simplewebauthn/server: options for the browser, and the checks of its answers. */
export class Passkeys {
  constructor(private readonly rp: RelyingParty) {}

  registrationOptions(account: { id: string; email: string; fullname: string }, existing: StoredPasskey[]) {
    return generateRegistrationOptions({
      rpName: this.rp.name,
      rpID: this.rp.id,
      userName: account.email,
      userDisplayName: account.fullname,
      userID: new TextEncoder().encode(account.id),
      attestationType: 'none',
      // The same authenticator twice is one factor, not two.
      excludeCredentials: existing.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
  }

  /** The new credential, or undefined when the answer does not verify (a wrong origin, challenge or signature). */
  async register(response: unknown, spend: SpendChallenge): Promise<StoredPasskey | undefined> {
    if (!isCredentialAnswer(response)) return undefined;
    try {
      const result = await verifyRegistrationResponse({
        response: response as unknown as RegistrationResponseJSON,
        expectedChallenge: spend,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        requireUserVerification: false,
      });
      if (!result.verified) return undefined;
      const { credential } = result.registrationInfo;
      return { credentialId: credential.id, publicKey: credential.publicKey, signCount: credential.counter, transports: credential.transports ?? [] };
    } catch {
      return undefined;
    }
  }

  authenticationOptions(keys: StoredPasskey[]) {
    return generateAuthenticationOptions({
      rpID: this.rp.id,
      allowCredentials: keys.map((key) => ({ id: key.credentialId, transports: key.transports as AuthenticatorTransport[] })),
      userVerification: 'preferred',
    });
  }

  /** The credential's new signature counter, or undefined when the answer does not verify (a cloned key's counter included). */
  async authenticate(response: unknown, key: StoredPasskey, spend: SpendChallenge): Promise<number | undefined> {
    if (!isCredentialAnswer(response)) return undefined;
    try {
      const result = await verifyAuthenticationResponse({
        response: response as unknown as AuthenticationResponseJSON,
        expectedChallenge: spend,
        expectedOrigin: this.rp.origin,
        expectedRPID: this.rp.id,
        credential: { id: key.credentialId, publicKey: key.publicKey as Uint8Array<ArrayBuffer>, counter: key.signCount, transports: key.transports as AuthenticatorTransport[] },
        requireUserVerification: false,
      });
      return result.verified ? result.authenticationInfo.newCounter : undefined;
    } catch {
      return undefined;
    }
  }
}

/** The id of a browser's WebAuthn answer, when the value has the shape of one. */
export function credentialIdOf(response: unknown): string | undefined {
  return isCredentialAnswer(response) ? response.id : undefined;
}

function isCredentialAnswer(value: unknown): value is { id: string; response: object } {
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && (value as { id: string }).id.length <= 1024
    && typeof (value as { response?: unknown }).response === 'object' && (value as { response?: unknown }).response !== null;
}
