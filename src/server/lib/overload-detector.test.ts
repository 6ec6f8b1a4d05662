import { describe, expect, it } from 'vitest';
import { OverloadDetector } from './overload-detector.js';

const thresholds = { minDelayMs: 100, minUtilisation: 0.9, windowSamples: 3 };
const drowning = { delayMs: 400, utilisation: 0.99 };

describe('OverloadDetector', () => {
  it('calls a process overloaded only when a whole window is both late and busy', () => {
    const detector = new OverloadDetector(thresholds);
    detector.add(drowning);
    detector.add(drowning);
    expect(detector.overloaded).toBe(false);
    detector.add(drowning);
    expect(detector.overloaded).toBe(true);
  });

  it('ignores a late but idle loop: a busy machine, not a busy process', () => {
    const detector = new OverloadDetector(thresholds);
    for (let i = 0; i < 5; i += 1) detector.add({ delayMs: 2000, utilisation: 0.2 });
    expect(detector.overloaded).toBe(false);
  });

  it('ignores a busy loop that keeps its timers: work, not overload', () => {
    const detector = new OverloadDetector(thresholds);
    for (let i = 0; i < 5; i += 1) detector.add({ delayMs: 20, utilisation: 1 });
    expect(detector.overloaded).toBe(false);
  });

  it('needs the signs sustained: one calm sample in the window clears it, and it recovers', () => {
    const detector = new OverloadDetector(thresholds);
    detector.add(drowning);
    detector.add({ delayMs: 5, utilisation: 0.3 });
    detector.add(drowning);
    expect(detector.overloaded).toBe(false);
    detector.add(drowning);
    expect(detector.overloaded).toBe(false);
    detector.add(drowning);
    expect(detector.overloaded).toBe(true);
    detector.add({ delayMs: 5, utilisation: 0.3 });
    expect(detector.overloaded).toBe(false);
    expect(detector.window).toHaveLength(3);
  });
});
