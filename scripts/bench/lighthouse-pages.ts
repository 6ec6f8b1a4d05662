/**
 * Issue 42's Lighthouse goals, measured in one command: Lighthouse 12 with its default mobile
 * settings, BENCH_RUNS (3) runs a page, on the built server started on a fresh demo database.
 *
 * - public: the six public pages;
 * - filtered: the celebrity listing filtered by a category, a free day about three months ahead,
 *   a search word with an order, and a city (all taken from the demo data);
 * - status: the customer's status page for a new inquiry, one with a sent quote, and one whose
 *   accepted quote made a booking with money still due (made through the API first, see
 *   status-page-states.ts; the server sends its mail to a local SMTP sink to hand over the links);
 * - staff: the admin panel signed in as the demo admin, on the same phone profile.
 *
 *   npm run build && npm run bench:lighthouse
 *   BENCH_GROUP=status BENCH_RUNS=5 npm run bench:lighthouse
 *   BENCH_ONLY=calendar npm run bench:lighthouse
 *
 * BENCH_ONLY keeps the pages whose name contains it, BENCH_GROUP one group; BENCH_PORT sets the
 * server's port (4284). Lighthouse is installed on first use (lighthouse-runner.ts). Prints the
 * figures, with the load average at the start and the end (the scores drop on a busy machine):
 * nothing here passes or fails.
 */
import { execSync } from 'node:child_process';
import os from 'node:os';
import { STORAGE_KEYS } from '#shared/constants/accounts';
import { DEMO_CELEBRITIES } from '#server/demo/demo-data';
import { startSmtpSink } from '../../src/server/test/smtp-sink.js';
import { apiCaller, dayFromNow } from './demo-api.js';
import { demoAdminSession, percentile, startDemoServer } from './demo-server.js';
import { LIGHTHOUSE_VERSION, type LighthouseFigures, loadLighthouse, measurePage } from './lighthouse-runner.js';
import { makeStatusPageStates, type StatusPageStates } from './status-page-states.js';

const PORT = Number(process.env.BENCH_PORT ?? 4284);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ONLY = process.env.BENCH_ONLY ?? '';
const GROUPS = ['public', 'filtered', 'status', 'staff'] as const;
type Group = (typeof GROUPS)[number];
const GROUP = process.env.BENCH_GROUP as Group | undefined;
if (GROUP !== undefined && !GROUPS.includes(GROUP)) throw new Error(`BENCH_GROUP must be one of ${GROUPS.join(', ')}`);

/** What the pages' addresses are made from once the server runs. */
interface Setup {
  slug: string;
  states?: StatusPageStates;
}

interface BenchPage {
  name: string;
  group: Group;
  path: (setup: Setup) => string;
}

/** The specialty word most demo celebrities share (so a search for it lists several). */
function commonSpecialtyWord(): string {
  const counts = new Map<string, number>();
  for (const celebrity of DEMO_CELEBRITIES) {
    const words = new Set(celebrity.specialties.flatMap((specialty) => specialty.toLowerCase().split(/\W+/)));
    for (const word of words) if (word.length >= 4) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'live';
}

const [firstDemo, secondDemo] = DEMO_CELEBRITIES;
const CATEGORY = firstDemo?.category ?? 'Bollywood';
/** A city as the listing filters it: the location before its first comma. */
const CITY = (secondDemo?.location ?? 'Mumbai').split(',')[0] ?? 'Mumbai';
const SEARCH = commonSpecialtyWord();
const states = (setup: Setup): StatusPageStates => {
  if (!setup.states) throw new Error('the status pages were not made');
  return setup.states;
};

const PAGES: BenchPage[] = [
  { name: 'home', group: 'public', path: () => '/' },
  { name: 'services', group: 'public', path: () => '/services' },
  { name: 'about', group: 'public', path: () => '/about' },
  { name: 'contact', group: 'public', path: () => '/contact' },
  { name: 'celebrities', group: 'public', path: () => '/celebrities' },
  { name: 'celebrity profile', group: 'public', path: (setup) => `/celebrity/${setup.slug}` },
  {
    name: `listing, category ${CATEGORY}`,
    group: 'filtered',
    path: () => `/celebrities?category=${encodeURIComponent(CATEGORY)}`,
  },
  // About three months ahead, as a visitor planning an event would ask.
  { name: 'listing, free on a day', group: 'filtered', path: () => `/celebrities?available=${dayFromNow(91)}` },
  {
    name: `listing, search "${SEARCH}" by price`,
    group: 'filtered',
    path: () => `/celebrities?q=${encodeURIComponent(SEARCH)}&sort=price-asc`,
  },
  { name: `listing, city ${CITY}`, group: 'filtered', path: () => `/celebrities?city=${encodeURIComponent(CITY)}` },
  { name: 'status, new inquiry', group: 'status', path: (setup) => states(setup).newInquiry },
  { name: 'status, quote sent', group: 'status', path: (setup) => states(setup).quoteSent },
  { name: 'status, booking with money due', group: 'status', path: (setup) => states(setup).bookingWithMoneyDue },
  { name: 'admin dashboard', group: 'staff', path: () => '/admin/dashboard' },
  { name: 'admin inquiries', group: 'staff', path: () => '/admin/inquiries' },
  {
    name: 'admin inquiry with quote and booking',
    group: 'staff',
    path: (setup) => `/admin/inquiries/${states(setup).bookedInquiryId}`,
  },
  { name: 'admin calendar', group: 'staff', path: () => '/admin/calendar' },
  { name: 'admin audit log', group: 'staff', path: () => '/admin/audit' },
];

const chosen = PAGES.filter((page) => (!GROUP || page.group === GROUP) && page.name.includes(ONLY));
if (chosen.length === 0) throw new Error(`no page matches BENCH_GROUP=${GROUP ?? ''} BENCH_ONLY=${ONLY}`);
const needsStates = chosen.some((page) => page.group === 'status' || page.group === 'staff');

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const median = (values: number[]) => percentile(values, 50);

function row(page: BenchPage, path: string, runs: LighthouseFigures[]): string {
  const of = (key: keyof LighthouseFigures) => runs.map((run) => run[key]);
  const performance = of('performance');
  return `| ${page.name} (\`${path}\`) | ${median(performance)} | ${Math.min(...performance)}–${Math.max(...performance)} | ${seconds(median(of('fcp')))} | ${seconds(median(of('lcp')))} | ${median(of('tbt')).toFixed(0)} | ${median(of('cls')).toFixed(3)} | ${median(of('accessibility'))} | ${median(of('bestPractices'))} | ${median(of('seo'))} |`;
}

const tools = await loadLighthouse();
const commit = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
console.log(
  `bench:lighthouse — lighthouse ${LIGHTHOUSE_VERSION} (default mobile), ${RUNS} run(s) a page, build of ${commit}, node ${process.version}, ${os.cpus().length} CPUs; load average at the start ${loadAverage()}`,
);

const mail = await startSmtpSink();
const server = await startDemoServer({
  port: PORT,
  name: 'lighthouse',
  env: {
    SMTP_URL: mail.url,
    // Every run of a status page looks its link up; the visitor's limit would refuse later runs.
    INQUIRY_STATUS_MAX_PER_10_MINUTES: '100000',
  },
});
const lines: string[] = [];
try {
  const session = await demoAdminSession(server.base);
  const [first] = await apiCaller(server.base)<{ slug: string }[]>('GET', '/celebrities?limit=1');
  if (!first) throw new Error('the demo catalogue is empty');
  const setup: Setup = {
    slug: first.slug,
    ...(needsStates ? { states: await makeStatusPageStates(server.base, mail, session.token) } : {}),
  };
  // The admin panel keeps its session in the browser's storage, as the login page leaves it.
  const signedIn = {
    [STORAGE_KEYS.token]: session.token,
    [STORAGE_KEYS.session]: JSON.stringify({ state: { user: session.user, isAuthenticated: true }, version: 0 }),
  };
  let group: Group | undefined;
  for (const page of chosen) {
    if (page.group !== group) {
      group = page.group;
      lines.push('', `**${group}**`, '');
      lines.push(
        '| page | performance, median | min–max | FCP, s | LCP, s | TBT, ms | CLS | accessibility | best practices | SEO |',
      );
      lines.push('|---|---|---|---|---|---|---|---|---|---|');
    }
    const path = page.path(setup);
    const runs: LighthouseFigures[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      runs.push(
        await measurePage(tools, {
          url: `${server.base}${path}`,
          ...(page.group === 'staff' ? { localStorage: signedIn } : {}),
        }),
      );
    }
    console.log(`${page.name}: performance ${runs.map((figures) => figures.performance).join(', ')}`);
    lines.push(
      row(
        page,
        path.replace(/\/inquiry\/[\w-]+/, '/inquiry/<token>').replace(/\/inquiries\/[\w-]+/, '/inquiries/<id>'),
        runs,
      ),
    );
  }
} finally {
  await server.stop();
  await mail.close();
}
console.log(lines.join('\n'));
console.log(`\nload average at the end ${loadAverage()}`);
