import { describe, expect, it, vi } from 'vitest';
import { INTENT_EVENTS, onFirstIntent } from './visitor-intent';

/** Lets the promise callbacks of a settled `act` run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('onFirstIntent', () => {
  it('acts once, on whichever intent comes first, and then stops listening', async () => {
    const target = new EventTarget();
    const act = vi.fn(() => Promise.resolve());
    onFirstIntent(act, target);
    expect(act).not.toHaveBeenCalled();

    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    await settle();
    for (const type of INTENT_EVENTS) target.dispatchEvent(new Event(type));
    expect(act).toHaveBeenCalledTimes(1);
  });

  it('does not act on events that are not a visitor’s intent', () => {
    const target = new EventTarget();
    const act = vi.fn(() => Promise.resolve());
    onFirstIntent(act, target);
    for (const type of ['scroll', 'load', 'resize', 'visibilitychange']) target.dispatchEvent(new Event(type));
    expect(act).not.toHaveBeenCalled();
  });

  it('tries again on the next intent when acting failed (a download was cut)', async () => {
    const target = new EventTarget();
    const act = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    onFirstIntent(act, target);
    target.dispatchEvent(new Event('touchstart'));
    await settle();
    target.dispatchEvent(new Event('touchstart'));
    await settle();
    target.dispatchEvent(new Event('touchstart'));
    expect(act).toHaveBeenCalledTimes(2);
  });
});
