// One flat config for the workspaces: `npm run lint -w api` and `npm run lint -w web` both find it.
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    plugins: { sabil: { rules: { 'import-boundaries': importBoundaries } } },
    languageOptions: { globals: { ...globals.browser } },
    rules: { 'sabil/import-boundaries': 'error' },
  },
  {
    files: ['web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
);
