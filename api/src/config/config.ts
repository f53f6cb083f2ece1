import path from 'node:path';

/** Everything the API reads from its environment, parsed and checked once at start. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  apiPort: number;
  webOrigin: string;
  /** PostgreSQL connection string; absent means the embedded PGlite under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** Absent in development: main.ts then generates one and keeps it under dataDir. */
  jwtSecret?: string;
  jwtExpiresInSeconds: number;
  adminInviteCode?: string;
  introspection: boolean;
  logLevel: LogLevel;
  trustProxy: boolean;
  rateLimit: RateLimitConfig;
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

/** A bad or missing setting: main.ts prints the message as one line and exits. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return Number(raw);
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
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
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long');
  }

  const adminInviteCode = read(env, 'ADMIN_INVITE_CODE');
  if (adminInviteCode !== undefined && adminInviteCode.length < 12) {
    throw new ConfigError('ADMIN_INVITE_CODE must be at least 12 characters long');
  }

  const logLevel = (read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info')) as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  return {
    nodeEnv,
    apiPort: integer(env, 'API_PORT', 4000, 0, 65535),
    webOrigin: new URL(webOrigin).origin,
    databaseUrl,
    dataDir: path.resolve(read(env, 'DATA_DIR') ?? './data'),
    jwtSecret,
    jwtExpiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 12 * 3600, 60, 30 * 24 * 3600),
    adminInviteCode,
    introspection: boolean(env, 'GRAPHQL_INTROSPECTION', true),
    logLevel,
    trustProxy: boolean(env, 'TRUST_PROXY', false),
    rateLimit: {
      windowSeconds: integer(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 15 * 60, 1, 24 * 3600),
      perIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 100, 1, 1_000_000),
      perAccount: integer(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10, 1, 1_000_000),
    },
  };
}

export { redact as redactUrl };
