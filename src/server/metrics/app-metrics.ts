import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, type Metric, Registry } from 'prom-client';
import {
  GATEWAY_EVENT_RESULTS,
  type GatewayEventResult,
  PAYMENT_CLAIM_RESULTS,
  type PaymentClaimResult,
} from '#shared/constants/billing';
import { emails } from '#server/mail/mail-tables';
import { RequestTallies } from './request-tallies.js';

/** Seconds: from a cached answer (well under a millisecond) to a slow export. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface AppMetrics {
  registry: Registry;
  /** One answered request: its method, route pattern (or "unmatched"), status and seconds taken. */
  recordRequest(method: string, route: string, status: number, seconds: number): void;
  /** A refused sign-in: a wrong e-mail or password, or too many tries. */
  recordLoginRefusal(reason: 'credentials' | 'rate_limited'): void;
  /** One notification from the payment gateway, by what became of it (issue 38). */
  recordPaymentEvent(result: GatewayEventResult): void;
  /** A customer's reported payment, or staff's answer to one, by what became of it (issue 38). */
  recordPaymentClaim(result: PaymentClaimResult): void;
  /** Starts a scrape: the figures read from the database are read afresh, once for all gauges. */
  beginScrape(): void;
}

interface OutboxFigures {
  queued: number;
  failed: number;
  oldest: Date | null;
}

/** The outbox as the database has it: waiting, given up, and the oldest one waiting (few rows, by index). */
async function outboxFigures(app: FastifyInstance): Promise<OutboxFigures> {
  const [row] = await app.db
    .select({
      queued: sql<number>`count(*) filter (where ${emails.state} in ('pending', 'sending'))::int`,
      failed: sql<number>`count(*) filter (where ${emails.state} = 'failed')::int`,
      oldest: sql<Date | null>`min(${emails.createdAt}) filter (where ${emails.state} in ('pending', 'sending'))`,
    })
    .from(emails)
    .where(sql`${emails.state} in ('pending', 'sending', 'failed')`);
  const oldest = row?.oldest ?? null;
  return {
    queued: row?.queued ?? 0,
    failed: row?.failed ?? 0,
    // node-postgres gives a Date for the aggregate; PGlite may give its text.
    oldest: oldest === null ? null : new Date(oldest),
  };
}

/**
 * The app's figures, in a registry of its own (several apps may share one process in tests):
 * requests by route and status with their latency, sign-in refusals, the catalogue cache, the
 * outbox and the database pool. The last three are read when scraped.
 */
export function createAppMetrics(app: FastifyInstance): AppMetrics {
  const registry = new Registry();
  const registers = [registry];

  // Recorded for every answer, the cached ones before the framework included: plain tallies
  // rather than prom-client's Counter and Histogram, which cost a hundred times as much an answer.
  const requests = new RequestTallies(
    {
      counter: 'http_requests_total',
      counterHelp: 'Requests answered, by method, route pattern and status.',
      histogram: 'http_request_duration_seconds',
      histogramHelp: 'Time from a request arriving to its answer being written, by method, route pattern and status.',
    },
    LATENCY_BUCKETS,
  );
  // The registry reads only a metric's name, help, type, values and reset (request-tallies.ts).
  registry.registerMetric(requests.counter as unknown as Metric);
  registry.registerMetric(requests.histogram as unknown as Metric);
  const loginRefusals = new Counter({
    name: 'login_refusals_total',
    help: 'Sign-ins refused: wrong credentials, or too many attempts (rate_limited).',
    labelNames: ['reason'] as const,
    registers,
  });
  for (const reason of ['credentials', 'rate_limited'] as const) loginRefusals.inc({ reason }, 0);
  const paymentEvents = new Counter({
    name: 'payment_gateway_events_total',
    help: 'Notifications from the payment gateway, by result: recorded, refund_due, already_recorded, awaiting_link, ignored, duplicate or bad_signature.',
    labelNames: ['result'] as const,
    registers,
  });
  for (const result of GATEWAY_EVENT_RESULTS) paymentEvents.inc({ result }, 0);
  const paymentClaims = new Counter({
    name: 'payment_claims_total',
    help: 'Payments customers reported from their status link, and staff answers: claimed, reference_taken, confirmed or rejected.',
    labelNames: ['result'] as const,
    registers,
  });
  for (const result of PAYMENT_CLAIM_RESULTS) paymentClaims.inc({ result }, 0);

  const cacheStats = () => app.catalogueCache.stats();
  new Gauge({
    name: 'catalogue_cache_entries',
    help: 'Answers held by the public catalogue cache.',
    registers,
    collect() {
      this.set(cacheStats().entries);
    },
  });
  new Gauge({
    name: 'catalogue_cache_bytes',
    help: 'Bytes held by the public catalogue cache, compressed copies included.',
    registers,
    collect() {
      this.set(cacheStats().bytes);
    },
  });
  // Counters the cache keeps itself since the start; read as they are at each scrape.
  new Counter({
    name: 'catalogue_cache_hits_total',
    help: 'Public catalogue answers given from the cache (fast answers included).',
    registers,
    collect() {
      this.reset();
      this.inc(cacheStats().hits);
    },
  });
  new Counter({
    name: 'catalogue_cache_misses_total',
    help: 'Public catalogue answers the cache did not hold and had to make.',
    registers,
    collect() {
      this.reset();
      this.inc(cacheStats().misses);
    },
  });

  const outcomes = new Counter({
    name: 'outbox_emails_total',
    help: "E-mails this process's sender handled, by outcome: sent, failed (an attempt; retried later) or unsent (no mail server).",
    labelNames: ['outcome'] as const,
    registers,
    collect() {
      this.reset();
      const totals = app.outbox.totals();
      for (const outcome of ['sent', 'failed', 'unsent'] as const) outcomes.inc({ outcome }, totals[outcome]);
    },
  });

  // One database read per scrape serves the three outbox gauges (beginScrape forgets the last).
  let figures: Promise<OutboxFigures | undefined> | undefined;
  const readOutbox = () => {
    figures ??= outboxFigures(app).catch((error: unknown) => {
      app.log.warn({ err: error }, 'metrics: could not read the outbox');
      return undefined;
    });
    return figures;
  };
  const outboxGauge = (name: string, help: string, value: (read: OutboxFigures) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const read = await readOutbox();
        // NaN ("no value") rather than an old figure, or a 0 that says all is well, when the
        // database did not answer.
        this.set(read ? value(read) : Number.NaN);
      },
    });
  outboxGauge('outbox_queued', 'E-mails waiting to be sent (pending or being sent).', (read) => read.queued);
  outboxGauge('outbox_failed', 'E-mails given up after their last attempt.', (read) => read.failed);
  outboxGauge(
    'outbox_oldest_unsent_age_seconds',
    'Age of the oldest e-mail waiting to be sent; 0 when none waits.',
    (read) => (read.oldest ? Math.max(0, (Date.now() - read.oldest.getTime()) / 1000) : 0),
  );

  const poolGauge = (
    name: string,
    help: string,
    value: (use: { total: number; idle: number; waiting: number }) => number,
  ) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const use = app.database.poolUse();
        if (use) this.set(value(use));
      },
    });
  // Only where there is a pool: the embedded database is one connection inside the process.
  if (app.database.poolUse()) {
    poolGauge('db_pool_connections', 'PostgreSQL connections the pool holds open.', (use) => use.total);
    poolGauge('db_pool_idle', 'Pooled PostgreSQL connections not in use.', (use) => use.idle);
    poolGauge('db_pool_waiting', 'Queries waiting for a pooled PostgreSQL connection.', (use) => use.waiting);
  }

  return {
    registry,
    recordRequest(method, route, status, seconds) {
      requests.record(method, route, status, seconds);
    },
    recordLoginRefusal(reason) {
      loginRefusals.inc({ reason });
    },
    recordPaymentEvent(result) {
      paymentEvents.inc({ result });
    },
    recordPaymentClaim(result) {
      paymentClaims.inc({ result });
    },
    beginScrape() {
      figures = undefined;
    },
  };
}
