// One flat config for the workspaces: `npm run lint -w api` and `npm run lint -w web` both find it.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { formKit } from './web/eslint/form-kit.mjs';
import { fragmentOwnership } from './web/eslint/fragment-ownership.mjs';
import { deepImportOptions, ownTablesOnly } from './api/eslint-rules/module-boundaries.mjs';

/**
 * STYLE §7, one-way imports in web/src: app → features → components, lib. A feature does not import
 * another feature, and the shared layers (components/, lib/) import neither features nor app/.
 *
 * One allowance, for tests only: a feature's `__tests__/` may import app/ to render a screen as the
 * app composes it. The admin dashboard is such a screen: app/admin-dashboard-route.tsx puts the
 * domain features' panels (admin-applications, -tracking, -stories, -api-keys, -webhooks) into the
 * shell (admin-dashboard), so no feature's code imports another, and each domain's tests still
 * drive the dashboard a person sees. A test still may not import another feature directly.
 */
const layerOf = (file) => {
  const match = /web\/src\/(app|features\/[^/]+|components|lib|graphql|locales|test)\//.exec(file.split(path.sep).join('/'));
  return match?.[1];
};
const importBoundaries = {
  meta: { type: 'problem', schema: [], messages: { crossing: '{{from}} must not import from {{to}} (STYLE §7: move shared code to components/ or lib/).' } },
  create(context) {
    const from = layerOf(context.filename);
    if (!from) return {};
    const isTest = /\/__tests__\//.test(context.filename.split(path.sep).join('/'));
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = layerOf(path.resolve(path.dirname(context.filename), source) + '/');
      if (!to || to === from) return;
      const forbidden =
        (from.startsWith('features/') && (to.startsWith('features/') || (to === 'app' && !isTest))) ||
        ((from === 'components' || from === 'lib') && (to.startsWith('features/') || to === 'app'));
      if (forbidden) context.report({ node: node.source, messageId: 'crossing', data: { from, to } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/**
 * One way down in api/src: each folder sits on a layer and imports only its own layer or lower
 * ones. The entry points compose everything; the HTTP app and the GraphQL server assemble the
 * modules; the modules use the kit (REST helpers, who is calling, uploads, storage, payments,
 * jobs, validation, shared lists); everything stands on errors, logging, config and the database.
 */
const API_LAYERS = [
  ['main', 'composition-root', 'bench', 'backup'],
  ['http', 'graphql'],
  ['modules'],
  ['rest', 'auth', 'uploads', 'storage', 'payments', 'jobs', 'validation', 'shared-lists'],
  ['errors', 'logging', 'config', 'db'],
];
const apiLayerOf = (file) => {
  const match = /api\/src\/([^/.]+)/.exec(file.split(path.sep).join('/'));
  if (!match) return undefined;
  const index = API_LAYERS.findIndex((names) => names.includes(match[1]));
  return index < 0 ? undefined : { name: match[1], rank: API_LAYERS.length - index };
};
const apiLayers = {
  meta: { type: 'problem', schema: [], messages: { upward: '{{from}} must not import from {{to}}, a higher layer (api/src runs one way down: see eslint.config.mjs API_LAYERS).' } },
  create(context) {
    const from = apiLayerOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = apiLayerOf(path.resolve(path.dirname(context.filename), source));
      if (to && to.rank > from.rank) context.report({ node: node.source, messageId: 'upward', data: { from: from.name, to: to.name } });
    };
    return { ImportDeclaration: check, ImportExpression: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/graphql/generated/**',
      '**/locales/*/messages.ts',
      'data/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.mts', '**/*.cts'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Tests read loosely typed JSON answers; `any` there is a convenience, not a design leak.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/__tests__/**', 'api/src/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    // fragment-ownership: a feature spreads only its own fragments; form-kit: a <form> is made with
    // useSchemaForm (web/eslint/).
    plugins: { sabil: { rules: { 'import-boundaries': importBoundaries, 'fragment-ownership': fragmentOwnership, 'form-kit': formKit } } },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'sabil/import-boundaries': 'error', 'sabil/fragment-ownership': 'error', 'sabil/form-kit': 'error' },
  },
  {
    // STYLE §18, one form kit: forms are made with components/ui/form's useSchemaForm (the shared
    // rules, translated refusals, the first refused field focused), never with react-hook-form itself.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/components/ui/form/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hook-form', message: 'Make forms with useSchemaForm and the fields of components/ui/form.' }],
          patterns: [{ group: ['@hookform/*'], message: 'Make forms with useSchemaForm and the fields of components/ui/form.' }],
        },
      ],
    },
  },
  {
    // Tests set up whatever they need; the code they test keeps to its layer.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/test/**'],
    plugins: { sabil: { rules: { 'api-layers': apiLayers } }, 'import-x': importX },
    settings: { 'import-x/extensions': ['.ts'], 'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] }, 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })] },
    rules: { 'sabil/api-layers': 'error', 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Issue 29: a module reaches another only through its index.ts, and its SQL names only its own
    // tables (tables.ts); import-x/no-restricted-paths (already here for no-cycle, it resolves the
    // imports the way TypeScript does) draws the first, api/eslint-rules/module-boundaries.mjs both.
    files: ['api/src/modules/*/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'sabil-modules': { rules: { 'own-tables-only': ownTablesOnly } } },
    rules: { 'import-x/no-restricted-paths': ['error', deepImportOptions()], 'sabil-modules/own-tables-only': 'error' },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
