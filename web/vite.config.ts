/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The server (karyana serve) answers /graphql and /media in development too.
const apiTarget = process.env.KARYANA_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': { target: apiTarget, ws: true },
      '/api': apiTarget,
      '/media': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // The checkout journeys take 5–7 s each on an idle 2-core machine; the margin keeps a busy CI
    // machine from failing them on time alone (findBy* waits are 8 s, set in src/test/setup.ts).
    testTimeout: 30000,
  },
});
