import argon2 from 'argon2';
import type { PasswordHashing } from '../config/config';

/**
 * argon2id's cost. `standard` is the argon2 library's default (64 MiB, 3 passes, 4 lanes). `fast`
 * spends about 2 ms instead of 300 on a hash, for the test suites and browser journeys, which sign
 * up and sign in thousands of times. A hash records its own cost, so either verifies any stored hash.
 */
const COSTS: Record<PasswordHashing, argon2.HashOptions> = {
  standard: {},
  fast: { memoryCost: 1024, timeCost: 2, parallelism: 1 },
};

export class PasswordHasher {
  /** Compared against when the email is unknown, so a miss costs the same time as a wrong password. */
  private dummyHash: Promise<string> | undefined;
  private readonly cost: argon2.HashOptions;

  constructor(hashing: PasswordHashing = 'standard') {
    this.cost = COSTS[hashing];
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, { ...this.cost, type: argon2.argon2id });
  }

  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (hash === undefined) {
      this.dummyHash ??= this.hash('sabil-timing-equaliser');
      await argon2.verify(await this.dummyHash, password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
