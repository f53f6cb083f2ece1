import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const AdminZakatSettingsQuery = graphql(`
  query AdminZakatSettings {
    zakatSettings {
      nisab
      nisabSetOn
    }
  }
`);

export const SetNisabMutation = graphql(`
  mutation SetZakatNisab($nisab: Float!, $setOn: String!) {
    setZakatNisab(nisab: $nisab, setOn: $setOn) {
      nisab
      nisabSetOn
    }
  }
`);

/** Issue 31: the zakat calculator's nisab, as admins read and set it (audited by the API). */
export function useNisab() {
  const { data, loading } = useQuery(AdminZakatSettingsQuery, { context: { role: 'admin' }, fetchPolicy: 'cache-and-network' });
  const [mutate, state] = useMutation(SetNisabMutation);
  return {
    settings: data?.zakatSettings,
    loading: loading && !data,
    saving: state.loading,
    async save(nisab: number, setOn: string) {
      await mutate({
        variables: { nisab, setOn },
        context: { role: 'admin' },
        refetchQueries: [AdminZakatSettingsQuery],
      });
    },
  };
}
