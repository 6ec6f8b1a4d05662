/**
 * How much JavaScript each public page loads on a first visit (DESIGN.md: at most 100 KB
 * gzipped for `/`). Starts the built server on a fresh demo database, opens each page in
 * Chromium with an empty cache, waits for the network to go quiet, and adds up every script it
 * fetched: raw bytes, gzip -9 bytes, and the bytes the server actually sent (it sends brotli).
 *
 *   npm run build && npm run bench:first-load
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startDemoServer } from './demo-server.js';

const PORT = 4280; // not on the fetch standard's list of blocked ports (4190 is)
const BASE = `http://127.0.0.1:${PORT}`;
const BUDGET_BYTES = 100 * 1024;

const server = await startDemoServer({ port: PORT, name: 'first-load' });

try {
  const first = (await (await fetch(`${BASE}/api/celebrities?limit=1`)).json()) as { data: Array<{ slug: string }> };
  // The profile at its slug (its id would answer a redirect there).
  const pages = ['/', '/celebrities', `/celebrity/${first.data[0]?.slug ?? ''}`, '/services', '/about'];
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const rows: string[][] = [];
  for (const pagePath of pages) {
    const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    // Keyed by URL: a chunk named by <link rel="modulepreload"> and then imported is one
    // download, whatever resource type the browser reports for it.
    const scripts = new Map<string, { raw: number; gzip: number; sent: number }>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js') || scripts.has(url.pathname)) return;
      // The bytes come from the build output itself; the browser reports what went over the wire.
      const body = readFileSync(path.join('dist/web', url.pathname));
      const entry = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length, sent: 0 };
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
    const sum = (key: 'raw' | 'gzip' | 'sent') =>
      [...scripts.values()].reduce((total, script) => total + script[key], 0);
    rows.push([
      pagePath.replace(/[0-9a-f-]{36}/, ':id'),
      String(scripts.size),
      (sum('raw') / 1024).toFixed(1),
      (sum('gzip') / 1024).toFixed(1),
      (sum('sent') / 1024).toFixed(1),
      pagePath === '/' ? (sum('gzip') <= BUDGET_BYTES ? 'within 100 KB' : 'OVER 100 KB') : '',
    ]);
    await context.close();
  }
  await browser.close();
  console.log('| page | scripts | raw KB | gzip -9 KB | sent (br) KB | budget |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await server.stop();
}
