// Apollo Client's types follow GraphQL Codegen's masked types (codegen.ts): a query's type holds
// fragment references, not the fragments' fields; FragmentType and useFragment unwrap them.
import '@apollo/client';
import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

declare module '@apollo/client' {
  // Declaration merging: the interface adds nothing of its own, it takes on the codegen overrides.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
