import { describe, expect, it } from 'vitest';
import { passwordProblem } from './password-policy.js';

describe('passwordProblem', () => {
  it('refuses passwords under 12 characters', () => {
    expect(passwordProblem('Xk#9vLq2!mZ')).toBe('Password must be at least 12 characters');
  });

  it.each(['password1234', 'qwertyuiop123', 'iloveyou12345', 'Secret#12345'])('refuses the common %s', (password) => {
    expect(passwordProblem(password)).toMatch(/^Password is too easy to guess/);
  });

  it('refuses a password made of the account holder’s own name', () => {
    expect(passwordProblem('Rajeshwari2026', ['rajeshwari'])).toMatch(/^Password is too easy to guess/);
  });

  it.each(['correct horse battery', 'Fault-Test-Pw-9271!x', 'tq8-Vw2p-LmZ4'])('accepts %s', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('judges a long repetition by its pattern, not its length', () => {
    expect(passwordProblem('a'.repeat(200))).toMatch(/^Password is too easy to guess/);
  });
});
