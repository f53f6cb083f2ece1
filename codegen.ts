import type { CodegenConfig } from '@graphql-codegen/cli';

// CODEGEN_OUT lets `npm run check:codegen` generate into a temporary directory and compare it with
// the committed output instead of overwriting it.
const output = process.env.CODEGEN_OUT ?? 'web/src/graphql/generated/';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  // Operations and fragments are written with the generated `graphql()` function beside the
  // components and hooks that use them.
  documents: [
    'web/src/**/*.{ts,tsx}',
    '!web/src/graphql/generated/**',
    '!web/src/locales/**',
    // Tests write their own throw-away operations; they must not reach the app's generated client.
    '!web/src/**/__tests__/**',
    '!web/src/**/*.test.{ts,tsx}',
    '!web/src/test/**',
  ],
  ignoreNoDocuments: true,
  generates: {
    [output]: {
      preset: 'client',
      // Data masking is Apollo Client's (lib/apollo/client.ts `dataMasking: true`), at run time: a
      // query's answer holds only the fields it selects itself, and a component reads its fragment
      // with Apollo's useFragment. The preset's own masking is type-only and brings a useFragment of
      // its own, so it is off; `inlineFragmentTypes: 'mask'` and `apolloUnmask` make the generated
      // types masked the way Apollo's runtime masks (Apollo's data masking docs, "Using with GraphQL
      // Codegen", for the client preset).
      presetConfig: { fragmentMasking: false },
      config: {
        inlineFragmentTypes: 'mask',
        customDirectives: { apolloUnmask: true },
        scalars: { Upload: 'File', DateTimeISO: 'string' },
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
