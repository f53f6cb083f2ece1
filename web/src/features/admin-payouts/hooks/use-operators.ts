import { useMutation, useQuery } from '@apollo/client/react';
import { graphql } from '../../../graphql/generated';

export const OperatorRowFragment = graphql(`
  fragment OperatorRow_operator on Operator {
    id
    name
    country
    licenceNumber
    contact
    updatedAt
  }
`);

export const AdminOperatorsQuery = graphql(`
  query AdminOperators {
    operators {
      id
      ...OperatorRow_operator
    }
  }
`);

export const CreateOperatorMutation = graphql(`
  mutation CreateOperator($input: OperatorInput!) {
    createOperator(input: $input) {
      id
      ...OperatorRow_operator
    }
  }
`);

export const UpdateOperatorMutation = graphql(`
  mutation UpdateOperator($id: ID!, $input: OperatorInput!) {
    updateOperator(id: $id, input: $input) {
      id
      ...OperatorRow_operator
    }
  }
`);

const ADMIN = { role: 'admin' } as const;

export function useAdminOperators() {
  return useQuery(AdminOperatorsQuery, { context: ADMIN, fetchPolicy: 'cache-and-network' });
}

/** Adding one reads the list again (its order is by name); a change comes back into the cache by its id. */
export function useOperatorChanges() {
  const [create, creating] = useMutation(CreateOperatorMutation, { context: ADMIN, refetchQueries: [{ query: AdminOperatorsQuery, context: ADMIN }], awaitRefetchQueries: true });
  const [update, updating] = useMutation(UpdateOperatorMutation, { context: ADMIN });
  return { create, update, saving: creating.loading || updating.loading };
}
