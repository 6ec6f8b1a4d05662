import { Counter, Histogram, type Metric, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestTallies } from './request-tallies';

const BOUNDS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const NAMES = {
  counter: 'http_requests_total',
  counterHelp: 'Requests answered.',
  histogram: 'http_request_duration_seconds',
  histogramHelp: 'Time to answer.',
};

/** The same answers recorded by the tallies and by prom-client's own Counter and Histogram. */
function bothRecording() {
  const ours = new Registry();
  const tallies = new RequestTallies(NAMES, BOUNDS);
  ours.registerMetric(tallies.counter as unknown as Metric);
  ours.registerMetric(tallies.histogram as unknown as Metric);
  const theirs = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const counter = new Counter({ name: NAMES.counter, help: NAMES.counterHelp, labelNames, registers: [theirs] });
  const histogram = new Histogram({
    name: NAMES.histogram,
    help: NAMES.histogramHelp,
    labelNames,
    buckets: BOUNDS,
    registers: [theirs],
  });
  return {
    ours,
    theirs,
    tallies,
    record(method: string, route: string, status: number, seconds: number) {
      tallies.record(method, route, status, seconds);
      const labels = { method, route, status: String(status) };
      counter.inc(labels);
      histogram.observe(labels, seconds);
    },
  };
}

describe('request tallies', () => {
  it('read exactly as prom-client’s counter and histogram of the same answers, text and JSON', async () => {
    const both = bothRecording();
    const answers: [string, string, number, number][] = [
      ['GET', '/api/celebrities/:idOrSlug', 200, 0.0004],
      ['GET', '/api/celebrities', 200, 0.001], // on a bound: counted within it
      ['GET', '/api/celebrities/:idOrSlug', 304, 0.0002],
      ['POST', '/api/inquiries', 201, 0.0731],
      ['GET', '/api/celebrities/:idOrSlug', 200, 2.5],
      ['GET', 'unmatched', 404, 12.5], // past the last bound: only in +Inf
      ['GET', '/api/celebrities', 200, 0.3],
      ['GET', '/a "quoted" \\ route\nwith a new line', 200, 0],
    ];
    for (const answer of answers) both.record(...answer);

    const text = await both.ours.metrics();
    expect(text).toBe(await both.theirs.metrics());
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.001",method="GET",route="/api/celebrities",status="200"} 1',
    );
    expect(JSON.parse(JSON.stringify(await both.ours.getMetricsAsJSON()))).toEqual(
      // prom-client's histogram values carry an empty `exemplar`; the tallies keep none.
      JSON.parse(
        JSON.stringify(await both.theirs.getMetricsAsJSON(), (key, value: unknown) =>
          key === 'exemplar' ? undefined : value,
        ),
      ),
    );
    // Merged into another registry, as the scrape does.
    expect(await Registry.merge([both.ours]).metrics()).toBe(text);
  });

  it('start again from nothing on a reset, as prom-client’s do', async () => {
    const both = bothRecording();
    both.record('GET', '/api/health', 200, 0.002);
    both.ours.resetMetrics();
    both.theirs.resetMetrics();
    both.record('GET', '/api/health', 503, 0.004);
    expect(await both.ours.metrics()).toBe(await both.theirs.metrics());
    expect(await both.ours.metrics()).not.toContain('status="200"');
  });

  it('refuse a latency that is not a number, recording nothing', async () => {
    const { tallies, ours } = bothRecording();
    expect(() => tallies.record('GET', '/api/health', 200, Number.NaN)).toThrow(TypeError);
    expect(await ours.metrics()).not.toContain('/api/health');
  });
});
