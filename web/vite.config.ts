/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compileCatalogues } from './scripts/compileCatalogues.mjs';
import { startupQueries } from './scripts/startupQueries.mjs';
import { startupScreenTexts } from './scripts/startupScreenTexts.mjs';
import { readdirSync, readFileSync } from 'node:fs';

// Unit test files share one module graph per worker (isolate: false: three times less CPU, most of it
// importing antd again per file), except those that replace modules (vi.mock): a mock must not leak
// into another file, so they run isolated.
const TEST_FILE = /\.test\.tsx?$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock|unmock|resetModules)\(/;
const SRC = new URL('./src/', import.meta.url);
const testFiles = readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((file) => TEST_FILE.test(file));
const isolatedTests = testFiles.filter((file) => REPLACES_MODULES.test(readFileSync(new URL(file, SRC), 'utf8')));
const inSrc = (files: string[]) => files.map((file) => `src/${file}`);

// The server (karyana serve) answers /graphql and /media in development too.
const apiTarget = process.env.KARYANA_URL ?? 'http://127.0.0.1:8080';

/** The feature folders' TypeScript modules (not their CSS). */
const FEATURE_MODULE = /\/src\/features\/[^?]+\.tsx?$/;

export default defineConfig({
  plugins: [compileCatalogues(), startupQueries(), startupScreenTexts(), react()],
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
    projects: [
      {
        extends: true,
        test: { name: 'shared', isolate: false, include: inSrc(testFiles.filter((f) => !isolatedTests.includes(f))) },
      },
      { extends: true, test: { name: 'isolated', include: inSrc(isolatedTests) } },
    ],
  },
});
