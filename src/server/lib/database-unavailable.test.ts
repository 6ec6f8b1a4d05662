import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './database-unavailable.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up', withCode('the database system is starting up', '57P03')],
    ['a statement over its time limit', withCode('canceling statement due to statement timeout', '57014')],
    ['the pool waiting too long', new Error('timeout exceeded when trying to connect')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    [
      'the driver error wrapped by Drizzle',
      new Error('Failed query: select 1', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') }),
    ],
  ])('is true for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error at all', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
