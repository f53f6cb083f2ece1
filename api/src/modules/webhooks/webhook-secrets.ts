import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * Signing secrets at rest: the receiver's secret must be readable to sign with, so it is stored
 * encrypted (AES-256-GCM) under a key derived (HKDF-SHA256) from JWT_SECRET; a database dump alone
 * does not reveal it. The endpoint id is the additional data, so a ciphertext moved to another
 * row does not decrypt. Rotating JWT_SECRET makes stored secrets unreadable: rotate them too.
 */
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(jwtSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret, 'sabil-webhooks', 'webhook signing secret encryption', 32));
  }

  /** A new signing secret as the admin copies it (shown once). */
  static generate(): string {
    return `whsec_${randomBytes(32).toString('base64url')}`;
  }

  seal(endpointId: string, secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(endpointId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
  }

  open(endpointId: string, stored: string): string {
    const [version, data] = stored.split(':');
    if (version !== VERSION || !data) throw new Error('unknown webhook secret format');
    const bytes = Buffer.from(data, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(endpointId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** `Sabil-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
