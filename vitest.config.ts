import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { SOURCE_RESOLVE } from './vite.config.js';

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
      'src/server/lib/*.test.ts',
      'src/server/accounts/passwords.test.ts',
      'src/server/accounts/password-policy.test.ts',
      'src/server/images/images.test.ts',
      'src/server/images/image-references.test.ts',
      'src/server/inquiries/inquiries-csv.test.ts',
      'src/server/inquiries/dashboard.test.ts',
      'src/server/pages/page-html.test.ts',
      'src/server/pages/page-renderer.test.ts',
      'src/server/pages/module-preloads.test.ts',
      'src/server/privacy/person-match.test.ts',
    ],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
  },
};

export default defineConfig({
  // `#shared/*` resolves to the sources (see vite.config.ts); Vite's own config is not merged:
  // its SSR build inlines every dependency, which tests must not.
  resolve: SOURCE_RESOLVE,
  ssr: { resolve: SOURCE_RESOLVE },
  test: {
    projects: onPostgres ? [pglite, postgres] : [pglite],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
