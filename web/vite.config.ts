import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes build-info.json beside index.html with the NODE_ENV the bundle was made for: with
 * NODE_ENV=development in the environment Vite bundles React's development build, and `npm start`
 * (scripts/start.mjs) builds again rather than serve such a dist.
 */
function buildInfo(): Plugin {
  let nodeEnv = 'production';
  let ssr = false;
  return {
    name: 'sabil-build-info',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      nodeEnv = config.isProduction ? 'production' : (process.env.NODE_ENV ?? 'development');
    },
    generateBundle() {
      if (ssr) return;
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ nodeEnv })}\n` });
    },
  };
}

/**
 * A few chunks instead of twenty small ones for the screens that call the API (issue 20): a sign-in
 * page's scripts arrived six at a time (HTTP/1.1's connections per host), each after a round trip,
 * so on a 3G link the form became usable only after four or five of them. Only these libraries and
 * folders are grouped (not what they import: React and the shared modules stay in the entry), and
 * none of them is on the static pages, whose scripts do not change.
 */
const CHUNK_GROUPS = [
  {
    name: 'apollo',
    test: /node_modules[\\/](@apollo|rxjs|tslib|@wry|optimism|apollo-upload-client|extract-files|is-plain-obj|ts-invariant)[\\/]|[\\/]src[\\/]lib[\\/]apollo[\\/]/,
    includeDependenciesRecursively: false,
  },
  {
    // The form kit and the input rules: the public pages' contact form and newsletter box use them
    // too (issue 28), so nothing here may import the GraphQL client.
    name: 'forms',
    test: /node_modules[\\/](react-hook-form|@hookform|zod)[\\/]|[\\/]contracts[\\/]src[\\/]|[\\/]src[\\/]components[\\/]ui[\\/](form[\\/]|form-message)/,
    includeDependenciesRecursively: false,
  },
  {
    // The sign-in and registration screens, which call the API through Apollo.
    name: 'auth-forms',
    test: (id: string) =>
      /[\\/]src[\\/]features[\\/]auth[\\/](components|hooks)[\\/]|[\\/]src[\\/]lib[\\/]auth[\\/](pending-sign-in|use-sign-out-everywhere)/.test(id) && !id.includes('second-factor'),
    includeDependenciesRecursively: false,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  // Vite 8's React plugin has no babel option: the Lingui macros go through @rolldown/plugin-babel.
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), buildInfo()],
  build: isSsrBuild
    ? // The pre-rendering entry (`vite build --ssr`, npm run build): run once by scripts/prerender.mjs
      // at build time, never served, so outside dist.
      { outDir: 'dist-ssr', copyPublicDir: false }
    : // The manifest tells scripts/prerender.mjs which chunks and stylesheets each public page needs.
      { sourcemap: true, manifest: true, rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } },
  // The shared input rules, from their TypeScript source (the API uses the workspace's build).
  resolve: { alias: { '@sabil/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) } },
}));
