/** One sample of the event loop over a short interval. */
export interface LoopSample {
  /** How late the loop ran its timers, on average over the interval, in milliseconds. */
  delayMs: number;
  /** The share of the interval the loop was busy, 0 to 1 (`performance.eventLoopUtilization`). */
  utilisation: number;
}

export interface OverloadThresholds {
  /** Every sample of the window lags at least this much... */
  minDelayMs: number;
  /** ...with the loop busy at least this share of the time... */
  minUtilisation: number;
  /** ...over this many consecutive samples. */
  windowSamples: number;
}

/**
 * Decides when this process is overloaded: its event loop both busy nearly all the time and late
 * with its timers, over a whole window of samples. Either sign alone misleads:
 * - a late loop with little work is a busy machine, not a busy process (other programs take
 *   the cores, and every timer fires late even when idle);
 * - a busy loop that keeps its timers is just working (the embedded database keeps it busy).
 * One sample alone is a garbage collection or one long render. docs/performance.md ("The
 * overload guard") has the measurements the default thresholds come from.
 */
export class OverloadDetector {
  readonly #samples: LoopSample[] = [];

  constructor(readonly thresholds: OverloadThresholds) {}

  add(sample: LoopSample): void {
    this.#samples.push(sample);
    if (this.#samples.length > this.thresholds.windowSamples) this.#samples.shift();
  }

  /** The samples of the current window, oldest first. */
  get window(): readonly LoopSample[] {
    return this.#samples;
  }

  get overloaded(): boolean {
    const { minDelayMs, minUtilisation, windowSamples } = this.thresholds;
    return (
      this.#samples.length === windowSamples &&
      this.#samples.every((sample) => sample.delayMs >= minDelayMs && sample.utilisation >= minUtilisation)
    );
  }
}
