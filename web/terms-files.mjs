// The charity's terms files (issue 28), from the web server's environment: TERMS_FILE_EN,
// TERMS_FILE_AR and TERMS_FILE_UR each name a Markdown or plain-text file (UTF-8, at most 100 kB)
// whose text /terms shows in that language; a language without one shows the built-in default.
// Read once at start (a changed file is shown after a restart, no rebuild); a file that cannot be
// read, is empty, too large or not UTF-8 stops the server at start with its reason.
import fs from 'node:fs';
import { termsBlocks } from './src/features/terms/terms-text.mjs';

export const TERMS_FILES = [
  ['en', 'TERMS_FILE_EN'],
  ['ar', 'TERMS_FILE_AR'],
  ['ur', 'TERMS_FILE_UR'],
];
export const MAX_TERMS_BYTES = 100_000;

/**
 * The charity's zakat policy files (issue 31), the same way: ZAKAT_POLICY_FILE_EN, _AR and _UR, each
 * shown on /zakat in its language instead of the built-in default.
 */
export const ZAKAT_POLICY_FILES = [
  ['en', 'ZAKAT_POLICY_FILE_EN'],
  ['ar', 'ZAKAT_POLICY_FILE_AR'],
  ['ur', 'ZAKAT_POLICY_FILE_UR'],
];

/** `{ en?: string, ar?: string, ur?: string }`: each configured language's text; throws on a bad file. */
export function readTermsFiles(env = process.env) {
  return readTextFiles(env, TERMS_FILES);
}

/** The zakat policy's configured texts by language; throws on a bad file. */
export function readZakatPolicyFiles(env = process.env) {
  return readTextFiles(env, ZAKAT_POLICY_FILES);
}

function readTextFiles(env, files) {
  const texts = {};
  for (const [locale, name] of files) {
    const file = env[name]?.trim();
    if (!file) continue;
    let bytes;
    try {
      bytes = fs.readFileSync(file);
    } catch (error) {
      throw new Error(`${name}: cannot read ${file} (${error.code ?? error.message})`);
    }
    if (bytes.length > MAX_TERMS_BYTES) throw new Error(`${name}: ${file} is ${bytes.length} bytes; at most ${MAX_TERMS_BYTES}`);
    let text;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new Error(`${name}: ${file} is not UTF-8 text`);
    }
    // eslint-disable-next-line no-control-regex
    text = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
    if (termsBlocks(text).length === 0) throw new Error(`${name}: ${file} has no text`);
    texts[locale] = text;
  }
  return texts;
}
