/**
 * The public pages rendered to HTML at build time (issue 20), one file per page and language, and the
 * modules each one's route loads lazily (routes.tsx): scripts/prerender.mjs looks these up in Vite's
 * manifest to inline their stylesheets and preload their chunks, so the page is styled at first paint
 * and hydrates without waiting for one more round trip. Every other route (dashboards, forms behind
 * a sign-in, password links) stays client-rendered from index.html.
 */
export interface PublicPage {
  path: string;
  /** Source modules as routes.tsx imports them, relative to web/. */
  modules: string[];
}

const APOLLO = 'src/app/apollo-outlet.tsx';
const LOGIN = 'src/features/auth/routes/login-pages.tsx';
const REGISTER = 'src/features/auth/routes/register-pages.tsx';

export const PUBLIC_PAGES: PublicPage[] = [
  { path: '/', modules: ['src/features/home/home-page.tsx'] },
  { path: '/learn-more', modules: ['src/features/learn-more/learn-more-page.tsx'] },
  { path: '/contact', modules: ['src/features/contact/contact-page.tsx'] },
  { path: '/terms', modules: ['src/features/terms/terms-page.tsx'] },
  // Issue 31: the zakat policy (static, its text swapped by web/serve.mjs when configured) and the calculator (the nisab fetched after hydration).
  { path: '/zakat', modules: ['src/features/zakat/zakat-policy-page.tsx'] },
  { path: '/zakat/calculator', modules: [APOLLO, 'src/features/zakat/zakat-calculator-page.tsx'] },
  // The stories and a seeker's own are fetched after hydration; the rest of the page is static.
  { path: '/community', modules: [APOLLO, 'src/features/community/community-page.tsx'] },
  // Issue 30: the words and headings are pre-rendered; the ledger's figures are fetched after hydration.
  { path: '/transparency', modules: [APOLLO, 'src/features/transparency/transparency-page.tsx'] },
  ...(['seeker', 'donor', 'admin'] as const).flatMap((role) => [
    { path: `/${role}/login`, modules: [APOLLO, LOGIN] },
    { path: `/${role}/register`, modules: [APOLLO, REGISTER] },
  ]),
];

/** Where a page's pre-rendered copy lives under dist/prerendered/<locale>/ (web/serve.mjs maps it back). */
export function prerenderedFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
