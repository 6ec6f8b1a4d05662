import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md names every plugin, route module and table as they are: this fails when
 * one is added, renamed or removed without the document.
 */
const SERVER = fileURLToPath(new URL('.', import.meta.url));
const DOC = readFileSync(fileURLToPath(new URL('../../docs/architecture.md', import.meta.url)), 'utf8');

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

  it('has no heading still "in progress"', () => {
    expect(DOC.split('\n').filter((line) => line.startsWith('#') && /in progress/i.test(line))).toEqual([]);
  });
});
