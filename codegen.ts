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
      // Apollo Client's normalized cache reads whole objects; the preset's fragment masking would
      // only add unwrapping calls in every component.
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { Upload: 'File', DateTimeISO: 'string' },
        useTypeImports: true,
        enumsAsTypes: true,
      },
    },
  },
};

export default config;
