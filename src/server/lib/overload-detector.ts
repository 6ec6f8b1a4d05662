/** One sample of the event loop over a short interval. */
export interface LoopSample {
  /** How late the loop ran its timers, on average over the interval, in milliseconds. */
  delayMs: number;
  /** The share of the interval the loop was busy, 0 to 1 (`performance.eventLoopUtilization`). */
  utilisation: number;
  /** How long the interval really was: a drowning loop samples late, so its samples are longer. */
  durationMs: number;
}

export interface OverloadThresholds {
  /** Every sample of the window lags at least this much... */
  minDelayMs: number;
  /** ...with the loop busy at least this share of the time... */
  minUtilisation: number;
  /** ...over consecutive samples that cover at least this long. */
  windowMs: number;
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
  /** Decided when a sample arrives, not when asked: every request asks, cached answers included. */
  #overloaded = false;

  constructor(readonly thresholds: OverloadThresholds) {}

  add(sample: LoopSample): void {
    this.#samples.push(sample);
    // Keep the newest samples that cover the window, no more: the oldest goes once the rest
    // cover it without it.
    while (this.#samples.length > 1 && this.#covered(1) >= this.thresholds.windowMs) this.#samples.shift();
    const { minDelayMs, minUtilisation, windowMs } = this.thresholds;
    this.#overloaded =
      this.#covered() >= windowMs &&
      this.#samples.every((one) => one.delayMs >= minDelayMs && one.utilisation >= minUtilisation);
  }

  /** How long the samples from index `from` on cover. */
  #covered(from = 0): number {
    return this.#samples.slice(from).reduce((total, sample) => total + sample.durationMs, 0);
  }

  /** The samples of the current window, oldest first. */
  get window(): readonly LoopSample[] {
    return this.#samples;
  }

  get overloaded(): boolean {
    return this.#overloaded;
  }
}
