import { readdirSync, readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';

import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type Rolldown } from 'vite';

/** The Fastify server of `npm run dev`; the SPA dev server forwards everything it owns. */
const API_ORIGIN = 'http://127.0.0.1:3000';

/** Paths the server answers, so the browser can use same-origin URLs in dev as in production. */
const SERVER_PATHS = ['/api', '/uploads', '/sitemap.xml', '/robots.txt'];

/**
 * The package.json `imports` condition that points `#shared/*` at the TypeScript sources; without
 * it Node takes the compiled server's copy in dist/node (see docs/architecture.md, "Imports").
 */
export const SOURCE_CONDITION = 'starline-source';

/** Node-side resolution with the source condition: the SSR build and the tests (vitest configs). */
export const SOURCE_RESOLVE = { conditions: [SOURCE_CONDITION, ...defaultServerConditions] };

/**
 * For tests: packages resolve as Node resolves them when the server runs, without Vite's
 * `module` condition: the AWS SDK's `module` builds (dist-es) import files without their
 * extensions, which only a bundler follows.
 */
export const TEST_RESOLVE = { conditions: SOURCE_RESOLVE.conditions.filter((condition) => condition !== 'module') };

/** The output name of a chunk fetched on a sign of intent, see `modulePreload` below. */
const ON_INTENT_CHUNK = /(?:form|dialog|layer|sidebar)-[\w-]{8}\.js$/;

/** The bundle being written, kept for `withoutLoadedChunks` (Vite passes it the host's name only). */
let currentBundle: Rolldown.OutputBundle | undefined;
const keepBundle: Plugin = {
  name: 'keep-bundle',
  apply: 'build',
  generateBundle(_options, bundle) {
    currentBundle = bundle;
  },
};

/** Every chunk `fileName` imports statically, directly or not: all loaded before it runs. */
function staticClosure(fileName: string, bundle: Rolldown.OutputBundle, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticClosure(imported, bundle, seen);
  }
  return seen;
}

/**
 * A lazy import's preload list without the chunks its importer has already loaded (it imports
 * them statically): preloading those again does nothing, and their names cost every chunk that
 * imports lazily (admin-routes' list alone was 2.5 KB sent).
 */
function withoutLoadedChunks(
  target: string,
  deps: string[],
  { hostId, hostType }: { hostId: string; hostType: string },
) {
  if (hostType !== 'js' || !currentBundle) return deps;
  const loaded = staticClosure(hostId, currentBundle);
  return deps.filter((dep) => dep === target || !loaded.has(dep));
}

/** A lucide icon's module: each would otherwise be a chunk of its own (0.2 KB, one request). */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]([^\\/]+)$/;
/** Staff screens' code (and the routes that load them lazily). */
const STAFF_CODE = /[\\/]src[\\/]web[\\/](features[\\/]admin[\\/]|admin-routes\.tsx$)/;
const WEB_SOURCES = resolvePath(import.meta.dirname, 'src/web');
const LUCIDE_INDEX = resolvePath(import.meta.dirname, 'node_modules/lucide-react/dist/esm/lucide-react.mjs');

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
 * The icons only staff screens use, in one chunk: on HTTP/1.1 (six connections) the inquiry's
 * page waited for some 30 single-icon chunks before its largest paint, a round trip per wave of
 * six. Icons a public or portal page uses stay where rolldown puts them, so those pages never
 * load this chunk.
 */
function staffIconChunk(moduleId: string, context: Rolldown.ChunkingContext) {
  const file = LUCIDE_ICON.exec(moduleId)?.[1];
  if (!file) return null;
  usersOfIcons ??= iconUsers();
  const users = usersOfIcons.get(file) ?? [];
  return users.length > 0 && users.every((user) => onlyStaffReaches(user, context)) ? 'staff-icons' : null;
}

export default defineConfig({
  plugins: [react(), tailwindcss(), keepBundle],
  // The year of the build, which the HTML rendered at build time (and by the server) shows until
  // the browser puts in its own year (src/web/lib/use-calendar-year.ts).
  define: { __BUILD_YEAR__: String(new Date().getFullYear()) },
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  build: {
    // dist/node holds the compiled server; the server serves this folder as the SPA.
    outDir: 'dist/web',
    emptyOutDir: true,
    // The server reads it to tell the browser each page's chunks up front (modulepreload).
    manifest: true,
    // A chunk fetched when someone reaches for it (a dialog, its form, a row's menu: named `*form`,
    // `*dialog`, `*layer`, `*sidebar`) is not announced with a <link rel="modulepreload"> for each
    // of its dependencies. Vite's helper inserts those links in the call that asks for the chunk,
    // which is the tap's own pointer down: 18 links on the first "Postpone", 46 to 177 ms of it
    // with the CPU 4x slower (decision 0058). The browser fetches the chunk's imports itself once
    // it has arrived. Screens and the app's start keep theirs (their imports arrive in parallel),
    // less the chunks their importer has already loaded (`withoutLoadedChunks`).
    modulePreload: {
      resolveDependencies: (file, deps, context) =>
        context.hostType === 'js' && ON_INTENT_CHUNK.test(file) ? [] : withoutLoadedChunks(file, deps, context),
    },
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: staffIconChunk, includeDependenciesRecursively: false }] } },
    },
  },
  // The server-side build (src/web/server-render.tsx) carries its libraries inside it: the server
  // runs it in production, where the browser's libraries are not installed.
  ssr: { noExternal: true, resolve: SOURCE_RESOLVE },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_ORIGIN }])),
  },
});
