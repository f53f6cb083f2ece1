import { QueryFailedError } from 'typeorm';
import { createLogger, serializeError } from './logger';

describe('createLogger', () => {
  const lines = (run: (logger: ReturnType<typeof createLogger>) => void) => {
    const written: string[] = [];
    run(createLogger('debug', (line) => written.push(line)));
    return written.map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it('writes one JSON line with an ISO time, the level name and the message', () => {
    const [line] = lines((logger) => logger.info('started', { port: 4000 }));
    expect(line).toEqual({ time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), level: 'info', msg: 'started', port: 4000 });
  });

  it('never writes tokens, passwords or authorization headers', () => {
    const [line] = lines((logger) =>
      logger.info('request', { password: 'hunter2-secret', token: 'eyJ.secret', body: { password: 'x-secret', token: 'y-secret' }, req: { headers: { authorization: 'Bearer eyJ.secret' } } }),
    );
    expect(JSON.stringify(line)).not.toMatch(/secret|hunter2/);
  });

  it("keeps an error's type, message, stack and code, never a failed query's parameters", () => {
    const driverError = Object.assign(new Error('duplicate key value violates unique constraint "account_email"'), { code: '23505', detail: 'Key (email)=(amina@example.org) exists.' });
    const failed = new QueryFailedError('INSERT INTO account (role, fullname, email, password_hash) VALUES ($1, $2, $3, $4)', ['donor', 'Amina', 'amina@example.org', '$argon2id$v=19$secret-hash'], driverError);
    const [line] = lines((logger) => logger.error('request failed', { error: failed }));
    const written = JSON.stringify(line);
    expect(written).not.toMatch(/amina@example\.org|argon2id|secret-hash/);
    expect(line.error).toMatchObject({ type: 'QueryFailedError', message: expect.stringMatching(/duplicate key/), code: '23505', stack: expect.any(String) });
  });

  it('trims an error pino already made plain (as pino-http passes it) the same way', () => {
    const plain = { type: 'QueryFailedError', message: 'duplicate key', stack: 'QueryFailedError: duplicate key', code: '23505', parameters: ['amina@example.org'], driverError: { detail: 'amina@example.org' } };
    expect(serializeError(plain)).toEqual({ type: 'QueryFailedError', message: 'duplicate key', stack: 'QueryFailedError: duplicate key', code: '23505' });
  });
});
