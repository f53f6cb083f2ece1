// The web app's production server: static files from web/dist with the single-page fallback, and
// /config.js, which tells the app where the API is (so one build serves any API address). Every
// answer carries the Content-Security-Policy below; each HTML answer has a nonce of its own.
// The public pages are pre-rendered per language (scripts/prerender.mjs): their paths are answered
// with the copy in the reader's language (src/lib/i18n/language-rule.mjs: ?lang=, else the language
// cookie, else Accept-Language, else English); the app's other screens with its shell in that language,
// and addresses the app does not know with 404 and the not-found page in that language.
// /terms shows the charity's own text where TERMS_FILE_<LANG> names one (terms-files.mjs): the
// pre-rendered page's default body is swapped for it here, so a new text needs a restart, not a build.
// /zakat does the same with ZAKAT_POLICY_FILE_<LANG> (issue 31).
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { pickLocaleForRequest } from './src/lib/i18n/language-rule.mjs';
import { readSiteDetails } from './site-details.mjs';
import { DEFAULT_TERMS_PATTERN, TERMS_PATH, termsBlocks, termsDataBlock, termsMarkup } from './src/features/terms/terms-text.mjs';
import { readTermsFiles, readZakatPolicyFiles } from './terms-files.mjs';
import { DEFAULT_ZAKAT_POLICY_PATTERN, ZAKAT_POLICY_PATH, zakatPolicyBlocks, zakatPolicyDataBlock, zakatPolicyMarkup } from './src/features/zakat/zakat-policy-text.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt']);

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/** The API's origin for connect-src, or nothing when PUBLIC_API_URL is not an absolute http(s) URL. */
function originOf(url) {
  try {
    const { origin, protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? origin : undefined;
  } catch {
    return undefined;
  }
}

/** Where index.html asks for this answer's CSP nonce (`<meta property="csp-nonce" nonce="…">`). */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** Names under dist/prerendered/ that scripts/prerender.mjs writes (underscored: no page address maps to them). */
export const SHELL_FILE = '_app.html';
export const NOT_FOUND_FILE = '_not-found.html';
export const ROUTES_FILE = 'routes.json';

/**
 * The language a page is answered in, by the one rule the app follows in the browser too
 * (src/lib/i18n/language-rule.mjs): `?lang=`, else the switcher's cookie, else Accept-Language, else English.
 */
export function pickLocale(headers, url = '/') {
  return pickLocaleForRequest(url, headers);
}

/**
 * The router's addresses (routes.json, `/donor/receipt/:id` as written) as one pattern; none for a
 * build without the file, which then answers every address with the app as before.
 */
function routePattern(root) {
  let paths;
  try {
    paths = JSON.parse(fs.readFileSync(path.join(root, 'prerendered', ROUTES_FILE), 'utf8'));
  } catch {
    return null;
  }
  const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = paths.map((route) =>
    route.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escape(segment))).join('/'),
  );
  return new RegExp(`^(?:${patterns.join('|')})/*$`);
}

/** `/seeker/login` → `seeker/login.html` under prerendered/<locale>/ (src/app/prerender/public-pages.ts). */
function prerenderedName(pathname) {
  if (pathname === '/') return 'index.html';
  const trimmed = pathname.replace(/\/+$/, '');
  return /^(\/[a-z0-9-]+)+$/.test(trimmed) ? `${trimmed.slice(1)}.html` : null;
}

const sha256Source = (text) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The CSP source expressions (sha256) of a page's inline <style> elements: its critical CSS. */
export function inlineStyleHashes(html) {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => sha256Source(css));
}

/** Where a pre-rendered page takes /config.js's line inline (scripts/prerender.mjs writes it). */
export const CONFIG_SCRIPT_PLACEHOLDER = '<script src="/config.js" data-inline></script>';

/**
 * The Content-Security-Policy. Tokens live in localStorage (SPEC), so one injected script would read
 * every role's token: nothing may run but the built app's own files. `nonce` is the HTML answer's.
 *
 * GraphiQL (/admin/graphiql) has no policy of its own: admins open it from the dashboard by the
 * app's router, without loading a document, and a page keeps the policy it was loaded with. So the
 * one policy covers what GraphiQL needs — its fonts as data: URLs, and the nonce for the <style>
 * element its dialogs add to lock the page's scrolling — and the browser test opens it both ways.
 */
export function contentSecurityPolicy({ apiUrl, nonce, styleHashes = [], scriptHashes = [] }) {
  const api = originOf(apiUrl);
  const directives = {
    // Anything not named below (frames, workers, manifests, …) is refused: the app uses none.
    'default-src': ["'none'"],
    // The built app's module scripts, /config.js and /document-setup.js. index.html has no inline
    // script, and nothing evaluates strings. A pre-rendered page carries /config.js's one line
    // inline instead (a request fewer before its scripts may run), allowed by that line's hash.
    'script-src': ["'self'", ...scriptHashes],
    // <style> and <link> elements: the built stylesheets, and <style> only with this answer's
    // nonce — GraphiQL's dialogs (Radix, through react-remove-scroll) write one to lock scrolling
    // and take the nonce from window.__webpack_nonce__, which /document-setup.js sets from the
    // page's csp-nonce meta tag. No other <style> may apply, so injected markup cannot bring CSS
    // that reads the page (attribute selectors) or restyles it wholesale — except a pre-rendered
    // page's own critical CSS, by its hash (so it paints without waiting for a stylesheet).
    'style-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...styleHashes],
    // style="" attributes: the app itself needs none (React's style={…}, the progress bar's width,
    // and CodeMirror's positions go through the CSSOM, which CSP does not govern). But the tab in
    // which an admin opens an ID document (a blob: URL) inherits this policy, and Chromium's image
    // viewer there styles its page with style attributes: refused, the image sits unstyled in a
    // corner and every view reports violations. An attribute can neither run script nor select
    // other elements, and any url() in it is still held to img-src and font-src.
    'style-src-attr': ["'unsafe-inline'"],
    // The pages' CSS draws its patterns as data: SVGs. blob: for the ID documents the admin opens
    // (blob: URLs our own script makes; Chromium's viewer loads one as the tab's document, other
    // browsers' viewers may hold it to img-src).
    // The API's origin: community stories' pictures (GET /stories/file/{id}).
    'img-src': ["'self'", 'data:', 'blob:', ...(api ? [api] : [])],
    // Community stories' videos, from the API's origin only.
    'media-src': ["'self'", ...(api ? [api] : [])],
    // The Arabic and Urdu fonts are files of the build; GraphiQL's stylesheet carries its fonts as
    // data: URLs.
    'font-src': ["'self'", 'data:'],
    // GraphQL and the REST paths (ID documents) are on the API's origin; the chunks on ours.
    'connect-src': ["'self'", ...(api ? [api] : [])],
    // No plugins.
    'object-src': ["'none'"],
    // No injected <base> may send the app's relative URLs (scripts, chunks) elsewhere.
    'base-uri': ["'none'"],
    // No site may frame the app (clickjacking); X-Frame-Options says the same to older browsers.
    'frame-ancestors': ["'none'"],
    // The app's forms are handled by script and post nowhere. The donor is sent to the card
    // provider by window.location.assign, which form-action does not govern, and the test
    // checkout's forms are on the API's pages, under the API's own policy.
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The terms page's answer (issue 28): the configured text of its language in place of the default
 * body (escaped: paragraphs and headings only), and every configured text in a JSON data block for
 * the app, which renders the same markup when it hydrates and when the reader switches language.
 */
function termsPage(html, locale, bodies, dataBlock, pattern = DEFAULT_TERMS_PATTERN) {
  const body = bodies[locale];
  const page = body ? html.replace(pattern, () => body) : html;
  return page.replace('</head>', () => `${dataBlock}\n  </head>`);
}

export function createWebServer({
  distDir,
  apiUrl,
  site = readSiteDetails(process.env),
  terms = readTermsFiles(process.env),
  zakatPolicy = readZakatPolicyFiles(process.env),
}) {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  // `<` escaped so that no address can close the inline copy's <script> element.
  const configJs = `window.__SABIL_CONFIG__ = ${JSON.stringify({ apiUrl, site }).replaceAll('<', '\\u003c')};\n`;
  const inlineConfig = { element: `<script>${configJs}</script>`, hash: sha256Source(configJs) };
  const routes = routePattern(root);
  const termsBodies = Object.fromEntries(Object.entries(terms).map(([locale, text]) => [locale, termsMarkup(termsBlocks(text))]));
  const termsData = termsDataBlock(terms);
  const termsJson = JSON.stringify(terms);
  const policyBodies = Object.fromEntries(Object.entries(zakatPolicy).map(([locale, text]) => [locale, zakatPolicyMarkup(zakatPolicyBlocks(text))]));
  const policyData = zakatPolicyDataBlock(zakatPolicy);
  const policyJson = JSON.stringify(zakatPolicy);
  const headersForAll = { ...SECURITY_HEADERS, 'Content-Security-Policy': contentSecurityPolicy({ apiUrl }) };
  const acceptsGzip = (req) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  // Gzipped bodies by file, size and modification time: each file is compressed once per build.
  const gzipped = new Map();
  const gzipOf = (file) => {
    const stat = fs.statSync(file);
    const key = `${file}:${stat.size}:${stat.mtimeMs}`;
    let body = gzipped.get(key);
    if (!body) {
      body = zlib.gzipSync(fs.readFileSync(file), { level: 9 });
      if (gzipped.size > 500) gzipped.clear();
      gzipped.set(key, body);
    }
    return body;
  };

  // Each page's critical-CSS hashes, computed once per build of the file (a rebuild changes its mtime).
  const hashes = new Map();
  const styleHashesOf = (file, html) => {
    const stat = fs.statSync(file);
    const key = `${file}:${stat.size}:${stat.mtimeMs}`;
    let found = hashes.get(key);
    if (!found) {
      found = inlineStyleHashes(html);
      if (hashes.size > 500) hashes.clear();
      hashes.set(key, found);
    }
    return found;
  };

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headersForAll)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (pathname === TERMS_PATH) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : termsJson);
      return;
    }
    if (pathname === ZAKAT_POLICY_PATH) {
      res.writeHead(200, { 'Content-Type': TYPES['.json'], 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : policyJson);
      return;
    }
    if (pathname === '/config.js') {
      res.writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : configJs);
      return;
    }
    const file = path.join(root, pathname);
    const inside = file === root || file.startsWith(root + path.sep);
    const isFile = inside && fs.existsSync(file) && fs.statSync(file).isFile();
    // Other addresses are the app's: a public page's pre-rendered copy in the reader's language if
    // there is one, else the app's shell in that language (its router draws the screen); an address
    // the router does not know is answered 404 with the not-found page in that language.
    let target = isFile ? file : indexHtml;
    let status = 200;
    const locale = isFile ? null : pickLocale(req.headers, req.url);
    if (!isFile) {
      const inLocale = (name) => {
        const copy = name && path.join(root, 'prerendered', locale, name);
        return copy && fs.existsSync(copy) ? copy : null;
      };
      if (routes && !routes.test(pathname)) {
        status = 404;
        target = inLocale(NOT_FOUND_FILE) ?? indexHtml;
      } else {
        target = inLocale(prerenderedName(pathname)) ?? inLocale(SHELL_FILE) ?? indexHtml;
      }
    }
    const hashed = isFile && pathname.startsWith('/assets/');
    const headers = {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const compressible = COMPRESSIBLE.has(path.extname(target));
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (target !== indexHtml && !isFile) {
      // The same address answers in another language for another cookie or Accept-Language.
      headers.Vary = 'Accept-Encoding, Cookie, Accept-Language';
      headers['Content-Language'] = locale;
    }
    if (path.extname(target) === '.html') {
      // A fresh nonce for each answer, in the policy and in the page (no-cache and no validators:
      // a stored copy is never reused).
      const nonce = crypto.randomBytes(18).toString('base64');
      let body;
      let styleHashes;
      let scriptHashes;
      try {
        let html = fs.readFileSync(target, 'utf8');
        styleHashes = styleHashesOf(target, html);
        if (target === path.join(root, 'prerendered', locale ?? '', 'terms.html')) html = termsPage(html, locale, termsBodies, termsData);
        if (target === path.join(root, 'prerendered', locale ?? '', 'zakat.html')) html = termsPage(html, locale, policyBodies, policyData, DEFAULT_ZAKAT_POLICY_PATTERN);
        if (html.includes(CONFIG_SCRIPT_PLACEHOLDER)) {
          html = html.replace(CONFIG_SCRIPT_PLACEHOLDER, () => inlineConfig.element);
          scriptHashes = [inlineConfig.hash];
        }
        body = Buffer.from(html.replaceAll(CSP_NONCE_PLACEHOLDER, nonce));
      } catch {
        res.writeHead(503, { 'Retry-After': '1' }).end();
        return;
      }
      headers['Content-Security-Policy'] = contentSecurityPolicy({ apiUrl, nonce, styleHashes, scriptHashes });
      if (acceptsGzip(req)) {
        body = zlib.gzipSync(body);
        headers['Content-Encoding'] = 'gzip';
      }
      res.writeHead(status, { ...headers, 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (compressible && acceptsGzip(req)) {
      let body;
      try {
        body = gzipOf(target);
      } catch {
        res.writeHead(503, { 'Retry-After': '1' }).end();
        return;
      }
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    if (req.method === 'HEAD') {
      res.writeHead(200, headers).end();
      return;
    }
    // A file can vanish between the check above and the read (a rebuild empties dist): answer 503
    // rather than let the stream's error go unhandled and take the whole process (and the API
    // that `npm start` runs beside it) down.
    const stream = fs.createReadStream(target);
    stream.on('open', () => {
      res.writeHead(200, headers);
      stream.pipe(res);
    });
    stream.on('error', () => {
      if (!res.headersSent) res.writeHead(503, { 'Retry-After': '1' });
      res.end();
    });
  });
}

// Run directly: node web/serve.mjs (WEB_PORT, PUBLIC_API_URL)
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.env.WEB_PORT ?? 3000);
  const apiUrl = process.env.PUBLIC_API_URL ?? `http://localhost:${process.env.API_PORT ?? 4000}`;
  const distDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');
  createWebServer({ distDir, apiUrl }).listen(port, () => {
    console.log(JSON.stringify({ time: new Date().toISOString(), level: 'info', msg: 'web listening', port, apiUrl }));
  });
}
