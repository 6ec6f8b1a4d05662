/**
 * The staff panel on a phone (issue 42, goal 3): how much JavaScript each screen fetches on a
 * signed-in first load (at most 150 KB as the server sends it, brotli), and how long opening a
 * dialog or saving a form keeps the main thread (under 100 ms, interaction to next paint).
 *
 * Starts the built server on a fresh demo database, gives it an inquiry with a quote and a
 * booking (as staff would make them, through the API), and opens each screen in Chromium at
 * 375 px with an empty cache, signed in the way the login page leaves the browser (the token in
 * localStorage). It waits for the network to go quiet and adds up every script fetched: the bytes
 * the server sent and the raw bytes of the build's file.
 *
 * The second table opens dialogs and saves forms with the CPU slowed 4x (CDP
 * Emulation.setCPUThrottlingRate) and reads the longest PerformanceEventTiming entry (the
 * `event` entries the Event Timing API reports, what INP is made of) of each interaction.
 *
 *   npm run build && npm run bench:admin-first-load
 *
 * BENCH_PORT (4283), BENCH_LIST=1 (every script of each screen), BENCH_ONLY=<part of an
 * interaction's name> (only those interactions, and no first-load table), BENCH_RUNS (1: each
 * interaction that many times, each run on a fresh page, with the median), BENCH_EVENTS=1 (each
 * run's own Event Timing entries: duration, time in handlers, time waiting for the thread).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args.js';
import { prepare, type Session, signedInContext } from './admin-first-load-prepare.js';
import { startDemoServer } from './demo-server.js';

const PORT = Number(process.env.BENCH_PORT ?? 4283);
const BUDGET_BYTES = 150 * 1024;
const INP_BUDGET_MS = 100;
const CPU_SLOWDOWN = 4;
const ONLY = process.env.BENCH_ONLY;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const EVENTS = Boolean(process.env.BENCH_EVENTS);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;

/** The scripts one signed-in first load of `url` fetches: a row of the first table. */
async function firstLoad(browser: Browser, session: Session, url: string): Promise<string[]> {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  const scripts = new Map<string, { raw: number; sent: number }>();
  const sizes: Promise<void>[] = [];
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (!pathname.endsWith('.js') || scripts.has(pathname)) return;
    const entry = { raw: readFileSync(path.join('dist/web', pathname)).length, sent: 0 };
    scripts.set(pathname, entry);
    sizes.push(
      response
        .request()
        .sizes()
        .then((measured) => {
          entry.sent = measured.responseBodySize;
        }),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  await Promise.all(sizes);
  await context.close();
  const all = [...scripts.entries()];
  if (process.env.BENCH_LIST) {
    console.log(`-- ${url}`);
    for (const [name, script] of [...all].sort(([, a], [, b]) => b.sent - a.sent))
      console.log(`   ${kb(script.sent)} ${name}`);
  }
  const sent = all.reduce((total, [, script]) => total + script.sent, 0);
  const raw = all.reduce((total, [, script]) => total + script.raw, 0);
  const biggest = all
    .sort(([, a], [, b]) => b.sent - a.sent)
    .slice(0, 4)
    .map(([name, script]) => `${path.basename(name).replace(/-[\w-]{8}\.js$/, '')} ${kb(script.sent)}`)
    .join(', ');
  return [String(all.length), kb(sent), kb(raw), sent <= BUDGET_BYTES ? 'within' : 'OVER', biggest];
}

/** Every Event Timing entry of 16 ms or more, kept by the page for `interaction` to read. */
function observeEvents(): void {
  const seen: Array<{ name: string; duration: number; interactionId: number; processing: number; delay: number }> = [];
  (window as unknown as { benchEvents: typeof seen }).benchEvents = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEventTiming & { interactionId: number }>) {
      seen.push({
        name: entry.name,
        duration: entry.duration,
        interactionId: entry.interactionId,
        processing: Math.round(entry.processingEnd - entry.processingStart),
        delay: Math.round(entry.processingStart - entry.startTime),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

interface Interaction {
  name: string;
  /** What to do first (scroll to a panel, type a note). */
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** What shows once it has answered (the dialog, the saved note). */
  shown: (page: Page) => Locator;
  after?: (page: Page) => Promise<void>;
}

/**
 * One interaction on a freshly loaded screen, the CPU slowed 4x: the longest event duration of
 * the interaction (its INP; under 16 ms the browser reports none, 0 here), once what it shows
 * is visible.
 */
async function interaction(browser: Browser, session: Session, url: string, step: Interaction): Promise<number> {
  const context = await signedInContext(browser, session);
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(url, { waitUntil: 'networkidle' });
  await step.before?.(page);
  await page.waitForTimeout(500);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    (window as unknown as { benchEvents: unknown[] }).benchEvents.length = 0;
  });
  await step.act(page);
  await step.shown(page).waitFor({ state: 'visible', timeout: 20_000 });
  await page.waitForTimeout(1_000);
  const events = await page.evaluate(
    () =>
      (
        window as unknown as {
          benchEvents: Array<{
            name: string;
            duration: number;
            interactionId: number;
            processing: number;
            delay: number;
          }>;
        }
      ).benchEvents,
  );
  if (EVENTS) {
    const own = events.filter((event) => event.interactionId > 0);
    console.log(
      `   ${own.map((event) => `${event.name} ${Math.round(event.duration)} (handlers ${event.processing}, waited ${event.delay})`).join(', ')}`,
    );
  }
  await step.after?.(page);
  await context.close();
  return Math.max(0, ...events.filter((event) => event.interactionId > 0).map((event) => event.duration));
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** The interactions of the second table, on the inquiry's page and the calendar. */
function interactions(inquiryPath: string): Array<[string, Interaction]> {
  let notes = 0;
  return [
    [
      inquiryPath,
      {
        name: 'open "Postpone" (booking)',
        act: (page) => button(page, 'Postpone').click(),
        shown: (page) => dialog(page, 'Postpone booking'),
      },
    ],
    [
      inquiryPath,
      {
        name: 'open "Record payment"',
        act: (page) => button(page, 'Record payment').click(),
        shown: (page) => dialog(page, 'Record payment'),
      },
    ],
    [
      inquiryPath,
      {
        name: 'open the quote builder ("Edit quote")',
        act: (page) => button(page, 'Edit quote').click(),
        shown: (page) => page.getByRole('button', { name: 'Save changes' }),
      },
    ],
    [
      inquiryPath,
      {
        name: 'save a note',
        // Each run's own words: runs add their notes to the same inquiry.
        before: (page) =>
          page.getByLabel('Add a note').fill(`Called the customer: evening slot, call ${(notes += 1)}.`),
        act: (page) => button(page, 'Add note').click(),
        shown: (page) =>
          page.getByRole('list', { name: 'Notes, newest first' }).getByText(`evening slot, call ${notes}.`),
      },
    ],
    [
      inquiryPath,
      {
        name: 'change the status (saves at once)',
        act: async (page) => {
          await page
            .getByLabel(/^Status/)
            .first()
            .selectOption('contacted');
        },
        shown: (page) =>
          page
            .getByLabel(/^Status/)
            .first()
            .and(page.locator(':not([aria-busy])')),
      },
    ],
    [
      '/admin/calendar',
      {
        name: 'open "Add blackout" (calendar)',
        act: (page) => button(page, 'Add blackout').click(),
        shown: (page) => dialog(page, 'Add blackout'),
      },
    ],
  ];
}

const server = await startDemoServer({ port: PORT, name: 'admin-first-load' });
try {
  const { session, inquiryId } = await prepare(server.base);
  const screens: Array<[string, string]> = [
    ['dashboard', '/admin/dashboard'],
    ['inquiry list', '/admin/inquiries'],
    ['inquiry with quote and booking', `/admin/inquiries/${inquiryId}`],
    ['calendar', '/admin/calendar'],
    ['audit log', '/admin/audit'],
  ];
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  if (!ONLY) {
    console.log('| screen | scripts | sent (br) KB | raw KB | 150 KB | biggest chunks (sent KB) |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, pathname] of screens) {
      const row = await firstLoad(browser, session, `${server.base}${pathname}`);
      console.log(`| ${name} | ${row.join(' | ')} |`);
    }
  }
  console.log(`\n| interaction (CPU 4x slower) | longest event, ms (median) | runs | ${INP_BUDGET_MS} ms |`);
  console.log('|---|---|---|---|');
  for (const [pathname, step] of interactions(`/admin/inquiries/${inquiryId}`)) {
    if (ONLY && !step.name.includes(ONLY)) continue;
    const runs: number[] = [];
    for (let run = 0; run < RUNS; run += 1)
      runs.push(await interaction(browser, session, `${server.base}${pathname}`, step));
    const longest = median(runs);
    const shown = (ms: number) => (ms === 0 ? '< 16' : String(Math.round(ms)));
    const row = [step.name, shown(longest), runs.map(shown).join(', '), longest < INP_BUDGET_MS ? 'within' : 'OVER'];
    console.log(`| ${row.join(' | ')} |`);
  }
  await browser.close();
} finally {
  await server.stop();
}
