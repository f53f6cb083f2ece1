import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Each test file gets a temporary directory of its own, so tests that check "no temporary file left
 * behind" (upload spools, graphql-upload's copies) see only their own API's files, not those of a
 * file running at the same time in another worker. `os.tmpdir()` reads TMPDIR on every call.
 */
// What every file may share (the migrated PGlite snapshot, test-database.ts): the directory before ours.
process.env.SABIL_TEST_SHARED_TMPDIR ??= os.tmpdir();
const directory = fs.mkdtempSync(path.join(process.env.SABIL_TEST_SHARED_TMPDIR, 'sabil-test-tmp-'));
process.env.TMPDIR = directory;
afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));
