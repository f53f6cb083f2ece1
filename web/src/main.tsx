// Tokens and base first, then the fields every form shows; each component's own sheet follows it.
import './styles/global.css';
import './components/ui/field.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './app/app';
import { pageHydrated } from './app/page-hydrated';
import { routes } from './app/routes';
import { activateLocale, chosenLocale, pageLocale, rememberLocale, requestedLocale } from './lib/i18n/i18n';
import { LANGUAGE_PARAMETER } from './lib/i18n/language-rule.mjs';
import { isLocale } from './lib/i18n/locales';

const container = document.getElementById('root')!;
const app = () => (
  <StrictMode>
    <App>
      <RouterProvider router={createBrowserRouter(routes)} />
    </App>
  </StrictMode>
);

// The page's language by the one rule (lib/i18n/language-rule.mjs), the one web/serve.mjs followed
// for this answer. A `?lang=` in the address (links in emails) is remembered like the switcher's choice,
// then taken out of the address, so that a bookmark or a shared link does not pin the language.
const requested = requestedLocale();
const locale = pageLocale();
const remember = Boolean(requested ?? chosenLocale());
if (requested) {
  const url = new URL(window.location.href);
  url.searchParams.delete(LANGUAGE_PARAMETER);
  window.history.replaceState(window.history.state, '', url);
}

// A public page pre-rendered at build time (issue 20) says so on <html>, in the language web/serve.mjs
// chose for it.
const html = document.documentElement;
const prerendered = html.hasAttribute('data-prerendered') && isLocale(html.lang) ? html.lang : null;

if (prerendered) {
  // Hydrate in the page's own language, or React would find other words than the server wrote. Should
  // the rule say otherwise here (a choice kept on this device but not in the cookie), that follows once
  // the route's page has hydrated too (app/page-hydrated.tsx), and goes into the cookie so the next page
  // arrives in it.
  activateLocale(prerendered)
    .then(() => {
      hydrateRoot(container, app());
      if (locale !== prerendered) void pageHydrated.then(() => activateLocale(locale, { remember }));
      else if (remember) rememberLocale(locale);
    })
    .catch(() => activateLocale('en').finally(() => createRoot(container).render(app())));
} else {
  // The catalog comes first, so the first paint is already in the reader's language; if that
  // language's chunk cannot be loaded, English it is.
  activateLocale(locale, { remember })
    .catch(() => activateLocale('en'))
    .finally(() => createRoot(container).render(app()));
}
