import { useEffect, useState } from 'react';
import { graphqlUrl } from '../config/api-url';

/** What the public pages show: counted from the books by the API (publicFigures), at most a minute old. */
export interface PublicFigures {
  journeysFunded: number;
  dollarsGiven: number;
  donors: number;
  countries: number;
}

export type PublicFiguresState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; figures: PublicFigures };

const QUERY = 'query PublicFigures { publicFigures { journeysFunded dollarsGiven donors countries } }';

// A plain fetch, so the home page carries no GraphQL client; the API counts at most once a minute.
async function fetchFigures(): Promise<PublicFigures | null> {
  try {
    const response = await fetch(graphqlUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operationName: 'PublicFigures', query: QUERY }),
    });
    const body = (await response.json()) as { data?: { publicFigures?: PublicFigures } };
    return body.data?.publicFigures ?? null;
  } catch {
    return null;
  }
}

/** The real figures, or why there are none to show yet (loading, or the API could not be reached). */
export function usePublicFigures(): PublicFiguresState {
  const [state, setState] = useState<PublicFiguresState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    void fetchFigures().then((figures) => {
      if (current) setState(figures ? { status: 'ready', figures } : { status: 'unavailable' });
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** Nothing has been given yet: the pages say so instead of showing a row of zeros. */
export const nothingGivenYet = (figures: PublicFigures) => figures.dollarsGiven === 0 && figures.journeysFunded === 0;
