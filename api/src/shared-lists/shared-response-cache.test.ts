import { Role } from '../auth/role';
import { SharedResponseCache } from './shared-response-cache';

const LIST = '{ approvedApplications { nodes { id } } }';

describe('SharedResponseCache', () => {
  const cache = () => new SharedResponseCache(new Set(['approvedApplications', 'fundraisingSummary']), 2);

  it('shares only query operations whose root fields are all shared', () => {
    const c = cache();
    expect(c.keyFor({ query: LIST }, Role.DONOR)).toEqual(expect.any(String));
    expect(c.keyFor({ query: '{ approvedApplications { nodes { id } } fundraisingSummary { id } }' }, Role.DONOR)).toEqual(expect.any(String));
    expect(c.keyFor({ query: '{ approvedApplications { nodes { id } } me { email } }' }, Role.DONOR)).toBeUndefined();
    expect(c.keyFor({ query: 'mutation { approvedApplications }' }, Role.DONOR)).toBeUndefined();
    expect(c.keyFor({ query: '{ ...F } fragment F on Query { approvedApplications { nodes { id } } }' }, Role.DONOR)).toBeUndefined();
    expect(c.keyFor({ query: 'not graphql' }, Role.DONOR)).toBeUndefined();
    expect(c.keyFor([{ query: LIST }], Role.DONOR)).toBeUndefined();
  });

  it('keys by role and variables', () => {
    const c = cache();
    const keys = new Set([
      c.keyFor({ query: LIST }, Role.DONOR),
      c.keyFor({ query: LIST }, Role.ADMIN),
      c.keyFor({ query: LIST, variables: { first: 5 } }, Role.DONOR),
    ]);
    expect(keys.size).toBe(3);
  });

  it('never serves an answer computed before an invalidation', () => {
    const c = cache();
    const key = c.keyFor({ query: LIST }, Role.DONOR)!;
    const startedAt = c.currentGeneration();
    c.invalidate(); // a write lands while the answer is being computed
    c.set(key, startedAt, '{"data":"old"}', []);
    expect(c.get(key)).toBeUndefined();
    c.set(key, c.currentGeneration(), '{"data":"new"}', []);
    expect(c.get(key)?.body.toString()).toBe('{"data":"new"}');
    c.invalidate();
    expect(c.get(key)).toBeUndefined();
  });

  it('keeps at most maxEntries answers, dropping the least recently used', () => {
    const c = cache();
    const key = (first: number) => c.keyFor({ query: LIST, variables: { first } }, Role.DONOR)!;
    c.set(key(1), 0, 'one', []);
    c.set(key(2), 0, 'two', []);
    c.get(key(1));
    c.set(key(3), 0, 'three', []);
    expect(c.get(key(2))).toBeUndefined();
    expect(c.get(key(1))?.body.toString()).toBe('one');
  });

  it('shares nothing while suspended, and drops what it held', () => {
    const c = cache();
    const key = c.keyFor({ query: LIST }, Role.DONOR)!;
    c.set(key, c.currentGeneration(), 'held', []);
    const startedAt = c.currentGeneration();
    c.suspend();
    expect(c.get(key)).toBeUndefined();
    expect(c.keyFor({ query: LIST }, Role.DONOR)).toBeUndefined();
    c.set(key, startedAt, 'computed before the suspension', []);
    c.resume();
    expect(c.get(key)).toBeUndefined();
    expect(c.keyFor({ query: LIST }, Role.DONOR)).toBe(key);
  });
});
