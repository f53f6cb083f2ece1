import { PasswordHasher } from './passwords';

describe('PasswordHasher', () => {
  it('hashes with argon2id at the cost asked for, and verifies a hash of either cost', async () => {
    const standard = new PasswordHasher('standard');
    const fast = new PasswordHasher('fast');
    const strong = await standard.hash('seeker-pass');
    const quick = await fast.hash('seeker-pass');
    expect(strong).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
    expect(quick).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=2\$/);
    // The cost is read from the stored hash: accounts made under one setting sign in under the other.
    expect(await fast.verify(strong, 'seeker-pass')).toBe(true);
    expect(await standard.verify(quick, 'seeker-pass')).toBe(true);
    expect(await standard.verify(strong, 'seeker-pasS')).toBe(false);
    expect(await fast.verify('not-a-hash', 'seeker-pass')).toBe(false);
    expect(await fast.verify(undefined, 'seeker-pass')).toBe(false);
  });
});
