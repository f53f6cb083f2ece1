/**
 * Vite's server-side build entry (scripts/prerender.mjs): renders one public page in one language to
 * HTML with React's own static renderer, through the app's route table and a static router, so the
 * browser hydrates the very tree written here (main.tsx).
 */
import { msg } from '@lingui/core/macro';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { activateCatalog, i18n } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locales';
import { App } from '../app';
import type { RouteObject } from 'react-router-dom';
import { routes } from '../routes';

export { LOCALES, directionOf } from '../../lib/i18n/locales';
export { PUBLIC_PAGES, prerenderedFile } from './public-pages';

/** The markup of `#root` for `path` in `locale`, with every lazy route resolved (prerender waits for them). */
export async function renderPage(path: string, locale: Locale): Promise<string> {
  await activateCatalog(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <App>
        {/* No router data to carry over (no loaders), so no inline script: the CSP allows none. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
    // Every boundary inline, in place: otherwise React moves large ones to the end with an inline
    // script that puts them back, which the CSP refuses.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

/** Where the not-found page is rendered from: an address no route but the catch-all takes. */
export const NOT_FOUND_PATH = '/__not-found__';

/**
 * The words of the document around the app, in `locale`: its title where a page sets none, the
 * description search engines and link previews show, and what a browser without JavaScript shows
 * on the screens that need it (every page but the pre-rendered ones).
 */
export async function documentTexts(locale: Locale): Promise<{ title: string; description: string; noscript: string }> {
  await activateCatalog(locale);
  return {
    title: i18n._(msg`Sabil`),
    description: i18n._(msg`Sabil connects donors with believers who cannot afford Hajj or Umrah.`),
    noscript: i18n._(msg`This page needs JavaScript. Please turn JavaScript on in your browser’s settings, then reload the page.`),
  };
}

/**
 * Every address the app's router answers (`/donor/receipt/:id` as written), for web/serve.mjs: any
 * other address is answered 404 with the not-found page.
 */
export function appRoutePaths(table: RouteObject[] = routes): string[] {
  return table.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path] : []),
    ...appRoutePaths(route.children ?? []),
  ]);
}
