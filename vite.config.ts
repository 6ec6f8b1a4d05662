import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

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

export default defineConfig({
  plugins: [react(), tailwindcss()],
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
    // it has arrived. Screens and the app's start keep theirs: their imports arrive in parallel.
    modulePreload: {
      resolveDependencies: (file, deps, { hostType }) => (hostType === 'js' && ON_INTENT_CHUNK.test(file) ? [] : deps),
    },
  },
  // The server-side build (src/web/server-render.tsx) carries its libraries inside it: the server
  // runs it in production, where the browser's libraries are not installed.
  ssr: { noExternal: true, resolve: SOURCE_RESOLVE },
  server: {
    proxy: Object.fromEntries(SERVER_PATHS.map((path) => [path, { target: API_ORIGIN }])),
  },
});
