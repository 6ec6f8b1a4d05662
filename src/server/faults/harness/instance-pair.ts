import { type ServerProcess, serverEnv, startServer, tempDataDir } from './built-server.js';
import type { Cleanup } from './cleanup.js';
import { createFreshDatabase } from './machine-postgres.js';
import { createPrivateRedis, type PrivateRedis } from './private-redis.js';

/** Two instances of the built server, as two processes behind one load balancer. */
export interface InstancePair {
  a: ServerProcess;
  b: ServerProcess;
}

/**
 * Starts two instances on the same environment, each stopped by `cleanup`. One after the other:
 * both would run the migrations otherwise (safe, but slower to read in a failure's output).
 */
export async function startInstancePair(env: Record<string, string>, cleanup: Cleanup): Promise<InstancePair> {
  const a = await startServer(env);
  cleanup.add('stop A', async () => void (await a.stop()));
  const b = await startServer(env);
  cleanup.add('stop B', async () => void (await b.stop()));
  return { a, b };
}

/**
 * The multi-instance setup: a fresh database on the machine's PostgreSQL, a private Redis that
 * a test may stop (already started), one data folder, and two instances sharing all three.
 * `env` adds to serverEnv (REDIS_KEY_PREFIX, limits); `label` names the data folder.
 */
export async function startInstancesSharingRedis(
  label: string,
  env: Record<string, string>,
  cleanup: Cleanup,
): Promise<InstancePair & { redis: PrivateRedis }> {
  const database = await createFreshDatabase();
  cleanup.add('drop database', () => database.drop());
  const redis = await createPrivateRedis();
  cleanup.add('stop redis', () => redis.destroy());
  await redis.start();
  const data = await tempDataDir(label);
  cleanup.add('remove data dir', data.remove);
  const pair = await startInstancePair(
    serverEnv(data.dir, { DATABASE_URL: database.url, REDIS_URL: redis.url, ...env }),
    cleanup,
  );
  return { ...pair, redis };
}
