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
  return {
    name: 'sabil-build-info',
    apply: 'build',
    configResolved(config) {
      nodeEnv = config.isProduction ? 'production' : (process.env.NODE_ENV ?? 'development');
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify({ nodeEnv })}\n` });
    },
  };
}

export default defineConfig({
  // Vite 8's React plugin has no babel option: the Lingui macros go through @rolldown/plugin-babel.
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] }), buildInfo()],
  build: { sourcemap: true },
  // The shared input rules, from their TypeScript source (the API uses the workspace's build).
  resolve: { alias: { '@sabil/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) } },
});
