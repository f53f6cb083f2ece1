import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  // Vite 8's React plugin has no babel option: the Lingui macros go through @rolldown/plugin-babel.
  plugins: [react(), lingui(), babel({ presets: [linguiTransformerBabelPreset()] })],
  build: { sourcemap: true },
});
