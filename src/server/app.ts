import http from 'node:http';
import type { Duplex } from 'node:stream';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from '#shared/constants/images';
import type { ApiFailure } from '#shared/schemas/envelope';
import type { Config } from './config.js';
import { accountsDomain } from '#server/accounts/accounts-domain';
import { auditDomain } from '#server/audit/audit-domain';
import { celebritiesDomain } from '#server/celebrities/celebrities-domain';
import type { Database, Db } from '#server/db/client';
import { answerToDomainError } from '#server/domain-errors';
import { requestIdOf } from '#server/lib/request-id';
import { redactSecretAddresses } from '#server/lib/secret-addresses';
import { gatewayFormTargets } from '#server/billing/gateway-pages';
import { healthDomain } from '#server/health/health-domain';
import { hashOfVariantFile, ImageStore } from '#server/images/images';
import { inquiriesDomain } from '#server/inquiries/inquiries-domain';
import { dashboardDomain } from '#server/dashboard/dashboard-domain';
import { talentDomain } from '#server/talent/talent-domain';
import { calendarViewsDomain } from '#server/calendar-views/calendar-views-domain';
import { mailDomain } from '#server/mail/mail-domain';
import { referencedImageHashes } from '#server/images-in-use';
import { linkSubjects } from '#server/secret-link-subjects';
import { inquiryClosedAt } from '#server/bookings/inquiry-closed-at';
import { celebrityHasBookings } from '#server/bookings/bookings';
import { freeOnFilter } from '#server/calendar/free-on';
import { maintenancePlugin } from '#server/maintenance';
import { metricsPlugin } from '#server/metrics/metrics-plugin';
import { webAppPlugin } from '#server/pages/web-app-plugin';
import { afterAnswerPlugin } from '#server/plugins/after-answer';
import { catalogueCachePlugin } from '#server/plugins/catalogue-cache';
import { errorsPlugin } from '#server/plugins/errors';
import { gracefulClosePlugin } from '#server/plugins/graceful-close';
import { jsonBodyPlugin } from '#server/plugins/json-body';
import { lingeringClosePlugin } from '#server/plugins/lingering-close';
import { overloadPlugin } from '#server/plugins/overload';
import { rateLimitsPlugin } from '#server/plugins/rate-limits';
import { routeMethodsPlugin } from '#server/plugins/route-methods';
import { securityPlugin } from '#server/plugins/security';
import { LocalStorage } from '#server/storage/local-storage';
import type { ObjectStorage } from '#server/storage/object-storage';
import { setPublicAssetBase } from '#server/storage/public-asset-url';
import { storageFromConfig } from '#server/storage/storage-from-config';
import { storagePlugin } from '#server/storage/storage-plugin';
import { privacyDomain } from '#server/privacy/privacy-domain';
import { quotesDomain } from '#server/quotes/quotes-domain';
import { calendarDomain } from '#server/calendar/calendar-domain';
import { billingDomain } from '#server/billing/billing-domain';
import { payoutsDomain } from '#server/payouts/payouts-domain';
import { reportsDomain } from '#server/reports/reports-domain';
import { siteDomain } from '#server/site/site-domain';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database; the app closes it when it closes. */
  database: Database;
  /** Demo admin credentials for the login page's hint (demo mode only). */
  demoCredentials?: { email: string; password: string };
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Where upload files live; by default what the configuration names (DATA_DIR/uploads, or STORAGE_URL). */
  storage?: ObjectStorage;
}

/** JSON bodies at most 100 KB (DESIGN.md, Limits); uploads have their own limits. */
const JSON_BODY_LIMIT = 100 * 1024;
/** The request line and headers must arrive within this time. */
const HEADERS_TIMEOUT_MS = 15_000;

export function loggerOptions(level: string): Record<string, unknown> {
  return {
    level,
    // Credentials never reach the logs, whatever a future log line includes.
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-razorpay-signature"]',
        'password',
        '*.password',
        'token',
        '*.token',
        // The payment gateway's secrets (config.gateway, and as Settings → Payments takes them),
        // wherever an object holding them is logged.
        'keySecret',
        '*.keySecret',
        '*.*.keySecret',
        'webhookSecret',
        '*.webhookSecret',
        '*.*.webhookSecret',
        'gatewayKeySecret',
        '*.gatewayKeySecret',
        '*.*.gatewayKeySecret',
        'gatewayWebhookSecret',
        '*.gatewayWebhookSecret',
        '*.*.gatewayWebhookSecret',
      ],
      censor: '[redacted]',
    },
    // The secret links' secrets (a status page, a calendar feed, a reset link) never reach the
    // logs either: every line is written through this, whatever logged the address.
    hooks: { streamWrite: redactSecretAddresses },
  };
}

/**
 * TRUST_PROXY for Fastify: a number of hops as a function (the nearest `value` addresses are
 * proxies; the next one is the client's), 0 as none, addresses and blocks as they are. Never
 * `true`, which the configuration refuses: a client's own X-Forwarded-For would be believed.
 */
function trustProxyOption(value: Config['trustProxy']): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return [...value];
  return value === 0 ? false : (_address, hop) => hop < value;
}

/**
 * A request Node's HTTP parser cannot read (a garbage request line, a header without a colon,
 * conflicting lengths) or that arrived too slowly: answered on the socket in the envelope, then
 * the connection is closed, since the rest of its bytes cannot be trusted.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', 'The request took too long to arrive']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', 'The request headers are too large']
        : [400, 'Bad Request', 'The request is not valid HTTP'];
  const body = JSON.stringify({ success: false, message } satisfies ApiFailure);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export async function buildApp(options: BuildAppOptions) {
  const { config, database } = options;
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  // Set once the app is built: cached public answers leave before the framework sees them.
  const fastPath: { answer?: (request: http.IncomingMessage, response: http.ServerResponse) => boolean } = {};
  const app = Fastify({
    serverFactory: (handler, options) => {
      // What Fastify does for its own HTTP/1 server, with the fast path in front of its handler.
      const server = http.createServer(options.http as http.ServerOptions, (request, response) => {
        if (fastPath.answer?.(request, response)) return;
        handler(request, response);
      });
      server.keepAliveTimeout = options.keepAliveTimeout as number;
      server.requestTimeout = options.requestTimeout as number;
      server.setTimeout(options.connectionTimeout as number);
      return server;
    },
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: JSON_BODY_LIMIT,
    // A client has this long to send a whole request (a slow or stalled body is cut off)...
    requestTimeout,
    // ...and a connection on which nothing moves for a little longer is closed (a client that
    // stops reading its answer). Not shorter: processing a large upload may rightly take a
    // while, and a stalled request must get its 408 (Node checks every second) before the
    // socket is cut without an answer.
    connectionTimeout: requestTimeout + 5_000,
    http: {
      headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout),
      // Node checks those limits on this interval (30 s by default, which would stretch them).
      connectionsCheckingInterval: 1000,
    },
    genReqId: (request) => requestIdOf(request.headers),
    requestIdHeader: false,
    // gracefulClosePlugin answers requests that arrive while closing, in the envelope.
    return503OnClosing: false,
    clientErrorHandler: answerClientError,
    // Errors Fastify raises before routing (a malformed percent-encoding in the path) answer in
    // the same envelope as everything else.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ code: error.code }, 'request refused before routing');
      const body: ApiFailure = { success: false, message: 'The address is not valid' };
      void (reply as FastifyReply).status(400).send(body);
    },
    routerOptions: { maxParamLength: 200, ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onClose', async () => database.close());

  const storage = options.storage ?? (await storageFromConfig(config));
  const store = new ImageStore(storage);
  setPublicAssetBase(config.publicAssetUrl);

  // The shared plugins first, in the order a request meets them: one envelope for every error
  // (before anything can fail), the answers while closing or overloaded (before any work), a
  // close in stages that keeps those answers from being lost, the request's shape (methods,
  // JSON, headers, compression, uploads), the rate limits, then the helpers the domains use
  // (the catalogue cache, work after the answer), and the metrics, which count every route.
  await app.register(errorsPlugin, { answerToDomainError });
  await app.register(gracefulClosePlugin);
  await app.register(lingeringClosePlugin);
  await app.register(overloadPlugin, {
    thresholds:
      config.overloadEventLoopDelayMs === 0
        ? null
        : {
            minDelayMs: config.overloadEventLoopDelayMs,
            minUtilisation: config.overloadUtilisation,
            windowMs: config.overloadWindowSeconds * 1000,
          },
  });
  await app.register(routeMethodsPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityPlugin, {
    ...(config.publicAssetUrl ? { assetOrigin: new URL(config.publicAssetUrl).origin } : {}),
    // Asked at each request: the gateway may be turned on or off in Settings → Payments.
    formTargets: async () => gatewayFormTargets((await app.paymentGateway.current())?.apiUrl ?? null),
  });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(multipart, {
    limits: {
      fileSize: MAX_IMAGE_BYTES,
      files: MAX_GALLERY_IMAGES + 1,
      fields: 40,
      fieldSize: 100 * 1024,
      parts: MAX_GALLERY_IMAGES + 41,
    },
  });
  await app.register(rateLimitsPlugin, { config });
  await app.register(catalogueCachePlugin, { maxBytes: config.cacheMaxBytes });
  await app.register(afterAnswerPlugin);
  await app.register(metricsPlugin, { allow: config.metricsAllow, token: config.metricsToken });
  await app.register(storagePlugin, { storage, servable: (name) => hashOfVariantFile(name) !== null });

  // One plugin per domain, each with its routes under /api. Accounts come first: its
  // `app.requireUser` guards the routes of every domain after it. Mail next: its sender,
  // `app.outbox`, is what the inquiry desk's scan wakes. The rest use only those two and the
  // shared plugins above, so their order is free.
  await app.register(accountsDomain);
  await app.register(mailDomain, { linkSubjects });
  await app.register(inquiriesDomain, { inquiryClosedAt });
  await app.register(dashboardDomain);
  await app.register(talentDomain);
  await app.register(healthDomain);
  const images = { store, references: referencedImageHashes };
  await app.register(siteDomain, { images, demoCredentials: options.demoCredentials });
  await app.register(celebritiesDomain, {
    images,
    calendar: { hasBookings: celebrityHasBookings, freeOn: freeOnFilter },
  });
  await app.register(quotesDomain);
  await app.register(calendarDomain);
  await app.register(calendarViewsDomain);
  await app.register(billingDomain);
  await app.register(payoutsDomain);
  await app.register(reportsDomain);
  await app.register(privacyDomain);
  await app.register(auditDomain);
  // Housekeeping across domains: the uploads sweep and the session purge.
  await app.register(maintenancePlugin, {
    store,
    sweepMinutes: config.uploadSweepMinutes,
    sessionIdleMinutes: config.sessionIdleMinutes,
  });

  // Last: the pages answer every path that no API route took.
  // A local folder is served as static files; a bucket by storagePlugin's route.
  await app.register(webAppPlugin, {
    webDir: config.webDir,
    uploadsDir: storage instanceof LocalStorage ? storage.dir : undefined,
    siteUrl: config.siteUrl,
  });

  // A cached public answer is sent straight from the HTTP server (decision 0016), except while
  // closing or overloaded: those answers (503 with Retry-After) are the framework's to give.
  // It is counted in the metrics like any other answer, by the route that first made it.
  fastPath.answer = (request, response) => {
    if (app.isClosing || app.overload?.overloaded === true) return false;
    const started = performance.now();
    const answered = app.catalogueCache.answerFast(request, response);
    if (!answered) return false;
    app.metrics.recordRequest('GET', answered.route, answered.status, (performance.now() - started) / 1000);
    return true;
  };
  return app;
}
