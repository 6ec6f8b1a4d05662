import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Fault tests: the BUILT server (npm run build first) in child processes, against real
 * PostgreSQL and Redis processes that the tests start, stop and kill. One file at a time,
 * because each file starts several servers and databases of its own.
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      include: ['src/server/faults/**/*.fault.ts'],
      environment: 'node',
      pool: 'forks',
      fileParallelism: false,
      testTimeout: 120_000,
      hookTimeout: 180_000,
      teardownTimeout: 60_000,
    },
  }),
);
