import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { TEST_RESOLVE } from './vite.config.js';

/**
 * Unit and server tests. The server suite runs on embedded PGlite, and once more on the
 * PostgreSQL server named by TEST_DATABASE_URL when it is set (as .ci/run does).
 *
 * Test files share their worker's modules (`isolate: false`): importing the app afresh for each
 * of 145 files cost more than half of the suite's time. A file that replaces a module or a
 * global (vi.mock, vi.stubGlobal, vi.stubEnv, fake timers) would leak that into the next file,
 * so those files, found by reading them, run isolated in projects of their own. The component
 * tests share theirs too, with what a file replaced put back before the next (decision 0061).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const REPLACES_MODULES_OR_GLOBALS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers)\(/;

function testFiles(dir: string, suffix: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path, suffix);
    return entry.name.endsWith(suffix) ? [path] : [];
  });
}

/**
 * Files that fake only the date, or stub only what the code reads when it runs (the footer's
 * `__BUILD_YEAR__`, the AWS SDK's credentials read by each new S3 client), and put it back
 * themselves: they share their worker's modules, and `src/server/test/put-back-stubs.ts` undoes
 * what a file left before the next (decision 0061).
 */
const PUT_BACK_THEMSELVES = [
  'src/server/reports/report-routes.test.ts',
  'src/server/dashboard/dashboard-routes.test.ts',
  'src/server/pages/web-app-legal.test.ts',
  'src/server/pages/web-app-listing.test.ts',
  'src/server/storage/demo-seed-in-a-bucket.test.ts',
  'src/server/storage/uploads-in-a-bucket.test.ts',
];

const ISOLATED = testFiles('src', '.test.ts').filter(
  (file) => !PUT_BACK_THEMSELVES.includes(file) && REPLACES_MODULES_OR_GLOBALS.test(readFileSync(file, 'utf8')),
);

/**
 * Component files that replace a module: the others' stubbed globals, spies and fake timers are
 * undone before each file by `src/web/testing/fresh-dom.ts`.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock)\(/;
const ISOLATED_COMPONENTS = testFiles('src/web', '.test.tsx').filter((file) =>
  REPLACES_MODULES.test(readFileSync(file, 'utf8')),
);

/** These never touch a database: once is enough. */
const NO_DATABASE = [
  'src/server/test/cached-dump.test.ts',
  'src/server/config.test.ts',
  'src/server/server-process.test.ts',
  'src/server/db/keyset.test.ts',
  'src/server/lib/*.test.ts',
  'src/server/accounts/passwords.test.ts',
  'src/server/accounts/password-policy.test.ts',
  'src/server/images/images.test.ts',
  'src/server/images/image-references.test.ts',
  'src/server/inquiries/inquiries-csv.test.ts',
  'src/server/dashboard/dashboard.test.ts',
  'src/server/pages/page-html.test.ts',
  'src/server/pages/page-renderer.test.ts',
  'src/server/pages/module-preloads.test.ts',
  'src/server/privacy/person-match.test.ts',
  'src/server/storage/byte-range.test.ts',
  'src/server/storage/local-storage.test.ts',
  'src/server/storage/s3-storage.test.ts',
  'src/server/storage/migrate-uploads.test.ts',
];

/**
 * These use a database, but what they check does not depend on which: once, on PGlite. The
 * overload guard reads the event loop, and its test keeps both cores busy for seconds; the empty
 * database is the embedded one's alone; the migrations' own tests start an empty PGlite of their
 * own and migrate it step by step, whichever database the project is for (run twice, they cost
 * about a fifth of the suite's file time).
 */
const ANY_DATABASE = [
  'src/server/db/empty-database.test.ts',
  'src/server/db/migrations.test.ts',
  'src/server/db/migration-catalogue-control.test.ts',
  'src/server/db/migration-inquiry-quote-fields.test.ts',
  'src/server/db/migration-inquiry-tallies.test.ts',
  'src/server/db/migration-outbox-search.test.ts',
  'src/server/db/migration-quote-answers.test.ts',
  'src/server/db/migration-secret-links.test.ts',
];

/**
 * The overload guard's test reads this process's own event loop while it loads the machine with
 * processes of its own: it needs the rest of the machine quiet and a fresh process (no earlier
 * file's timers or heap), so it is a project of its own, which `npm test` runs alone before the
 * rest (scripts/test-stages.mjs, decision 0063). Under the rest of the suite's load its loop was
 * once busy for a whole window, and the guard rightly refused.
 */
const READS_ITS_OWN_EVENT_LOOP = ['src/server/plugins/overload.test.ts'];
const eventLoop: TestProjectInlineConfiguration = {
  extends: true,
  test: {
    name: 'event loop',
    include: READS_ITS_OWN_EVENT_LOOP,
    environment: 'node',
    env: { TEST_DB: 'pglite' },
    isolate: true,
  },
};

function project(
  name: string,
  include: string[],
  exclude: string[],
  env: Record<string, string>,
): TestProjectInlineConfiguration[] {
  const base = ['**/node_modules/**', ...exclude];
  return [
    {
      extends: true,
      test: {
        name,
        include,
        exclude: [...base, ...ISOLATED],
        environment: 'node',
        env,
        setupFiles: ['src/server/test/put-back-stubs.ts'],
        isolate: false,
      },
    },
    {
      extends: true,
      test: {
        name: `${name} (isolated)`,
        include: ISOLATED.filter((file) => include.some((pattern) => file.startsWith(pattern.split('**')[0]!))),
        exclude: base,
        environment: 'node',
        env,
        isolate: true,
      },
    },
  ];
}

/**
 * Component tests (`*.test.tsx`): React pieces rendered in jsdom with Testing Library. As the
 * server's files, they share their worker's modules and DOM (importing React, Testing Library and
 * the app afresh and building a new jsdom for each file was about three quarters of their CPU,
 * decision 0061), and `src/web/testing/fresh-dom.ts` puts back the globals and timers and empties
 * the DOM, the storage and the address before each file; the files that replace a module run
 * isolated, each in a fresh module graph and DOM.
 */
const components: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'components',
      include: ['src/web/**/*.test.tsx'],
      exclude: ['**/node_modules/**', ...ISOLATED_COMPONENTS],
      environment: 'jsdom',
      setupFiles: ['src/web/testing/fresh-dom.ts'],
      isolate: false,
    },
  },
  {
    extends: true,
    test: { name: 'components (isolated)', include: ISOLATED_COMPONENTS, environment: 'jsdom', isolate: true },
  },
];

const pglite = project('pglite', ['src/**/*.test.ts', 'scripts/**/*.test.ts'], READS_ITS_OWN_EVENT_LOOP, {
  TEST_DB: 'pglite',
});
const postgres = project(
  'postgres',
  ['src/server/**/*.test.ts'],
  [...NO_DATABASE, ...ANY_DATABASE, ...READS_ITS_OWN_EVENT_LOOP],
  {
    TEST_DB: 'postgres',
  },
);

export default defineConfig({
  // `#shared/*` resolves to the sources (see vite.config.ts); Vite's own config is not merged:
  // its SSR build inlines every dependency, which tests must not.
  resolve: TEST_RESOLVE,
  ssr: { resolve: TEST_RESOLVE },
  test: {
    projects: onPostgres ? [...components, ...pglite, ...postgres, eventLoop] : [...components, ...pglite, eventLoop],
    // The migrated database each PostgreSQL test database is copied from.
    globalSetup: onPostgres ? ['src/server/test/postgres-template.ts'] : [],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // A worker per core. Vitest's default leaves one core idle, and much of a server test's time
    // is spent waiting on a database or a child process.
    maxWorkers: availableParallelism(),
  },
});
