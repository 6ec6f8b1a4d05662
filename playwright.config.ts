import { defineConfig, devices } from '@playwright/test';

const isCI = Boolean(process.env.CI);
/** Another port lets two checkouts run their suites side by side. */
const port = process.env.E2E_PORT ?? '4173';

/** Flags for Debian's Chromium in containers and CI: no sandbox, GPU or background traffic. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  // The suite shares one server and database; two workers keep it quick without contention.
  workers: 2,
  reporter: 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    // Cards fade in (0.1 s apart); the checks read the settled page, as a person would.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        // The system browser; Playwright must never download one (no access from here or CI).
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
    {
      // The public journeys, staff and inquiries again on a 375 px wide phone screen.
      name: 'mobile',
      // Every admin journey runs at 375 px too (the issue asks for the panel on phones).
      testMatch:
        /(public-browse|public-general-inquiry|public-inquiry|public-inquiry-status|public-listing-filters|public-prehydration|public-site-content|foundation|admin-[a-z-]+)\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        hasTouch: true,
        launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    // Starts the built production server on a fresh temporary database (run `npm run build` first).
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${port}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    // SIGTERM lets the wrapper stop the server and delete its temp data; without this Playwright
    // sends SIGKILL and the temp directory would be left behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
  },
});
