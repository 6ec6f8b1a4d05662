import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app';
import { createPostgresDatabase } from '#server/db/client';
import { insertCelebrity } from '#server/test/rows';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { eventually } from '#server/test/eventually';

/**
 * Two instances behind a load balancer: catalogue caches stay coherent through LISTEN/NOTIFY,
 * and with Redis the login limit is one count for both. Needs a PostgreSQL server (and Redis
 * for the second part), so it runs in the postgres project of the suite.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const onPostgres = process.env.TEST_DB === 'postgres';

describe.runIf(onPostgres)('two instances on one PostgreSQL database', () => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    first = await createTestApp({ loginMaxFailures: 3, redisUrl });
    const url = first.database.url;
    if (!url) throw new Error('postgres project without a database URL');
    const database = createPostgresDatabase(url, { max: 2 });
    second = await buildApp({ config: first.config, database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('drops the other instance cached catalogue when one instance writes', async () => {
    const total = async () =>
      (await second.inject({ method: 'GET', url: '/api/celebrities' })).json().meta.total as number;
    expect(await total()).toBe(0);
    // Cached now: a row written behind the API's back stays unseen until someone invalidates.
    const celebrity = await insertCelebrity(first.db, { name: 'Notified Star' });
    expect(await total()).toBe(0);
    await first.app.catalogueCache.invalidate();
    expect(await eventually(async () => (await total()) === 1)).toBe(true);

    const staff = await first.createUser('staff');
    const deleted = await first.app.inject({
      method: 'DELETE',
      url: `/api/celebrities/${celebrity.id}`,
      headers: staff.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await eventually(async () => (await total()) === 0)).toBe(true);
  });

  it.runIf(Boolean(redisUrl))('counts failed logins once for both instances through Redis', async () => {
    const email = `shared-${Date.now()}@starline.example`;
    const attempt = (app: typeof second) =>
      app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong-password' } });
    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(401);
    const blocked = await attempt(second);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('hears other instances again after its LISTEN connection was lost for a while', async () => {
    const url = first.database.url ?? '';
    const name = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: url.replace(`/${name}`, '/postgres') });
    await admin.connect();
    const total = async () =>
      (await second.inject({ method: 'GET', url: '/api/celebrities' })).json().meta.total as number;
    try {
      const before = await total();
      // Nobody may connect for a while, then the LISTEN connections are cut: the first attempts
      // to reconnect fail (one retry was all an earlier version made).
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections false`);
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'starline-listen'`,
        [name],
      );
      expect(await eventually(async () => !second.database.invalidationUp())).toBe(true);
      expect((await second.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(second.database.invalidationUp()).toBe(false);
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`);

      expect(await eventually(async () => second.database.invalidationUp(), 10_000)).toBe(true);
      expect((await second.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      // A write on the first instance reaches the second one's cache again.
      expect(await total()).toBe(before);
      await insertCelebrity(first.db, { name: 'After The Outage' });
      await first.app.catalogueCache.invalidate();
      expect(await eventually(async () => (await total()) === before + 1)).toBe(true);
    } finally {
      await admin.query(`alter database ${pg.escapeIdentifier(name)} allow_connections true`).catch(() => undefined);
      await admin.end();
    }
  });
});
