import { celebrityFields } from '../../test/fixtures.js';
import type { RawRequest } from './raw-http.js';

/** Builders for malformed requests (raw-http.ts sends them byte for byte). */

export const NIL_UUID = '00000000-0000-0000-0000-000000000000';

export const json = (method: string, path: string, body: string | Buffer, type = 'application/json'): RawRequest => ({
  method,
  path,
  headers: [['Content-Type', type]],
  body,
});
export const withToken = (request: RawRequest, token: string): RawRequest => ({
  ...request,
  headers: [...(request.headers ?? []), ['Authorization', `Bearer ${token}`]],
});
export const get = (path: string, headers: [string, string][] = []): RawRequest => ({ method: 'GET', path, headers });

/** A multipart body from raw parts, so it can be wrong in every way a real one cannot. */
export function multipartBody(
  boundary: string,
  parts: { headers: string; data: Buffer | string }[],
  close = true,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n${part.headers}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  if (close) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}
export const field = (name: string, value: string) => ({
  headers: `Content-Disposition: form-data; name="${name}"`,
  data: value,
});
export const file = (name: string, data: Buffer | string, type = 'image/png') => ({
  headers: `Content-Disposition: form-data; name="${name}"; filename="x.png"\r\nContent-Type: ${type}`,
  data,
});
export const validFields = () => Object.entries(celebrityFields()).map(([name, value]) => field(name, value));
export const multipartRequest = (
  token: string,
  body: Buffer,
  type = 'multipart/form-data; boundary=XyZ',
  path = '/api/celebrities',
  method = 'POST',
): RawRequest => withToken({ method, path, headers: [['Content-Type', type]], body }, token);
