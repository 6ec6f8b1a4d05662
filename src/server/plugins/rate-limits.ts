import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MESSAGES } from '#shared/messages';
import type { Config } from '#server/config';
import { HttpError } from '#server/lib/http-error';

export interface RateLimits {
  /** Login attempts per e-mail and client address; a success gives its point back. */
  loginFailures: RateLimiterAbstract;
  /** Login attempts per client address across every e-mail (password spraying). */
  loginFailuresPerAddress: RateLimiterAbstract;
  /** Inquiry submissions per client address. */
  inquiries: RateLimiterAbstract;
  /** Password reset links asked for per client address. */
  passwordResets: RateLimiterAbstract;
  /** Password reset links asked for per e-mail, whoever asks (no mailbox is flooded with them). */
  passwordResetsPerEmail: RateLimiterAbstract;
  /** Status-link lookups per client address: tokens cannot be guessed, but trying costs a query each. */
  inquiryStatusLookups: RateLimiterAbstract;
  /** A customer's answers to a quote (accept, decline, ask for a new one), per client address. */
  quoteAnswers: RateLimiterAbstract;
}

declare module 'fastify' {
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

/**
 * A stalled Redis must not stall a login: each command gets this long, then the limiter falls
 * back to counting in this instance's memory until Redis answers again.
 */
const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 2_000;

/** Reset links one e-mail address may be sent per hour, whoever asks for them. */
export const PASSWORD_RESETS_PER_EMAIL_PER_HOUR = 5;
/**
 * The status lookups' window: short, so a customer who somehow reaches the limit waits minutes,
 * not an hour.
 */
const INQUIRY_STATUS_WINDOW_SECONDS = 10 * 60;

function limiter(
  redis: Redis | undefined,
  keyPrefix: string,
  redisKeyPrefix: string,
  points: number,
  durationSeconds: number,
): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
  if (!redis) return memory;
  // Shared between instances; while Redis is unreachable each instance falls back to memory.
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${redisKeyPrefix}${keyPrefix}`,
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
    // Loaded only when Redis is used.
    const { Redis } = await import('ioredis');
    redis = new Redis(config.redisUrl, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      // Reconnect for ever, at most a second apart, so limits are shared again soon after Redis returns.
      retryStrategy: (times) => Math.min(times * 100, 1000),
    });
    let down = false;
    redis.on('error', (error: Error) => {
      if (down) return;
      down = true;
      app.log.warn({ err: error }, 'redis unavailable; rate limits fall back to memory');
    });
    redis.on('ready', () => {
      if (down) app.log.info('redis available again; rate limits shared again');
      down = false;
    });
    app.addHook('onClose', async () => {
      redis?.disconnect();
    });
  }
  const window = config.loginWindowMinutes * 60;
  const prefix = config.redisKeyPrefix;
  app.decorate('rateLimits', {
    loginFailures: limiter(redis, 'login-fail', prefix, config.loginMaxFailures, window),
    loginFailuresPerAddress: limiter(redis, 'login-fail-addr', prefix, config.loginMaxFailuresPerAddress, window),
    inquiries: limiter(redis, 'inquiry', prefix, config.inquiryMaxPerHour, 3600),
    passwordResets: limiter(redis, 'reset-addr', prefix, config.passwordResetMaxPerHour, 3600),
    passwordResetsPerEmail: limiter(redis, 'reset-email', prefix, PASSWORD_RESETS_PER_EMAIL_PER_HOUR, 3600),
    inquiryStatusLookups: limiter(
      redis,
      'status-addr',
      prefix,
      config.inquiryStatusMaxPer10Minutes,
      INQUIRY_STATUS_WINDOW_SECONDS,
    ),
    quoteAnswers: limiter(redis, 'quote-answer', prefix, config.quoteAnswerMaxPerHour, 3600),
  });
});
