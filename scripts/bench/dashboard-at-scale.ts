/**
 * The dashboard at scale (issue 20's 50 ms at p95), with the quotes, bookings, payments and
 * payouts behind its figures, which bench:admin does not make:
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:dashboard
 *
 * A PostgreSQL database of its own (dropped at the end; BENCH_KEEP_DATABASE=1 keeps it for a look
 * by hand, BENCH_REUSE=<name> measures a kept one again without seeding), or without
 * BENCH_DATABASE_URL PGlite in memory, the demo's database (there BENCH_INQUIRIES=20000 seeds in
 * 10 to 20 s, 100,000 in 1 to 3 minutes, loaded): 300 celebrities, all but
 * 1 in 30 with payee details; BENCH_INQUIRIES (200,000) inquiries over five years, each answered one with
 * its status change; quotes sent for 3 in 10 (a third of them accepted); bookings for 1 in 5,
 * agreed by phone (a sale of ₹2,36,000), most paid in two parts, past ones completed and paid out
 * to the payees; a few claims waiting. The issue 22 figures were taken at this size by hand.
 * Prints getDashboard's p50 / p95 over BENCH_RUNS (30) calls after two warm-ups, each part's own
 * time, the queries per call, and EXPLAIN (ANALYZE, BUFFERS) of the slowest statements
 * (BENCH_EXPLAIN=0 to skip). Figures only: nothing here passes or fails.
 */
import { sql } from 'drizzle-orm';
import os from 'node:os';
import { createPostgresDatabase, type Db } from '../../src/server/db/client.js';
import { getDashboard } from '../../src/server/dashboard/dashboard.js';
import { openBenchDatabase, rowsOf } from './bench-database.js';
import { benchSale } from './bench-sale.js';

/** The PostgreSQL server to make the database on; without it, PGlite in memory (the demo's database). */
const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const N = Number(process.env.BENCH_INQUIRIES ?? 200_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const REUSE = process.env.BENCH_REUSE;
const CELEBRITIES = 300;
/** How many of the slowest statements to EXPLAIN. */
const EXPLAIN_COUNT = Number(process.env.BENCH_EXPLAIN_COUNT ?? 3);
const AT = new Date(process.env.BENCH_NOW ?? Date.now());

/** A deterministic pseudo-random integer in [0, n) from the row number and a salt. */
const h = (salt: number, n: number) => sql.raw(`(abs(hashint4(g * 7 + ${salt})) % ${n})`);

async function seed(db: Db): Promise<void> {
  const sale = await benchSale(db);
  await db.execute(sql`
    insert into celebrities (name, category, rating, followers, location, specialties, price, description,
      achievements, search_text, slug, status, created_at)
    select 'Bench Star ' || g, 'Bollywood', 4.5, '1.2M', 'Mumbai, Maharashtra', array['Live Appearances'], 500000,
      'A performer.', array['Award winner'], 'bench star ' || g, 'bench-star-' || g, 'published',
      now() - make_interval(days => ${h(1, 1800)})
    from generate_series(1, ${CELEBRITIES}::int) as g`);
  await db.execute(sql`
    insert into celebrity_payees (celebrity_id, legal_name, pan, payee_kind, commission_basis_points, tds_section)
    select id, 'Payee of ' || name, 'ABCPM' || lpad(rn::text, 4, '0') || 'F', 'individual_or_huf', 1500, '194J'
    from (select id, name, row_number() over (order by slug) as rn from celebrities) as c where rn % 30 <> 0`);
  // Inquiries over five years; recent ones mostly pending, older ones answered within two days.
  await db.execute(sql`
    with c as (select id, name, (row_number() over (order by slug) - 1)::int as rn from celebrities),
    g0 as (
      select g, ${h(4, CELEBRITIES)} as celebrity_rn, ${h(7, 100)} as roll,
        now() - make_interval(secs => (${h(5, 1825 * 86_400)} + ${h(6, 1_000_000)} / 1e6)::float8) as created_at
      from generate_series(1, ${N}::int) as g
    )
    insert into inquiries (name, email, phone_number, celebrity_id, celebrity_name, event_type, event_date,
      event_location, status, search_text, reference, reply_by, first_response_at, created_at, updated_at)
    select 'Guest ' || g, 'guest' || g || '@example.com', '+91 9' || lpad(g::text, 9, '0'), c.id, c.name, 'Wedding',
      (created_at + make_interval(days => 14 + ${h(9, 180)}))::date, 'Mumbai',
      case when created_at > now() - interval '14 days' and roll < 70 then 'pending'
           when roll < 8 then 'pending' when roll < 30 then 'contacted' when roll < 70 then 'confirmed'
           else 'rejected' end,
      'guest ' || g, 'SLT-DASH-' || g, created_at + interval '24 hours',
      case when created_at > now() - interval '14 days' and roll < 70 then null when roll < 8 then null
           else least(now(), created_at + make_interval(hours => 1 + ${h(12, 40)})) end,
      created_at, created_at
    from g0 join c on c.rn = g0.celebrity_rn`);
  await db.execute(sql`
    insert into inquiry_events (inquiry_id, kind, details, created_at)
    select id, 'status_changed', json_build_object('from', 'pending', 'to', status)::jsonb, first_response_at
    from inquiries where status <> 'pending'`);
  // A numbered row per inquiry, for the quotes and bookings below (g: 1..N by arrival).
  await db.execute(sql`create temporary table numbered as
    select id, created_at, celebrity_id, row_number() over (order by created_at, id)::int as g from inquiries`);
  // Quotes: version 1 sent for 3 in 10, a day after arrival; a third of them accepted two days later.
  await db.execute(sql`
    insert into quotes (inquiry_id, version, state, number, customer, venue_state, place_of_supply, agency_state,
      gst_basis_points, taxable_paise, reimbursement_paise, cgst_paise, sgst_paise, igst_paise, total_paise,
      valid_until, rider, advance_percent, balance_due_days, cancellation_slabs, terms_markdown, sent_at,
      created_at, updated_at)
    select id, 1, case when g % 10 = 0 then 'accepted' else 'sent' end, 'SLT/Q/' || g,
      '{"name":"Guest"}'::jsonb, '27', '27', '27', 1800, 20000000, 0, 1800000, 1800000, 0, 23600000,
      (created_at + interval '15 days')::date, '[]'::jsonb, 50, 7, '[]'::jsonb, '',
      least(now(), created_at + interval '1 day'), created_at, created_at
    from numbered where g % 10 in (0, 1, 2)`);
  await db.execute(sql`
    insert into quote_acceptances (quote_id, number, version, total_paise, name, ip_address, user_agent, accepted_at)
    select q.id, q.number, 1, q.total_paise, 'Guest', '127.0.0.1', 'bench', least(now(), q.sent_at + interval '2 days')
    from quotes q where q.state = 'accepted'`);
  // Bookings for 1 in 5 inquiries (half of them from an accepted quote's inquiry), agreed by phone.
  await db.execute(sql`
    insert into bookings (number, inquiry_id, celebrity_id, state, start_date, end_date, sale, total_paise,
      advance_paise, balance_due_days, confirmed_at, cancelled_at, cancelled_by, completed_at, created_at, updated_at)
    select 'SLT/B/' || g, id, celebrity_id, state, start_date, start_date, ${JSON.stringify(sale)}::jsonb,
      23600000, 11800000, 7,
      case when state in ('confirmed', 'completed') then made + interval '1 day' end,
      case when state = 'cancelled' then made + interval '5 days' end,
      case when state = 'cancelled' then 'customer' end,
      case when state = 'completed' then start_date + interval '1 day' end,
      made, made
    from (
      select id, celebrity_id, g, made, start_date,
        case when start_date < current_date then (case when roll < 92 then 'completed' else 'cancelled' end)
             else (case when roll < 75 then 'confirmed' when roll < 90 then 'awaiting_advance' else 'cancelled' end)
        end as state
      from (
        select id, celebrity_id, g, least(now(), created_at + interval '3 days') as made,
          (least(now(), created_at + interval '3 days') + make_interval(days => 14 + ${h(9, 180)}))::date as start_date,
          ${h(13, 100)} as roll
        from numbered where g % 5 = 0
      ) as b0
    ) as b1`);
  // The advance a day after booking (half of the cancelled ones too); the balance of the completed
  // ones and of 7 in 10 confirmed ones whose balance fell due, two days before its day.
  await db.execute(sql`
    insert into payments (booking_id, receipt_number, amount_paise, received_on, mode, created_at)
    select id, 'SLT/R/A/' || number, advance_paise, least(current_date, (created_at + interval '1 day')::date),
      'bank_transfer', created_at + interval '1 day'
    from bookings
    where state in ('confirmed', 'completed') or (state = 'cancelled' and hashtext(number) % 2 = 0)`);
  await db.execute(sql`
    insert into payments (booking_id, receipt_number, amount_paise, received_on, mode, created_at)
    select id, 'SLT/R/B/' || number, total_paise - advance_paise,
      least(current_date, greatest((created_at + interval '2 days')::date, start_date - balance_due_days - 2)),
      'bank_transfer', now()
    from bookings
    where state = 'completed'
      or (state = 'confirmed' and start_date - balance_due_days <= current_date and abs(hashtext(number)) % 10 < 7)`);
  // Payouts of the completed bookings of a payee, 30 days after the event: gross the share (fee
  // less 15%), TDS 10% (194J), so they owe nothing more.
  await db.execute(sql`
    insert into payouts (number, booking_id, celebrity_id, paid_on, financial_year, mode, reference,
      payee_legal_name, pan, payee_kind, payee_key, tds_section, section_label, rate_basis_points, gross_paise,
      tds_paise, computed_tds_paise, net_paise, explanation, created_at)
    select 'SLT/P/' || b.number, b.id, b.celebrity_id, paid_on,
      to_char(paid_on - interval '3 months', 'YY') || '-' || to_char(paid_on + interval '9 months', 'YY'),
      'bank_transfer', 'UTR' || b.number, p.legal_name, p.pan, p.payee_kind, p.pan, '194J', '194J', 1000,
      17000000, 1700000, 1700000, 15300000, 'bench', paid_on
    from (select *, start_date + 30 as paid_on from bookings) as b
    join celebrity_payees p on p.celebrity_id = b.celebrity_id
    where b.state = 'completed' and b.paid_on <= current_date`);
  await db.execute(sql`
    insert into payment_claims (booking_id, amount_paise, due_now_paise, paid_on, mode, reference, created_at)
    select id, 11800000, 11800000, current_date, 'upi', 'UPI' || number, now() - interval '2 hours'
    from bookings where state = 'awaiting_advance' order by start_date limit 20`);
  for (const table of [
    'inquiries',
    'inquiry_events',
    'quotes',
    'quote_acceptances',
    'bookings',
    'payments',
    'payouts',
    'payment_claims',
    // Written over and over by the triggers while seeding (decisions 0059, 0060): dead rows to clear.
    'booking_balances',
    'payment_advance_shares',
    'celebrities',
    'celebrity_payees',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  // Every booking was made owing before any was paid, so the index of the bookings still owing
  // once held all 40,000 and kept their pages (574 for 2,000 rows), and the planner, costing
  // those pages, read the whole table for the balances due. Bookings made and paid over five
  // years never fill it so; rebuilt, it is the size it would be (decision 0060).
  await db.execute(sql`reindex table booking_balances`);
  await db.execute(sql`analyze booking_balances`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}
const ms = (value: number) => (value < 10 ? value.toFixed(2) : value < 100 ? value.toFixed(1) : value.toFixed(0));

async function main(): Promise<void> {
  let database;
  let drop = async () => undefined as void;
  if (REUSE) {
    if (!DATABASE_URL) throw new Error('BENCH_REUSE: a database on the server of BENCH_DATABASE_URL');
    const url = new URL(DATABASE_URL);
    url.pathname = `/${REUSE}`;
    database = createPostgresDatabase(url.toString(), { max: 10 });
    console.log(`# The dashboard at scale: database ${REUSE} (kept)`);
  } else {
    const bench = await openBenchDatabase(DATABASE_URL, 'bench_dash');
    database = bench.database;
    drop = bench.drop;
    console.log(`# The dashboard at scale: ${N.toLocaleString('en')} inquiries, ${bench.label}`);
    const started = Date.now();
    const seeding = await bench.openForSeeding();
    try {
      await seed(seeding.db);
    } finally {
      await seeding.close();
    }
    console.log(`seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  console.log(
    `machine: ${os.cpus().length} cores, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  const { db } = database;
  try {
    const counts = rowsOf<Record<string, string>>(
      await db.execute(sql`select
        (select count(*) from inquiries) as inquiries, (select count(*) from quotes) as quotes,
        (select count(*) from quote_acceptances) as acceptances, (select count(*) from bookings) as bookings,
        (select count(*) from payments) as payments, (select count(*) from payouts) as payouts,
        (select count(*) from bookings where state in ('confirmed', 'completed')) as owing_or_settled`),
    )[0];
    console.log(`rows: ${JSON.stringify(counts)}`);

    // Every statement of one call, with its time, through the pool's query.
    const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const original = client.query.bind(client);
    let log: { text: string; params: unknown[]; ms: number }[] | undefined;
    client.query = async (...args: unknown[]) => {
      const started = performance.now();
      const result = await original(...args);
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first.text;
      const params = ((typeof first === 'string' ? undefined : first.values) ?? args[1]) as unknown[] | undefined;
      log?.push({ text, params: params ?? [], ms: performance.now() - started });
      return result;
    };

    const times: number[] = [];
    for (let i = 0; i < RUNS + 2; i += 1) {
      const started = performance.now();
      await getDashboard(db, { responseHours: 24 });
      const elapsed = performance.now() - started;
      if (i >= 2) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    console.log(
      `\ngetDashboard, ${RUNS} calls: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms`,
    );

    // The statements of one more call, slowest first.
    log = [];
    await getDashboard(db, { responseHours: 24 });
    const statements = log;
    log = undefined;
    console.log(`${statements.length} queries a call; each (ms):`);
    for (const { text, ms: took } of [...statements].sort((a, b) => b.ms - a.ms)) {
      console.log(`  ${ms(took).padStart(7)}  ${text.replace(/\s+/g, ' ').slice(0, 110)}`);
    }
    // The figures at one fixed instant, to compare runs before and after a change.
    const fixed = await getDashboard(db, { responseHours: 24 }, AT);
    const answer = JSON.stringify(fixed);
    console.log(`\nthe answer at ${AT.toISOString()} (BENCH_NOW): hash ${hash(answer)}`);
    console.log(JSON.stringify({ ...fixed, recentInquiries: undefined }).slice(0, 2000));

    if (EXPLAIN) {
      // The slowest statements again, under EXPLAIN with their parameters.
      for (const { text, params } of [...statements].sort((a, b) => b.ms - a.ms).slice(0, EXPLAIN_COUNT)) {
        // The parameters written in as literals: EXPLAIN cannot type some of them ($1 in a limit).
        const literal = (value: unknown) =>
          `'${String(value instanceof Date ? value.toISOString() : value).replace(/'/g, "''")}'`;
        const inlined = text.replace(/\$(\d+)/g, (_, index: string) => literal(params[Number(index) - 1]));
        const plan = rowsOf<Record<string, string>>(await original(`explain (analyze, buffers) ${inlined}`)).map(
          (row) => Object.values(row)[0],
        );
        console.log(`\n-- ${text.replace(/\s+/g, ' ').slice(0, 110)}\n${plan.join('\n')}`);
      }
    }
  } finally {
    await database.close();
    await drop();
  }
}

/** A short hash of the answer, so runs before and after a change can be told apart at a glance. */
function hash(text: string): string {
  let value = 0;
  for (let i = 0; i < text.length; i += 1) value = (Math.imul(value, 31) + text.charCodeAt(i)) | 0;
  return (value >>> 0).toString(16);
}

await main();
