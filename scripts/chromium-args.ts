/**
 * Flags for Debian's Chromium in containers and CI: no sandbox, GPU or background traffic. The
 * journeys (playwright.config.ts) and the first-load bench launch it alike, so one list serves
 * both and a flag added for one reaches the other.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
