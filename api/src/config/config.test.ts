import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ nodeEnv: 'development', apiPort: 4000, webOrigin: 'http://localhost:3000', introspection: true });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
  });

  it.each([
    [{ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/sabil' }, 'JWT_SECRET is required when NODE_ENV=production'],
    [{ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }, 'DATABASE_URL is required when NODE_ENV=production'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [{ API_PORT: 'eighty' }, 'API_PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ API_PORT: '70000' }, 'API_PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET must be at least 32 characters long'],
    [{ DATABASE_URL: 'mysql://db/sabil' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url :pass@' }, 'DATABASE_URL must be a URL'],
    [{ WEB_ORIGIN: 'localhost:3000' }, 'WEB_ORIGIN must start with http:// or https://'],
    [{ GRAPHQL_INTROSPECTION: 'maybe' }, 'GRAPHQL_INTROSPECTION must be true or false (got "maybe")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of debug, info, warn, error, silent (got "loud")'],
    [{ ADMIN_INVITE_CODE: 'abc' }, 'ADMIN_INVITE_CODE must be at least 12 characters long'],
    [{ PAYMENTS_PROVIDER: 'paypal' }, 'PAYMENTS_PROVIDER must be stripe or test (got "paypal")'],
    [{ PAYMENTS_PROVIDER: 'stripe' }, 'STRIPE_SECRET_KEY is required when PAYMENTS_PROVIDER=stripe'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY must be a Stripe secret key'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123' }, 'STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY'],
    [{ STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), DATABASE_URL: 'postgres://u:p@db:5432/sabil' },
      'STRIPE_SECRET_KEY is required when NODE_ENV=production (or set PAYMENTS_PROVIDER=test for a site where no money moves)',
    ],
    [{ CHECKOUT_RATE_LIMIT_PER_DONOR: '0' }, 'CHECKOUT_RATE_LIMIT_PER_DONOR must be a whole number from 1 to 1000000 (got "0")'],
    [{ PUBLIC_API_URL: 'api.example.org' }, 'PUBLIC_API_URL must be a URL'],
    [{ S3_ENDPOINT: 'http://minio:9000', S3_REGION: 'eu-west-1' }, 'S3_BUCKET is required with S3_ENDPOINT, S3_REGION'],
    [{ S3_BUCKET: 'Uploads_2026' }, 'S3_BUCKET must be a bucket name: 3–63 lower-case letters, digits, dots and hyphens (got "Uploads_2026")'],
    [{ S3_BUCKET: 'sabil-uploads', S3_ACCESS_KEY_ID: 'AKIA123' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'],
    [{ S3_BUCKET: 'sabil-uploads', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must'],
    [{ S3_BUCKET: 'sabil-uploads', S3_FORCE_PATH_STYLE: 'sometimes' }, 'S3_FORCE_PATH_STYLE must be true or false (got "sometimes")'],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), DATABASE_URL: 'postgres://db/sabil', PAYMENTS_PROVIDER: 'test' },
      'SMTP_URL is required when NODE_ENV=production (or set MAIL_DISABLED=true for a site that sends no email)',
    ],
    [
      { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), DATABASE_URL: 'postgres://db/sabil', PAYMENTS_PROVIDER: 'test', SMTP_URL: 'smtp://smtp.example.org:587' },
      'MAIL_FROM is required with SMTP_URL when NODE_ENV=production',
    ],
    [{ SMTP_URL: 'http://smtp.example.org' }, 'SMTP_URL must start with smtp:// or smtps://'],
    [{ MAIL_FROM: 'Sabil <receipts@sabil.example>\r\nBcc: everyone@example.org' }, 'MAIL_FROM must be an address or "Name <address>"'],
    [{ MAIL_FROM: 'not an address' }, 'MAIL_FROM must be an address or "Name <address>"'],
    [{ MAIL_DISABLED: 'perhaps' }, 'MAIL_DISABLED must be true or false (got "perhaps")'],
  ])('refuses %j with one clear line', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('reads object storage from S3_*, and keeps uploads on disk without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: 'sabil-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'sabil',
        S3_SECRET_ACCESS_KEY: 'a-secret-key',
        S3_FORCE_PATH_STYLE: 'true',
      }).s3,
    ).toEqual({ bucket: 'sabil-uploads', endpoint: 'http://minio:9000', region: 'eu-west-1', credentials: { accessKeyId: 'sabil', secretAccessKey: 'a-secret-key' }, forcePathStyle: true });
    // Without keys the SDK's own chain (environment, instance role) provides them.
    expect(loadConfig({ S3_BUCKET: 'sabil-uploads' }).s3).toEqual({ bucket: 'sabil-uploads', endpoint: undefined, region: undefined, credentials: undefined, forcePathStyle: false });
  });

  it('never repeats an S3 secret key in its messages', () => {
    const message = (() => {
      try {
        loadConfig({ S3_BUCKET: 'sabil-uploads', S3_SECRET_ACCESS_KEY: 'the-secret-value' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/go together/);
    expect(message).not.toContain('the-secret-value');
  });

  it('keeps mail in the development mailbox without SMTP_URL, and refuses a production start without a mail server unless told it sends none', () => {
    expect(loadConfig({}).mail).toMatchObject({ smtpUrl: undefined, disabled: false, from: 'Sabil <no-reply@localhost>' });
    const production = { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), DATABASE_URL: 'postgres://db/sabil', PAYMENTS_PROVIDER: 'test' };
    expect(() => loadConfig(production)).toThrow(/^SMTP_URL is required when NODE_ENV=production/);
    expect(loadConfig({ ...production, MAIL_DISABLED: 'true' }).mail).toMatchObject({ smtpUrl: undefined, disabled: true });
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://smtp.example.org:587', MAIL_FROM: 'receipts@sabil.example' }).mail.smtpUrl).toBe('smtp://smtp.example.org:587');
  });

  it('never repeats an SMTP password in its messages', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:hunter2@ bad host' })).toThrow(/SMTP_URL must be a URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp://user:hunter2@ bad host' })).not.toThrow(/hunter2/);
  });

  it('never repeats a database password in its messages', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://user:hunter2@db/sabil' })).not.toThrow(/hunter2/);
  });

  it('hashes passwords in full unless told otherwise, and always in production', () => {
    expect(loadConfig({}).passwordHashing).toBe('standard');
    expect(loadConfig({ PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(() => loadConfig({ PASSWORD_HASHING: 'md5' })).toThrow('PASSWORD_HASHING must be standard or fast (got "md5")');
    const production = { NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), DATABASE_URL: 'postgres://db/sabil', PAYMENTS_PROVIDER: 'test', MAIL_DISABLED: 'true' };
    expect(loadConfig(production).passwordHashing).toBe('standard');
    expect(() => loadConfig({ ...production, PASSWORD_HASHING: 'fast' })).toThrow(/^PASSWORD_HASHING=fast is for tests only/);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'y'.repeat(40),
      DATABASE_URL: 'postgres://u:p@db:5432/sabil',
      STRIPE_SECRET_KEY: 'sk_live_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
      SMTP_URL: 'smtps://sabil:mail-secret@smtp.example.org:465',
      MAIL_FROM: 'Sabil <receipts@sabil.example>',
    });
    expect(config.nodeEnv).toBe('production');
    expect(config.mail).toMatchObject({ smtpUrl: 'smtps://sabil:mail-secret@smtp.example.org:465', from: 'Sabil <receipts@sabil.example>', disabled: false });
    expect(config.payments).toMatchObject({ provider: 'stripe', stripeSecretKey: 'sk_live_abc123' });
  });

  it('takes payments through the test checkout by default, and in production only when told so', () => {
    expect(loadConfig({}).payments.provider).toBe('test');
    const production = loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'y'.repeat(40), DATABASE_URL: 'postgres://db/sabil', PAYMENTS_PROVIDER: 'test', MAIL_DISABLED: 'true' });
    expect(production.payments.provider).toBe('test');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).payments.provider).toBe('stripe');
  });
});
