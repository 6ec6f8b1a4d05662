import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MESSAGES } from '../../shared/messages.js';
import type { Config } from '../config.js';
import { HttpError } from '../lib/http-error.js';

export interface RateLimits {
  /** Failed logins per e-mail and address; only failures count. */
  loginFailures: RateLimiterAbstract;
  /** Inquiry submissions per address. */
  inquiries: RateLimiterAbstract;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

function limiter(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  if (!redis) return memory;
  // Shared between instances; while Redis is unreachable each instance falls back to memory.
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `agency:${keyPrefix}`,
    points,
    duration: durationSeconds,
    insuranceLimiter: memory,
  });
}

/** A 429 with Retry-After from a limiter's answer. */
export function tooManyRequests(res: RateLimiterRes | null): HttpError {
  const seconds = Math.max(1, Math.ceil((res?.msBeforeNext ?? 60_000) / 1000));
  return new HttpError(429, MESSAGES.tooManyRequests, undefined, { 'Retry-After': String(seconds) });
}

/** Consumes one point or throws the 429. */
export async function consumeOrThrow(target: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await target.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw tooManyRequests(error);
    throw error;
  }
}

export const rateLimitsPlugin = fp(async (app: FastifyInstance, options: { config: Config }) => {
  const { config } = options;
  let redis: Redis | undefined;
  if (config.redisUrl) {
    redis = new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false });
    redis.on('error', (error: Error) =>
      app.log.warn({ err: error }, 'redis unavailable; rate limits fall back to memory'),
    );
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  app.decorate('rateLimits', {
    loginFailures: limiter(redis, 'login-fail', config.loginMaxFailures, config.loginWindowMinutes * 60),
    inquiries: limiter(redis, 'inquiry', config.inquiryMaxPerHour, 3600),
  });
});
