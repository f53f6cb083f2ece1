// The last step of `npm run build` (issue 20): writes each public page in each language to
// dist/prerendered/<locale>/<page>.html, so that the first answer already shows the page, in the
// reader's language and direction, before any script has arrived. web/serve.mjs picks the file by
// the language cookie or Accept-Language; main.tsx hydrates it with the same components.
//
//   node scripts/prerender.mjs [--dist dist] [--ssr dist-ssr]
//
// It needs the client build (`vite build`, with its manifest) and the server build of
// src/app/prerender/render-page.tsx (`vite build --ssr …`). The markup is React's (react-dom/static's
// prerender through the app's own routes); this script only places it in dist/index.html with what
// the page needs at first paint:
// - its stylesheets inline in one <style> (allowed by hash: serve.mjs hashes it), since a separate
//   request costs a round trip (2 s on slow 3G) before anything paints; each is also named by a
//   <link media="not all"> so that Vite's loader, which checks the page's <link>s, does not fetch it
//   again (and wait for it) when the route's chunk loads;
// - <link rel="modulepreload"> for the route's chunks and the language's catalog, so hydration waits
//   for one round trip, not a chain of them;
// - for Arabic and Urdu, a preload of the face's regular weight (body text; see FONT_PRELOADS);
// - /document-setup.js async and /config.js's line inline (web/serve.mjs, by hash): a blocking script
//   in <head> would hold the first paint for a round trip, and the app's modules for another.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NOT_FOUND_FILE, ROUTES_FILE, SHELL_FILE } from '../serve.mjs';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The face each language's text is set in (global.css), and the weights worth preloading. */
const FONT_PRELOADS = {
  ar: { family: 'Noto Naskh Arabic', weights: [400] },
  ur: { family: 'Noto Nastaliq Urdu', weights: [400] },
};
/** Modules lib/i18n/i18n.ts loads for a language: its catalog, and its fonts' stylesheet. */
const LOCALE_MODULES = {
  en: ['src/locales/en/messages.ts'],
  ar: ['src/locales/ar/messages.ts', 'src/lib/i18n/fonts-arabic.ts'],
  ur: ['src/locales/ur/messages.ts', 'src/lib/i18n/fonts-urdu.ts'],
};

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return path.resolve(index > 0 ? process.argv[index + 1] : fallback);
}

/** A module's own chunk, the chunks it imports statically, and all their stylesheets (not the entry's). */
function collect(manifest, key, into = { js: new Set(), css: new Set(), seen: new Set() }) {
  if (into.seen.has(key) || key === 'index.html') return into;
  into.seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in Vite's manifest: did routes.tsx or public-pages.ts change?`);
  into.js.add(chunk.file);
  for (const css of chunk.css ?? []) into.css.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, into);
  return into;
}

/** The woff2 files of `family` at `weights` named by the stylesheets' @font-face rules. */
function fontFiles(stylesheets, { family, weights }) {
  const files = [];
  for (const css of stylesheets) {
    for (const [face] of css.matchAll(/@font-face\s*{[^}]*}/g)) {
      const weight = Number(/font-weight:\s*(\d+)/.exec(face)?.[1]);
      const url = /url\(\s*["']?([^"')]+\.woff2)["']?\s*\)/.exec(face)?.[1];
      if (face.includes(family) && weights.includes(weight) && url) files.push(url);
    }
  }
  return files;
}

const escapeAttr = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** Leading <title>/<meta>/<link> elements React hoists to the start of a partial render. */
function splitHoisted(markup) {
  const match = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(markup);
  return { head: match[0], body: markup.slice(match[0].length) };
}

const escapeText = (value) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const DESCRIPTION = /<meta name="description" content="[^"]*" \/>/;
const LANGUAGE = /<html lang="en" dir="ltr">/;

/**
 * The app's shell in a language (issue 28): index.html with the language and direction, the title and
 * description in it, and a <noscript> saying in it that the screen needs JavaScript. web/serve.mjs
 * answers every route that is not pre-rendered with it; the app then renders into #root.
 */
export function shellHtml({ template, locale, direction, texts }) {
  const replacements = [
    [LANGUAGE, `<html lang="${locale}" dir="${direction}">`],
    [/<title>[^<]*<\/title>/, `<title>${escapeText(texts.title)}</title>`],
    [DESCRIPTION, `<meta name="description" content="${escapeAttr(texts.description)}" />`],
    [/<div id="root"><\/div>/, `<div id="root"></div>\n    <noscript><p class="noscript">${escapeText(texts.noscript)}</p></noscript>`],
  ];
  let html = template;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(html)) throw new Error(`dist/index.html has no ${pattern}: did index.html change?`);
    html = html.replace(pattern, () => replacement);
  }
  return html;
}

export function pageHtml({ template, markup, locale, direction, stylesheets, preloads, fonts, description }) {
  const { head, body } = splitHoisted(markup);
  const css = stylesheets.map(({ text }) => text.trim()).join('\n');
  if (/<\/style/i.test(css)) throw new Error('a stylesheet contains </style');
  const entryStylesheet = /\s*<link rel="stylesheet"[^>]*href="\/assets\/index-[^"]+\.css"[^>]*>/;
  const replacements = [
    [LANGUAGE, `<html lang="${locale}" dir="${direction}" data-prerendered>`],
    [DESCRIPTION, `<meta name="description" content="${escapeAttr(description)}" />`],
    [/<title>[^<]*<\/title>/, head.includes('<title>') ? head : `<title>Sabil</title>${head}`],
    // The page is in its language already; the script only hands GraphiQL its nonce, later.
    [/<script src="\/document-setup\.js"><\/script>/, '<script src="/document-setup.js" async></script>'],
    // web/serve.mjs writes /config.js's line in its place (CONFIG_SCRIPT_PLACEHOLDER), allowed by hash.
    [/<script src="\/config\.js"><\/script>/, '<script src="/config.js" data-inline></script>'],
    [entryStylesheet, ''],
    [/<div id="root"><\/div>/, `<div id="root">${body}</div>`],
  ];
  let html = template;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(html)) throw new Error(`dist/index.html has no ${pattern}: did index.html change?`);
    html = html.replace(pattern, () => replacement);
  }
  const links = [
    ...fonts.map((href) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttr(href)}">`),
    ...preloads.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttr(href)}">`),
    ...stylesheets.filter((sheet) => !sheet.entry).map(({ href }) => `<link rel="stylesheet" media="not all" href="${escapeAttr(href)}">`),
    `<style>${css}</style>`,
  ];
  return html.replace('  </head>', () => `    ${links.join('\n    ')}\n  </head>`);
}

async function main() {
  const dist = option('--dist', path.join(web, 'dist'));
  const ssr = option('--ssr', path.join(web, 'dist-ssr'));
  const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const { renderPage, PUBLIC_PAGES, LOCALES, directionOf, prerenderedFile, documentTexts, appRoutePaths, NOT_FOUND_PATH } = await import(pathToFileURL(path.join(ssr, 'render-page.js')).href);
  const read = (file) => fs.readFileSync(path.join(dist, file), 'utf8');
  const entry = manifest['index.html'];
  // The entry and what it imports statically: index.html loads and preloads them already.
  const inEntry = { js: new Set([entry.file]), css: new Set(), seen: new Set() };
  for (const imported of entry.imports ?? []) collect(manifest, imported, inEntry);

  const out = path.join(dist, 'prerendered');
  fs.rmSync(out, { recursive: true, force: true });
  const started = Date.now();
  let count = 0;
  // The not-found page too, hydrated like the others (web/serve.mjs answers unknown addresses with it).
  const notFound = { path: NOT_FOUND_PATH, modules: ['src/features/not-found/not-found-page.tsx'], file: NOT_FOUND_FILE };
  for (const locale of LOCALES) {
    const texts = await documentTexts(locale);
    for (const page of [...PUBLIC_PAGES, notFound]) {
      const parts = collect(manifest, page.modules[0]);
      for (const key of [...page.modules.slice(1), ...LOCALE_MODULES[locale]]) collect(manifest, key, parts);
      const stylesheets = [
        ...(entry.css ?? []).map((file) => ({ href: `/${file}`, text: read(file), entry: true })),
        ...[...parts.css].map((file) => ({ href: `/${file}`, text: read(file), entry: false })),
      ];
      const fonts = FONT_PRELOADS[locale] ? fontFiles(stylesheets.map(({ text }) => text), FONT_PRELOADS[locale]) : [];
      if (FONT_PRELOADS[locale] && fonts.length === 0) throw new Error(`no ${FONT_PRELOADS[locale].family} file found for ${locale}`);
      const html = pageHtml({
        template,
        markup: await renderPage(page.path, locale),
        locale,
        direction: directionOf(locale),
        stylesheets,
        preloads: [...parts.js].filter((file) => !inEntry.js.has(file)).map((file) => `/${file}`),
        fonts,
        description: texts.description,
      });
      const file = path.join(out, locale, page.file ?? prerenderedFile(page.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, html);
      count += 1;
    }
    fs.writeFileSync(path.join(out, locale, SHELL_FILE), shellHtml({ template, locale, direction: directionOf(locale), texts }));
  }
  // The router's addresses, so that web/serve.mjs can tell an unknown one (404) from a screen.
  fs.writeFileSync(path.join(out, ROUTES_FILE), `${JSON.stringify(appRoutePaths(), null, 2)}\n`);
  console.log(`prerendered ${count} pages (${PUBLIC_PAGES.length} and the not-found page × ${LOCALES.join('/')}, and each language's app shell) into ${path.relative(web, out)} in ${Date.now() - started} ms`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
