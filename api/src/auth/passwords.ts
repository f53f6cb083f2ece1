import argon2 from 'argon2';

export class PasswordHasher {
  /** Compared against when the email is unknown, so a miss costs the same time as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
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
