import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, createCelebrity, postInquiry, signIn } from './harness/api.js';
import { type ServerProcess, serverEnv, tempDataDir } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { call, envelopeOf, summary } from './harness/http.js';
import { startInstancePair } from './harness/instance-pair.js';
import { createClusterDatabase, createPrivatePostgres, type PrivatePostgres } from './harness/private-postgres.js';
import { eventually, sleep } from './harness/wait.js';

/**
 * A PostgreSQL restart under two running instances (a private cluster, so it can be stopped).
 * While it is down: readiness says so at once, cached public reads still answer, writes answer
 * 503. Once it is back: the same processes write again, their LISTEN connections reconnect,
 * and their caches drop what changed meanwhile.
 */
const CACHED_PATHS = ['/', '/celebrities', '/api/celebrities'];
const RENAMED = 'Renamed While Away';
/** A real restart takes seconds: long enough that a single quick reconnect attempt is not enough. */
const OUTAGE_MS = 4_000;

const cleanup = new Cleanup();
let cluster: PrivatePostgres;
let a: ServerProcess;
let b: ServerProcess;
let token: string;
let celebrity: string;
let downAt = 0;
let backAt = 0;

beforeAll(async () => {
  cluster = await createPrivatePostgres();
  cleanup.add('remove cluster', () => cluster.destroy());
  await cluster.start();
  const databaseUrl = await createClusterDatabase(cluster, 'agency');
  const data = await tempDataDir('restart');
  cleanup.add('remove data dir', data.remove);
  ({ a, b } = await startInstancePair(serverEnv(data.dir, { DATABASE_URL: databaseUrl }), cleanup));

  token = await signIn(a.url);
  celebrity = await createCelebrity(a.url, token, 'Cached Star');
  // Both instances answer each public read once, so it sits in their caches.
  for (const server of [a, b]) {
    for (const path of CACHED_PATHS) {
      const answer = await call(server.url, 'GET', path);
      if (answer.status !== 200) throw new Error(`warming ${path}: ${summary(answer)}`);
    }
  }
});

afterAll(() => cleanup.run());

describe('PostgreSQL restart under two instances', () => {
  describe('while the database is down', () => {
    beforeAll(async () => {
      await cluster.stop();
      downAt = Date.now();
    });

    it('answers /api/ready 503 in the envelope within 2 s on both instances', async () => {
      for (const server of [a, b]) {
        const answer = await call(server.url, 'GET', '/api/ready', { timeoutMs: 2_000 });
        expect(answer.status, summary(answer)).toBe(503);
        expect(envelopeOf(answer.json)?.success, summary(answer)).toBe(false);
        expect(answer.ms).toBeLessThan(2_000);
      }
    });

    it.each(CACHED_PATHS)('still answers the cached %s with 200', async (path) => {
      for (const server of [a, b]) {
        const answer = await call(server.url, 'GET', path, { timeoutMs: 5_000 });
        expect(answer.status, summary(answer)).toBe(200);
      }
    });

    it('answers a write 503 in the envelope with Retry-After within 5 s', async () => {
      const answer = await postInquiry(a.url, celebrity, 5_000);
      expect(answer.status, summary(answer)).toBe(503);
      expect(envelopeOf(answer.json)?.success, summary(answer)).toBe(false);
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(answer.ms).toBeLessThan(5_000);
    });
  });

  describe('after the database is back', () => {
    beforeAll(async () => {
      // A catalogue change the instances cannot hear of: made over the Unix socket while the
      // cluster refuses TCP, so only clearing the cache on reconnect can show it.
      await sleep(Math.max(0, downAt + OUTAGE_MS - Date.now()));
      await cluster.start({ tcp: false });
      const client = cluster.socketClient('agency');
      await client.connect();
      try {
        await client.query('update celebrities set name = $1 where id = $2', [RENAMED, celebrity]);
      } finally {
        await client.end();
      }
      await cluster.stop();
      await cluster.start();
      backAt = Date.now();
    });

    it('serves writes again within 15 s, in the same processes', async () => {
      for (const server of [a, b]) {
        const wrote = await eventually(
          async () => (await postInquiry(server.url, celebrity, 2_000).catch(() => undefined))?.status === 201,
          Math.max(0, 15_000 - (Date.now() - backAt)),
          250,
        );
        expect(wrote, server.output()).toBe(true);
      }
      expect(a.exited() || b.exited()).toBe(false);
    });

    it('says ready with the invalidation connection up within 15 s', async () => {
      for (const server of [a, b]) {
        let last = '';
        const ready = await eventually(
          async () => {
            const answer = await call(server.url, 'GET', '/api/ready', { timeoutMs: 2_000 });
            last = summary(answer);
            const data = envelopeOf(answer.json)?.data as { status?: string; invalidation?: string } | undefined;
            return answer.status === 200 && data?.status === 'ready' && data.invalidation === 'up';
          },
          Math.max(0, 15_000 - (Date.now() - backAt)),
          250,
        );
        expect(ready, last).toBe(true);
      }
    });

    it('cleared its cache on reconnect: a change made while it was away shows', async () => {
      for (const server of [a, b]) {
        const names = async () => (await catalogue(server.url)).names;
        expect(await eventually(async () => (await names()).includes(RENAMED), 2_000), (await names()).join()).toBe(
          true,
        );
      }
    });

    it('shows a catalogue edit on A in B within 2 s', async () => {
      const before = (await catalogue(b.url)).total;
      await createCelebrity(a.url, token, 'After The Restart');
      expect(await eventually(async () => (await catalogue(b.url)).total === before + 1, 2_000, 50)).toBe(true);
    });
  });
});
