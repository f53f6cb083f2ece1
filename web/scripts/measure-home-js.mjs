// The home page's initial JavaScript: every script the browser loads for `/` before anyone
// interacts, measured from the production build in web/dist (run `npm run build -w web` first).
//
//   node web/scripts/measure-home-js.mjs [--json] [--budget 150]
//
// What counts: the entry module(s) in index.html and everything they import statically; the home
// route's lazy chunk with the chunks Vite preloads for it (__vite__mapDeps); and the English
// catalog, which main.tsx loads before the first render. Sizes are gzip level 9, as Vite reports.
// /config.js (a one-line script web/serve.mjs writes at run time) is not in dist and is not counted.
//
// Beside it, the font bytes a visitor of `/` downloads in each language: the woff2 files named by the
// stylesheets that lib/i18n loads with the Arabic and Urdu catalogs (every face they declare: the
// home page sets text in both weights), and for English whatever the stylesheets of the English home
// page name (none). woff2 files are compressed already: their bytes are what travels.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

const STATIC_IMPORT = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'`](\.\/[^"'`]+\.js)["'`]/g;
const HOME_CHUNK = /import\(\s*["'`]\.\/(home-page-[\w-]+\.js)["'`]\s*\)\s*,\s*__vite__mapDeps\(\s*\[([\d,\s]*)\]\s*\)/;
const DEPS_TABLE = /m\.f\s*=\s*\[([^\]]*)\]/;
const ENGLISH_CATALOG = /\ben\s*:\s*\(\)\s*=>[^;]*?import\(\s*["'`]\.\/(messages-[\w-]+\.js)["'`]\s*\)/;
// A language's loader that only preloads files (lib/i18n's fonts: `ur:()=>X(()=>Promise.resolve({}),__vite__mapDeps([1]))`,
// or `import("./fonts-urdu-….js")` should the module ever carry code).
const localeLoaderDeps = (locale) =>
  new RegExp(`\\b${locale}\\s*:\\s*\\(\\)\\s*=>\\s*[\\w$]+\\(\\s*\\(\\)\\s*=>\\s*(?:Promise\\.resolve\\(\\{\\}\\)|import\\([^)]*\\))\\s*,\\s*__vite__mapDeps\\(\\s*\\[([\\d,\\s]*)\\]\\s*\\)`, 'g');
const FONT_URL = /url\(\s*["']?\/assets\/([^"')]+\.woff2)["']?\s*\)/g;

export function measureHomeJs(distDir) {
  const assets = path.join(distDir, 'assets');
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const read = (file) => fs.readFileSync(path.join(assets, file), 'utf8');

  const entries = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const preloaded = [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  if (entries.length === 0) throw new Error(`no module script in ${distDir}/index.html`);

  const files = new Map(); // file → why it loads
  const add = (file, why) => {
    if (files.has(file)) return;
    files.set(file, why);
    for (const match of read(file).matchAll(STATIC_IMPORT)) add(path.basename(match[1]), `imported by ${file}`);
  };
  for (const file of entries) add(file, 'entry (index.html)');
  for (const file of preloaded) add(file, 'modulepreload (index.html)');

  const entryCode = entries.map(read).join('\n');
  const home = HOME_CHUNK.exec(entryCode);
  if (!home) throw new Error('home-page chunk not found in the entry: did the route table change?');
  add(home[1], 'home route (lazy)');
  const table = DEPS_TABLE.exec(entryCode)?.[1].split(',').map((item) => item.trim().replace(/^["'`]|["'`]$/g, '')) ?? [];
  for (const index of home[2].split(',').filter(Boolean).map(Number)) {
    const dep = table[index];
    if (dep?.endsWith('.js')) add(path.basename(dep), `preloaded with ${home[1]}`);
  }

  const catalog = ENGLISH_CATALOG.exec(entryCode);
  if (!catalog) throw new Error('English catalog chunk not found in the entry: did lib/i18n change?');
  add(catalog[1], 'English catalog (before first render)');

  const englishStylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="\/assets\/([^"]+\.css)"/g)].map((m) => m[1]).concat(depsAt(table, home[2]).filter((dep) => dep.endsWith('.css')));
  const localeStylesheets = (locale) => {
    const stylesheets = [...entryCode.matchAll(localeLoaderDeps(locale))].flatMap((match) => depsAt(table, match[1])).filter((dep) => dep.endsWith('.css'));
    if (stylesheets.length === 0) throw new Error(`no font stylesheet loaded for ${locale}: did lib/i18n change?`);
    return stylesheets;
  };
  // Each language's stylesheets also declare the other's face, for a person's words in that language
  // (a story in Arabic on an Urdu page); the home page has none, so only the language's own face counts.
  const fonts = {
    en: fontsOf(assets, englishStylesheets),
    ar: fontsOf(assets, localeStylesheets('ar'), 'noto-naskh-arabic-'),
    ur: fontsOf(assets, localeStylesheets('ur'), 'noto-nastaliq-urdu-'),
  };

  const rows = [...files].map(([file, why]) => {
    const bytes = fs.readFileSync(path.join(assets, file));
    return { file, why, bytes: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
  const total = rows.reduce((sum, row) => ({ bytes: sum.bytes + row.bytes, gzip: sum.gzip + row.gzip }), { bytes: 0, gzip: 0 });
  return { files: rows, total, fonts };
}

/** The deps table's files at the indices of `__vite__mapDeps([…])`. */
function depsAt(table, indices) {
  return indices
    .split(',')
    .filter((index) => index.trim())
    .map((index) => path.basename(table[Number(index)] ?? ''))
    .filter(Boolean);
}

/** The woff2 files those stylesheets name, and their bytes. */
function fontsOf(assets, stylesheets, face = '') {
  const names = new Set(stylesheets.flatMap((css) => [...fs.readFileSync(path.join(assets, css), 'utf8').matchAll(FONT_URL)].map((m) => m[1])).filter((file) => file.startsWith(face)));
  const files = [...names].map((file) => ({ file, bytes: fs.statSync(path.join(assets, file)).size }));
  return { stylesheets, files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const result = measureHomeJs(distDir);
  const kb = (n) => (n / 1000).toFixed(1); // kB as Vite reports them
  if (args.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const row of result.files) console.log(`${kb(row.gzip).padStart(7)} kB gzip  ${kb(row.bytes).padStart(7)} kB  ${row.file}  (${row.why})`);
    console.log(`${kb(result.total.gzip).padStart(7)} kB gzip  ${kb(result.total.bytes).padStart(7)} kB  total for / (${result.files.length} scripts)`);
    for (const [locale, fonts] of Object.entries(result.fonts)) {
      const files = fonts.files.map((font) => `${font.file} ${kb(font.bytes)} kB`).join(', ');
      console.log(`fonts for / in ${locale}: ${kb(fonts.bytes)} kB woff2${files ? ` (${files})` : ''}`);
    }
  }
  const budgetAt = args.indexOf('--budget');
  if (budgetAt >= 0) {
    const budgetKb = Number(args[budgetAt + 1]);
    if (result.total.gzip / 1000 > budgetKb) {
      console.error(`over budget: ${kb(result.total.gzip)} kB gzip > ${budgetKb} kB`);
      process.exit(1);
    }
  }
}
