import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from '../lib/i18n/i18n';

/**
 * The providers every screen sits in, around a router: the browser's (main.tsx) or, when the public
 * pages are pre-rendered at build time, a static one (app/prerender/render-page.tsx) — the same tree
 * both ways, so the browser hydrates what the build wrote.
 */
export function App({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
