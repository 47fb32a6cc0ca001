import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.API_PORT ?? 8081}`;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: true } },
  },
  build: { sourcemap: true, chunkSizeWarningLimit: 1500 },
});
