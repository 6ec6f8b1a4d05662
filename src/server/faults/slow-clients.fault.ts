import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, serverEnv, startServer, tempDataDir } from './harness/built-server.js';
import { Cleanup } from './harness/cleanup.js';
import { call } from './harness/http.js';

/**
 * Clients that open a connection and then send slowly or not at all: each is cut off once its
 * time is up (here REQUEST_TIMEOUT_SECONDS=3), and none of them keeps the server from answering
 * everyone else meanwhile.
 */
const cleanup = new Cleanup();
let server: ServerProcess;
const REQUEST_TIMEOUT_SECONDS = 3;
/** The limit, plus Node's one-second check interval, plus slack for a loaded machine. */
const CUT_OFF_WITHIN_MS = (REQUEST_TIMEOUT_SECONDS + 4) * 1000;

beforeAll(async () => {
  const data = await tempDataDir('slow');
  cleanup.add('remove data dir', data.remove);
  server = await startServer(serverEnv(data.dir, { REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS) }));
  cleanup.add('stop server', async () => void (await server.stop()));
});
afterAll(async () => cleanup.run());

interface CutOff {
  ms: number;
  /** What the server sent before closing, if anything (a 408 in the envelope). */
  answer: string;
}

/** Opens a connection, writes `bytes`, then sends nothing more and waits for the server to close it. */
function stallAfter(bytes: string): Promise<CutOff> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect({ host: hostname, port: Number(port) }, () => socket.write(bytes));
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('close', () => resolve({ ms: Date.now() - started, answer }));
    socket.on('error', () => undefined);
    // Bounded: a server that never cuts the client off fails the test instead of hanging it.
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${CUT_OFF_WITHIN_MS * 2} ms`));
    }, CUT_OFF_WITHIN_MS * 2).unref();
  });
}

const host = 'Host: 127.0.0.1\r\n';

describe('slow and stalled clients', () => {
  it('cuts off a client that sends half a body, with a 408 in the envelope', async () => {
    const body = JSON.stringify({ email: 'someone@starline.example', password: 'x'.repeat(40) });
    const [stalled, meanwhile] = await Promise.all([
      stallAfter(
        `POST /api/auth/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
      ),
      call(server.url, 'GET', '/api/health'),
    ]);
    expect(meanwhile.status).toBe(200);
    expect(stalled.ms).toBeLessThan(CUT_OFF_WITHIN_MS);
    expect(stalled.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(stalled.answer).toContain('{"success":false,"message":"The request took too long to arrive"}');
  });

  it('cuts off a client that never finishes its headers', async () => {
    const stalled = await stallAfter(`GET /api/celebrities HTTP/1.1\r\n${host}X-Slow: `);
    expect(stalled.ms).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('closes a connection that sends nothing at all', async () => {
    const stalled = await stallAfter('');
    // A fresh connection without a request line counts against the header time limit, which is
    // capped by the request limit (3 s here).
    expect(stalled.ms).toBeLessThan(CUT_OFF_WITHIN_MS);
  });

  it('cuts off a client that trickles a body byte by byte past the limit', async () => {
    const { hostname, port } = new URL(server.url);
    const started = Date.now();
    const closedAfter = await new Promise<number>((resolve) => {
      const socket = net.connect({ host: hostname, port: Number(port) }, () => {
        socket.write(
          `POST /api/inquiries HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100000\r\n\r\n`,
        );
      });
      // One byte every 500 ms keeps the connection from ever being idle.
      const drip = setInterval(() => socket.write(' '), 500);
      // Read what the server sends, or its closing would never be seen.
      socket.resume();
      socket.on('close', () => {
        clearInterval(drip);
        resolve(Date.now() - started);
      });
      socket.on('error', () => undefined);
      setTimeout(() => socket.destroy(), CUT_OFF_WITHIN_MS * 2).unref();
    });
    expect(closedAfter).toBeLessThan(CUT_OFF_WITHIN_MS);
  });
});
