import { describe, expect, it } from 'vitest';
import { OverloadDetector } from './overload-detector.js';

const thresholds = { minDelayMs: 100, minUtilisation: 0.9, windowMs: 3000 };
const drowning = { delayMs: 400, utilisation: 0.99, durationMs: 1000 };
const calm = { delayMs: 5, utilisation: 0.3, durationMs: 1000 };

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
    for (let i = 0; i < 5; i += 1) detector.add({ delayMs: 2000, utilisation: 0.2, durationMs: 1000 });
    expect(detector.overloaded).toBe(false);
  });

  it('ignores a busy loop that keeps its timers: work, not overload', () => {
    const detector = new OverloadDetector(thresholds);
    for (let i = 0; i < 5; i += 1) detector.add({ delayMs: 20, utilisation: 1, durationMs: 1000 });
    expect(detector.overloaded).toBe(false);
  });

  it('needs the signs sustained: one calm sample in the window clears it, and it recovers', () => {
    const detector = new OverloadDetector(thresholds);
    detector.add(drowning);
    detector.add(calm);
    detector.add(drowning);
    expect(detector.overloaded).toBe(false);
    detector.add(drowning);
    expect(detector.overloaded).toBe(false);
    detector.add(drowning);
    expect(detector.overloaded).toBe(true);
    detector.add(calm);
    expect(detector.overloaded).toBe(false);
    expect(detector.window).toHaveLength(3);
  });

  it('counts a window in time: a drowning loop samples late, and fewer, longer samples fill it', () => {
    const detector = new OverloadDetector(thresholds);
    detector.add(calm);
    detector.add({ delayMs: 1500, utilisation: 1, durationMs: 1600 });
    expect(detector.overloaded).toBe(false);
    detector.add({ delayMs: 1500, utilisation: 1, durationMs: 1600 });
    // 3.2 s of drowning samples cover the 3 s window; the calm one has left it.
    expect(detector.window).toHaveLength(2);
    expect(detector.overloaded).toBe(true);
  });
});
