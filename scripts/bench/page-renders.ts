/**
 * What rendering the public pages per request costs (docs/decisions/0009). Starts the built
 * server on a fresh demo database and asks for each page one request at a time:
 * - warm: the page's HTML from the catalogue cache (what nearly every visit gets);
 * - cold: the first request after a save of the site's content, which clears the cache, so the
 *   server reads the content (and the page's records) and renders the page again.
 * Baselines from the same run: a static file (`/favicon.svg`, no cache, no render) for warm,
 * and the celebrity profile, rendered per request since decision 0005, for cold.
 *
 *   npm run build && npm run bench:pages          # knobs: BENCH_WARM=300 BENCH_COLD=40
 */
import { performance } from 'node:perf_hooks';
import { demoAdminToken, percentile, startDemoServer } from './demo-server.js';

const PORT = 4281;
const BASE = `http://127.0.0.1:${PORT}`;
const WARM = Number(process.env.BENCH_WARM ?? 300);
const COLD = Number(process.env.BENCH_COLD ?? 40);

async function timed(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - started;
}

const server = await startDemoServer({ port: PORT, name: 'page-renders' });

try {
  const token = await demoAdminToken(BASE);
  const contact = ((await (await fetch(`${BASE}/api/site`)).json()) as { data: { contact: unknown } }).data.contact;
  /** A save of the contact details as they are: it clears every cached page, on every instance. */
  const save = async () => {
    const res = await fetch(`${BASE}/api/site/contact`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(contact),
    });
    if (!res.ok) throw new Error(`saving the contact details answered ${res.status}`);
  };
  const first = (await (await fetch(`${BASE}/api/celebrities?limit=1`)).json()) as { data: Array<{ slug: string }> };
  // At its slug: the id would answer a redirect to it.
  const profile = `/celebrity/${first.data[0]?.slug ?? ''}`;
  const pages = ['/favicon.svg', '/', '/services', '/about', '/celebrities', profile];

  const rows: string[][] = [];
  for (const page of pages) {
    const url = `${BASE}${page}`;
    const cold: number[] = [];
    if (page !== '/favicon.svg') {
      for (let i = 0; i < COLD; i += 1) {
        await save();
        cold.push(await timed(url));
      }
    }
    for (let i = 0; i < 20; i += 1) await timed(url);
    const warm: number[] = [];
    for (let i = 0; i < WARM; i += 1) warm.push(await timed(url));
    const bytes = (await (await fetch(url)).arrayBuffer()).byteLength;
    rows.push([
      page.replace(/[0-9a-f-]{36}/, ':id'),
      bytes.toLocaleString('en-IN'),
      percentile(warm, 50).toFixed(2),
      percentile(warm, 95).toFixed(2),
      cold.length ? percentile(cold, 50).toFixed(1) : '–',
      cold.length ? percentile(cold, 95).toFixed(1) : '–',
    ]);
  }
  console.log(`warm: ${WARM} requests per page after 20 to warm up; cold: ${COLD}, each after a save`);
  console.log('| page | HTML bytes | warm p50 ms | warm p95 ms | cold p50 ms | cold p95 ms |');
  console.log('|---|--:|--:|--:|--:|--:|');
  for (const row of rows) console.log(`| ${row.join(' | ')} |`);
} finally {
  await server.stop();
}
