/**
 * What a dialog's opening spends its main thread on (issue 42, goal 3; decision 0053): opens a
 * dialog of the inquiry's page with the CPU slowed 4x, as bench:admin-first-load does, under a
 * Chromium trace, and sums the trace's events inside the tap (from the pointer's press to the
 * first paint after the click): style recalculation, layout, paint, script, with the elements
 * each style recalculation touched.
 *
 *   npm run build && BENCH_PORT=<port> npx tsx --conditions=starline-source scripts/bench/admin-dialog-trace.ts
 *
 * BENCH_DIALOGS="Postpone,Record payment" (the buttons to press), BENCH_RUNS (3), BENCH_OPENINGS
 * (2: the first opening fetches the form's chunk; the second is the cost of every later one),
 * BENCH_TRACE_FILE (writes the last trace as JSON, for Chromium's Performance panel),
 * BENCH_INVALIDATIONS=1 (records why each element was restyled, in that file).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args.js';
import { prepare, type Session, signedInContext } from './admin-first-load-prepare.js';
import { startDemoServer } from './demo-server.js';

const PORT = Number(process.env.BENCH_PORT ?? 4284);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const OPENINGS = Number(process.env.BENCH_OPENINGS ?? 2);
const DIALOGS = (process.env.BENCH_DIALOGS ?? 'Postpone,Record payment').split(',');
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'v8.execute',
  ...(process.env.BENCH_INVALIDATIONS ? ['disabled-by-default-devtools.timeline.invalidationTracking'] : []),
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: Record<string, unknown>; elementCount?: number; beginData?: Record<string, unknown> };
}

async function tracedOpening(page: Page, name: string): Promise<TraceEvent[]> {
  const cdp = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (message) => events.push(...(message.value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'visible' });
  await page.waitForTimeout(800);
  await cdp.send('Tracing.end');
  await complete;
  await cdp.detach();
  return events;
}

/** The main thread's work from the click's pointerdown to the end of the frame after it. */
function summary(events: TraceEvent[]): Record<string, number | string> {
  const dispatches = events.filter(
    (event) => event.name === 'EventDispatch' && ['pointerdown', 'click'].includes(String(event.args?.data?.type)),
  );
  const click = dispatches.find((event) => event.args?.data?.type === 'click');
  if (!click) return { error: 'no click in the trace' };
  const { pid, tid } = click;
  const start = Math.min(...dispatches.map((event) => event.ts));
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X');
  // The paint that follows the click ends the interaction.
  const paint = onMain.find((event) => event.name === 'Paint' && event.ts > click.ts + (click.dur ?? 0));
  const end = paint ? paint.ts + (paint.dur ?? 0) : click.ts + (click.dur ?? 0);
  const inside = onMain.filter((event) => event.ts >= start && event.ts <= end);
  const total = (names: string[]) =>
    inside.filter((event) => names.includes(event.name)).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  const recalcs = inside.filter((event) => event.name === 'UpdateLayoutTree');
  return {
    'tap to paint ms': Math.round((end - start) / 1000),
    'click handler ms': Math.round((click.dur ?? 0) / 1000),
    'style ms': Math.round(total(['UpdateLayoutTree'])),
    'style recalcs (elements)': recalcs
      .map((event) => `${Math.round((event.dur ?? 0) / 1000)}ms/${String(event.args?.elementCount ?? '?')}`)
      .join(' '),
    'layout ms': Math.round(total(['Layout'])),
    'paint ms': Math.round(total(['Paint', 'PaintImage', 'RasterTask'])),
    'pre-paint ms': Math.round(total(['PrePaint'])),
    'layerize ms': Math.round(total(['Layerize', 'UpdateLayer', 'UpdateLayerTree'])),
    'script ms': Math.round(total(['FunctionCall', 'EventDispatch', 'TimerFire', 'RunMicrotasks'])),
  };
}

async function run(browser: Browser, session: Session, url: string, name: string): Promise<void> {
  const context = await signedInContext(browser, session);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let opening = 1; opening <= OPENINGS; opening += 1) {
    const events = await tracedOpening(page, name);
    if (process.env.BENCH_TRACE_FILE) writeFileSync(process.env.BENCH_TRACE_FILE, JSON.stringify(events));
    console.log(`${name} #${opening}`, JSON.stringify(summary(events)));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForTimeout(500);
  }
  await context.close();
}

const server = await startDemoServer({ port: PORT, name: 'admin-dialog-trace' });
try {
  const { session, inquiryId } = await prepare(server.base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  for (const name of DIALOGS)
    for (let runIndex = 0; runIndex < RUNS; runIndex += 1)
      await run(browser, session, `${server.base}/admin/inquiries/${inquiryId}`, name);
  await browser.close();
} finally {
  await server.stop();
}
