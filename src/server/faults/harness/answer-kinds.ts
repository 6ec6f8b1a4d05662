import { expect } from 'vitest';
import { envelopeOf, parseJson } from './http.js';
import type { RawAnswer } from './raw-http.js';

/** Every hostile request must be answered within this. */
export const ANSWER_MS = 2_000;

/** What a case expects of its answer. */
export type Expect =
  /** 4xx in the envelope: the request is wrong and the API says why. */
  | 'api-error'
  /** 2xx or 4xx in the envelope: odd but legal (say an Accept-Encoding nobody uses). */
  | 'api-any'
  /** 405 with Allow, in the envelope. */
  | 'method-not-allowed'
  /** A page path: any status below 500, HTML or not. */
  | 'page'
  /** Not valid HTTP, so no route can be known: 4xx; a JSON body must still be the envelope. */
  | 'protocol';

function describeAnswer(answer: RawAnswer): string {
  return `${answer.status} in ${answer.ms} ms, ${answer.headers['content-type'] ?? 'no type'}: ${answer.body.toString('utf8').slice(0, 200)}`;
}

/** Asserts what every answer owes (in time, below 500) and what its kind adds. */
export function checkAnswer(expectation: Expect, answer: RawAnswer): void {
  const text = describeAnswer(answer);
  expect(answer.ms, text).toBeLessThan(ANSWER_MS);
  expect(answer.status, text).toBeLessThan(500);
  const isJson = /^application\/json/.test(answer.headers['content-type'] ?? '');
  const envelope = isJson ? envelopeOf(parseJson(answer.body.toString('utf8'))) : undefined;
  switch (expectation) {
    case 'api-error':
      expect(answer.status, text).toBeGreaterThanOrEqual(400);
      expect(envelope?.success, text).toBe(false);
      break;
    case 'api-any':
      expect(answer.status === 200 || answer.status === 304 || answer.status >= 400, text).toBe(true);
      expect(envelope, text).toBeDefined();
      break;
    case 'method-not-allowed':
      expect(answer.status, text).toBe(405);
      expect(answer.headers.allow, text).toBeTruthy();
      expect(envelope?.success, text).toBe(false);
      break;
    case 'page':
      break;
    case 'protocol':
      expect(answer.status, text).toBeGreaterThanOrEqual(400);
      if (isJson) expect(envelope?.success, text).toBe(false);
      break;
  }
}
