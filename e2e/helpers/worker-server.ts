/**
 * The suite's servers: one per Playwright worker, each on its own throw-away database with its
 * own mail server and mailbox (scripts/e2e-server.mjs), so no journey ever sees another worker's
 * changes and journeys need no locks. playwright.config.ts starts them; each worker process
 * (TEST_PARALLEL_INDEX) talks to its own.
 */
export const E2E_WORKERS = 2;

const BASE_PORT = Number(process.env.E2E_PORT ?? '4173');

/**
 * Worker `index`'s server port; its SMTP server listens on + 2000, its mailbox on + 2001 and its
 * stand-in for Razorpay on + 2002.
 */
export function workerPort(index: number): number {
  return BASE_PORT + 100 * index;
}

/** This worker's server port (0 in the main process). */
export const WORKER_PORT = workerPort(Number(process.env.TEST_PARALLEL_INDEX ?? '0'));
