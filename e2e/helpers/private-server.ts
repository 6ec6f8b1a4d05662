import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const READY_TIMEOUT_MS = 150_000;

/**
 * A second e2e server (scripts/e2e-server.mjs: the built server, a throw-away demo database and
 * its own mailbox) for the journeys that need a clock of their own; the suite's shared server
 * keeps the real time, which every other journey relies on. Each worker gets its own port,
 * clear of the shared server's (E2E_PORT, + 2000, + 2001, + 2002) and of the other worker's (three
 * apart: each server's mail server, mailbox and stand-in for Razorpay take + 2000 to + 2002).
 */
export class PrivateServer {
  readonly port = Number(process.env.E2E_PORT ?? '4173') + 10 + 3 * Number(process.env.TEST_PARALLEL_INDEX ?? '0');
  readonly baseURL = `http://127.0.0.1:${this.port}`;
  /** What its SMTP server received (e2e/helpers/mailbox.ts reads it). */
  readonly mailboxURL = `http://127.0.0.1:${this.port + 2001}/`;
  private child: ChildProcess | undefined;

  /**
   * Starts it with its clock at `clockStart` (an ISO instant), and waits until it answers.
   * `dataDir` keeps its database there after it stops, for a restart at another time (the
   * caller deletes the folder).
   */
  async start(clockStart: string, dataDir?: string): Promise<void> {
    this.child = spawn(process.execPath, ['scripts/e2e-server.mjs'], {
      cwd: ROOT,
      env: {
        ...process.env,
        E2E_PORT: String(this.port),
        E2E_CLOCK_START: clockStart,
        ...(dataDir && { E2E_DATA_DIR: dataDir }),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (Date.now() < deadline) {
      if (this.child.exitCode !== null) throw new Error(`the private e2e server stopped (${this.child.exitCode})`);
      const ready = await fetch(`${this.baseURL}/api/ready`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`the private e2e server did not answer on ${this.baseURL} within ${READY_TIMEOUT_MS / 1000} s`);
  }

  /** Stops it (the wrapper stops the server and deletes its data) and waits until it has. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }
}
