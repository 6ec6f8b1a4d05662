import { defineConfig } from 'vitest/config';
import { SOURCE_RESOLVE } from './vite.config.js';

/**
 * Fault tests: the BUILT server (npm run build first) in child processes, against real
 * PostgreSQL and Redis processes that the tests start, stop and kill. One file at a time,
 * because each file starts several servers and databases of its own.
 */
export default defineConfig({
  // `#shared/*` resolves to the sources (see vite.config.ts); Vite's own config is not merged:
  // its SSR build inlines every dependency, which tests must not.
  resolve: SOURCE_RESOLVE,
  ssr: { resolve: SOURCE_RESOLVE },
  test: {
    include: ['src/server/faults/**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
