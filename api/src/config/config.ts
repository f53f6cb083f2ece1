import { isIP } from 'node:net';
import path from 'node:path';
import { readContact, type ContactConfig } from './contact-config';
import { boolean, ConfigError, integer, read, type Env } from './config-values';

export { ConfigError };

/** Everything the API reads from its environment, parsed and checked once at start. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  apiPort: number;
  webOrigin: string;
  /** PostgreSQL connection string; absent means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  /**
   * The role that owns the tables and runs the migrations (MIGRATION_DATABASE_URL); the API then
   * serves on databaseUrl as a role that owns nothing. Absent: databaseUrl does both.
   */
  migrationDatabaseUrl?: string;
  dataDir: string;
  /** Absent in development: main.ts then generates one and keeps it under dataDir. */
  jwtSecret?: string;
  jwtExpiresInSeconds: number;
  adminInviteCode?: string;
  introspection: boolean;
  /** How many times an operation's document runs interpreted before it is compiled (graphql/compiled-executor.ts); 0 compiles at once. */
  graphqlCompileAfter: number;
  logLevel: LogLevel;
  /**
   * Which hops of X-Forwarded-For to believe (express's `trust proxy`): false, the number of
   * proxies in front of the API, or their addresses — never "everything".
   */
  trustProxy: TrustProxy;
  rateLimit: RateLimitConfig;
  /** Stories one seeker may share per window (each may carry 50 MB). */
  storyLimit: { windowSeconds: number; perSeeker: number; perIp: number };
  /** Requests one API key may make per window (60 s). */
  /** Requests per key per minute; unknown or revoked keys per client address per 10 minutes. */
  apiKeyLimit: { windowSeconds: number; perKey: number; invalidPerIp: number };
  /** Where donors pay (DESIGN §7): Stripe, or the built-in test checkout (no money moves). */
  payments: PaymentsConfig;
  /** The API's address as browsers reach it; the test checkout's pages live there. Absent: http://localhost:<port>. */
  publicApiUrl?: string;
  /** S3-compatible object storage for uploads (S3_BUCKET and friends); absent: DATA_DIR/uploads. */
  s3?: S3Config;
  /** The retention job: ID documents after the decision, stored files no row references (DESIGN §8). */
  retention: RetentionConfig;
  /** Outgoing webhooks: how long a receiver may take, how often the outbox is polled, private addresses. */
  webhooks: WebhooksConfig;
  /** Email: the SMTP server, the sender, or the development mailbox. */
  mail: MailConfig;
  /**
   * ADMIN_2FA=required (production's default): an admin without a second factor must enrol one
   * before anything else. `optional`: admins may enrol; one who has a factor is always asked for it.
   */
  adminSecondFactorRequired: boolean;
  /**
   * PASSWORD_HASHING: `standard` (argon2id, 64 MiB, 3 passes, 4 lanes: about 0.3 s of CPU a hash)
   * or `fast` (1 MiB, 2 passes, 1 lane), for tests and local journeys only; production refuses it.
   */
  passwordHashing: PasswordHashing;
  /** The contact form and the newsletter: the charity's inbox and the per-address limits. */
  contact: ContactConfig;
}

export type PasswordHashing = 'standard' | 'fast';

export interface MailConfig {
  /**
   * smtp://user:password@host:587 (STARTTLS when the server offers it) or smtps://…:465 (SMTP_URL).
   * Absent: messages are kept in the development mailbox (GET /dev/mailbox) and never leave the API.
   */
  smtpUrl?: string;
  /** The From header: `Name <address>` or an address (MAIL_FROM). */
  from: string;
  /** MAIL_DISABLED: no message is sent or kept for sending; each is logged as suppressed. */
  disabled: boolean;
  /** Milliseconds between two polls of the mail outbox (each commit that writes mail also wakes it). */
  pollIntervalMs: number;
  /** Milliseconds the SMTP server has to connect, greet and answer each command. */
  timeoutMs: number;
  /**
   * DEV_MAILBOX_ALLOW_REMOTE: the development mailbox answers any client, not only this machine's
   * (loopback). For a development API reached from another device; never mounted in production.
   */
  mailboxAllowRemote?: boolean;
}

export interface WebhooksConfig {
  /** Milliseconds a receiver has to answer a delivery (WEBHOOK_TIMEOUT_SECONDS). */
  timeoutMs: number;
  /** Milliseconds between two polls of the outbox (each commit that writes events also wakes it). */
  pollIntervalMs: number;
  /** Allows http and loopback/private addresses, for local testing only (WEBHOOK_ALLOW_PRIVATE). */
  allowPrivate: boolean;
  /** Days the outbox keeps an event once all its deliveries are delivered or failed (WEBHOOK_RETENTION_DAYS). */
  retentionDays: number;
}

export interface RetentionConfig {
  /** Days after an application's decision its ID document is deleted from storage. */
  idDocumentDays: number;
  /** Minutes a stored file without a row is left alone (an upload not yet committed). */
  orphanGraceMinutes: number;
  /** Seconds between two runs of the job. */
  intervalSeconds: number;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Not from the environment: tests against s3rver, which stores checksummed (aws-chunked) bodies as they come, set WHEN_REQUIRED. */
  checksums?: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED';
}

export interface PaymentsConfig {
  provider: 'stripe' | 'test';
  stripeSecretKey?: string;
  stripeWebhookSecret?: string;
  /** Checkouts a donor, and an IP address, may start per window (card testing); verify calls per donor. */
  checkoutLimit: { windowSeconds: number; perDonor: number; perIp: number; verifyPerDonor: number };
  /** How often each instance asks the provider about payments left unsettled (the payment sweep). */
  sweepIntervalSeconds: number;
}

export interface RateLimitConfig {
  windowSeconds: number;
  /** Sign-in and registration attempts one IP address may make per window. */
  perIp: number;
  /** Failed attempts against one (role, email) per window before it is locked for the window. */
  perAccount: number;
}

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: a hop count (1 = the one proxy in front of the API) or a list of proxy addresses,
 * CIDR ranges or express's names (loopback, linklocal, uniquelocal). "true" is refused: it would
 * believe the left-most X-Forwarded-For address, which any client writes itself.
 */
function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || ['false', '0', 'no', 'off'].includes(raw.toLowerCase())) return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > 10) throw new ConfigError(`TRUST_PROXY must be a number of proxies from 0 to 10, or their addresses (got "${raw}")`);
    return hops;
  }
  if (['true', 'yes', 'on'].includes(raw.toLowerCase())) {
    throw new ConfigError(
      'TRUST_PROXY=true would believe any address a client writes in X-Forwarded-For: give the number of proxies in front of the API (e.g. 1) or their addresses (e.g. 10.0.0.2, 10.0.0.0/8, loopback)',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    const [address, prefix, extra] = entry.split('/');
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (isIP(address!) === 4 ? 32 : 128));
    if (!PROXY_NAMES.includes(entry) && (extra !== undefined || !isIP(address!) || !prefixOk)) {
      throw new ConfigError(`TRUST_PROXY must be a number of proxies or a list of their addresses, CIDR ranges or ${PROXY_NAMES.join('/')} (got "${entry}")`);
    }
  }
  return entries;
}

function url(env: Env, name: string, protocols: string[]): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${redact(raw)}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** Keeps passwords in connection strings out of error messages and logs. */
function redact(value: string): string {
  return value.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnvRaw = read(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as Config['nodeEnv'];
  const production = nodeEnv === 'production';

  const webOrigin = url(env, 'WEB_ORIGIN', ['http:', 'https:']) ?? 'http://localhost:3000';
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const jwtSecret = read(env, 'JWT_SECRET');

  if (production && !jwtSecret) throw new ConfigError('JWT_SECRET is required when NODE_ENV=production');
  if (production && !databaseUrl) throw new ConfigError('DATABASE_URL is required when NODE_ENV=production');
  const migrationDatabaseUrl = url(env, 'MIGRATION_DATABASE_URL', ['postgres:', 'postgresql:']);
  if (migrationDatabaseUrl && !databaseUrl) throw new ConfigError('MIGRATION_DATABASE_URL needs DATABASE_URL (the role the API serves as)');
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }

  const adminInviteCode = read(env, 'ADMIN_INVITE_CODE');
  if (adminInviteCode !== undefined && adminInviteCode.length < 12) {
    throw new ConfigError('ADMIN_INVITE_CODE must be at least 12 characters long');
  }

  const payments = readPayments(env, production);

  const logLevel = (read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  return {
    nodeEnv,
    apiPort: integer(env, 'API_PORT', 4000, 0, 65535),
    webOrigin: new URL(webOrigin).origin,
    databaseUrl,
    migrationDatabaseUrl,
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    jwtSecret,
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    adminInviteCode,
    introspection: boolean(env, 'GRAPHQL_INTROSPECTION', true),
    graphqlCompileAfter: integer(env, 'GRAPHQL_COMPILE_AFTER', 1, 0, 1000),
    logLevel,
    trustProxy: trustProxy(env),
    rateLimit: {
      windowSeconds: integer(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      perIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 100, 1, 1_000_000),
      perAccount: integer(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10, 1, 1_000_000),
    },
    storyLimit: {
      windowSeconds: integer(env, 'STORY_RATE_LIMIT_WINDOW_SECONDS', 3600, 1, 7 * 24 * 3600),
      perSeeker: integer(env, 'STORY_RATE_LIMIT_PER_SEEKER', 10, 1, 1_000_000),
      perIp: integer(env, 'STORY_RATE_LIMIT_PER_IP', 30, 1, 1_000_000),
    },
    apiKeyLimit: {
      windowSeconds: 60,
      perKey: integer(env, 'API_KEY_RATE_LIMIT_PER_MINUTE', 120, 1, 1_000_000),
      invalidPerIp: integer(env, 'API_KEY_INVALID_PER_IP', 30, 1, 1_000_000),
    },
    payments,
    publicApiUrl: url(env, 'PUBLIC_API_URL', ['http:', 'https:'])?.replace(/\/+$/, ''),
    s3: readS3(env),
    retention: {
      idDocumentDays: integer(env, 'ID_DOCUMENT_RETENTION_DAYS', 90, 1, 36500),
      // At least 5 minutes: a slow 50 MB story upload must not be taken for an orphan.
      orphanGraceMinutes: integer(env, 'ORPHAN_FILE_GRACE_MINUTES', 60, 5, 7 * 24 * 60),
      intervalSeconds: integer(env, 'RETENTION_JOB_INTERVAL_SECONDS', 3600, 10, 7 * 24 * 3600),
    },
    webhooks: {
      timeoutMs: integer(env, 'WEBHOOK_TIMEOUT_SECONDS', 10, 1, 60) * 1000,
      pollIntervalMs: integer(env, 'WEBHOOK_POLL_INTERVAL_MS', 5000, 100, 3_600_000),
      allowPrivate: boolean(env, 'WEBHOOK_ALLOW_PRIVATE', false),
      retentionDays: integer(env, 'WEBHOOK_RETENTION_DAYS', 30, 1, 3650),
    },
    mail: readMail(env, production),
    adminSecondFactorRequired: readAdminSecondFactor(env, production),
    passwordHashing: readPasswordHashing(env, production),
    contact: readContact(env),
  };
}

function readPasswordHashing(env: Env, production: boolean): PasswordHashing {
  const raw = read(env, 'PASSWORD_HASHING') ?? 'standard';
  if (raw !== 'standard' && raw !== 'fast') throw new ConfigError(`PASSWORD_HASHING must be standard or fast (got "${raw}")`);
  if (production && raw === 'fast') throw new ConfigError('PASSWORD_HASHING=fast is for tests only; NODE_ENV=production hashes passwords in full');
  return raw;
}

function readAdminSecondFactor(env: Env, production: boolean): boolean {
  const raw = read(env, 'ADMIN_2FA') ?? (production ? 'required' : 'optional');
  if (raw !== 'required' && raw !== 'optional') throw new ConfigError(`ADMIN_2FA must be required or optional (got "${raw}")`);
  return raw === 'required';
}

/** `Name <address>` or a bare address, on one line. */
const MAIL_FROM = /^(?:[^<>\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;

/**
 * Email (docs/running.md "Email"): SMTP_URL sends through that server; without it, outside production,
 * messages stay in the development mailbox. Production must name its server, or say out loud that
 * it sends no email (MAIL_DISABLED=true): a forgotten SMTP_URL would otherwise swallow every receipt.
 */
function readMail(env: Env, production: boolean): MailConfig {
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const disabled = boolean(env, 'MAIL_DISABLED', false);
  if (production && !smtpUrl && !disabled) {
    throw new ConfigError('SMTP_URL is required when NODE_ENV=production (or set MAIL_DISABLED=true for a site that sends no email)');
  }
  const from = read(env, 'MAIL_FROM');
  if (from !== undefined && !MAIL_FROM.test(from)) {
    throw new ConfigError(`MAIL_FROM must be an address or "Name <address>" (got "${from.replace(/[\r\n]/g, ' ')}")`);
  }
  if (production && smtpUrl && !from) throw new ConfigError('MAIL_FROM is required with SMTP_URL when NODE_ENV=production (the address receipts come from)');
  const mailboxAllowRemote = boolean(env, 'DEV_MAILBOX_ALLOW_REMOTE', false);
  return { smtpUrl, from: from ?? 'Sabil <no-reply@localhost>', disabled, pollIntervalMs: 5000, timeoutMs: 20_000, mailboxAllowRemote };
}

/** Object storage (DESIGN §8): all of it from S3_*, checked together, or none of it. */
function readS3(env: Env): S3Config | undefined {
  const bucket = read(env, 'S3_BUCKET');
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((name) => read(env, name) !== undefined);
  if (!bucket) {
    if (others.length) throw new ConfigError(`S3_BUCKET is required with ${others.join(', ')}`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new ConfigError(`S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens (got "${bucket}")`);
  const accessKeyId = read(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = read(env, 'S3_SECRET_ACCESS_KEY');
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither (the SDK\'s own credentials)');
  return {
    bucket,
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:']),
    region: read(env, 'S3_REGION'),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: boolean(env, 'S3_FORCE_PATH_STYLE', false),
  };
}

/**
 * Stripe when its key is set, else the test checkout; production must choose the test checkout out
 * loud (PAYMENTS_PROVIDER=test), so a forgotten key never turns a live site into a pretend one.
 */
function readPayments(env: Env, production: boolean): PaymentsConfig {
  const stripeSecretKey = read(env, 'STRIPE_SECRET_KEY');
  const stripeWebhookSecret = read(env, 'STRIPE_WEBHOOK_SECRET');
  const chosen = read(env, 'PAYMENTS_PROVIDER');
  if (chosen !== undefined && chosen !== 'stripe' && chosen !== 'test') {
    throw new ConfigError(`PAYMENTS_PROVIDER must be stripe or test (got "${chosen}")`);
  }
  const provider = (chosen ?? (stripeSecretKey ? 'stripe' : 'test')) as PaymentsConfig['provider'];
  if (stripeSecretKey !== undefined && !/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(stripeSecretKey)) {
    throw new ConfigError('STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_…, sk_live_… or a restricted rk_ key)');
  }
  if (stripeWebhookSecret !== undefined && !/^whsec_[A-Za-z0-9+/=]+$/.test(stripeWebhookSecret)) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret (whsec_…)');
  }
  if (provider === 'stripe') {
    if (!stripeSecretKey) throw new ConfigError('STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe');
    if (!stripeWebhookSecret) throw new ConfigError('STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (webhooks complete donations)');
  }
  if (production && provider === 'test' && chosen !== 'test') {
    throw new ConfigError('STRIPE_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test for a site where no money moves)');
  }
  return {
    provider,
    stripeSecretKey,
    stripeWebhookSecret,
    checkoutLimit: {
      windowSeconds: integer(env, 'CHECKOUT_RATE_LIMIT_WINDOW_SECONDS', 10 * 60, 1, 24 * 3600),
      perDonor: integer(env, 'CHECKOUT_RATE_LIMIT_PER_DONOR', 20, 1, 1_000_000),
      perIp: integer(env, 'CHECKOUT_RATE_LIMIT_PER_IP', 60, 1, 1_000_000),
      verifyPerDonor: integer(env, 'VERIFY_RATE_LIMIT_PER_DONOR', 60, 1, 1_000_000),
    },
    sweepIntervalSeconds: integer(env, 'PAYMENT_SWEEP_INTERVAL_SECONDS', 60, 5, 24 * 3600),
  };
}

export { redact as redactUrl };
