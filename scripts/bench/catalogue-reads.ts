/**
 * Public catalogue reads under load, against a raw node:http server sending the same bytes.
 *
 *   npx tsx scripts/bench/catalogue-reads.ts                      # PGlite in memory
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/catalogue-reads.ts
 *
 * Knobs (environment): BENCH_CELEBRITIES (10000); BENCH_SECONDS per call and server (10, run as
 * BENCH_ROUNDS=4 alternating slices so drift on a shared machine hits both alike); BENCH_CONNECTIONS
 * (10); BENCH_COLD_RUNS (50); BENCH_COLD_ONLY=1 to skip the load runs; BENCH_ONLY (a regular
 * expression) to load only the calls whose names match it, e.g. under a profiler. The database is fresh:
 * in-memory PGlite, or a database of its own on the server of BENCH_DATABASE_URL, dropped at the
 * end. Traffic goes to 127.0.0.1 only.
 *
 * autocannon fires from one worker thread; the app and the yardstick both answer on the main
 * thread of this process, so each ratio compares like with like on the same machine and moment.
 * Prints figures only: nothing here passes or fails.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { CATEGORIES, type Category } from '../../src/shared/constants/celebrities.js';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { Database } from '../../src/server/db/client.js';
import { celebrities, celebrityImages } from '../../src/server/celebrities/celebrities-tables.js';
import { variantFileName } from '../../src/server/images/images.js';
import { searchTextOf } from '../../src/server/lib/search-text.js';
import { openBenchDatabase, type BenchDatabase } from './bench-database.js';
import { FIRST_NAMES, LAST_NAMES } from './indian-names.js';

const N = Number(process.env.BENCH_CELEBRITIES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? 50);
const COLD_ONLY = process.env.BENCH_COLD_ONLY === '1';
const ONLY = new RegExp(process.env.BENCH_ONLY ?? '');
const DATABASE_URL = process.env.BENCH_DATABASE_URL;

// ---------------------------------------------------------------------------------------------
// A database of its own

function openDatabase(): Promise<BenchDatabase> {
  return openBenchDatabase(DATABASE_URL, 'bench_catalogue');
}

// ---------------------------------------------------------------------------------------------
// Realistic, reproducible rows

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20_240_601);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
function pickDistinct<T>(items: readonly T[], count: number): T[] {
  const chosen = new Set<T>();
  while (chosen.size < count) chosen.add(pick(items));
  return [...chosen];
}

const CITIES = [
  'Mumbai, Maharashtra',
  'Pune, Maharashtra',
  'New Delhi, Delhi',
  'Bengaluru, Karnataka',
  'Chennai, Tamil Nadu',
  'Hyderabad, Telangana',
  'Kolkata, West Bengal',
  'Ahmedabad, Gujarat',
  'Jaipur, Rajasthan',
  'Chandigarh, Punjab',
  'Kochi, Kerala',
  'Lucknow, Uttar Pradesh',
  'Goa',
  'Indore, Madhya Pradesh',
  'Guwahati, Assam',
] as const;
const SPECIALTIES: Record<Category, readonly string[]> = {
  Bollywood: [
    'Lead Roles',
    'Action Films',
    'Romantic Dramas',
    'Dance Performances',
    'Brand Endorsements',
    'Film Premieres',
    'Live Appearances',
    'Comedy',
  ],
  Hollywood: [
    'International Films',
    'Red Carpet Events',
    'Brand Endorsements',
    'Film Festivals',
    'Voice Acting',
    'Action Films',
  ],
  'TV Artists': ['Daily Soaps', 'Reality Shows', 'Hosting', 'Anchoring', 'Comedy', 'Award Show Hosting', 'Talk Shows'],
  Musicians: [
    'Playback Singing',
    'Live Concerts',
    'Sufi Music',
    'Bengali Folk Fusion',
    'DJ Sets',
    'Wedding Sangeet',
    'Classical Carnatic',
    'Indie Pop',
  ],
  Sports: [
    'Cricket',
    'Motivational Talks',
    'Brand Endorsements',
    'Fitness Events',
    'Kabaddi',
    'Badminton',
    'Corporate Meet and Greet',
  ],
  Influencers: [
    'Fashion',
    'Travel Vlogs',
    'Food Reviews',
    'Tech Reviews',
    'Beauty and Skincare',
    'Fitness',
    'Stand-up Comedy',
    'Wedding Content',
  ],
};
const ACHIEVEMENTS = [
  'Best Actor, Western India Film Critics Circle',
  'Three consecutive box-office hits',
  'Youth icon of the year, Mumbai Style Awards',
  'Over 900 million streams across film songs',
  'Headlined a 40,000-seat New Year concert',
  'Most-watched prime-time show of the season',
  'Captained the state team to a national title',
  'Fastest-growing creator, Digital India Creator Awards',
  'Brand ambassador for a national telecom launch',
] as const;

function followers(): string {
  const value = 0.1 + random() * 49.9;
  return value >= 1 ? `${value.toFixed(1)}M` : `${Math.round(value * 1000)}K`;
}

/** The rows (by their place, newest first) that are featured, first one first. */
const FEATURED_ROWS = [40, 3_000, 7_000];

function celebrityRows(count: number, now: number) {
  const rows: (typeof celebrities.$inferInsert)[] = [];
  const images: (typeof celebrityImages.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = randomUUID();
    const category = pick(CATEGORIES);
    const name = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
    const specialties = pickDistinct(SPECIALTIES[category], 3);
    const city = pick(CITIES);
    const onDemand = random() < 0.15;
    // Spread over three years, newest first for the lowest i.
    const createdAt = new Date(now - i * 9_000_000 - Math.floor(random() * 1_000_000));
    // A few drafts, and three featured celebrities spread through the catalogue.
    const draft = random() < 0.02;
    const featuredAt = FEATURED_ROWS.indexOf(i);
    rows.push({
      id,
      name,
      category,
      rating: Math.round((3 + random() * 2) * 10) / 10,
      followers: followers(),
      location: city,
      specialties,
      price: onDemand ? null : Math.round(50_000 + random() * 5_000_000),
      priceOnDemand: onDemand,
      description:
        `${name} is one of ${city.split(',')[0]}'s most sought-after names in ${category}, known for ` +
        `${specialties.map((s) => s.toLowerCase()).join(', ')}. A favourite for weddings, corporate galas and ` +
        `brand launches across India and the Gulf, with a professional team that travels light and arrives early.`,
      socialProfile: `@${name.toLowerCase().replace(/[^a-z]/g, '')}${i}`,
      achievements: pickDistinct(ACHIEVEMENTS, 2),
      searchText: searchTextOf([name, ...specialties]),
      slug: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${i + 1}`,
      status: draft && featuredAt === -1 ? 'draft' : 'published',
      publishedAt: draft && featuredAt === -1 ? null : createdAt,
      featuredPosition: featuredAt === -1 ? null : featuredAt + 1,
      createdAt,
      updatedAt: createdAt,
    });
    const hash = randomBytes(16).toString('hex');
    images.push({
      celebrityId: id,
      kind: 'profile',
      position: 0,
      hash,
      width: 1024,
      height: 1280,
      variants: [320, 640, 1024].map((width) => ({ width, height: width * 1.25, file: variantFileName(hash, width) })),
    });
  }
  return { rows, images };
}

async function seed(database: Database, count: number): Promise<void> {
  const { rows, images } = celebrityRows(count, Date.now());
  const batch = 500;
  for (let i = 0; i < rows.length; i += batch) {
    await database.db.insert(celebrities).values(rows.slice(i, i + batch));
    await database.db.insert(celebrityImages).values(images.slice(i, i + batch));
  }
}

// ---------------------------------------------------------------------------------------------
// Measuring

interface Captured {
  status: number;
  headers: [string, string][];
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One request with the raw bytes of the answer (no decompression). */
function request(port: number, urlPath: string, headers: Record<string, string>): Promise<Captured> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: urlPath, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          pairs.push([res.rawHeaders[i] as string, res.rawHeaders[i + 1] as string]);
        }
        resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers node:http adds by itself on every answer; the yardstick lets it add them too. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

function yardstickServer() {
  let current: Captured = { status: 204, headers: [], body: Buffer.alloc(0) };
  let flat: string[] = [];
  const server = http.createServer((_req, res) => {
    res.writeHead(current.status, flat);
    res.end(current.body);
  });
  server.keepAliveTimeout = 65_000;
  return {
    server,
    answerWith(answer: Captured) {
      current = answer;
      flat = answer.headers.filter(([name]) => !HOP_HEADERS.has(name.toLowerCase())).flat();
    },
  };
}

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  statuses: string;
  errors: number;
  bytes: number;
}

async function load(
  port: number,
  urlPath: string,
  headers: Record<string, string>,
  seconds: number,
): Promise<LoadFigures> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${urlPath}`,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ');
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    errors: result.errors + result.timeouts,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/** Slices of one measurement: mean throughput, the worst slice's latency figures. */
function merge(parts: LoadFigures[]): LoadFigures {
  const statuses = new Map<string, number>();
  for (const part of parts
    .map((p) => p.statuses)
    .join(' ')
    .split(' ')
    .filter(Boolean)) {
    const [code = '', n = '0'] = part.split('×');
    statuses.set(code, (statuses.get(code) ?? 0) + Number(n));
  }
  const sum = (pick: (p: LoadFigures) => number) => parts.reduce((total, p) => total + pick(p), 0);
  return {
    rps: sum((p) => p.rps) / parts.length,
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    statuses: [...statuses].map(([code, n]) => `${code}×${n}`).join(' '),
    errors: sum((p) => p.errors),
    bytes: sum((p) => p.bytes) / parts.length,
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1);
}

async function sequential(runs: number, before: () => Promise<void>, call: () => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await before();
    const start = process.hrtime.bigint();
    await call();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN };
}

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = Date.now();
  const { database, label, drop } = await openDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-catalogue-'));
  const yardstick = yardstickServer();
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    const seedStart = Date.now();
    await seed(database, N);
    const seedMs = Date.now() - seedStart;

    const config = {
      ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SITE_URL: 'http://127.0.0.1' }),
      demo: false,
    };
    app = await buildApp({ config, database, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appPort = (app.server.address() as AddressInfo).port;
    const yardPort = await listen(yardstick.server);

    // A search term and category with a realistic number of matches, and one celebrity.
    const [sample] = await database.db
      .select({ id: celebrities.id })
      .from(celebrities)
      .limit(1)
      .offset(Math.floor(N / 2));
    if (!sample) throw new Error('no celebrity to read');
    const listPath = '/api/celebrities?limit=50';
    const searchPath = '/api/celebrities?q=dance&category=Bollywood&limit=50';
    const onePath = `/api/celebrities/${sample.id}`;

    const listAnswer = await request(appPort, listPath, {});
    const etag = listAnswer.headers.find(([name]) => name.toLowerCase() === 'etag')?.[1] ?? '';
    const scenarios: { name: string; path: string; headers: Record<string, string>; expect: number }[] = [
      { name: 'GET /api/celebrities (first page, 50)', path: listPath, headers: {}, expect: 200 },
      { name: 'GET /api/celebrities?q=dance&category=Bollywood', path: searchPath, headers: {}, expect: 200 },
      { name: 'GET /api/celebrities/:id', path: onePath, headers: {}, expect: 200 },
      { name: 'list, If-None-Match (304)', path: listPath, headers: { 'if-none-match': etag }, expect: 304 },
      { name: 'list, Accept-Encoding: br', path: listPath, headers: { 'accept-encoding': 'br' }, expect: 200 },
    ];

    const searchMeta = JSON.parse((await request(appPort, searchPath, {})).body.toString()) as {
      meta: { total: number };
    };
    console.log(`# Catalogue reads: ${N.toLocaleString('en')} celebrities, ${label}`);
    console.log(
      `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}, ` +
        `autocannon ${CONNECTIONS} connections × ${SECONDS} s (${ROUNDS} alternating slices) from 1 worker thread`,
    );
    console.log(`seeded in ${(seedMs / 1000).toFixed(1)} s; search matches ${searchMeta.meta.total} celebrities\n`);

    console.log(
      `load average at start: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    const rows: string[][] = [];
    for (const scenario of COLD_ONLY ? [] : scenarios.filter(({ name }) => ONLY.test(name))) {
      const real = await request(appPort, scenario.path, scenario.headers);
      if (real.status !== scenario.expect) throw new Error(`${scenario.name}: status ${real.status}`);
      yardstick.answerWith(real);
      const check = await request(yardPort, scenario.path, scenario.headers);
      if (!check.body.equals(real.body)) throw new Error('yardstick sends other bytes');
      // Alternating slices (app, yardstick, app, yardstick, ...), merged.
      const appParts: LoadFigures[] = [];
      const yardParts: LoadFigures[] = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        appParts.push(await load(appPort, scenario.path, scenario.headers, SECONDS / ROUNDS));
        yardParts.push(await load(yardPort, scenario.path, scenario.headers, SECONDS / ROUNDS));
      }
      const appFigures = merge(appParts);
      const yardFigures = merge(yardParts);
      rows.push([
        scenario.name,
        String(real.body.length),
        Math.round(appFigures.rps).toLocaleString('en'),
        `${appFigures.p50} / ${appFigures.p99}`,
        Math.round(yardFigures.rps).toLocaleString('en'),
        `${yardFigures.p50} / ${yardFigures.p99}`,
        `${((appFigures.rps / yardFigures.rps) * 100).toFixed(0)} %`,
        `${appFigures.statuses}${appFigures.errors ? ` err ${appFigures.errors}` : ''}`,
      ]);
      console.log(`  done: ${scenario.name}`);
    }
    if (!COLD_ONLY) {
      console.log('\nWarm (cached) under load; latency in ms (autocannon, 1 ms resolution)\n');
      console.log(
        table(
          [
            'call',
            'body bytes',
            'app req/s',
            'app p50/p99',
            'yardstick req/s',
            'yard p50/p99',
            'app/yardstick',
            'app statuses',
          ],
          rows,
        ),
      );
    }

    // Cold: the cache is dropped before each request, so each pays for the query and the JSON.
    const cache = app.catalogueCache;
    const coldRows: string[][] = [];
    // The listing's other filters and orders (issue 12), measured cold only.
    const listingScenarios = [
      ['?city=Pune', 'city'],
      ['?price=100000-500000', 'price range'],
      ['?price=on-demand', 'price on demand'],
      ['?sort=name', 'sort=name'],
      ['?sort=price-asc', 'sort=price-asc'],
      ['?sort=price-desc', 'sort=price-desc'],
      ['?sort=rating', 'sort=rating'],
      ['?sort=name&offset=5000', 'sort=name, offset 5000'],
      ['?q=dance&category=Bollywood&city=Mumbai&price=1000000-up&sort=price-asc', 'all combined'],
    ].map(([query, name]) => ({
      name: `  ${name}`,
      path: `/api/celebrities${query}&limit=50`,
      headers: {},
      expect: 200,
    }));
    for (const scenario of [...scenarios.slice(0, 3), ...listingScenarios]) {
      const call = () => request(appPort, scenario.path, scenario.headers);
      await sequential(5, () => cache.invalidate(), call);
      const warm = await sequential(COLD_RUNS * 4, async () => undefined, call);
      const cold = await sequential(COLD_RUNS, () => cache.invalidate(), call);
      coldRows.push([
        scenario.name,
        ms(warm.p50),
        ms(cold.p50),
        ms(cold.p95),
        ms(cold.max),
        `${(cold.p50 / warm.p50).toFixed(0)}×`,
      ]);
    }
    console.log(
      `\nOne request at a time (ms): warm = cached (${COLD_RUNS * 4} runs), cold = cache dropped before each (${COLD_RUNS} runs)\n`,
    );
    console.log(table(['call', 'warm p50', 'cold p50', 'cold p95', 'cold max', 'cold/warm'], coldRows));
    console.log(
      `\nload average at end: ${os
        .loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    );
    console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    agent.destroy();
    yardstick.server.close();
    if (app) await app.close();
    else await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
