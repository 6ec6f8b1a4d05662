import { type ChildProcess, spawn } from 'node:child_process';
import { SERVER_NODE_FLAGS } from '#scripts/server-process.mjs';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onProcessExit } from './cleanup.js';

/** The compiled entry point that `npm start` runs; these tests never use the TypeScript source. */
export const BUILT_SERVER = fileURLToPath(new URL('../../../../dist/node/server/main.js', import.meta.url));

/**
 * Checked when a test file loads, so a missing build fails every file outright (instead of
 * reporting its tests as skipped after a failed beforeAll).
 */
if (!existsSync(BUILT_SERVER)) {
  throw new Error(`The built server ${BUILT_SERVER} is missing: run npm run build first`);
}

export const ADMIN = { email: 'fault-admin@starline.example', password: 'Fault-Test-Pw-9271!x' };

const READY_LINE = /Starline Talent is running at (http:\/\/127\.0\.0\.1:(\d+)) \(/;
/** Kept for failure messages only; a chatty server must not fill the test's memory. */
const OUTPUT_LIMIT = 200_000;

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  url: string;
  pid: number;
  /** Everything the server printed so far (stdout and stderr), possibly cut at the front. */
  output(): string;
  /** Whether the process has exited. */
  exited(): boolean;
  /** Resolves when the process exits. */
  exit: Promise<ExitInfo>;
  /** SIGTERM, then waits up to `ms`; SIGKILL after that (and says so in `killed`). */
  stop(ms?: number): Promise<ExitInfo & { ms: number; killed: boolean }>;
}

/** The environment every scenario starts from; each test overrides what it is about. */
export function serverEnv(dataDir: string, overrides: Record<string, string | undefined> = {}): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    DEMO: 'false',
    SITE_URL: 'http://127.0.0.1',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    // Every request of a test comes from 127.0.0.1: high limits unless a test is about them.
    INQUIRY_MAX_PER_HOUR: '100000',
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}

/** A temporary DATA_DIR (uploads, and the embedded database when there is no DATABASE_URL). */
export async function tempDataDir(label: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `agency-fault-${label}-`));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

function waitForExit(child: ChildProcess): Promise<ExitInfo> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Starts dist/node/server/main.js with exactly `env` and waits for its "running at" line. */
export async function startServer(env: Record<string, string>, startMs = 60_000): Promise<ServerProcess> {
  // process.execPath: the Node that runs the tests (the project's pinned Node 24 under npm).
  // With Node's flags as `npm start` gives them (scripts/server-process.mjs).
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, BUILT_SERVER], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('could not spawn the server');
  const forget = onProcessExit(() => process.kill(pid, 'SIGKILL'));

  let output = '';
  const append = (chunk: Buffer) => {
    output += chunk.toString();
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT);
  };
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const exit = waitForExit(child).finally(forget);
  let hasExited = false;
  void exit.then(() => (hasExited = true));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start within ${startMs} ms:\n${output}`));
    }, startMs);
    const onData = () => {
      const match = READY_LINE.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    void exit.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before it was ready:\n${output}`));
    });
  });

  return {
    url,
    pid,
    output: () => output,
    exited: () => hasExited,
    exit,
    async stop(ms = 15_000) {
      const started = Date.now();
      if (!hasExited) child.kill('SIGTERM');
      const timedOut = Symbol('timed out');
      let timer: NodeJS.Timeout | undefined;
      const first = await Promise.race([
        exit,
        new Promise<typeof timedOut>((resolve) => (timer = setTimeout(() => resolve(timedOut), ms))),
      ]);
      clearTimeout(timer);
      if (first !== timedOut) return { ...first, ms: Date.now() - started, killed: false };
      child.kill('SIGKILL');
      return { ...(await exit), ms: Date.now() - started, killed: true };
    },
  };
}
