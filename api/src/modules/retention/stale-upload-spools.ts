import fs from 'node:fs';
import path from 'node:path';

/**
 * Where uploads wait before storage: the REST form's spool (uploads/multipart-form.ts) and
 * graphql-upload's buffer (fs-capacitor), both in the temporary directory. They are removed when
 * the request ends; a process killed mid-request leaves them, and they hold whole ID scans.
 */
const SPOOL_NAMES = [/^sabil-upload-\d+-[0-9a-f]{16}$/, /^capacitor-[0-9a-f]{32}\.tmp$/];

/**
 * Removes the spool files in `directory` last written before `before` and owned by this process's
 * user. The temporary directory belongs to one host, so every instance sweeps its own (outside the
 * job's lock); a request still writing its spool is younger than the grace period.
 */
export async function removeStaleSpools(directory: string, before: Date): Promise<number> {
  let removed = 0;
  const uid = process.getuid?.();
  for await (const entry of await fs.promises.opendir(directory)) {
    if (!entry.isFile() || !SPOOL_NAMES.some((name) => name.test(entry.name))) continue;
    const file = path.join(directory, entry.name);
    const stat = await fs.promises.stat(file).catch(() => undefined);
    if (!stat || stat.mtime >= before || (uid !== undefined && stat.uid !== uid)) continue;
    await fs.promises.rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
