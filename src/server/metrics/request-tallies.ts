/**
 * Requests answered, by method, route pattern and status, with their latency: the figures behind
 * `http_requests_total` and `http_request_duration_seconds`, kept as plain numbers.
 *
 * Why not prom-client's Counter and Histogram: every answer records here, the cached ones sent
 * before the framework included (decision 0016), and theirs cost about 4 µs an answer on this
 * machine (a label hash built as a string, label validation, each bucket looked up by its bound
 * turned into text), where a cached answer of one celebrity takes some 40 µs in all. Recording
 * here is two Map lookups by strings the callers reuse, a bucket search and three additions
 * (docs/performance-log.md, issue 42). Scraped, the two metrics read exactly as prom-client's
 * would: the same names, help, labels in the same order, buckets and values
 * (request-tallies.test.ts compares them).
 */

/** What prom-client's registry reads from a metric (its `getForPromString`, `get`, `reset`). */
interface ExportedValue {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
}
interface Exported {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: ExportedValue[];
  aggregator: 'sum';
}
export interface TallyMetric {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'histogram';
  readonly aggregator: 'sum';
  /** The values as the registry formats them into text (histograms' labels kept apart). */
  getForPromString(): Promise<Exported>;
  /** The values as prom-client's JSON has them. */
  get(): Promise<Exported>;
  reset(): void;
}

interface Tally {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** Answers by the first bucket whose bound they fall within (not cumulative); the rest count only in `count`. */
  within: number[];
}

export class RequestTallies {
  /** Method → route → status → tally: each level a Map keyed by a string its caller keeps. */
  private byMethod = new Map<string, Map<string, Map<number, Tally>>>();
  /** In the order first recorded, which is the order prom-client lists label sets in. */
  private tallies: Tally[] = [];
  readonly counter: TallyMetric;
  readonly histogram: TallyMetric;

  constructor(
    names: { counter: string; counterHelp: string; histogram: string; histogramHelp: string },
    private readonly bounds: readonly number[],
  ) {
    this.counter = this.metric(names.counter, names.counterHelp, 'counter', () => this.counterValues());
    this.histogram = this.metric(names.histogram, names.histogramHelp, 'histogram', () => this.histogramValues());
  }

  /** One answered request. */
  record(method: string, route: string, status: number, seconds: number): void {
    if (!Number.isFinite(seconds)) throw new TypeError(`Value is not a valid number: ${seconds}`);
    let routes = this.byMethod.get(method);
    if (!routes) this.byMethod.set(method, (routes = new Map<string, Map<number, Tally>>()));
    let statuses = routes.get(route);
    if (!statuses) routes.set(route, (statuses = new Map<number, Tally>()));
    let tally = statuses.get(status);
    if (!tally) {
      tally = { labels: { method, route, status: String(status) }, count: 0, sum: 0, within: this.bounds.map(() => 0) };
      statuses.set(status, tally);
      this.tallies.push(tally);
    }
    tally.count += 1;
    tally.sum += seconds;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i += 1) {
      if (seconds <= (bounds[i] as number)) {
        (tally.within[i] as number) += 1;
        break;
      }
    }
  }

  private reset(): void {
    this.byMethod = new Map();
    this.tallies = [];
  }

  private counterValues(): ExportedValue[] {
    return this.tallies.map((tally) => ({ value: tally.count, labels: tally.labels }));
  }

  /** Cumulative buckets, then +Inf, sum and count for each label set, as prom-client lists them. */
  private histogramValues(): ExportedValue[] {
    const bucketName = `${this.histogram.name}_bucket`;
    const values: ExportedValue[] = [];
    for (const tally of this.tallies) {
      const sharedLabels = tally.labels;
      let cumulative = 0;
      this.bounds.forEach((bound, i) => {
        cumulative += tally.within[i] as number;
        values.push({ labels: { le: bound }, sharedLabels, value: cumulative, metricName: bucketName });
      });
      values.push(
        { labels: { le: '+Inf' }, sharedLabels, value: tally.count, metricName: bucketName },
        { labels: {}, sharedLabels, value: tally.sum, metricName: `${this.histogram.name}_sum` },
        { labels: {}, sharedLabels, value: tally.count, metricName: `${this.histogram.name}_count` },
      );
    }
    return values;
  }

  private metric(
    name: string,
    help: string,
    type: 'counter' | 'histogram',
    values: () => ExportedValue[],
  ): TallyMetric {
    const exported = (): Exported => ({ name, help, type, values: values(), aggregator: 'sum' });
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      getForPromString: async () => exported(),
      get: async () => {
        const data = exported();
        // prom-client's JSON folds a histogram's shared labels into each value's own.
        data.values = data.values.map(({ labels, sharedLabels, ...rest }) => ({
          ...rest,
          labels: { ...labels, ...sharedLabels },
        }));
        return data;
      },
      // Both metrics read the same tallies: resetting either (a registry's resetMetrics) resets both.
      reset: () => this.reset(),
    };
  }
}
