import { defineConfig, devices } from '@playwright/test';
import { DESKTOP_ONLY_FILES, DESKTOP_ONLY_TITLES, PHONE_SPECS } from './e2e/helpers/phone-journeys';
import { E2E_WORKERS, WORKER_PORT, workerPort } from './e2e/helpers/worker-server';
import { CHROMIUM_ARGS } from './scripts/chromium-args';

const isCI = Boolean(process.env.CI);

/**
 * Debian's Chromium headless shell (scripts/ensure-system-packages.mjs installs it): the browser
 * Playwright itself runs headless tests in, lighter than the full browser's headless mode.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: isCI,
  // A journey that fails once is a defect to find, not to try again.
  retries: 0,
  // Each worker has a server and database of its own (e2e/helpers/worker-server.ts); another
  // port (E2E_PORT) lets two checkouts run their suites side by side.
  workers: E2E_WORKERS,
  reporter: 'list',
  use: {
    // The config is read again in each worker process, where this is that worker's server.
    baseURL: `http://127.0.0.1:${WORKER_PORT}`,
    // A failed journey keeps a screenshot of the page as it failed, beside the error and the call
    // log. Its trace (every step with the page's DOM at that moment) is recorded with E2E_TRACE=1
    // only: recording it for every journey cost about a tenth of the suite's CPU on two cores
    // (docs/decisions/0013).
    screenshot: 'only-on-failure',
    trace: process.env.E2E_TRACE
      ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true }
      : 'off',
    // Cards fade in (0.1 s apart); the checks read the settled page, as a person would.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      // The phone screens' tour is the phone project's alone.
      testIgnore: /phone-tour\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // The system's browser; Playwright must never download one (no access from here or CI).
        launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
      },
    },
    {
      // The journeys whose screens are built differently on a 375 px phone, and a tour of the
      // staff screens and dialogs that are not (decision 0051, e2e/helpers/phone-journeys.ts).
      name: 'mobile',
      testMatch: PHONE_SPECS,
      testIgnore: DESKTOP_ONLY_FILES,
      grepInvert: DESKTOP_ONLY_TITLES,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS },
      },
    },
  ],
  // The built production server on a fresh temporary database, one per worker (run
  // `npm run build` first).
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'node scripts/e2e-server.mjs',
    env: { E2E_PORT: String(workerPort(index)) },
    url: `http://127.0.0.1:${workerPort(index)}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the wrapper stop the server and delete its temp data; without this Playwright
    // sends SIGKILL and the temp directory would be left behind.
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  })),
});
