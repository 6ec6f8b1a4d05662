import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inquiryBody } from '#server/test/fixtures';
import { createCelebrity, signIn } from './harness/api.js';
import { type ServerProcess, serverEnv, startServer, tempDataDir } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { envelopeOf, parseJson } from './harness/http.js';
import { createFreshDatabase, type FreshDatabase } from './harness/machine-postgres.js';
import { sleep } from './harness/wait.js';

/**
 * SIGTERM while 20 clients post inquiries: whatever the server confirmed (201) is stored, it
 * never answers 500 (refused or reset connections after the close are fine), and it exits 0.
 */
const CLIENTS = 20;
const MAX_PER_CLIENT = 200;
/** The signal goes out once this many answers came back, or after SIGNAL_AFTER_MS. */
const SIGNAL_AFTER_ANSWERS = 400;
const SIGNAL_AFTER_MS = 5_000;
/** Hard stop for the whole load, whatever happens. */
const LOAD_DEADLINE_MS = 30_000;

interface Outcome {
  status: number;
  id: string | undefined;
  envelope: boolean;
  retryAfter: string | null;
  afterSignal: boolean;
}

interface Failure {
  message: string;
  afterSignal: boolean;
}

const cleanup = new Cleanup();
let database: FreshDatabase;
let server: ServerProcess;
const outcomes: Outcome[] = [];
const failures: Failure[] = [];
let inFlightAtSignal = 0;
let exit: Awaited<ReturnType<ServerProcess['stop']>>;

beforeAll(async () => {
  database = await createFreshDatabase();
  cleanup.add('drop database', () => database.drop());
  const data = await tempDataDir('sigterm');
  cleanup.add('remove data dir', data.remove);
  server = await startServer(serverEnv(data.dir, { DATABASE_URL: database.url }));
  cleanup.add('stop server', async () => void (await server.stop()));
  const celebrity = await createCelebrity(server.url, await signIn(server.url), 'Load Test Star');

  let signalled = false;
  let inFlight = 0;
  const started = Date.now();
  const body = JSON.stringify(inquiryBody(celebrity));

  async function client(): Promise<void> {
    for (let sent = 0; sent < MAX_PER_CLIENT && Date.now() - started < LOAD_DEADLINE_MS; sent += 1) {
      // Nothing is sent once the process is gone; until then the load goes on through the close.
      if (server.exited()) return;
      inFlight += 1;
      try {
        const response = await fetch(`${server.url}/api/inquiries`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          signal: AbortSignal.timeout(10_000),
        });
        const afterSignal = signalled;
        const json = parseJson(await response.text());
        const envelope = envelopeOf(json);
        const data = envelope?.data as { _id?: string } | undefined;
        outcomes.push({
          status: response.status,
          id: data?._id,
          envelope: envelope !== undefined,
          retryAfter: response.headers.get('retry-after'),
          afterSignal,
        });
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause;
        failures.push({ message: `${String(error)} ${cause?.code ?? ''}`, afterSignal: signalled });
        // A refused or reset connection ends this client: the server is closing.
        return;
      } finally {
        inFlight -= 1;
      }
    }
  }

  const load = Promise.all(Array.from({ length: CLIENTS }, client));
  while (outcomes.length < SIGNAL_AFTER_ANSWERS && Date.now() - started < SIGNAL_AFTER_MS) await sleep(10);
  inFlightAtSignal = inFlight;
  signalled = true;
  exit = await server.stop(15_000);
  await load;
}, 120_000);

afterAll(() => cleanup.run());

/** How often each description occurs: short assertion messages even for thousands of answers. */
function countBy(items: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[item] = (counts[item] ?? 0) + 1;
  return counts;
}

describe('SIGTERM under load', () => {
  it('had requests in flight when the signal arrived', () => {
    expect(outcomes.filter((outcome) => !outcome.afterSignal && outcome.status === 201).length).toBeGreaterThan(0);
    expect(inFlightAtSignal).toBeGreaterThan(0);
  });

  it('exits with code 0 within 15 s of SIGTERM', () => {
    expect(exit.killed, `not exited after 15 s:\n${server.output()}`).toBe(false);
    expect(exit.code, server.output()).toBe(0);
    expect(exit.ms).toBeLessThan(15_000);
  });

  it('never answers 500, and no connection fails before the signal', () => {
    const errors = outcomes.filter((outcome) => outcome.status >= 500 && outcome.status !== 503);
    expect(errors.map((outcome) => outcome.status)).toEqual([]);
    expect(countBy(failures.filter((failure) => !failure.afterSignal).map((failure) => failure.message))).toEqual({});
  });

  it('answers only 201, or a 503 in the envelope with Retry-After while closing', () => {
    const odd = outcomes.filter(
      (outcome) =>
        outcome.status !== 201 && !(outcome.status === 503 && outcome.envelope && outcome.retryAfter !== null),
    );
    expect(countBy(odd.map((o) => `${o.status} envelope:${o.envelope} retry-after:${o.retryAfter}`))).toEqual({});
  });

  it('stored every inquiry it answered 201 for', async () => {
    const confirmed = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id);
    expect(confirmed.every((id) => typeof id === 'string')).toBe(true);
    const rows = await database.query<{ id: string }>(
      'select id::text as id from inquiries where id = any($1::uuid[])',
      [confirmed],
    );
    const stored = new Set(rows.map((row) => row.id));
    expect(confirmed.filter((id) => !stored.has(id as string))).toEqual([]);
  });
});
