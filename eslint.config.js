// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { datesThroughFormat } from './scripts/eslint-rules/dates-through-format.js';
import { inquiryLifeOwner } from './scripts/eslint-rules/inquiry-life-owner.js';

/** The server's domains, from the one that may use most to the one that uses none. */
const SERVER_DOMAINS = [
  'metrics',
  'demo',
  'pages',
  'privacy',
  'reports',
  'dashboard',
  'talent',
  'payouts',
  'calendar-views',
  'billing',
  'quotes',
  'inquiries',
  'bookings',
  'calendar',
  'inquiry-life',
  'celebrities',
  'accounts',
  'site',
  'mail',
  'images',
  'storage',
  'audit',
  'health',
];
/** The project's own lint rules (scripts/eslint-rules), one plugin for every block that uses them. */
const STARLINE_RULES = {
  rules: { 'dates-through-format': datesThroughFormat, 'inquiry-life-owner': inquiryLifeOwner },
};

const SHARED_SERVER_FOLDERS = ['db', 'lib', 'plugins'];

/**
 * Each domain declares its own tables in src/server/<domain>/<domain>-tables.ts (decision 0029),
 * so these zones guard the tables as they guard the code. A tables file may still name an
 * earlier domain's table for a foreign key (who did it, what an e-mail is about): that is the
 * database keeping its rows whole, not one domain using another's code.
 */
const tablesFile = (domain) => `./${domain}-tables.ts`;

/**
 * The server's zones; `forTablesFiles` lets an earlier domain's tables file be named (by a tables
 * file, for a foreign key). Every other read or write of a table follows the domain order.
 */
function serverDomainZones(forTablesFiles = false) {
  const folder = (name) => `./src/server/${name}`;
  return [
    ...SERVER_DOMAINS.flatMap((domain, index) =>
      SERVER_DOMAINS.slice(0, index).map((earlier) => ({
        target: folder(domain),
        from: folder(earlier),
        except: forTablesFiles ? [tablesFile(earlier)] : [],
        message: `${domain} may use only the domains after it in SERVER_DOMAINS (eslint.config.js).`,
      })),
    ),
    ...SHARED_SERVER_FOLDERS.map((shared) => ({
      target: folder(shared),
      from: [...SERVER_DOMAINS.map(folder), './src/server/app.ts', './src/server/domain-errors.ts'],
      message: 'Shared server folders sit below every domain.',
    })),
    // This list replaces the general one for server files, so it repeats its server rule.
    { target: './src/server', from: './src/web', message: 'The server must not import the browser code.' },
  ].filter((zone) => zone.from.length > 0);
}

/** A server file reaches its own folder relatively and everything else through `#server/*`. */
const SERVER_OUTSIDE_FOLDER = { regex: '^\\.\\./', message: 'Import from outside this folder through #server/*.' };

/** Services raise a DomainRefusal; only the edge (SERVER_EDGE) answers with an HTTP status. */
const HTTP_ANSWERS = {
  name: '#server/lib/http-error',
  importNames: ['HttpError', 'fieldError'],
  message:
    'Refuse with DomainRefusal or fieldRefusal (#server/lib/domain-refusal): the edge picks the HTTP status (decision 0032).',
};

/**
 * The server's edge, where HTTP statuses are chosen (decision 0032): routes, plugins, the error
 * mapping, the app, the shared lib, and the two readers of the celebrity form's upload, which
 * parse the request's bytes and answer for them (413, 415) before any service runs.
 */
const SERVER_EDGE = [
  'src/server/**/*-routes.ts',
  'src/server/**/*-plugin.ts',
  'src/server/plugins/**',
  'src/server/lib/**',
  'src/server/domain-errors.ts',
  'src/server/app.ts',
  'src/server/celebrities/read-multipart.ts',
  'src/server/celebrities/process-uploads.ts',
];

/** Every feature folder of the browser code, `src/web/features/<area>/<feature>`. */
const WEB_FEATURES = readdirSync('./src/web/features', { withFileTypes: true })
  .filter((area) => area.isDirectory())
  .flatMap((area) =>
    readdirSync(`./src/web/features/${area.name}`, { withFileTypes: true })
      .filter((feature) => feature.isDirectory())
      .map((feature) => `./src/web/features/${area.name}/${feature.name}`),
  );

/** An import that climbs three folders or more (`../../../x`); an alias reaches it plainly. */
const CLIMBS_THREE_FOLDERS = {
  regex: '^(\\.\\./){3,}',
  message: 'Import from more than two folders up through #web/*, #server/*, #shared/* or #scripts/*.',
};

/** The folders every feature may hold; any other sub-folder is a section of it (settings' tabs). */
const FEATURE_PARTS = new Set(['api', 'components', 'hooks', 'utils']);

/** A section of a feature uses the feature's own parts and never a sibling section. */
function webFeatureSectionZones() {
  return WEB_FEATURES.flatMap((feature) => {
    const sections = readdirSync(feature, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !FEATURE_PARTS.has(entry.name))
      .map((entry) => `${feature}/${entry.name}`);
    return sections.map((section) => ({
      target: section,
      from: sections.filter((other) => other !== section),
      message: 'One section of a feature does not import another: move what they share up to the feature.',
    }));
  });
}

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'data/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Resolves `#shared/*` and `#web/*` (package.json `imports`, tsconfig `paths`) to their
      // source files, so the zones below hold for aliased imports too.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: './tsconfig.json',
          conditionNames: ['starline-source', 'types', 'import', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-unresolved': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and handlers are async by contract, with or without an await.
      '@typescript-eslint/require-await': 'off',
      // The three parts stay apart: web and server meet only in shared.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The browser code must not import the server.' },
            { target: './src/server', from: './src/web', message: 'The server must not import the browser code.' },
            { target: './src/shared', from: ['./src/server', './src/web'], message: 'shared imports neither side.' },
            {
              target: './src/web/components',
              from: ['./src/web/app', './src/web/features'],
              message: 'Components sit below features.',
            },
            {
              target: './src/web/lib',
              from: ['./src/web/app', './src/web/features', './src/web/components'],
              message: 'lib sits at the bottom.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Forms start from useAppForm, which moves the focus to the first invalid field once, as its
    // error appears (src/web/lib/use-app-form.ts says why useForm's own way loses typing). No
    // import climbs more than two folders: farther code is reached through `#web/*`.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-hook-form', importNames: ['useForm'], message: 'Use useAppForm (#web/lib/use-app-form).' },
          ],
          patterns: [CLIMBS_THREE_FOLDERS],
        },
      ],
    },
  },
  {
    // use-app-form.ts is the one file that wraps useForm.
    files: ['src/web/lib/use-app-form.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBS_THREE_FOLDERS] }] },
  },
  {
    // Every date a person reads goes through src/shared/format.ts, in India's time (the rule's
    // file says why). Tests work out the dates they expect on their own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/format.ts', '**/*.test.{ts,tsx}', 'src/server/test/**'],
    plugins: { starline: STARLINE_RULES },
    rules: { 'starline/dates-through-format': 'error' },
  },
  {
    // One owner of the inquiry's life (decision 0030): only src/server/inquiry-life/inquiry-life.ts
    // writes an inquiry's status, reply clock and timeline. Tests, their fixtures and the demo's
    // seed put rows in place as they find them.
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/inquiry-life/inquiry-life.ts', '**/*.test.ts', 'src/server/test/**', 'src/server/demo/**'],
    plugins: { starline: STARLINE_RULES },
    rules: { 'starline/inquiry-life-owner': 'error' },
  },
  {
    // The server's domains, each in src/server/<domain>/, may use the ones after them in
    // SERVER_DOMAINS and never one before: no two domains import each other (docs/architecture.md,
    // "Server domains"). Shared folders (db, lib, plugins) use no domain. Tests sit above all.
    files: ['src/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', 'src/server/test/**', 'src/server/faults/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: serverDomainZones() }],
      // A file reaches its own folder relatively and everything else through `#server/*`; a
      // service refuses with a DomainRefusal, never an HTTP status (decision 0032).
      'no-restricted-imports': ['error', { paths: [HTTP_ANSWERS], patterns: [SERVER_OUTSIDE_FOLDER] }],
    },
  },
  {
    // The edge answers HTTP: it reads the request and picks the status of each refusal.
    files: SERVER_EDGE,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_OUTSIDE_FOLDER] }] },
  },
  {
    // The server's tests and the journeys climb no more than two folders either.
    files: ['src/server/**/*.test.ts', 'src/server/test/**', 'src/server/faults/**', 'e2e/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [CLIMBS_THREE_FOLDERS] }] },
  },
  {
    // A tables file may name any domain's table for a foreign key (serverDomainZones says why).
    files: ['src/server/*/*-tables.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: serverDomainZones(true) }] },
  },
  {
    // The shared code is the bottom of both sides: no module in it may reach back to itself.
    files: ['src/shared/**/*.ts'],
    // The rule reads the imported modules itself, so it needs to know they are TypeScript.
    settings: { 'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] } },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'src/server/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // One feature never imports another: what two features share moves down to components/ or
    // lib/. This config's zones replace the first one's for the features' files, so it carries
    // the one of those that reaches them (no server code in the browser).
    files: ['src/web/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/web', from: './src/server', message: 'The browser code must not import the server.' },
            {
              target: './src/web/features',
              from: './src/web/app',
              message: 'The app layer composes features: features never import it.',
            },
            ...WEB_FEATURES.map((feature) => ({
              target: feature,
              from: WEB_FEATURES.filter((other) => other !== feature),
              message: 'A feature does not import another feature: move what they share to components/ or lib/.',
            })),
            ...webFeatureSectionZones(),
          ],
        },
      ],
    },
  },
);
