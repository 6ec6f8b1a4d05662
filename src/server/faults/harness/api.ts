import { celebrityFields, inquiryBody, pngImage } from '#server/test/fixtures';
import { multipart } from '#server/test/multipart';
import { ADMIN } from './built-server.js';
import { type Answer, call, envelopeOf, summary } from './http.js';

/** The app's own operations, as a client performs them; each throws on an unexpected answer. */

function dataOf(answer: Answer, status: number): Record<string, unknown> {
  const envelope = envelopeOf(answer.json);
  if (answer.status !== status || !envelope?.success) {
    throw new Error(`expected ${status} with an envelope, got ${summary(answer)}`);
  }
  return envelope.data as Record<string, unknown>;
}

export function login(base: string, email: string, password: string, timeoutMs?: number): Promise<Answer> {
  return call(base, 'POST', '/api/auth/login', { json: { email, password }, timeoutMs });
}

/** Signs in as the ADMIN_EMAIL admin and returns the bearer token. */
export async function signIn(base: string): Promise<string> {
  const data = dataOf(await login(base, ADMIN.email, ADMIN.password), 200);
  if (typeof data.token !== 'string') throw new Error('sign-in answered without a token');
  return data.token;
}

/** A celebrity's form with a profile picture: `image`, or the same small one every time. */
export async function celebrityForm(
  name: string,
  image?: Buffer,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  return multipart(celebrityFields({ name }), [
    { field: 'profileImage', filename: 'profile.png', contentType: 'image/png', data: image ?? (await pngImage()) },
  ]);
}

/**
 * POST /api/celebrities as multipart, then publishes it (a new celebrity is a draft, which no
 * public path shows); returns the new id.
 */
export async function createCelebrity(base: string, token: string, name: string, image?: Buffer): Promise<string> {
  const form = await celebrityForm(name, image);
  const answer = await call(base, 'POST', '/api/celebrities', {
    token,
    headers: form.headers,
    body: new Uint8Array(form.payload),
    timeoutMs: 20_000,
  });
  const data = dataOf(answer, 201);
  if (typeof data._id !== 'string') throw new Error('created celebrity without an _id');
  dataOf(await call(base, 'POST', `/api/celebrities/${data._id}/publish`, { token, timeoutMs: 20_000 }), 200);
  return data._id;
}

export async function deleteCelebrity(base: string, token: string, id: string): Promise<void> {
  dataOf(await call(base, 'DELETE', `/api/celebrities/${id}`, { token }), 200);
}

export function postInquiry(base: string, celebrityId: string, timeoutMs?: number): Promise<Answer> {
  return call(base, 'POST', '/api/inquiries', { json: inquiryBody(celebrityId), timeoutMs });
}

/** GET /api/celebrities: the catalogue's size and names as this instance answers them now. */
export async function catalogue(base: string): Promise<{ total: number; names: string[] }> {
  const answer = await call(base, 'GET', '/api/celebrities');
  const envelope = envelopeOf(answer.json);
  if (answer.status !== 200 || !envelope?.success || !envelope.meta) {
    throw new Error(`catalogue: ${summary(answer)}`);
  }
  const items = envelope.data as { name: string }[];
  return { total: envelope.meta.total, names: items.map((item) => item.name) };
}
