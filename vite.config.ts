import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin, type Rolldown } from 'vite';
import { CLIENT_CHUNKING, copiedModules, holdsState } from './scripts/build/chunking.js';

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

/**
 * The bundle being written, kept for `withoutLoadedChunks` (Vite passes it the host's name only),
 * and checked: a module copied into several chunks must hold no state (scripts/build/chunking.ts).
 */
let currentBundle: Rolldown.OutputBundle | undefined;
const keepBundle: Plugin = {
  name: 'keep-bundle',
  apply: 'build',
  generateBundle(_options, bundle) {
    currentBundle = bundle;
    const stateful = [...copiedModules(bundle).keys()].filter(holdsState);
    if (stateful.length > 0)
      this.error(`modules that hold state were copied into several chunks: ${stateful.join(', ')}`);
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

export default defineConfig(({ isSsrBuild }) => ({
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
    // Few, whole chunks for the browser (decision 0060); the server-side build is one file.
    rolldownOptions: isSsrBuild ? {} : CLIENT_CHUNKING,
  },
  // The server-side build (src/web/server-render.tsx) carries its libraries inside it: the server
  // runs it in production, where the browser's libraries are not installed.
  ssr: { noExternal: true, resolve: SOURCE_RESOLVE },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_ORIGIN }])),
  },
}));
