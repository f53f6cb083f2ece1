import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';

/** Stands in for a destination screen: shows where the router went and with what state. */
export function Destination() {
  const location = useLocation();
  return (
    <div data-testid="destination" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

/**
 * Renders `element` at `path` in a memory router, inside the app's providers with mocked GraphQL
 * (`mocks`), or with a given Apollo `client` (test/apollo-test-client.ts: the real cache and links).
 * Other paths render <Destination />, so a test can see where a redirect went.
 */
export function renderAt(
  path: string,
  element: ReactNode,
  options: { mocks?: MockLink.MockedResponse[]; routes?: RouteObject[]; client?: ApolloClient; state?: unknown } = {},
) {
  const routes: RouteObject[] = options.routes ?? [
    { path, element },
    { path: '*', element: <Destination /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [options.state === undefined ? path : { pathname: path, state: options.state }] });
  const view = render(
    <I18nProvider i18n={i18n}>
      {options.client ? (
        <ApolloProvider client={options.client}>
          <RouterProvider router={router} />
        </ApolloProvider>
      ) : (
        <MockedProvider mocks={options.mocks ?? []}>
          <RouterProvider router={router} />
        </MockedProvider>
      )}
    </I18nProvider>,
  );
  return { ...view, router };
}
