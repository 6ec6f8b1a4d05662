/** Bounded HTTP calls through fetch, for well-formed requests (raw-http.ts sends malformed ones). */

export interface Envelope {
  success: boolean;
  data?: unknown;
  meta?: { total: number; limit: number; offset: number };
  message?: string;
  errors?: unknown[];
}

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed body when it is JSON, else undefined. */
  json: unknown;
  /** From sending the request to the end of the body. */
  ms: number;
}

export interface CallOptions {
  json?: unknown;
  body?: Uint8Array<ArrayBuffer> | string;
  headers?: Record<string, string>;
  token?: string;
  /** The whole exchange is aborted after this (default 10 s): nothing waits forever. */
  timeoutMs?: number;
}

export async function call(base: string, method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  const started = Date.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers,
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parseJson(text), ms: Date.now() - started };
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The body as the API's envelope, or undefined when it is not one. */
export function envelopeOf(json: unknown): Envelope | undefined {
  if (typeof json !== 'object' || json === null || !('success' in json)) return undefined;
  const value = json as Envelope;
  if (value.success === true) return 'data' in value ? value : undefined;
  if (value.success === false) return typeof value.message === 'string' ? value : undefined;
  return undefined;
}

/** A short description of an answer for assertion messages. */
export function summary(answer: Pick<Answer, 'status' | 'text' | 'ms'>): string {
  return `${answer.status} in ${answer.ms} ms: ${answer.text.slice(0, 300)}`;
}
