import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { portalPwa } from './pwa.config';
import { sourceMapsOutsideDist } from './sourcemaps.config';

/** Modules of the UI kit that lazy pages share; three.js, charts and uploads stay apart. */
const UI_KIT =
  /node_modules[\\/](@mui[\\/](material|system|utils|styled-engine|icons-material|private-theming|core-downloads-tracker)|@emotion|@popperjs|react-transition-group|ra-ui-materialui|ra-core|react-hook-form|@hookform|clsx|inflection|lodash)[\\/]/;

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [
    react(),
    portalPwa(),
    sourceMapsOutsideDist(fileURLToPath(new URL('.', import.meta.url))),
  ],
  // ra-input-rich-text nests an older @tiptap/core and pm than starter-kit's: one copy of each,
  // or its extensions miss core exports and ProseMirror runs twice.
  resolve: { dedupe: ['@tiptap/core', '@tiptap/pm'] },
  server: {
    // /oss: the fake API's public demo meshes, linked same-origin by the seeded case files.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/oss': { target: apiTarget, changeOrigin: true },
    },
  },
  build: {
    // Maps for reading error-log stacks, kept out of dist/ and unlinked (sourcemaps.config.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // A feature's index.ts re-exports what other features may use; the route table imports
      // it for the resource configs, so these modules must not run (or ship) for a re-export
      // nobody in the shell uses: feature modules have no top-level effects.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]resources[\\/]/.test(id) },
      output: {
        // What the entry needs statically is one chunk, not seventy: the login route then costs
        // two requests, and one gzip stream compresses better than many small ones (issue 9).
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'], priority: 2 },
            // The UI kit the pages behind the sign-in share (MUI, react-admin's MUI side): one
            // chunk instead of forty of a few kB each, which the first page after the sign-in
            // fetched one request at a time.
            { name: 'ui-kit', test: UI_KIT, minShareCount: 2, priority: 1 },
          ],
        },
      },
    },
  },
});
