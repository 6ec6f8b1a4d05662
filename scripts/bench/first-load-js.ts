/**
 * How much JavaScript each public page loads on a first visit (issue 20: at most 100 KB sent per
 * page, 85 KB for `/`). Starts the built server on a fresh demo database, opens each page in
 * Chromium with an empty cache, waits for the network to go quiet, and adds up every script it
 * fetched: raw bytes, gzip -9 bytes, and the bytes the server actually sent (it sends brotli).
 *
 * A server-rendered page runs only its entry on arrival and starts the app on the visitor's first
 * act (decision 0018); the app's chunks are prefetched once the page has loaded. So each page is
 * measured three ways: what ran on arrival, what the page had fetched by the time the network
 * went quiet (the entry and the prefetched chunks), and everything after a first act (the pointer
 * moved over the page, the app started).
 *
 *   npm run build && npm run bench:first-load
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../chromium-args.js';
import { startDemoServer } from './demo-server.js';

const PORT = 4280; // not on the fetch standard's list of blocked ports (4190 is)
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_BYTES = 100 * 1024;

const server = await startDemoServer({ port: PORT, name: 'first-load' });

try {
  const first = (await (await fetch(`${BASE}/api/celebrities?limit=1`)).json()) as { data: Array<{ slug: string }> };
  // The profile at its slug (its id would answer a redirect there).
  // Filtered listings, and their later pages, are rendered by the server too (decision 0046): the
  // same entry on arrival.
  const inThreeMonths = new Date(Date.now() + 91 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const pages = [
    '/',
    '/celebrities',
    '/celebrities?category=Bollywood',
    `/celebrities?available=${inThreeMonths}`,
    '/celebrities?q=dance&sort=price-asc',
    // The first two batches, as "Load more" or a reload of it leaves the address.
    '/celebrities?category=Bollywood&page=2',
    `/celebrity/${first.data[0]?.slug ?? ''}`,
    '/services',
    '/about',
  ];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const rows: string[][] = [];
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    // Keyed by URL: a chunk prefetched and then imported is one download, whatever resource type
    // the browser reports for it.
    const scripts = new Map<string, { raw: number; gzip: number; sent: number; ran: boolean }>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || scripts.has(url.pathname)) return;
      // The bytes come from the build output itself; the browser reports what went over the wire.
      const body = readFileSync(path.join('dist/web', url.pathname));
      const ran = response.request().resourceType() === 'script';
      const entry = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: 0, ran };
      scripts.set(url.pathname, entry);
      void response
        .request()
        .sizes()
        .then((sizes) => {
          entry.sent = sizes.responseBodySize;
        });
    });
    await page.goto(`${BASE}${pagePath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const sum = (key: 'raw' | 'gzip' | 'sent', only: (script: { ran: boolean }) => boolean = () => true) =>
      [...scripts.values()].filter(only).reduce((total, script) => total + script[key], 0);
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    const onArrival = sum('sent', (script) => script.ran);
    const loaded = { count: scripts.size, raw: sum('raw'), gzip: sum('gzip'), sent: sum('sent') };
    // The visitor's first act: the pointer moves over the page; the app starts and hydrates.
    await page.mouse.move(20, 20);
    await page.mouse.move(40, 60);
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')),
    );
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const budget = pagePath === '/' ? 85 * 1024 : BUDGET_BYTES;
    rows.push([
      pagePath,
      kb(onArrival),
      String(loaded.count),
      kb(loaded.raw),
      kb(loaded.gzip),
      kb(loaded.sent),
      kb(sum('sent')),
      `${loaded.sent <= budget ? 'within' : 'OVER'} ${budget / 1024} KB`,
    ]);
    await context.close();
  }
  await browser.close();
  console.log(
    '| page | ran on arrival (br) KB | scripts fetched | raw KB | gzip -9 KB | sent (br) KB | after the first act, sent KB | budget |',
  );
  console.log('|---|---|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await server.stop();
}
