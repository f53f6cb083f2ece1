import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Authenticator apps (TOTP, RFC 6238: six digits, 30 seconds, SHA-1 — what every app reads). The
 * secret is sealed at rest with AES-256-GCM under a key derived from JWT_SECRET, so a copy of the
 * database alone does not give an admin's codes away (changing JWT_SECRET retires the apps: admins
 * then sign in with a recovery code and enrol again).
 */
export class TotpSecrets {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sabil', 'totp-secret', 32));
  }

  generate(): string {
    return generateSecret();
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `v1:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
  }

  /** Undefined when the secret was sealed under another key. */
  open(sealed: string): string | undefined {
    try {
      const raw = Buffer.from(sealed.slice(3), 'base64');
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** The code's time step when it is right (one step either side is allowed for clock drift) and later than `afterStep`. */
export async function totpStep(secret: string, code: string, afterStep: number): Promise<number | undefined> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return undefined;
  const result = await verify({ secret, token, epochTolerance: 30, afterTimeStep: afterStep > 0 ? afterStep : undefined });
  // TOTP's answers carry the step that matched (HOTP's, the other half of the type, do not).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** The otpauth:// address an app reads, and the same as a QR code (SVG). */
export async function enrolmentPicture(secret: string, accountName: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = generateURI({ issuer: 'Sabil', label: accountName, secret });
  return { uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }) };
}
