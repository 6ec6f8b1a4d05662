import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SERVER } from './harness/built-server.js';

/**
 * The real entry points in child processes: start-up, a bad variable, graceful shutdown, and the
 * data folder's lock between the server and the command-line tools. The built ones, as
 * `npm start`, `npm run db:seed` and `npm run db:migrate` run them in production: this lived in
 * the server suite and started the sources through tsx, which compiled the whole server again for
 * each of twelve processes (over a minute of the suite on two cores).
 */
const MAIN = BUILT_SERVER;
const SEED_CLI = path.join(path.dirname(BUILT_SERVER), 'demo', 'seed-cli.js');
const MIGRATE_CLI = path.join(path.dirname(BUILT_SERVER), 'db', 'migrate-cli.js');
let dataDir: string;

function start(env: Record<string, string>, entry = MAIN): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO: 'false',
      SITE_URL: 'https://agency.example',
      ...env,
    },
  });
}

function collect(child: ChildProcessWithoutNullStreams): { text: () => string } {
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return { text: () => out };
}

async function waitFor(read: () => string, pattern: RegExp, ms = 30_000): Promise<RegExpMatchArray> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const match = pattern.exec(read());
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${pattern}: ${read()}`);
}

/** Waits for a child that should stop by itself; its exit code and everything it printed. */
async function exitOf(child: ChildProcessWithoutNullStreams): Promise<{ code: number; text: string }> {
  const output = collect(child);
  const [code] = (await once(child, 'exit')) as [number];
  return { code, text: output.text().trim() };
}

const dataDirs: string[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-main-'));
  dataDirs.push(dataDir);
});
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

describe('main', () => {
  it('refuses a bad variable with one line naming it', async () => {
    const child = start({ PORT: 'eighty' });
    const output = collect(child);
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output.text().trim()).toBe('Invalid environment variable PORT: must be a number');
  });

  it('lets an in-flight request finish on SIGTERM, then exits cleanly', async () => {
    const child = start({});
    const output = collect(child);
    const [, url] = await waitFor(output.text, /running at (http:\/\/[\d.:]+)/);

    // Headers sent, body not yet: the request is in flight when the signal arrives.
    const body = JSON.stringify({ name: 'Late' });
    const request = http.request(`${url}/api/inquiries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const response = once(request, 'response') as Promise<[http.IncomingMessage]>;
    request.write(body.slice(0, 5));
    // The server has the request (it logs it on arrival, before its body) before the signal.
    await waitFor(output.text, /"msg":"incoming request"/);
    child.kill('SIGTERM');
    await waitFor(output.text, /closing: finishing in-flight requests/);
    request.end(body.slice(5));

    const [res] = await response;
    expect(res.statusCode).toBe(400);
    res.resume();
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
  });

  it('creates a first admin with a random password, shown once, and no demo credentials anywhere', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-main-'));
    dataDirs.push(dataDir);
    const first = start({});
    const output = collect(first);
    const [, url] = await waitFor(output.text, /running at (http:\/\/[\d.:]+)/);
    const [, email, password] = await waitFor(output.text, /e-mail:\s+(\S+)\n\s+password: (\S+)/);
    expect(email).toBe('admin@agency.example');
    expect(output.text()).not.toContain('Admin@12345');
    const config = (await (await fetch(`${url}/api/config`)).json()) as { data: unknown };
    expect(config.data).toEqual({ demo: false, demoCredentials: null });
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    first.kill('SIGTERM');
    await once(first, 'exit');

    // The next start finds the admin and shows no password.
    const second = start({});
    const again = collect(second);
    await waitFor(again.text, /running at/);
    expect(again.text()).not.toContain('password:');
    second.kill('SIGTERM');
    await once(second, 'exit');
  });

  // The refusals run side by side, and the restart after a kill is its own test, so neither waits
  // on a queue of start-ups. They reuse the last test's data folder: a new one costs each start
  // seconds of initdb.
  it('refuses a second process on the same data folder with one line', async () => {
    const server = start({});
    const output = collect(server);
    await waitFor(output.text, /running at/);

    const [seed, migrate, twin] = await Promise.all([
      // db:migrate needs no SITE_URL of its own.
      exitOf(start({ DEMO: 'true' }, SEED_CLI)),
      exitOf(start({ SITE_URL: '' }, MIGRATE_CLI)),
      exitOf(start({})),
    ]);
    server.kill('SIGTERM');
    await once(server, 'exit');

    expect(seed.code).toBe(1);
    expect(seed.text).toBe(
      `Seeding failed: The data folder ${dataDir} is in use by another process (a running server, db:seed or db:migrate); stop it first or set another DATA_DIR`,
    );
    expect(migrate.code).toBe(1);
    expect(migrate.text).toMatch(/^Migration failed: The data folder .+ is in use by another process/);
    expect(twin.code).toBe(1);
    expect(twin.text).toMatch(/^Failed to start: The data folder .+ is in use by another process/);
  });

  it('starts after a holder killed outright: the kernel drops its lock all the same', async () => {
    const server = start({});
    const output = collect(server);
    await waitFor(output.text, /running at/);
    server.kill('SIGKILL');
    await once(server, 'exit');

    const restarted = start({});
    const restartedOutput = collect(restarted);
    await waitFor(restartedOutput.text, /running at/);
    restarted.kill('SIGTERM');
    const [code] = (await once(restarted, 'exit')) as [number];
    expect(code).toBe(0);
  });
});
