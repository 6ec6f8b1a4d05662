import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { onProcessExit } from './cleanup.js';
import { freePort } from './free-port.js';

const run = promisify(execFile);

/** The machine's PostgreSQL 15 binaries; only a cluster of our own is ever started or stopped with them. */
const PG_BIN = process.env.FAULTS_PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function asPostgres(tool: string, args: string[]): [string, string[]] {
  const command = path.join(PG_BIN, tool);
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function pgTool(tool: string, args: string[]): Promise<string> {
  const [command, argv] = asPostgres(tool, args);
  try {
    const { stdout } = await run(command, argv, { timeout: 60_000 });
    return stdout;
  } catch (error) {
    const { stderr, stdout } = error as { stderr?: string; stdout?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr ?? ''}${stdout ?? ''}`, { cause: error });
  }
}

export interface PrivatePostgres {
  port: number;
  /** postgres://postgres@127.0.0.1:PORT/NAME */
  url(database: string): string;
  /** A client over the Unix socket, which works even while TCP is switched off. */
  socketClient(database: string): pg.Client;
  /** Starts the cluster; `tcp: false` listens on the Unix socket only, out of the servers' reach. */
  start(options?: { tcp?: boolean }): Promise<void>;
  /** Fast shutdown: open connections are cut, as in a real database restart. */
  stop(): Promise<void>;
  /** Stops it if running and removes its folder. */
  destroy(): Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster in a temp folder owned by postgres, on a free port of
 * 127.0.0.1, with trust authentication. The app's migrations need the pg_trgm extension.
 */
export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const shareDir = (await run(path.join(PG_BIN, 'pg_config'), ['--sharedir'])).stdout.trim();
  if (!existsSync(path.join(shareDir, 'extension', 'pg_trgm.control'))) {
    throw new Error(`pg_trgm is not installed in ${shareDir} (install the postgresql contrib package)`);
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'agency-fault-pg-'));
  const dataDir = path.join(dir, 'data');
  const logFile = path.join(dir, 'server.log');
  if (process.getuid?.() === 0) {
    const { uid, gid } = userIds('postgres');
    await chown(dir, uid, gid);
  }
  await pgTool('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync']);
  const port = await freePort();
  let running = false;

  const stopNow = () => {
    const [command, argv] = asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    execFileSync(command, argv, { stdio: 'ignore', timeout: 30_000 });
  };
  const forget = onProcessExit(() => running && stopNow());

  const cluster: PrivatePostgres = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    socketClient: (database) => new pg.Client({ host: dir, port, user: 'postgres', database }),
    async start({ tcp = true } = {}) {
      // Speed over durability: this cluster lives for one test file.
      const options = `-p ${port} -k ${dir} -c listen_addresses=${tcp ? '127.0.0.1' : "''"} -c fsync=off`;
      await pgTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '30', '-o', options, 'start']);
      running = true;
    },
    async stop() {
      await pgTool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '30', 'stop']);
      running = false;
    },
    async destroy() {
      if (running) await cluster.stop();
      forget();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

function userIds(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync('id', ['-u', name]).toString().trim());
  const gid = Number(execFileSync('id', ['-g', name]).toString().trim());
  return { uid, gid };
}

/** Creates a database on a running cluster and returns its URL. */
export async function createClusterDatabase(cluster: PrivatePostgres, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  try {
    await client.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  return cluster.url(name);
}
