/**
 * Vite's server-side build entry (scripts/prerender.mjs): renders one public page in one language to
 * HTML with React's own static renderer, through the app's route table and a static router, so the
 * browser hydrates the very tree written here (main.tsx).
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { activateCatalog } from '../../lib/i18n/i18n';
import type { Locale } from '../../lib/i18n/locales';
import { App } from '../app';
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
