import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Builds the minimal app with the portal's plugins: `vite build --config bench/minimal/vite.config.ts --outDir <tmp>`. */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: { emptyOutDir: true, chunkSizeWarningLimit: 1500 },
});
