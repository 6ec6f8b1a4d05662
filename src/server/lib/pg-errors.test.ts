import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './pg-errors.js';

const withCode = (code: string) => Object.assign(new Error('refused'), { code });

describe('PostgreSQL refusals', () => {
  it('are told by their SQLSTATE, on the error or on the cause Drizzle wraps it in', () => {
    expect(isUniqueViolation(withCode('23505'))).toBe(true);
    expect(isUniqueViolation(new Error('Failed query', { cause: withCode('23505') }))).toBe(true);
    expect(isForeignKeyViolation(new Error('Failed query', { cause: withCode('23503') }))).toBe(true);
    expect(isUniqueViolation(withCode('23503'))).toBe(false);
    expect(isForeignKeyViolation(new Error('plain'))).toBe(false);
  });
});
