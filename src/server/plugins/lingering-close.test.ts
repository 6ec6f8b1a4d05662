import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface Exchange {
  answer: string;
  /** The socket error after the server's answer and close, if any (a reset: ECONNRESET, EPIPE). */
  error: string | undefined;
}

/**
 * Sends the head and the first part of a body over the limit, reads the answer to its end (the
 * server's close), then sends more of the body, as a client still writing would.
 */
function oversizedPost(path: string, headers: string): Promise<Exchange> {
  const declared = 1_000_000;
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    let answer = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
    socket.on('error', (caught: NodeJS.ErrnoException) => (error = caught.code ?? caught.message));
    socket.on('close', () => resolve({ answer, error }));
    socket.on('end', () => {
      // The server has answered and ended its side; the rest of the body still comes, and
      // only then does the client close.
      socket.write(Buffer.alloc(256 * 1024, 32), () => {
        socket.write(Buffer.alloc(256 * 1024, 32), () => socket.end());
      });
    });
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n`,
    );
    socket.write(Buffer.alloc(64 * 1024, 32));
  });
}

describe('closing a connection whose body was not read', () => {
  it('answers a body over the limit with 413 and reads the rest instead of resetting the connection', async () => {
    for (const path of ['/api/inquiries', '/api/auth/login']) {
      const { answer, error } = await oversizedPost(path, 'Connection: close\r\n');
      expect(answer).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer).toContain('"message":"Request body is too large"');
      expect(error).toBeUndefined();
    }
  });

  it('does the same on a keep-alive connection, which the server closes after such an answer', async () => {
    const { answer, error } = await oversizedPost('/api/inquiries', '');
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(error).toBeUndefined();
  });
});
