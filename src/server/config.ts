import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''], 'must be true or false')
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : ['true', '1', 'yes'].includes(value)));

const positiveInt = (fallback: number) =>
  z.coerce.number('must be a number').int('must be a whole number').positive('must be positive').default(fallback);

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
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  REDIS_URL: z
    .string()
    .trim()
    .refine((value) => /^rediss?:\/\//.test(value), 'must be a redis:// URL')
    .optional(),
  DEMO: booleanFlag,
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level')
    .default('info'),
  TRUST_PROXY: z
    .string()
    .trim()
    .optional()
    .transform((value): boolean | number | string => {
      if (value === undefined || value === '' || value === 'false') return false;
      if (value === 'true') return true;
      return /^\d+$/.test(value) ? Number(value) : value;
    }),
  SESSION_TTL_HOURS: positiveInt(24 * 7),
  LOGIN_MAX_FAILURES: positiveInt(10),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  INQUIRY_MAX_PER_HOUR: positiveInt(10),
  SITE_URL: z.url('must be a URL').optional(),
});

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
  trustProxy: boolean | number | string;
  sessionTtlHours: number;
  loginMaxFailures: number;
  loginWindowMinutes: number;
  inquiryMaxPerHour: number;
  /** Public origin for canonical URLs; taken from the request when unset. */
  siteUrl: string | undefined;
  /** Folder of the built web app; absent in API-only tests. */
  webDir: string | undefined;
}

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value throws one line naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, webDir?: string): Config {
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
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    // Demo mode is the embedded default; on a real server only when asked for.
    demo: e.DEMO ?? e.DATABASE_URL === undefined,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    inquiryMaxPerHour: e.INQUIRY_MAX_PER_HOUR,
    siteUrl: e.SITE_URL?.replace(/\/$/, ''),
    webDir,
  };
}
