// How Node runs the server, wherever it is started: `npm start` and `npm run demo` (package.json,
// which src/server/server-process.test.ts holds to these), the journeys' server and the benchmarks.
// Why each, with the figures: docs/operations.md, "Memory".

/**
 * - a young generation of at most 2 × 8 MB: Node 24 lets it grow to 2 × 64 MB on a machine
 *   with a few GB of memory, about 100 MB that a server at rest never gives back;
 * - the embedded database's WebAssembly stays in V8's baseline compiler: optimising one of its
 *   functions alone takes 600 MB for two seconds, and queries run about 1.5 times slower
 *   without it. With DATABASE_URL nothing is compiled and the flag changes nothing;
 * - the old generation grows by half of what a full collection left live before the next one,
 *   not by up to four times: a PDF promotes about 1.5 MB of its layout tree out of the small
 *   young generation, and 200 PDFs grew the server by 250 MB of garbage before V8 collected it
 *   (decision 0049).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--liftoff-only', '--heap-growing-percent=50'];

/**
 * - glibc gives each allocating thread an arena it seldom hands back: two are enough;
 * - React's production build: the server loads `react` itself for the PDFs and the e-mails (the
 *   pages' renderer has its own copy, built for production), and without NODE_ENV it picked the
 *   development build, slower and keeping more for its warnings.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', NODE_ENV: 'production' };
