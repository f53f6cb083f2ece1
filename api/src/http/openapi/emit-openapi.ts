import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { openApiDocument } from './openapi-document';

/**
 * The server address the committed snapshot is made for: the one openapi-snapshot.test.ts serves it
 * with, so the test compares every byte.
 */
export const SNAPSHOT_SERVER_URL = 'https://api.sabil.example';

export const SNAPSHOT_FILE = path.join(__dirname, 'openapi.snapshot.json');

/** The document as the snapshot holds it: indented, so a change reads as a diff. */
export function snapshotText(): string {
  return JSON.stringify(openApiDocument(SNAPSHOT_SERVER_URL), null, 2) + '\n';
}

/**
 * With a file name: writes the document GET /openapi.json serves when PUBLIC_API_URL is not set
 * there, for `npm run lint:openapi` (Redocly) and anyone who wants it as a file. Without one:
 * writes the committed snapshot, openapi.snapshot.json (`npm run emit:openapi`), or with --check
 * fails when it is stale.
 */
function main() {
  const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
  if (file) {
    const target = path.resolve(file);
    fs.writeFileSync(target, JSON.stringify(openApiDocument(), null, 2) + '\n');
    console.log(`wrote ${target}`);
    return;
  }
  // The build runs this from dist/; the snapshot lives beside the source.
  const target = path.resolve(__dirname, '../../../src/http/openapi/openapi.snapshot.json');
  const printed = snapshotText();
  if (!process.argv.includes('--check')) {
    fs.writeFileSync(target, printed);
    console.log(`wrote ${target}`);
    return;
  }
  if (!fs.existsSync(target) || fs.readFileSync(target, 'utf8') !== printed) {
    console.error(`${target} is stale: run \`npm run emit:openapi\` and commit the result`);
    process.exit(1);
  }
  console.log(`${target} matches the document`);
}

if (require.main === module) main();
