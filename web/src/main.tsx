// Tokens and base first, then the fields every form shows; each component's own sheet follows it.
import './styles/global.css';
import './components/ui/field.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { routes } from './app/routes';
import { activateLocale, chosenLocale, rememberLocale, storedLocale } from './lib/i18n/i18n';
import { isLocale } from './lib/i18n/locales';

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

// A public page pre-rendered at build time (issue 20) says so on <html>, in the language web/serve.mjs
// chose for it (the language cookie, else Accept-Language).
const html = document.documentElement;
const prerendered = html.hasAttribute('data-prerendered') && isLocale(html.lang) ? html.lang : null;

if (prerendered) {
  // Hydrate in the page's own language, or React would find other words than the server wrote. A
  // choice kept on this device but not (yet) in the cookie follows right after, and goes into the
  // cookie so the next page arrives in it.
  activateLocale(prerendered)
    .then(() => {
      hydrateRoot(container, app());
      const chosen = chosenLocale();
      if (chosen && chosen !== prerendered) void activateLocale(chosen, { remember: true });
      else if (chosen) rememberLocale(chosen);
    })
    .catch(() => activateLocale('en').finally(() => createRoot(container).render(app())));
} else {
  // The catalog comes first, so the first paint is already in the reader's language; if that
  // language's chunk cannot be loaded, English it is.
  activateLocale(storedLocale())
    .catch(() => activateLocale('en'))
    .finally(() => createRoot(container).render(app()));
}
