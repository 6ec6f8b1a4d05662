import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ApiFailure } from '#shared/schemas/common';
import { SERVER_MESSAGES } from '../lib/server-messages.js';

/** Seconds a client is asked to wait before trying an overloaded or unready server again. */
export const RETRY_AFTER_SECONDS = 5;

/**
 * An overloaded process answers 503 with Retry-After at once rather than queueing work it
 * cannot finish in time: when its event loop lags `OVERLOAD_EVENT_LOOP_DELAY_MS` (a second) behind
 * (sampled every second), the
 * sign that callbacks wait in a queue longer than anyone should wait for an answer. A load
 * balancer then sends the visitor to another instance. (Utilisation alone is no such sign: the
 * embedded database keeps the loop busy on purpose.)
 */
export const overloadPlugin = fp(async (app: FastifyInstance, options: { maxEventLoopDelayMs: number }) => {
  if (options.maxEventLoopDelayMs === 0) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    sampleInterval: 1000,
    retryAfter: RETRY_AFTER_SECONDS,
    exposeStatusRoute: false,
    pressureHandler: (request, reply, type, value) => {
      request.log.warn({ type, value }, 'overloaded: request refused with 503');
      const body: ApiFailure = { success: false, message: SERVER_MESSAGES.serviceUnavailable };
      void reply.status(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(body);
    },
  });
});
