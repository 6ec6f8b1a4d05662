import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { LoopSample } from './overload-detector.js';

/** The delay monitor's own timer; its period is taken off what it measures. */
const RESOLUTION_MS = 10;

/**
 * Samples this process's event loop every `intervalMs`: how late its timers ran on average and
 * how busy it was (see LoopSample). The overload guard reads it, and so does the benchmark that
 * measured the guard's thresholds (scripts/bench/overload-signals.ts). Returns a stop function.
 */
export function sampleEventLoop(intervalMs: number, onSample: (sample: LoopSample) => void): () => void {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let previous = performance.eventLoopUtilization();
  let previousAt = performance.now();
  let expectedAt = previousAt + intervalMs;
  const timer = setInterval(() => {
    const now = performance.now();
    const durationMs = now - previousAt;
    previousAt = now;
    const current = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(current, previous);
    previous = current;
    // A loop blocked for the whole interval has recorded next to nothing: its own late tick says it.
    const ownLateness = Math.max(0, now - expectedAt);
    const measured = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    histogram.reset();
    expectedAt = now + intervalMs;
    onSample({ delayMs: Math.max(0, measured, ownLateness), utilisation: utilization, durationMs });
  }, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    histogram.disable();
  };
}
