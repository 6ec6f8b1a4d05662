/**
 * The server's memory (issue 20, goal 5): the built demo server on a fresh database, its peak
 * resident size during the first start (initdb, migrations, the demo seed) and its resident size
 * at rest after serving every public page and the catalogue's API, read from
 * /proc/<pid>/status (VmHWM, VmRSS). With BENCH_DATABASE_URL the server runs on a database of its
 * own on that PostgreSQL server (dropped at the end) instead of the embedded one.
 *
 *   npm run build && npm run bench:memory        # BENCH_DATABASE_URL=postgres://… for PostgreSQL
 */
import { readFileSync } from 'node:fs';
import { createScratchDatabase } from './bench-database.js';
import { startDemoServer } from './demo-server.js';

/** BENCH_PORT: another port when 4283 is taken (several people benchmarking on one machine). */
const PORT = Number(process.env.BENCH_PORT ?? 4283);
const REST_MS = Number(process.env.BENCH_REST_MS ?? 5000);

/** A field of /proc/<pid>/status in MB (`VmRSS`, `VmHWM`). */
function statusMb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? NaN) / 1024;
}

async function withDatabase<T>(run: (env: Record<string, string>) => Promise<T>): Promise<T> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) return run({});
  const scratch = await createScratchDatabase(url, 'bench_memory');
  try {
    return await run({ DATABASE_URL: scratch.url });
  } finally {
    await scratch.drop();
  }
}

await withDatabase(async (env) => {
  const started = Date.now();
  const server = await startDemoServer({ port: PORT, name: 'memory', env });
  const pid = server.process.pid ?? 0;
  try {
    const ready = { seconds: (Date.now() - started) / 1000, rss: statusMb(pid, 'VmRSS'), peak: statusMb(pid, 'VmHWM') };
    const list = (await (await fetch(`${server.base}/api/celebrities?limit=100`)).json()) as {
      data: Array<{ slug: string }>;
    };
    const pages = ['/', '/services', '/about', '/contact', '/celebrities', '/privacy', '/terms'];
    pages.push(...list.data.slice(0, 10).map((celebrity) => `/celebrity/${celebrity.slug}`));
    for (const page of pages) {
      for (const encoding of ['br', 'gzip']) {
        const res = await fetch(`${server.base}${page}`, { headers: { 'accept-encoding': encoding } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${page} answered ${res.status}`);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const rest = { rss: statusMb(pid, 'VmRSS'), peak: statusMb(pid, 'VmHWM') };
    const mb = (value: number) => `${value.toFixed(0)} MB`;
    console.log(`database: ${env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`);
    console.log(`| moment | resident | peak so far |`);
    console.log(`|---|---|---|`);
    console.log(
      `| ready after the first start (${ready.seconds.toFixed(1)} s) | ${mb(ready.rss)} | ${mb(ready.peak)} |`,
    );
    console.log(
      `| at rest after ${pages.length} pages (${REST_MS / 1000} s later) | ${mb(rest.rss)} | ${mb(rest.peak)} |`,
    );
  } finally {
    await server.stop();
  }
});
