import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/** The real entry point in a child process: start-up, a bad variable, and graceful shutdown. */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
let dataDir: string;

function start(env: Record<string, string>): ChildProcessWithoutNullStreams {
  return spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      DEMO: 'false',
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

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'agency-main-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));

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
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await waitFor(output.text, /closing: finishing in-flight requests/);
    request.end(body.slice(5));

    const [res] = await response;
    expect(res.statusCode).toBe(400);
    res.resume();
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
  });
});
