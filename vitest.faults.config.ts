import { defineConfig } from 'vitest/config';
import { TEST_RESOLVE } from './vite.config.js';

/**
 * Fault tests: the BUILT server (npm run build first) in child processes, against real
 * PostgreSQL and Redis processes that the tests start, stop and kill. Two files at a time: each
 * starts servers and databases of its own on free ports, and spends most of its time waiting for
 * them (restarts, time limits, slow clients), leaving half of two cores idle when run alone.
 */
export default defineConfig({
  // `#shared/*` resolves to the sources (see vite.config.ts); Vite's own config is not merged:
  // its SSR build inlines every dependency, which tests must not.
  resolve: TEST_RESOLVE,
  ssr: { resolve: TEST_RESOLVE },
  test: {
    include: ['src/server/faults/**/*.fault.ts'],
    environment: 'node',
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
  },
});
