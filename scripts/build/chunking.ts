/**
 * How the browser's build is cut into chunks (decision 0060), for vite.config.ts.
 *
 * The staff screens were made of 56 to 82 scripts each, most of them under 1 KB: every module
 * shared by a different set of screens and dialogs became a chunk of its own. On HTTP/1.1 (six
 * connections to a host) each costs a round trip in a wave of six, and the inquiry's page waited
 * for all 82 before its largest paint (4.3 s in Lighthouse's phone model). So:
 *
 * - a small shared chunk is copied into each chunk that needs it instead (rolldown's
 *   `experimentalInlineCommonChunks`), unless a module in it holds state (`holdsState`): two
 *   copies of a module with a variable, a cache, a class or a lazy component would be two of each;
 * - React, and TanStack Query, are one chunk each rather than a dozen pieces;
 * - the icons only staff screens use are one chunk (`staffIconChunk`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import type { Rolldown } from 'vite';

const ROOT = resolvePath(import.meta.dirname, '../..');
const SOURCES = resolvePath(ROOT, 'src');
const WEB_SOURCES = resolvePath(ROOT, 'src/web');
const LUCIDE_INDEX = resolvePath(ROOT, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');

/** A lucide icon's module: each would otherwise be a chunk of its own (0.2 KB, one request). */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)$/;
/** Staff screens' code (and the routes that load them lazily). */
const STAFF_CODE = /[\\/]src[\\/]web[\\/](features[\\/]admin[\\/]|admin-routes\.tsx$)/;

/**
 * What a module that keeps something between calls says at its top level: a variable, a class
 * (whose copies `instanceof` would tell apart), a collection or an empty object or array to fill,
 * a symbol, a React context or a lazy component (whose copies would each load and suspend).
 */
const STATE_AT_TOP_LEVEL = [
  /^(export )?(let|var) /m,
  /^(export )?(default )?(abstract )?class /m,
  /^(export )?const \w+(: .*?)? = new (Map|Set|WeakMap|WeakSet|WeakRef|EventTarget|BroadcastChannel|QueryClient)\b/m,
  /^(export )?const \w+(: .*?)? = (\[\]|\{\})/m,
  /^(export )?const \w+(: .*?)? = (lazy\w*|React\.lazy|createContext)\(/m,
  /\bSymbol\(/,
];

/** Whether a module's source keeps state of its own (see STATE_AT_TOP_LEVEL). */
export function sourceHoldsState(source: string): boolean {
  return STATE_AT_TOP_LEVEL.some((pattern) => pattern.test(source));
}

/**
 * Whether a module must not be copied into several chunks: one that holds state, a package's
 * module other than a lucide icon (a library's internals are not read here), or anything not in
 * the project's sources.
 */
export function holdsState(moduleId: string): boolean {
  if (moduleId.includes('node_modules')) return !LUCIDE_ICON.test(moduleId);
  if (!moduleId.startsWith(SOURCES)) return true;
  return sourceHoldsState(readFileSync(moduleId.split('?')[0]!, 'utf8'));
}

/** Every module the bundle holds in more than one chunk, with how many. */
export function copiedModules(bundle: Rolldown.OutputBundle): Map<string, number> {
  const copies = new Map<string, number>();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds) copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  return new Map([...copies].filter(([, count]) => count > 1));
}

/**
 * The app's files by the icon files they import. Every module imports icons through lucide's
 * index, so the module graph does not say who uses an icon; the imported names do.
 */
function iconUsers(): Map<string, string[]> {
  const fileOfName = new Map<string, string>();
  const reexports = readFileSync(LUCIDE_INDEX, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g);
  for (const [, names = '', file = ''] of reexports) {
    for (const [, name = ''] of names.matchAll(/as (\w+)/g)) fileOfName.set(name, file);
  }
  const users = new Map<string, string[]>();
  for (const entry of readdirSync(WEB_SOURCES, { recursive: true, withFileTypes: true })) {
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const path = resolvePath(entry.parentPath, entry.name);
    for (const [, names = ''] of readFileSync(path, 'utf8').matchAll(/import \{([^}]*)\} from 'lucide-react'/g)) {
      for (const name of names.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '')) {
        const file = fileOfName.get(name);
        if (file) users.set(file, [...(users.get(file) ?? []), path]);
      }
    }
  }
  return users;
}

/** Whether only staff code reaches this module, statically or lazily (walks its importers). */
function onlyStaffReaches(moduleId: string, context: Rolldown.ChunkingContext, seen = new Set<string>()): boolean {
  if (STAFF_CODE.test(moduleId)) return true;
  if (seen.has(moduleId)) return true;
  seen.add(moduleId);
  const info = context.getModuleInfo(moduleId);
  const importers = [...(info?.importers ?? []), ...(info?.dynamicImporters ?? [])];
  return importers.length > 0 && importers.every((importer) => onlyStaffReaches(importer, context, seen));
}

let usersOfIcons: Map<string, string[]> | undefined;
/**
 * The icons only staff screens use, in one chunk. Icons a public or portal page uses stay where
 * rolldown puts them (copied into the chunks that use them), so those pages never load this one.
 */
function staffIconChunk(moduleId: string, context: Rolldown.ChunkingContext) {
  const file = LUCIDE_ICON.exec(moduleId)?.[1];
  if (!file) return null;
  usersOfIcons ??= iconUsers();
  const users = usersOfIcons.get(file) ?? [];
  return users.length > 0 && users.every((user) => onlyStaffReaches(user, context)) ? 'staff-icons' : null;
}

/**
 * Shared chunks smaller than this (bytes of source, before minifying) are copied into their users:
 * the staff screens' tiny chunks all fit, and each screen stays under its 150 KB (issue 42).
 */
const INLINE_BELOW_BYTES = 8 * 1024;

/** The browser build's rolldown options (not the server-side build's: its entry's exports count). */
export const CLIENT_CHUNKING = {
  // Copying shared chunks requires it: no chunk has to keep the exact exports of an entry.
  preserveEntrySignatures: false,
  output: {
    codeSplitting: {
      groups: [
        // The entry's own code under a name of its own (else the checkout's folder name).
        { name: 'main', test: /[\\/]src[\\/]web[\\/]main\.tsx$/ },
        { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
        { name: 'tanstack-query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/ },
        { name: staffIconChunk, includeDependenciesRecursively: false },
      ],
      experimentalInlineCommonChunks: { maxSize: INLINE_BELOW_BYTES, exclude: holdsState },
    },
  },
} satisfies Rolldown.RolldownOptions;
