import net from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * HTTP/1.1 over a bare socket, byte for byte: fetch and node:http refuse or normalise exactly
 * the malformed input these tests need (bad paths, odd headers, lying bodies).
 */

export interface RawAnswer {
  status: number;
  /** Header names in lower case; repeated headers joined with ", ". */
  headers: Record<string, string>;
  /** The body after undoing chunking and Content-Encoding. */
  body: Buffer;
  ms: number;
}

export interface RawRequest {
  method: string;
  /** Sent exactly as given. */
  path: string;
  /** Sent in order, exactly as given; Host and Connection are added unless present. */
  headers?: [string, string][];
  body?: Buffer | string;
  /** Adds Content-Length for the body (default true). */
  contentLength?: boolean;
  /** Leaves out the Host header that is otherwise added. */
  noHost?: boolean;
}

export function requestBytes(request: RawRequest): Buffer {
  const headers = [...(request.headers ?? [])];
  const has = (name: string) => headers.some(([key]) => key.toLowerCase() === name);
  const body = typeof request.body === 'string' ? Buffer.from(request.body, 'latin1') : request.body;
  if (!request.noHost && !has('host')) headers.unshift(['Host', '127.0.0.1']);
  // One request per connection: the answer ends when the server closes.
  if (!has('connection')) headers.push(['Connection', 'close']);
  if (body && request.contentLength !== false && !has('content-length')) {
    headers.push(['Content-Length', String(body.length)]);
  }
  const head = `${request.method} ${request.path} HTTP/1.1\r\n${headers.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), body ?? Buffer.alloc(0)]);
}

/** Sends `bytes` to base's host and port and reads one answer, failing after `timeoutMs`. */
export function rawExchange(base: string, bytes: Buffer, timeoutMs = 2_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const chunks: Buffer[] = [];
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      if (error) return reject(error);
      try {
        resolve({ ...parseAnswer(Buffer.concat(chunks)), ms: Date.now() - started });
      } catch (parseError) {
        reject(parseError instanceof Error ? parseError : new Error(String(parseError)));
      }
    };
    const timer = setTimeout(() => finish(new Error(`no complete answer within ${timeoutMs} ms`)), timeoutMs);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (isComplete(Buffer.concat(chunks))) finish();
    });
    // The server may close while we are still writing a body it refused: keep what it said.
    socket.on('error', (error) => (chunks.length > 0 ? finish() : finish(error)));
    socket.on('close', () => (chunks.length > 0 ? finish() : finish(new Error('closed without an answer'))));
  });
}

export function rawRequest(base: string, request: RawRequest, timeoutMs?: number): Promise<RawAnswer> {
  return rawExchange(base, requestBytes(request), timeoutMs);
}

function splitHead(data: Buffer): { head: string; rest: Buffer } | undefined {
  const end = data.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  return { head: data.subarray(0, end).toString('latin1'), rest: data.subarray(end + 4) };
}

function headersOf(head: string): { status: number; headers: Record<string, string> } {
  const [statusLine = '', ...lines] = head.split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match?.[1]) throw new Error(`not an HTTP answer: ${JSON.stringify(statusLine.slice(0, 100))}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
  }
  return { status: Number(match[1]), headers };
}

/** Undoes chunked transfer coding; undefined while the last chunk has not arrived. */
function dechunk(data: Buffer): Buffer | undefined {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16);
    if (Number.isNaN(size)) throw new Error('bad chunk size in the answer');
    if (size === 0) return Buffer.concat(parts);
    const start = lineEnd + 2;
    if (data.length < start + size + 2) return undefined;
    parts.push(data.subarray(start, start + size));
    at = start + size + 2;
  }
}

function rawBody(headers: Record<string, string>, rest: Buffer): Buffer | undefined {
  if (headers['transfer-encoding']?.includes('chunked')) return dechunk(rest);
  const length = headers['content-length'];
  if (length !== undefined) return rest.length >= Number(length) ? rest.subarray(0, Number(length)) : undefined;
  return undefined;
}

function isComplete(data: Buffer): boolean {
  const split = splitHead(data);
  if (!split) return false;
  return rawBody(headersOf(split.head).headers, split.rest) !== undefined;
}

function parseAnswer(data: Buffer): Omit<RawAnswer, 'ms'> {
  const split = splitHead(data);
  if (!split) throw new Error(`incomplete answer: ${JSON.stringify(data.toString('latin1').slice(0, 200))}`);
  const { status, headers } = headersOf(split.head);
  // Without a length the body runs to the close, which is where we are.
  const body = rawBody(headers, split.rest) ?? split.rest;
  const encoding = headers['content-encoding'];
  if (encoding === 'br') return { status, headers, body: brotliDecompressSync(body) };
  if (encoding === 'gzip') return { status, headers, body: gunzipSync(body) };
  return { status, headers, body };
}
