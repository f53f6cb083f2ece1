import { AppError } from '../errors/app-error';
import { Role } from './role';
import { TokenService } from './tokens';

const viewer = { id: '00000000-0000-4000-8000-000000000001', role: Role.DONOR };
const reasonOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.reason : String(error);
  }
  return 'accepted';
};

describe('TokenService: tokens it has verified before', () => {
  afterEach(() => jest.useRealTimers());

  it('still refuses a remembered token once it expires', () => {
    jest.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z') });
    const tokens = new TokenService('s'.repeat(40), 60);
    const token = tokens.sign(viewer);
    expect(tokens.verify(token).viewer).toEqual(viewer);
    jest.setSystemTime(new Date('2026-11-27T12:00:59Z'));
    expect(tokens.verify(token).viewer).toEqual(viewer);
    jest.setSystemTime(new Date('2026-11-27T12:01:00Z'));
    expect(reasonOf(() => tokens.verify(token))).toBe('SESSION_EXPIRED');
    expect(reasonOf(() => tokens.verify(token))).toBe('SESSION_EXPIRED');
  });

  it('refuses a token that differs from a remembered one by a single character', () => {
    const tokens = new TokenService('s'.repeat(40), 3600);
    const token = tokens.sign(viewer);
    tokens.verify(token);
    const [head, body, signature] = token.split('.') as [string, string, string];
    const flipped = `${head}.${body}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(reasonOf(() => tokens.verify(flipped))).toBe('TOKEN_INVALID');
    // Another service with another secret has remembered nothing and refuses it too.
    expect(reasonOf(() => new TokenService('t'.repeat(40), 3600).verify(token))).toBe('TOKEN_INVALID');
  });

  it('hands out frozen viewers, so that no request can change what the next one reads', () => {
    const tokens = new TokenService('s'.repeat(40), 3600);
    const token = tokens.sign(viewer);
    const first = tokens.verify(token);
    expect(Object.isFrozen(first.viewer)).toBe(true);
    expect(tokens.verify(token)).toBe(first);
  });
});
