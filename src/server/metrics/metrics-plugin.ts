import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Registry } from 'prom-client';
import { MESSAGES } from '#shared/messages';
import type { ApiFailure } from '#shared/schemas/envelope';
import { pathOf } from '#server/lib/request-path';
import { type AppMetrics, createAppMetrics } from './app-metrics.js';
import { addressAllowList, bearerMatches } from './metrics-access.js';
import { processMetrics } from './process-metrics.js';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const LOGIN_ROUTE = '/api/auth/login';
const METRICS_PATH = '/metrics';

/**
 * `GET /metrics` in the Prometheus text format, for the addresses in METRICS_ALLOW (loopback by
 * default) or with METRICS_TOKEN as a bearer token; anyone else is told there is nothing here.
 * Every answer the framework gives is counted when it is written, and app.ts counts the cached
 * answers sent before the framework (decision 0016) through `app.metrics.recordRequest`.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, options: { allow: readonly string[]; token: string | undefined }) => {
    const metrics = createAppMetrics(app);
    app.decorate('metrics', metrics);
    const allowed = addressAllowList(options.allow);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
      if (route === LOGIN_ROUTE && reply.statusCode === 401) metrics.recordLoginRefusal('credentials');
      if (route === LOGIN_ROUTE && reply.statusCode === 429) metrics.recordLoginRefusal('rate_limited');
    });

    app.get(METRICS_PATH, async (request, reply) => {
      // Only at the very address `/metrics`: the router also takes `/metrics/` and `/%6Detrics`
      // (a trailing slash, a percent-encoding) here, which a proxy's `location = /metrics` rule
      // may not cover. Those are unknown paths like any other.
      if (pathOf(request.url) !== METRICS_PATH) return reply.callNotFound();
      if (!allowed(request.ip) && !bearerMatches(request.headers.authorization, options.token)) {
        const body: ApiFailure = { success: false, message: MESSAGES.notFound };
        return reply.status(404).send(body);
      }
      metrics.beginScrape();
      const merged = Registry.merge([processMetrics(), metrics.registry]);
      void reply.header('Cache-Control', 'no-store').type(merged.contentType);
      return merged.metrics();
    });
  },
  // Registered before the domains so its hook counts every route; it reads `app.outbox` only when scraped.
  { name: 'metrics' },
);
