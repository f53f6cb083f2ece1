import { useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const MyApplicationQuery = graphql(`
  query MyApplication {
    myApplication {
      id
      status
      ...ApplicationStatusCard_application
    }
  }
`);

/** The signed-in seeker's latest application (null when there is none), fresh on every visit. */
export function useMyApplication() {
  const { data, loading, error } = useQuery(MyApplicationQuery, {
    context: { role: 'seeker' },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  return { application: data?.myApplication ?? null, loading: loading && !data, error };
}
