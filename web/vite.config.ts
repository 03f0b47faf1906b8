/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compileCatalogues.mjs';

// The server (karyana serve) answers /graphql and /media in development too.
const apiTarget = process.env.KARYANA_URL ?? 'http://127.0.0.1:8080';

/** The feature folders' TypeScript modules (not their CSS). */
const FEATURE_MODULE = /\/src\/features\/[^?]+\.tsx?$/;

export default defineConfig({
  plugins: [compileCatalogues(), react()],
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
    rolldownOptions: {
      treeshake: {
        // A feature's modules declare and export, nothing more (their CSS aside): so what another
        // layer does not use of a feature's index.ts is left out, and app/'s static imports of a
        // feature's index do not pull the parts only lazy routes use into the home route.
        moduleSideEffects: (id) => (FEATURE_MODULE.test(id) ? false : undefined),
      },
    },
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
