import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names every plugin, route module, table and domain as they are, and every
 * file and function it names exists: this fails when one is added, renamed or removed without
 * the document.
 */
const SERVER = fileURLToPath(new URL('.', import.meta.url));
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DOC = readFileSync(path.join(ROOT, 'docs/architecture.md'), 'utf8');
const ESLINT_CONFIG = readFileSync(path.join(ROOT, 'eslint.config.js'), 'utf8');

/** A string array constant of eslint.config.js, as it is written there. */
function eslintList(name: string): string[] {
  const body = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(ESLINT_CONFIG)?.[1] ?? '';
  return [...body.matchAll(/'([a-z-]+)'/g)].map((match) => match[1]!);
}

/** Folders of src/server that are neither a domain nor a shared folder: the tests' own. */
const TEST_FOLDERS = ['test', 'faults'];

/** Every source file under a folder (no dependencies, builds or test output), from the root. */
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return [relative];
  });
}

const PROJECT_FILES = [
  ...['src', 'scripts', 'e2e', 'docs', '.ci'].flatMap((dir) => sourceFiles(dir)),
  ...readdirSync(ROOT, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name),
];

/** The code and settings a name in the document may come from. */
const CODE = PROJECT_FILES.filter((file) => /\.(tsx?|mjs|js|json)$|^\.ci\//.test(file) && !/\.test\./.test(file))
  .filter((file) => file !== 'package-lock.json')
  .map((file) => readFileSync(path.join(ROOT, file), 'utf8'))
  .join('\n');

/** Names in the document that belong to a library, not to this code. */
const LIBRARY_NAMES = ['useForm'];

function serverFiles(dir = SERVER): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['test', 'faults', 'db'].includes(entry.name) ? [] : serverFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path.relative(SERVER, full)] : [];
  });
}

/** Named in the document as `file.ts` or `folder/file.ts`. */
const named = (file: string) => new RegExp(`[\`/ ]${path.basename(file).replace('.', '\\.')}`).test(DOC);

describe('docs/architecture.md', () => {
  it('names every plugin and route module', () => {
    const modules = serverFiles().filter(
      (file) => file.startsWith('plugins/') || /-(plugin|routes|domain|sender)\.ts$/.test(file),
    );
    expect(modules.length).toBeGreaterThan(20);
    expect(modules.filter((file) => !named(file))).toEqual([]);
  });

  it('names every table', () => {
    // Each domain declares its tables in <domain>/<domain>-tables.ts (decision 0029).
    const schema = readdirSync(SERVER)
      .map((folder) => path.join(SERVER, folder, `${folder}-tables.ts`))
      .filter((file) => existsSync(file))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const tables = [...schema.matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map((match) => match[1]!);
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => !DOC.includes(`\`${table}\``))).toEqual([]);
  });

  it('has a row for every server domain, and every server folder is a domain or a shared folder', () => {
    const domains = eslintList('SERVER_DOMAINS');
    const shared = eslintList('SHARED_SERVER_FOLDERS');
    expect(domains.length).toBeGreaterThan(10);
    expect(shared.length).toBeGreaterThan(0);
    const folders = readdirSync(SERVER, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(folders.filter((folder) => ![...domains, ...shared, ...TEST_FOLDERS].includes(folder))).toEqual([]);
    expect(domains.filter((domain) => !DOC.includes(`\n| \`${domain}/\``))).toEqual([]);
  });

  it('names only files that exist', () => {
    const files = [...DOC.matchAll(/`([^`\s*<>]+\.(?:tsx?|mjs|js|json|md|sql))`/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(50);
    const exists = (file: string) => {
      const tail = `/${file.replace(/^\.?\//, '')}`;
      return PROJECT_FILES.some((project) => `/${project}`.endsWith(tail));
    };
    expect([...new Set(files)].filter((file) => !exists(file))).toEqual([]);
  });

  it('names only functions, types and constants that exist', () => {
    // `camelCase`, `PascalCase` and `UPPER_CASE` names in back quotes (calls written `name()`).
    const names = new Set(
      [...DOC.matchAll(/`([A-Za-z_][A-Za-z0-9_]*)(?:\(\))?`/g)]
        .map((match) => match[1]!)
        .filter((name) => /[a-z][A-Z]|^[A-Z][A-Z0-9]*_[A-Z0-9_]+$|^[A-Z][a-z]+[A-Z]/.test(name)),
    );
    expect(names.size).toBeGreaterThan(40);
    const defined = (name: string) => LIBRARY_NAMES.includes(name) || new RegExp(`\\b${name}\\b`).test(CODE);
    expect([...names].filter((name) => !defined(name))).toEqual([]);
  });

  it('has no heading still "in progress"', () => {
    expect(DOC.split('\n').filter((line) => line.startsWith('#') && /in progress/i.test(line))).toEqual([]);
  });
});
