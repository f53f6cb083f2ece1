import { Role } from './role';
import { TokenVersions } from './token-versions';

const viewer = { id: 'a1', role: Role.DONOR };

function versionsOf(table: Map<string, number>) {
  const reads: string[] = [];
  const versions = new TokenVersions(async (id) => {
    reads.push(id);
    return table.get(id);
  });
  return { versions, reads };
}

describe('TokenVersions', () => {
  it('reads an account’s version once and keeps it until told it moved', async () => {
    const table = new Map([['a1', 0]]);
    const { versions, reads } = versionsOf(table);
    await versions.assertCurrent(viewer, 0);
    await versions.assertCurrent(viewer, 0);
    expect(reads).toEqual(['a1']);
    table.set('a1', 1);
    versions.forget('a1');
    await expect(versions.assertCurrent(viewer, 0)).rejects.toMatchObject({ reason: 'SESSION_ENDED' });
    await versions.assertCurrent(viewer, 1);
    expect(reads).toEqual(['a1', 'a1']);
  });

  it('does not keep a read that began before a forget (it may be the old version)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const table = new Map([['a1', 0]]);
    let reads = 0;
    const versions = new TokenVersions(async (id) => {
      reads += 1;
      const version = table.get(id);
      if (reads === 1) await gate;
      return version;
    });
    const slow = versions.assertCurrent(viewer, 0);
    table.set('a1', 1);
    versions.forget('a1');
    release();
    await slow; // answered with what it read, but not remembered
    await expect(versions.assertCurrent(viewer, 0)).rejects.toMatchObject({ reason: 'SESSION_ENDED' });
  });

  it('reads every time while suspended (announcements could be missed), and refuses a gone account', async () => {
    const { versions, reads } = versionsOf(new Map([['a1', 2]]));
    versions.suspend();
    await versions.assertCurrent(viewer, 2);
    await versions.assertCurrent(viewer, 2);
    expect(reads).toHaveLength(2);
    versions.resume();
    await expect(versions.assertCurrent({ id: 'gone', role: Role.DONOR }, 0)).rejects.toMatchObject({ reason: 'SESSION_ENDED' });
  });
});
