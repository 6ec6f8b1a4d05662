import { createHash, randomBytes } from 'node:crypto';

/**
 * The customer's private status link carries 256 random bits; only their SHA-256 is stored, so
 * a copy of the database cannot be turned into working links.
 */
export function newStatusToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashStatusToken(token) };
}

export function hashStatusToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
