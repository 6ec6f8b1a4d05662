import { defineConfig, mergeConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Unit and server tests. The server suite runs on embedded PGlite, and once more on the
 * PostgreSQL server named by TEST_DATABASE_URL when it is set (as .ci/run does).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const pglite: TestProjectInlineConfiguration = {
  extends: true,
  test: { name: 'pglite', include: ['src/**/*.test.ts'], environment: 'node', env: { TEST_DB: 'pglite' } },
};

const postgres: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'postgres',
    include: ['src/server/**/*.test.ts'],
    // These never touch a database: once is enough.
    exclude: [
      '**/node_modules/**',
      'src/server/main.test.ts',
      'src/server/config.test.ts',
      'src/server/services/*.test.ts',
    ],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
  },
};

// Vite's config brings the `#shared/*` and `#web/*` resolution (and the React plugin).
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: onPostgres ? [pglite, postgres] : [pglite],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      pool: 'forks',
    },
  }),
);
