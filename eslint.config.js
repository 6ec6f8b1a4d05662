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

/** Every feature folder of the browser code, `src/web/features/<area>/<feature>`. */
const WEB_FEATURES = readdirSync('./src/web/features', { withFileTypes: true })
  .filter((area) => area.isDirectory())
  .flatMap((area) =>
    readdirSync(`./src/web/features/${area.name}`, { withFileTypes: true })
      .filter((feature) => feature.isDirectory())
      .map((feature) => `./src/web/features/${area.name}/${feature.name}`),
  );

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
            { target: './src/web/components', from: './src/web/features', message: 'Components sit below features.' },
            {
              target: './src/web/lib',
              from: ['./src/web/features', './src/web/components'],
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
    // Every date a person reads goes through src/shared/format.ts, in India's time (the rule's
    // file says why). Tests work out the dates they expect on their own.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/format.ts', '**/*.test.{ts,tsx}', 'src/server/test/**'],
    plugins: { starline: { rules: { 'dates-through-format': datesThroughFormat } } },
    rules: { 'starline/dates-through-format': 'error' },
  },
  {
    files: ['**/*.test.ts', 'e2e/**/*.ts', 'src/server/test/**/*.ts'],
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
            ...WEB_FEATURES.map((feature) => ({
              target: feature,
              from: WEB_FEATURES.filter((other) => other !== feature),
              message: 'A feature does not import another feature: move what they share to components/ or lib/.',
            })),
          ],
        },
      ],
    },
  },
);
