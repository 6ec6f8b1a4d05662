import path from 'node:path';
import { z } from 'zod';
import { SITE_NAME } from '#shared/page-meta';
import { TEXT_LIMITS } from '#shared/constants/text-limits';
import { passwordProblem } from '#server/accounts/password-policy';
import { isAddressOrBlock, LOOPBACK_ONLY } from '#server/metrics/metrics-access';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], 'must be true or false')
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number) =>
  z.coerce.number('must be a number').int('must be a whole number').positive('must be positive').default(fallback);

/** The entries of a comma-separated list, trimmed, empty ones dropped. */
function commaSeparated(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * Who may say, in X-Forwarded-For, which address a request came from: a number of proxies in
 * front of the app (the nearest that many hops; 0 for none, the default), or the proxies'
 * addresses and CIDR blocks. The address found is what the metrics allow-list and every
 * per-address rate limit see, so "trust everyone" is refused: any client could then name itself.
 */
export type TrustedProxies = number | string[];

const TRUST_PROXY_EVERYONE =
  'must not be true, which would let any client choose its own address with X-Forwarded-For (and so pass the metrics allow-list and every rate limit): write the number of proxies in front of the app, such as TRUST_PROXY=1 for one, or their addresses, such as TRUST_PROXY=10.0.1.5 or 10.0.0.0/8';

/** Razorpay's own API; RAZORPAY_API_URL points the SDK elsewhere (tests, staging). */
export const RAZORPAY_DEFAULT_API_URL = 'https://api.razorpay.com';

/** The three Razorpay credentials: all set, or none. */
const RAZORPAY_CREDENTIALS = ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const;

/**
 * The payment gateway (issue 38): Razorpay's key id and key secret for its API, the webhook
 * secret its notifications are signed with, and the API's address. Null when not configured:
 * the status page then offers the UPI QR and the bank details only.
 */
export interface GatewayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Without a trailing slash. */
  apiUrl: string;
}

const postgresUrl = z
  .string()
  .trim()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// URL')
  .optional();

const envSchema = z.object({
  PORT: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(0)
    .max(65535, 'must be a port number')
    .default(3000),
  HOST: z.string().trim().min(1).optional(),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z
    .string()
    .trim()
    .regex(/^[\w:.-]{1,40}$/, 'must be letters, digits, colons, dots or dashes')
    .default('agency:'),
  DEMO: booleanFlag,
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  // Strength (length and the common-password check) is checked at start, by the same rule as the staff form.
  ADMIN_PASSWORD: z.string().max(TEXT_LIMITS.password, 'is too long').optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level')
    .default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .refine((value) => !/^(true|yes|on|\*)$/i.test(value ?? ''), TRUST_PROXY_EVERYONE)
    .transform((value): TrustedProxies => {
      if (value === undefined || value === '' || value.toLowerCase() === 'false') return 0;
      return /^\d+$/.test(value) ? Number(value) : commaSeparated(value);
    })
    .refine(
      (proxies) => typeof proxies === 'number' || (proxies.length > 0 && proxies.every(isAddressOrBlock)),
      'must be the number of proxies in front of the app (1 for one) or their IP addresses or CIDR blocks separated by commas, such as 10.0.1.5,10.0.2.0/24',
    ),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  SESSION_IDLE_MINUTES: positiveInt(60),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: positiveInt(50),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  INQUIRY_MAX_PER_HOUR: positiveInt(10),
  PASSWORD_RESET_MAX_PER_HOUR: positiveInt(10),
  INQUIRY_STATUS_MAX_PER_10_MINUTES: positiveInt(60),
  QUOTE_ANSWER_MAX_PER_HOUR: positiveInt(20),
  SITE_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://agency.example' })
    .refine((value) => new URL(value).pathname === '/', 'must be an origin without a path')
    .optional(),
  REQUEST_TIMEOUT_SECONDS: positiveInt(120),
  CACHE_MAX_MB: positiveInt(64),
  UPLOAD_MAX_MB: positiveInt(60),
  UPLOAD_SWEEP_MINUTES: positiveInt(60),
  SMTP_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => !value || /^smtps?:\/\/[^/]+/.test(value),
      'must be an smtp:// or smtps:// URL such as smtps://user:password@mail.example:465',
    ),
  MAIL_FROM: z.string().trim().optional(),
  NOTIFY_EMAILS: z
    .string()
    .trim()
    .optional()
    .transform((value) => commaSeparated(value).map((address) => address.toLowerCase()))
    .refine(
      (addresses) => addresses.every((address) => z.email().safeParse(address).success),
      'must be e-mail addresses separated by commas',
    ),
  RESPONSE_HOURS: positiveInt(24),
  OUTBOX_POLL_SECONDS: positiveInt(5),
  OVERLOAD_EVENT_LOOP_DELAY_MS: z.coerce
    .number('must be a number')
    .int('must be a whole number')
    .min(0, 'must be 0 (off) or more')
    .default(100),
  OVERLOAD_UTILISATION: z.coerce
    .number('must be a number')
    .min(0.5, 'must be between 0.5 and 1')
    .max(1, 'must be between 0.5 and 1')
    .default(0.9),
  OVERLOAD_WINDOW_SECONDS: positiveInt(5),
  METRICS_ALLOW: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? commaSeparated(value) : [...LOOPBACK_ONLY]))
    .refine(
      (entries) => entries.every(isAddressOrBlock),
      'must be IP addresses or CIDR blocks separated by commas, such as 127.0.0.1,10.0.0.0/8',
    ),
  METRICS_TOKEN: z.string().trim().min(24, 'must be at least 24 characters').optional(),
  STATUS_LINK_KEY: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  STORAGE_URL: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) => value === undefined || parseStorageUrl(value) !== null,
      'must be s3://bucket or s3://bucket/prefix (a bucket name of 3 to 63 lower-case letters, digits, dots or dashes)',
    ),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://s3.example' }).optional(),
  S3_REGION: z.string().trim().optional(),
  AWS_REGION: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  PUBLIC_ASSET_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://cdn.agency.example' })
    // Zod runs this after a failed URL check too: an unparsable value is left to that message.
    .refine((value) => {
      const url = URL.parse(value);
      return url === null || (url.search === '' && url.hash === '');
    }, 'must be an address without a query or fragment')
    .optional(),
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL such as https://api.razorpay.com' })
    .default(RAZORPAY_DEFAULT_API_URL),
});

/** `s3://bucket/prefix`: the bucket, and the folder in it without surrounding slashes. */
export function parseStorageUrl(value: string): { bucket: string; prefix: string } | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match?.[1]) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '.' || part === '..') || /\/\/|[\\\0]/.test(prefix)) return null;
  return { bucket: match[1], prefix };
}

/** Where upload files are kept: DATA_DIR/uploads, or a bucket every instance shares. */
export type StorageConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      bucket: string;
      /** Folder inside the bucket ('' for its root); files go under `<prefix>/uploads/`. */
      prefix: string;
      endpoint: string | undefined;
      region: string;
      forcePathStyle: boolean;
    };

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  demo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  /** Who may name a request's address in X-Forwarded-For (see TrustedProxies). */
  trustProxy: TrustedProxies;
  redisKeyPrefix: string;
  sessionTtlHours: number;
  /** A session unused this long ends, whatever its absolute lifetime says. */
  sessionIdleMinutes: number;
  loginMaxFailures: number;
  /** Failed logins from one client address (an IPv6 /64) across every e-mail. */
  loginMaxFailuresPerAddress: number;
  loginWindowMinutes: number;
  inquiryMaxPerHour: number;
  /** Password reset links asked for per client address per hour (each e-mail has its own, smaller limit). */
  passwordResetMaxPerHour: number;
  /** Status-link lookups (`GET /api/inquiry-status/:token`) per client address per 10 minutes. */
  inquiryStatusMaxPer10Minutes: number;
  /**
   * A customer's answers from the status link (accepting or declining a quote, asking for a new
   * one, a payment link, reporting a payment) per client address per hour: a few tries at a
   * form, not a flood of e-mails.
   */
  quoteAnswerMaxPerHour: number;
  /**
   * Public origin (no trailing slash) for canonical links, Open Graph, JSON-LD, the sitemap and
   * robots.txt. Never taken from a request's Host header, which a client controls.
   */
  siteUrl: string;
  /** Longest time a client may take to send one whole request. */
  requestTimeoutSeconds: number;
  /** Memory the catalogue's response cache may hold, in bytes. */
  cacheMaxBytes: number;
  /** Total bytes of the files in one upload request. */
  uploadMaxBytes: number;
  /** Upload files no record refers to are removed once they are this old (minutes); also the sweep's period. */
  uploadSweepMinutes: number;
  /** The mail server (`smtp://` or `smtps://`, credentials in the URL); without it e-mails are kept unsent. */
  smtpUrl: string | undefined;
  /** The From of every e-mail: MAIL_FROM, else the agency's name at the site's host. */
  mailFrom: string;
  /** Who hears of new and due-soon inquiries; empty means every active admin. */
  notifyEmails: string[];
  /** Hours within which the agency promises a quote. */
  responseHours: number;
  /** Seconds between the outbox sender's passes (and, every twelfth, the due-soon scan); 0 only in tests. */
  outboxPollSeconds: number;
  /**
   * The overload guard (`plugins/overload.ts`): requests are refused with 503 once, for every
   * second of `overloadWindowSeconds`, the event loop lagged at least `overloadEventLoopDelayMs`
   * and was busy at least `overloadUtilisation` of the time. A delay of 0 turns it off.
   */
  overloadEventLoopDelayMs: number;
  overloadUtilisation: number;
  overloadWindowSeconds: number;
  /** Client addresses and CIDR blocks that may read `GET /metrics` (default: loopback). */
  metricsAllow: string[];
  /** A bearer token that also opens `GET /metrics`, from any address. */
  metricsToken: string | undefined;
  /**
   * The key later e-mails remake an inquiry's status link with (mail/status-link-tokens.ts), the
   * same on every instance; unset, each process makes one at start, so a restart means one more link.
   */
  statusLinkKey: string | undefined;
  /** Folder of the built web app; absent in API-only tests. */
  webDir: string | undefined;
  /** Where the upload files live; credentials come from the standard AWS variables. */
  storage: StorageConfig;
  /**
   * The address pages link upload files under (`<publicAssetUrl>/uploads/<file>`), without a
   * trailing slash: a CDN, or the bucket's public address. Undefined: the site serves them.
   */
  publicAssetUrl: string | undefined;
  /**
   * The payment gateway as the environment sets it, or null when its credentials are not set
   * there (Settings → Payments may then set them: billing/effective-gateway.ts).
   */
  gateway: GatewayConfig | null;
  /** Where the SDK reaches Razorpay (RAZORPAY_API_URL, without a trailing slash), whoever set the credentials. */
  gatewayApiUrl: string;
}

/** Whether the environment sets the gateway: its three Razorpay credentials are set. */
export function gatewayIsOn(config: Pick<Config, 'gateway'>): boolean {
  return config.gateway !== null;
}

export class ConfigError extends Error {}

/**
 * Reads and checks the environment; a bad value throws one line naming the variable. The
 * command-line tools (`purpose: 'cli'`) serve no pages, so they need no SITE_URL.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  webDir?: string,
  purpose: 'server' | 'cli' = 'server',
): Config {
  // A variable set to nothing counts as not set (`DATABASE_URL= npm start`).
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  const e = parsed.data;
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(
      `Invalid environment variable ${e.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL'}: ADMIN_EMAIL and ADMIN_PASSWORD go together`,
    );
  }
  const adminPasswordProblem =
    e.ADMIN_PASSWORD === undefined ? null : passwordProblem(e.ADMIN_PASSWORD, [e.ADMIN_EMAIL ?? '']);
  if (adminPasswordProblem)
    throw new ConfigError(`Invalid environment variable ADMIN_PASSWORD: ${adminPasswordProblem}`);
  // Demo mode publishes a known password, so it is never a default: only DEMO=true turns it on.
  const demo = e.DEMO ?? false;
  if (!demo && purpose === 'server' && e.SITE_URL === undefined) {
    throw new ConfigError(
      'Invalid environment variable SITE_URL: required unless DEMO=true (the public origin, e.g. https://agency.example)',
    );
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const bucket = e.STORAGE_URL === undefined ? null : parseStorageUrl(e.STORAGE_URL);
  if (!bucket) {
    const stray = (['S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const).find((name) => e[name] !== undefined);
    if (stray)
      throw new ConfigError(`Invalid environment variable ${stray}: it needs STORAGE_URL (s3://bucket/prefix)`);
  }
  // Two of the three would leave a gateway that takes money it cannot confirm (or the reverse).
  const razorpaySet = RAZORPAY_CREDENTIALS.filter((name) => e[name] !== undefined);
  if (razorpaySet.length > 0 && razorpaySet.length < RAZORPAY_CREDENTIALS.length) {
    const missing = RAZORPAY_CREDENTIALS.find((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid environment variable ${missing}: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET go together`,
    );
  }
  const gatewayApiUrl = e.RAZORPAY_API_URL.replace(/\/+$/, '');
  const gateway: GatewayConfig | null =
    e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
      ? {
          keyId: e.RAZORPAY_KEY_ID,
          keySecret: e.RAZORPAY_KEY_SECRET,
          webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
          apiUrl: gatewayApiUrl,
        }
      : null;
  const storage: StorageConfig = bucket
    ? {
        kind: 's3',
        ...bucket,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION || e.AWS_REGION || 'us-east-1',
        forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
      }
    : { kind: 'local' };
  // A demo has no public origin of its own: links name the address it listens on.
  const siteUrl = e.SITE_URL ? new URL(e.SITE_URL).origin : `http://localhost:${e.PORT}`;
  return {
    port: e.PORT,
    // A demo (known password) listens on this machine only unless HOST says otherwise.
    host: e.HOST ?? (demo ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    demo,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    inquiryMaxPerHour: e.INQUIRY_MAX_PER_HOUR,
    passwordResetMaxPerHour: e.PASSWORD_RESET_MAX_PER_HOUR,
    inquiryStatusMaxPer10Minutes: e.INQUIRY_STATUS_MAX_PER_10_MINUTES,
    quoteAnswerMaxPerHour: e.QUOTE_ANSWER_MAX_PER_HOUR,
    siteUrl,
    requestTimeoutSeconds: e.REQUEST_TIMEOUT_SECONDS,
    cacheMaxBytes: e.CACHE_MAX_MB * 1024 * 1024,
    uploadMaxBytes: e.UPLOAD_MAX_MB * 1024 * 1024,
    uploadSweepMinutes: e.UPLOAD_SWEEP_MINUTES,
    overloadEventLoopDelayMs: e.OVERLOAD_EVENT_LOOP_DELAY_MS,
    overloadUtilisation: e.OVERLOAD_UTILISATION,
    overloadWindowSeconds: e.OVERLOAD_WINDOW_SECONDS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM || `"${SITE_NAME}" <no-reply@${new URL(siteUrl).hostname}>`,
    notifyEmails: e.NOTIFY_EMAILS,
    responseHours: e.RESPONSE_HOURS,
    outboxPollSeconds: e.OUTBOX_POLL_SECONDS,
    metricsAllow: e.METRICS_ALLOW,
    metricsToken: e.METRICS_TOKEN,
    statusLinkKey: e.STATUS_LINK_KEY,
    webDir,
    storage,
    publicAssetUrl: e.PUBLIC_ASSET_URL?.replace(/\/+$/, ''),
    gateway,
    gatewayApiUrl,
  };
}
