import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_ADMIN } from '#server/demo/seed';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server-process.mjs';

/**
 * Node's flags for the server: those `npm start` uses, or BENCH_SERVER_FLAGS (space-separated,
 * empty for none) to measure what one of them costs or saves.
 */
function serverFlags(): string[] {
  const chosen = process.env.BENCH_SERVER_FLAGS;
  if (chosen === undefined) return SERVER_NODE_FLAGS;
  return chosen.split(' ').filter(Boolean);
}

export interface DemoServer {
  base: string;
  process: ChildProcess;
  /** Stops the server (SIGTERM, waiting for it to exit) and deletes its data folder. */
  stop(): Promise<void>;
}

/**
 * The built server (`npm run build` first), run as `npm start` runs it, on a fresh embedded demo database in a folder of its
 * own, listening on 127.0.0.1:`port`, ready when this resolves. For the benchmarks.
 */
export async function startDemoServer(options: {
  port: number;
  name: string;
  env?: Record<string, string>;
  /** Node options before the entry point (a `--import` of a preload). */
  nodeArgs?: string[];
  /** An IPC channel for `process.send` from the server. */
  ipc?: boolean;
}): Promise<DemoServer> {
  const base = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), `starline-${options.name}-`));
  const server = spawn(process.execPath, [...serverFlags(), ...(options.nodeArgs ?? []), 'dist/node/server/main.js'], {
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DEMO: 'true',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...options.env,
    },
    stdio: options.ipc ? ['ignore', 'ignore', 'inherit', 'ipc'] : ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForReady(base);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, process: server, stop };
}

/** The seeded admin's sign-in: the bearer token, and who they are as the login page keeps it. */
export interface DemoAdminSession {
  token: string;
  user: { _id: string; name: string; email: string; role: string };
}

/** Signs in to a demo server as its seeded admin, as the login page does. */
export async function demoAdminSession(base: string): Promise<DemoAdminSession> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
  });
  return ((await login.json()) as { data: DemoAdminSession }).data;
}

/**
 * Signs in to a demo server as its seeded admin and answers the bearer token: the benchmarks that
 * call the staff API or save settings sign in so.
 */
export async function demoAdminToken(base: string): Promise<string> {
  return (await demoAdminSession(base)).token;
}

async function waitForReady(base: string): Promise<void> {
  for (let i = 0; i < 1800; i += 1) {
    try {
      if ((await fetch(`${base}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not become ready');
}

/** The `p`th percentile of unsorted `values` (nearest rank). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}
