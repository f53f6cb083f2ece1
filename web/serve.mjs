// The web app's production server: static files from web/dist with the single-page fallback, and
// /config.js, which tells the app where the API is (so one build serves any API address).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

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

export function createWebServer({ distDir, apiUrl }) {
  const root = path.resolve(distDir);
  const indexHtml = path.join(root, 'index.html');
  const configJs = `window.__SABIL_CONFIG__ = ${JSON.stringify({ apiUrl })};\n`;
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

  return http.createServer((req, res) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
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
    if (pathname === '/config.js') {
      res.writeHead(200, { 'Content-Type': TYPES['.js'], 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : configJs);
      return;
    }
    const file = path.join(root, pathname);
    const inside = file === root || file.startsWith(root + path.sep);
    const isFile = inside && fs.existsSync(file) && fs.statSync(file).isFile();
    // Unknown paths are app routes (/donor/login, …): the app's router takes them from index.html.
    const target = isFile ? file : indexHtml;
    const hashed = isFile && pathname.startsWith('/assets/');
    const headers = {
      'Content-Type': TYPES[path.extname(target)] ?? 'application/octet-stream',
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    const compressible = COMPRESSIBLE.has(path.extname(target));
    if (compressible) headers.Vary = 'Accept-Encoding';
    if (compressible && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
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
