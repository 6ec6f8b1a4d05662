import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordWorkBusyError, passwordWorkInFlight, verifyPassword } from './passwords.js';

describe('password hashing under load', () => {
  it('runs one argon2 at a time per core and refuses, at once, what would queue past 64', async () => {
    const stored = await hashPassword('tq8-Vw2p-LmZ4');
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, passwordWorkInFlight());
    }, 1);
    const results = await Promise.allSettled(Array.from({ length: 90 }, () => verifyPassword(stored, 'wrong')));
    clearInterval(sampler);

    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) expect(r.reason).toBeInstanceOf(PasswordWorkBusyError);
    // Waiting plus running never passed the queue's bound plus one per core.
    expect(peak).toBeLessThanOrEqual(64 + availableParallelism());
    expect(results.filter((r) => r.status === 'fulfilled' && r.value === false)).toHaveLength(90 - refused.length);
    expect(passwordWorkInFlight()).toBe(0);
  });
});
