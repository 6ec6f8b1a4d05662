/*
 * The page's only script on arrival (decision 0018). A page the server rendered is complete
 * HTML: its links, GET forms, popover menu and early-tap buttons work without JavaScript
 * (lib/early-tap.ts). So the app (React, the router, the page's screen) starts only when the
 * visitor first acts on the page, and neither the first paint nor the page's main thread waits
 * for it. The first act is early (the pointer moving, the first touch of a scroll), so the app's
 * download usually ends before the visitor taps anything that needs it. A page the browser draws
 * itself (the admin panel, a listing whose search the API refuses) starts at once.
 */
import { SERVER_SHELL_ID } from '#shared/server-shell';
import { openOnArrival } from './features/public/about/open-at-contact';
import { afterNextPaint } from './lib/after-paint';
import { onFirstIntent, visitorHasActed } from './lib/visitor-intent';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element to mount the app into');
}
const serverRendered = container.firstElementChild !== null;

/** When this tab last loaded the page again because the app's code did not arrive. */
const RELOADED_AT_KEY = 'app-code-reloaded-at';

/**
 * The app's code did not arrive (the network dropped, a server refused it). A page the server
 * rendered still works without it, and the next act tries again. A page the browser draws itself
 * (the admin panel, its shell only) would stay blank for good: it is loaded again, at most once a
 * minute, so a server that keeps refusing is not asked in a loop.
 */
function cannotStart(error: unknown): void {
  if (serverRendered) {
    onFirstIntent(start);
    return;
  }
  const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
  if (Date.now() - last < 60_000) throw error;
  sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  window.location.reload();
}

async function start(): Promise<void> {
  // The admin panel's shell, drawn by the server (decision 0052), is painted before the app's
  // code is asked for and run: the first paint then never waits for it, on a phone nor in
  // Lighthouse's model of one.
  if (document.getElementById(SERVER_SHELL_ID)) await afterNextPaint();
  const app = await import('./start-app').catch((error: unknown) => {
    cannotStart(error);
    return null;
  });
  app?.startApp(container!, serverRendered);
}

if (!serverRendered) {
  void start();
} else {
  // What the visitor did before this script ran (an early tap, a field filled in, the menu
  // opened) is waiting for the app: it starts now. Otherwise it starts on their first act.
  const acted = visitorHasActed();
  openOnArrival(window.location.pathname);
  if (acted) void start();
  else onFirstIntent(start);
}
