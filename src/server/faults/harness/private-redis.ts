import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { onProcessExit } from './cleanup.js';
import { freePort } from './free-port.js';

export interface PrivateRedis {
  port: number;
  url: string;
  /** Starts redis-server (again) on the same port and waits until it accepts connections. */
  start(): Promise<void>;
  /** SIGKILL by PID, as in a crash; waits for the exit. */
  kill(): Promise<void>;
  /** SIGSTOP / SIGCONT by PID: a Redis that holds its connections open but answers nothing. */
  pause(): void;
  resume(): void;
  /** KEYS `pattern`, through a short-lived connection. */
  keys(pattern: string): Promise<string[]>;
  destroy(): Promise<void>;
}

/** A redis-server child of this test on a free port of 127.0.0.1, with no persistence. */
export async function createPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-fault-redis-'));
  let child: ChildProcess | undefined;
  let forget: (() => void) | undefined;

  const redis: PrivateRedis = {
    port,
    url: `redis://127.0.0.1:${port}`,
    async start() {
      if (child) throw new Error('redis-server is already running');
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir];
      const started = spawn('redis-server', args, { stdio: ['ignore', 'pipe', 'pipe'] });
      const pid = started.pid;
      if (pid === undefined) throw new Error('could not spawn redis-server');
      child = started;
      forget = onProcessExit(() => process.kill(pid, 'SIGKILL'));
      let output = '';
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`redis-server did not start:\n${output}`)), 10_000);
        started.stdout?.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Ready to accept connections')) {
            clearTimeout(timer);
            resolve();
          }
        });
        started.once('exit', () => {
          clearTimeout(timer);
          reject(new Error(`redis-server exited at start:\n${output}`));
        });
      });
    },
    async kill() {
      const running = child;
      if (!running) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
      child = undefined;
      forget?.();
    },
    pause() {
      child?.kill('SIGSTOP');
    },
    resume() {
      child?.kill('SIGCONT');
    },
    async keys(pattern) {
      const client = new Redis({ host: '127.0.0.1', port, lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await client.connect();
        return await client.keys(pattern);
      } finally {
        client.disconnect();
      }
    },
    async destroy() {
      await redis.kill();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return redis;
}
