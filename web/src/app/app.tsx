import { I18nProvider } from '@lingui/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { i18n } from '../lib/i18n/i18n';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  );
}
