/**
 * The staff-side lists at scale: inquiry list, search, deep pages (by offset and by cursor),
 * dashboard and CSV export; the audit log and the outbox with as many rows each.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx scripts/bench/admin-lists.ts
 *   npx tsx scripts/bench/admin-lists.ts                          # PGlite in memory, 100,000 rows
 *
 * Knobs (environment): BENCH_INQUIRIES (1,000,000 on PostgreSQL, 100,000 on PGlite), BENCH_LOG_ROWS (audit
 * entries and e-mails, each; as many as inquiries), BENCH_RUNS (30),
 * BENCH_EXPLAIN=0 to skip the query plans, BENCH_KEEP_DATABASE=1 to keep the PostgreSQL database for a
 * look by hand (its name is printed; drop it yourself). On PostgreSQL the script makes a database of its own and
 * drops it at the end. Calls go through `app.inject` (no socket) with a staff bearer token, one at a
 * time; each call is made twice first to warm up. Prints figures only: nothing here passes or fails.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { count, sql, type SQL } from 'drizzle-orm';
import { EVENT_TYPES as FORM_EVENT_TYPES, type EventType } from '#shared/constants/inquiries';
import type { InquiryListQuery } from '#shared/schemas/inquiry';
import { buildApp } from '../../src/server/app.js';
import { loadConfig } from '../../src/server/config.js';
import type { Db } from '../../src/server/db/client.js';
import { users } from '../../src/server/accounts/accounts-tables.js';
import { auditEntries } from '../../src/server/audit/audit-tables.js';
import { celebrities } from '../../src/server/celebrities/celebrities-tables.js';
import { inquiries } from '../../src/server/inquiry-life/inquiry-life-tables.js';
import { emails } from '../../src/server/mail/mail-tables.js';
import {
  exportBatchIds,
  inquiryBatchQuery,
  inquiryFilter,
  inquiryOrder,
} from '../../src/server/inquiries/inquiries.js';
import { hashPassword } from '../../src/server/accounts/passwords.js';
import { searchTextOf } from '../../src/server/lib/search-text.js';
import { createSession } from '../../src/server/accounts/sessions.js';
import { openBenchDatabase, rowsOf, type BenchDatabase } from './bench-database.js';
import { FIRST_NAMES, LAST_NAMES } from './indian-names.js';

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const N = Number(process.env.BENCH_INQUIRIES ?? (DATABASE_URL ? 1_000_000 : 100_000));
const LOG_ROWS = Number(process.env.BENCH_LOG_ROWS ?? N);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const RARE_NAME = 'Ishwari Kotwal';
/** offset=100000 as asked; half the rows when there are fewer than 200,000. */
const DEEP_OFFSET = Math.min(100_000, Math.floor(N / 2));
const CELEBRITY_COUNT = 300;

function openDatabase(): Promise<BenchDatabase> {
  return openBenchDatabase(DATABASE_URL, 'bench_admin');
}

const CITIES = [
  'Mumbai',
  'Pune',
  'New Delhi',
  'Gurugram',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Ahmedabad',
  'Jaipur',
  'Udaipur',
  'Chandigarh',
  'Kochi',
  'Lucknow',
  'Goa',
  'Indore',
  'Dubai',
  'Singapore',
] as const;
const DETAILS = [
  '',
  'About 300 guests; evening slot preferred.',
  'Sangeet night, looking for a 30-minute performance.',
  'Product launch for a consumer electronics brand, press present.',
  'Annual sales conference, keynote and photo session.',
  'Please share availability and travel requirements.',
  'Destination event, flights and stay covered by us.',
] as const;
// The form's event types, Wedding twice: wedding-heavy, as an Indian events business is.
const EVENT_TYPES: readonly EventType[] = ['Wedding', ...FORM_EVENT_TYPES];

const textArray = (items: readonly string[]) =>
  sql.raw(`(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[])`);
/** A deterministic pseudo-random integer in [0, n) from the row number and a salt. */
const h = (salt: number, n: number) => sql.raw(`(abs(hashint4(g * 7 + ${salt})) % ${n})`);

async function seed(db: Db): Promise<void> {
  // The catalogue the inquiries point at.
  const rows = Array.from({ length: CELEBRITY_COUNT }, (_, i) => {
    const name = `${FIRST_NAMES[(i * 7) % FIRST_NAMES.length]} ${LAST_NAMES[(i * 11) % LAST_NAMES.length]}`;
    return {
      name,
      category: 'Bollywood',
      rating: 4.5,
      followers: '1.2M',
      location: 'Mumbai, Maharashtra',
      specialties: ['Live Appearances'],
      price: 500_000,
      description: `${name} performs at weddings and corporate events.`,
      achievements: ['Award winner'],
      searchText: searchTextOf([name, 'Live Appearances']),
      slug: `celebrity-${i + 1}`,
      status: 'published' as const,
    };
  });
  await db.insert(celebrities).values(rows);

  // Indexes are dropped for the bulk insert and made again afterwards (as a restore would);
  // those behind a constraint (the key, the unique reference and token) stay.
  const indexes = rowsOf<{ name: string; def: string }>(
    await db.execute(
      sql`select indexname as name, indexdef as def from pg_indexes where tablename = 'inquiries' and indexname not in (select conname from pg_constraint)`,
    ),
  );
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.name}`));

  const chunk = 250_000;
  for (let from = 1; from <= N; from += chunk) {
    const to = Math.min(N, from + chunk - 1);
    await db.execute(sql`
      with c as (select id, name, (row_number() over (order by created_at, id) - 1)::int as rn from celebrities),
      g0 as (
        select g,
          ${textArray(FIRST_NAMES)}[1 + ${h(1, FIRST_NAMES.length)}] as first,
          ${textArray(LAST_NAMES)}[1 + ${h(2, LAST_NAMES.length)}] as last,
          ${textArray(EVENT_TYPES)}[1 + ${h(3, EVENT_TYPES.length)}] as event_type,
          ${h(4, CELEBRITY_COUNT)} as celebrity_rn,
          -- Spread over two years, to the microsecond.
          now() - make_interval(secs => (${h(5, 730 * 86_400)} + ${h(6, 1_000_000)} / 1e6)::float8) as created_at,
          ${h(7, 100)} as roll
        from generate_series(${from}::int, ${to}::int) as g
      )
      insert into inquiries (name, email, phone_number, celebrity_id, celebrity_name, event_type, event_date,
        event_location, additional_details, status, search_text, reference, reply_by, first_response_at,
        created_at, updated_at)
      select
        g0.first || ' ' || g0.last,
        lower(g0.first) || '.' || lower(g0.last) || g0.g || '@example.com',
        '+91 9' || lpad(${h(8, 1_000_000_000)}::text, 9, '0'),
        c.id,
        c.name,
        g0.event_type,
        (g0.created_at + make_interval(days => 14 + ${h(9, 180)}))::date,
        ${textArray(CITIES)}[1 + ${h(10, CITIES.length)}],
        ${textArray(DETAILS)}[1 + ${h(11, DETAILS.length)}],
        -- Recent inquiries are mostly pending; older ones mostly answered.
        case
          when g0.created_at > now() - interval '14 days' then (case when g0.roll < 70 then 'pending' when g0.roll < 90 then 'contacted' else 'confirmed' end)
          when g0.roll < 8 then 'pending'
          when g0.roll < 30 then 'contacted'
          when g0.roll < 70 then 'confirmed'
          else 'rejected'
        end,
        -- As inquirySearchText builds it: name, celebrity, event type, e-mail, phone digits.
        lower(g0.first || ' ' || g0.last) || E'\\n' || lower(c.name) || E'\\n' || lower(g0.event_type)
          || E'\\n' || lower(g0.first) || '.' || lower(g0.last) || g0.g || '@example.com'
          || E'\\n' || '919' || lpad(${h(8, 1_000_000_000)}::text, 9, '0'),
        'SLT-BENCH-' || g0.g,
        g0.created_at + interval '24 hours',
        -- Answered ones were answered within a day or two (a few late); pending ones never were.
        case when g0.created_at > now() - interval '14 days' and g0.roll < 70 then null
             when g0.created_at <= now() - interval '14 days' and g0.roll < 8 then null
             else g0.created_at + make_interval(hours => 1 + ${h(12, 40)}) end,
        g0.created_at,
        g0.created_at
      from g0 join c on c.rn = g0.celebrity_rn
    `);
    process.stdout.write(`  inserted ${to.toLocaleString('en')} inquiries\r`);
  }
  // A name that occurs only three times, for the selective search.
  await db.execute(sql`
    update inquiries set name = ${RARE_NAME},
      search_text = lower(${RARE_NAME}) || E'\\n' || lower(celebrity_name) || E'\\n' || lower(event_type)
    where id in (select id from inquiries order by id limit 3)
  `);
  process.stdout.write('\n');
  for (const index of indexes) await db.execute(sql.raw(index.def));
  await db.execute(sql`vacuum analyze inquiries`);
  await db.execute(sql`analyze celebrities`);
  await seedLogs(db);
}

/**
 * The audit log and the outbox at LOG_ROWS rows each, over the same two years: changes by a few
 * staff of every kind, and e-mails nearly all sent (1 in 500 failed, a few waiting).
 */
async function seedLogs(db: Db): Promise<void> {
  const staff = ['Asha Rao', 'Vikram Nair', 'Meera Iyer', 'Import script'];
  const kinds = ['inquiry', 'inquiry', 'inquiry', 'celebrity', 'settings', 'staff', 'account'];
  const emailKinds = ['inquiry_received', 'team_new_inquiry', 'inquiry_received', 'password_reset'];
  // The first of them has an account, so the log can be filtered by her (?actor=).
  const [asha] = await db
    .insert(users)
    .values({ name: 'Asha Rao', email: 'asha.rao@starline.example', role: 'staff', passwordHash: 'unused' })
    .returning({ id: users.id });
  await db.execute(sql`
    insert into ${auditEntries} (actor_id, actor_name, kind, action, subject_id, subject_label, created_at)
    select case when ${h(21, staff.length)} = 0 then ${asha!.id}::uuid end,
      ${textArray(staff)}[1 + ${h(21, staff.length)}], ${textArray(kinds)}[1 + ${h(22, kinds.length)}], 'updated',
      g::text, 'SLT-BENCH-' || g || ' (' || ${textArray(FIRST_NAMES)}[1 + ${h(23, FIRST_NAMES.length)}] || ' '
        || ${textArray(LAST_NAMES)}[1 + ${h(24, LAST_NAMES.length)}] || ')',
      now() - make_interval(secs => (${h(25, 730 * 86_400)} + ${h(26, 1_000_000)} / 1e6)::float8)
    from generate_series(1, ${LOG_ROWS}::int) as g`);
  await db.execute(sql`
    insert into ${emails} (kind, recipients, subject, html, text, state, attempts, next_attempt_at, last_error, created_at,
      search_text)
    select ${textArray(emailKinds)}[1 + ${h(31, emailKinds.length)}], array['guest' || g || '@example.com'],
      'Your inquiry SLT-BENCH-' || g, '<p>Thank you for your inquiry.</p>', 'Thank you for your inquiry.',
      case when ${h(32, 500)} = 0 then 'failed' when ${h(33, 5000)} = 0 then 'pending' else 'sent' end, 1,
      now(), null,
      now() - make_interval(secs => (${h(34, 730 * 86_400)} + ${h(35, 1_000_000)} / 1e6)::float8),
      -- As emailSearchText makes it (no inquiry here): the recipient, then the subject.
      'guest' || g || '@example.com' || E'\n' || 'your inquiry slt-bench-' || g
    from generate_series(1, ${LOG_ROWS}::int) as g`);
  await db.execute(sql`vacuum analyze audit_entries`);
  await db.execute(sql`vacuum analyze emails`);
  process.stdout.write(`  inserted ${LOG_ROWS.toLocaleString('en')} audit entries and as many e-mails\n`);
}

// ---------------------------------------------------------------------------------------------

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));

function table(header: string[], rows: string[][]): string {
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

interface Scenario {
  name: string;
  url: string;
  runs: number;
  /** The list query behind it, for EXPLAIN. */
  query?: InquiryListQuery;
  /** Called by an admin (the audit log is theirs; the outbox shows them password resets too). */
  admin?: boolean;
  /**
   * Asked for over a real socket, as a browser does (the body read to its end, not decoded), with
   * this Accept-Encoding; `app.inject` gathers a large body into one string, which a client
   * downloading a file never does.
   */
  overSocket?: { acceptEncoding: string };
}

/** Sends a GET over a socket and reads the answer to its end: the status and the bytes received. */
function getOverSocket(url: string, headers: Record<string, string>): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const indianDay = (date: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
const today = () => indianDay(new Date());
const weekAgo = () => indianDay(new Date(Date.now() - 7 * 86_400_000));

async function main(): Promise<void> {
  const started = Date.now();
  const { database, label, drop, openForSeeding } = await openDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-admin-'));
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    console.log(`# Admin lists: ${N.toLocaleString('en')} inquiries, ${label}`);
    console.log(`machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), node ${process.version}`);
    const seedStart = Date.now();
    const seeding = await openForSeeding();
    try {
      await seed(seeding.db);
    } finally {
      await seeding.close();
    }
    console.log(
      `seeded in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (bulk insert, indexes rebuilt, vacuum analyze)\n`,
    );

    const config = {
      // The overload guard off: calls made back to back keep the embedded database's loop busy
      // and late for seconds, its very sign of overload, and it would refuse the next call. This
      // measures what a call costs, not when a drowning server sheds work (bench:overload does).
      ...loadConfig({
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        SITE_URL: 'http://127.0.0.1',
        OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      }),
      demo: false,
    };
    app = await buildApp({ config, database, logger: false });
    await app.ready();
    /** A signed-in bench user of `role`: the headers their calls carry. */
    const benchUser = async (name: string, role: 'staff' | 'admin') => {
      const [row] = await database.db
        .insert(users)
        .values({
          name,
          email: `bench.${role}@starline.example`,
          role,
          passwordHash: await hashPassword('Bench#12345'),
        })
        .returning({ id: users.id });
      if (!row) throw new Error(`no ${role}`);
      return { headers: { authorization: `Bearer ${await createSession(database.db, row.id, 1)}` } };
    };
    const { headers } = await benchUser('Bench Staff', 'staff');
    const { headers: adminHeaders } = await benchUser('Bench Admin', 'admin');

    /** The cursor to the page after row `offset` of a list, as the panel's Next button sends it. */
    const cursorAt = async (url: string, offset: number, asAdmin = false) => {
      const separator = url.includes('?') ? '&' : '?';
      const response = await app!.inject({
        method: 'GET',
        url: `${url}${separator}limit=1&offset=${offset - 1}`,
        headers: asAdmin ? adminHeaders : headers,
      });
      const next = response.json<{ meta: { next?: string } }>().meta.next;
      if (!next) throw new Error(`${url}: no cursor at ${offset}`);
      return encodeURIComponent(next);
    };
    const deepLog = Math.min(100_000, Math.floor(LOG_ROWS / 2));
    const [ashaRow] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'asha.rao@starline.example'`);
    const ashaId = ashaRow?.id ?? '';

    const exportRuns = Math.max(3, Math.round(RUNS / 6));
    const scenarios: Scenario[] = [
      {
        name: 'GET /api/inquiries (first page)',
        url: '/api/inquiries',
        runs: RUNS,
        query: { q: '', status: undefined, limit: 50, offset: 0 },
      },
      {
        name: `deep page, offset=${DEEP_OFFSET}`,
        url: `/api/inquiries?offset=${DEEP_OFFSET}`,
        runs: RUNS,
        query: { q: '', status: undefined, limit: 50, offset: DEEP_OFFSET },
      },
      {
        name: `deep page by cursor, after row ${DEEP_OFFSET}`,
        url: `/api/inquiries?after=${await cursorAt('/api/inquiries', DEEP_OFFSET)}`,
        runs: RUNS,
      },
      {
        name: `deep page by cursor, reply-by order`,
        url: `/api/inquiries?sort=reply-by&after=${await cursorAt('/api/inquiries?sort=reply-by', DEEP_OFFSET)}`,
        runs: RUNS,
      },
      {
        name: '?status=pending',
        url: '/api/inquiries?status=pending',
        runs: RUNS,
        query: { q: '', status: 'pending', limit: 50, offset: 0 },
      },
      {
        name: '?q=wedding',
        url: '/api/inquiries?q=wedding',
        runs: RUNS,
        query: { q: 'wedding', status: undefined, limit: 50, offset: 0 },
      },
      {
        name: `?q=kotwal (rare name, 3 rows)`,
        url: '/api/inquiries?q=kotwal',
        runs: RUNS,
        query: { q: 'kotwal', status: undefined, limit: 50, offset: 0 },
      },
      {
        name: '?status=pending&q=wedding',
        url: '/api/inquiries?status=pending&q=wedding',
        runs: RUNS,
        query: { q: 'wedding', status: 'pending', limit: 50, offset: 0 },
      },
      {
        name: '?clock=overdue (the desk filter)',
        url: '/api/inquiries?clock=overdue',
        runs: RUNS,
        query: { q: '', clock: 'overdue', limit: 50, offset: 0 },
      },
      {
        name: '?clock=at-risk&limit=1 (the bell)',
        url: '/api/inquiries?clock=at-risk&limit=1',
        runs: RUNS,
        query: { q: '', clock: 'at-risk', limit: 1, offset: 0 },
      },
      {
        name: '?sort=reply-by',
        url: '/api/inquiries?sort=reply-by',
        runs: RUNS,
        query: { q: '', sort: 'reply-by', limit: 50, offset: 0 },
      },
      {
        name: '?assignee=me',
        url: '/api/inquiries?assignee=me',
        runs: RUNS,
      },
      {
        name: '?q=98765 43 (phone digits)',
        url: `/api/inquiries?q=${encodeURIComponent('98765 43')}`,
        runs: RUNS,
        query: { q: '98765 43', limit: 50, offset: 0 },
      },
      { name: 'GET /api/dashboard', url: '/api/dashboard', runs: RUNS },
      { name: 'GET /api/audit (first page)', url: '/api/audit', runs: RUNS, admin: true },
      { name: '?kind=staff', url: '/api/audit?kind=staff', runs: RUNS, admin: true },
      { name: `?actor=<one of four people>`, url: '/api/audit?actor=ACTOR', runs: RUNS, admin: true },
      { name: '?q=kotwal (a name in the log)', url: '/api/audit?q=kotwal', runs: RUNS, admin: true },
      { name: '?q=asha (one of four people)', url: '/api/audit?q=asha', runs: RUNS, admin: true },
      { name: '?from=&to= (one week)', url: `/api/audit?from=${weekAgo()}&to=${today()}`, runs: RUNS, admin: true },
      {
        name: `audit deep page by cursor, after row ${deepLog}`,
        url: `/api/audit?after=${await cursorAt('/api/audit', deepLog, true)}`,
        runs: RUNS,
        admin: true,
      },
      { name: 'GET /api/emails (first page, staff)', url: '/api/emails', runs: RUNS },
      { name: 'GET /api/emails (first page, admin)', url: '/api/emails', runs: RUNS, admin: true },
      { name: '?state=failed', url: '/api/emails?state=failed', runs: RUNS },
      { name: '?state=pending', url: '/api/emails?state=pending', runs: RUNS },
      {
        name: `outbox deep page by cursor, after row ${deepLog}`,
        url: `/api/emails?after=${await cursorAt('/api/emails', deepLog)}`,
        runs: RUNS,
      },
      { name: '?q=guest123457@ (one recipient)', url: '/api/emails?q=guest123457%40', runs: RUNS },
      { name: '?q=slt-bench-98765 (a reference, 11 rows)', url: '/api/emails?q=slt-bench-98765', runs: RUNS },
      { name: '?q=example.com (every e-mail)', url: '/api/emails?q=example.com', runs: RUNS },
      { name: '?q=kotwal (no e-mail)', url: '/api/emails?q=kotwal', runs: RUNS },
      { name: '?state=failed&q=slt-bench-1', url: '/api/emails?state=failed&q=slt-bench-1', runs: RUNS },
      { name: '?q=ab (two letters, no trigram)', url: '/api/emails?q=ab', runs: RUNS },
      {
        name: `outbox search deep page by cursor, after row ${deepLog}`,
        url: `/api/emails?q=inquiry&after=${await cursorAt('/api/emails?q=inquiry', deepLog)}`,
        runs: RUNS,
      },
      {
        name: 'CSV export ?status=pending&q=wedding',
        url: '/api/inquiries/export.csv?status=pending&q=wedding',
        runs: exportRuns,
      },
      {
        name: 'the same over a socket, not compressed',
        url: '/api/inquiries/export.csv?status=pending&q=wedding',
        runs: exportRuns,
        overSocket: { acceptEncoding: 'identity' },
      },
      {
        name: 'the same over a socket, as Chromium asks (br)',
        url: '/api/inquiries/export.csv?status=pending&q=wedding',
        runs: exportRuns,
        overSocket: { acceptEncoding: 'gzip, deflate, br, zstd' },
      },
    ];
    const socketBase = scenarios.some((scenario) => scenario.overSocket)
      ? await app.listen({ port: 0, host: '127.0.0.1' }).then(() => {
          const { port } = app!.server.address() as AddressInfo;
          return `http://127.0.0.1:${port}`;
        })
      : '';

    const results: { scenario: Scenario; p50: number; p95: number; detail: string }[] = [];
    for (const scenario of scenarios) {
      const times: number[] = [];
      let detail = '';
      for (let i = 0; i < scenario.runs + 2; i += 1) {
        const start = process.hrtime.bigint();
        if (scenario.overSocket) {
          const answer = await getOverSocket(`${socketBase}${scenario.url}`, {
            ...(scenario.admin ? adminHeaders : headers),
            'accept-encoding': scenario.overSocket.acceptEncoding,
          });
          const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
          if (answer.status !== 200) throw new Error(`${scenario.url}: ${answer.status}`);
          if (i >= 2) times.push(elapsed);
          if (i === 0) detail = `${(answer.bytes / 1e6).toFixed(1)} MB received`;
          continue;
        }
        const response = await app.inject({
          method: 'GET',
          url: scenario.url.replace('ACTOR', ashaId),
          headers: scenario.admin ? adminHeaders : headers,
        });
        const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
        if (response.statusCode !== 200) throw new Error(`${scenario.url}: ${response.statusCode} ${response.body}`);
        if (i >= 2) times.push(elapsed);
        if (i === 0) {
          if (scenario.url.includes('export.csv')) {
            const lines = response.body.split('\n').filter((line) => line.length > 0).length - 1;
            detail = `${lines.toLocaleString('en')} rows, ${(response.rawPayload.length / 1e6).toFixed(1)} MB`;
          } else if (!scenario.url.startsWith('/api/dashboard')) {
            const body = response.json<{ data: unknown[]; meta: { total: number; totalKind?: string } }>();
            const kind = body.meta.totalKind ? ` (${body.meta.totalKind})` : '';
            detail = `total ${body.meta.total.toLocaleString('en')}${kind}, ${body.data.length} items`;
          } else {
            const body = response.json<{ data: { totalInquiries: { value: number } } }>();
            detail = `totalInquiries ${body.data.totalInquiries.value.toLocaleString('en')}`;
          }
        }
      }
      times.sort((a, b) => a - b);
      results.push({ scenario, p50: percentile(times, 50), p95: percentile(times, 95), detail });
      console.log(`  done: ${scenario.name}`);
    }
    console.log(`\nSequential, through app.inject with a staff token (ms)\n`);
    console.log(
      table(
        ['call', 'runs', 'p50', 'p95', 'answer'],
        results.map((r) => [r.scenario.name, String(r.scenario.runs), ms(r.p50), ms(r.p95), r.detail]),
      ),
    );

    if (EXPLAIN) {
      const db = database.db;
      const explain = async (query: SQL | { getSQL(): SQL }) => {
        const result = rowsOf<Record<string, string>>(await db.execute(sql`explain (analyze, buffers) ${query}`));
        return result.map((row) => Object.values(row)[0] ?? '');
      };
      const summary = (plan: string[]) => {
        const used = [
          ...new Set(plan.flatMap((line) => [...line.matchAll(/(?:on|using) (inquiries_\w+)/gi)].map((m) => m[1]))),
        ];
        const scans = [
          ...new Set(
            plan.flatMap(
              (line) =>
                /(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan|Bitmap Index Scan)/.exec(line)?.[1] ?? [],
            ),
          ),
        ];
        const time = plan.find((line) => line.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '?';
        return `${time}; ${scans.join(', ')}${used.length ? ` (${used.join(', ')})` : ''}`;
      };
      const lists = results.filter((r) => r.scenario.query);
      const planRows: string[][] = [];
      const plans = new Map<string, { rows: string[]; total: string[] }>();
      for (const r of lists) {
        const query = r.scenario.query as InquiryListQuery;
        const where = inquiryFilter(query);
        const rowsPlan = await explain(
          db
            .select()
            .from(inquiries)
            .where(where)
            .orderBy(...inquiryOrder(query))
            .limit(query.limit)
            .offset(query.offset),
        );
        const totalPlan = await explain(db.select({ total: count() }).from(inquiries).where(where));
        plans.set(r.scenario.name, { rows: rowsPlan, total: totalPlan });
        planRows.push([r.scenario.name, summary(rowsPlan), summary(totalPlan)]);
      }
      console.log('\nEXPLAIN (ANALYZE, BUFFERS) of the two queries behind each list call\n');
      console.log(table(['call', 'page query', 'count query'], planRows));
      const slowest = [...lists].sort((a, b) => b.p50 - a.p50)[0];
      if (slowest) {
        const plan = plans.get(slowest.scenario.name);
        console.log(
          `\nSlowest list call: ${slowest.scenario.name}\n\n-- page query\n${plan?.rows.join('\n')}\n\n-- count query\n${plan?.total.join('\n')}`,
        );
      }
      // The CSV export's two steps (as allInquiries runs them): the ids of every match, cut into
      // batches, then one batch of rows by id, from the middle of the set.
      const exportQuery = { q: 'wedding', status: 'pending' } as const;
      const idsPlan = await explain(exportBatchIds(db, exportQuery, 1000));
      console.log(`\nThe CSV export's ids, 1,000 a batch:\n${idsPlan.join('\n')}`);
      const middle = (await exportBatchIds(db, exportQuery, 1000))[5];
      if (middle) {
        const batch = await explain(inquiryBatchQuery(db, middle.ids));
        console.log(`\nOne CSV export batch (the sixth, by id):\n${batch.join('\n')}`);
      }
    }
    console.log(`\ntotal time ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    if (app) await app.close();
    else await database.close();
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
