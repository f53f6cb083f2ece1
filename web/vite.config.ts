import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vite 8's React plugin has no babel option: the Lingui macros go through @rolldown/plugin-babel.
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  build: { sourcemap: true },
  // The shared input rules, from their TypeScript source (the API uses the workspace's build).
  resolve: { alias: { '@sabil/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)) } },
});
