import type { ApolloClient } from '@apollo/client';
import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext } from 'react';
import { Outlet } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo/client';

let client: ApolloClient | undefined;

/**
 * The screens that talk to the API render inside this outlet, loaded on first use: the static
 * public pages (home, about, contact) ship without Apollo, rxjs and graphql-js, about 40 KB gzip.
 * One client for the whole visit, so its cache survives moving between screens. A client already
 * provided above (tests' MockedProvider) wins.
 */
export function ApolloOutlet() {
  const provided = useContext(getApolloContext()).client;
  if (provided) return <Outlet />;
  client ??= createApolloClient();
  return (
    <ApolloProvider client={client}>
      <Outlet />
    </ApolloProvider>
  );
}
