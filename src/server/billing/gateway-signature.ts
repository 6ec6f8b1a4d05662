import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Whether `signature` (the X-Razorpay-Signature header: hex) is the HMAC-SHA256 of the request's
 * raw bytes under the webhook secret (issue 38, decision 0034). Over the bytes as they arrived,
 * never JSON parsed and written again (which changes spacing, key order and escapes), and
 * compared in constant time, so the time taken says nothing of how much of a guess was right.
 * (The SDK's validateWebhookSignature compares strings with `===`.)
 */
export function signatureIsValid(raw: Buffer, signature: string | string[] | undefined, secret: string): boolean {
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/i.test(signature)) return false;
  const expected = createHmac('sha256', secret).update(raw).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * The notification's event id (X-Razorpay-Event-Id), or, should it lack one, one made of its
 * signed bytes: a repeat is then still the same event.
 */
export function eventIdOf(header: string | string[] | undefined, raw: Buffer): string {
  if (typeof header === 'string' && /^[\w-]{1,100}$/.test(header)) return header;
  return `body:${createHash('sha256').update(raw).digest('hex')}`;
}
