/**
 * What the overload guard sees (src/server/lib/overload-detector.ts), measured: the built server
 * on a fresh demo database reports its event loop's samples (delay, utilisation) each second
 * while the machine goes through phases:
 * - quiet: nothing else runs;
 * - busy machine: spinning processes take the cores (2× and 4× as many as there are), while a
 *   visitor loads a page every half second; the server itself has next to nothing to do;
 * - real overload: more requests than the process can answer (autocannon), on the staff
 *   dashboard (database work on every call) and on Home (cached HTML), then the dashboard flood
 *   on a busy machine as well.
 * Each phase prints the samples' ranges, the latency its requests saw, and whether the old rule
 * (any second lagging 1 s) or the new one (the window all lagging and busy) would refuse.
 *
 *   npm run build && npm run bench:overload     # knobs: BENCH_PHASE_SECONDS=8
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { loadConfig } from '../../src/server/config.js';
import { OverloadDetector, type LoopSample } from '../../src/server/lib/overload-detector.js';
import { demoAdminToken, percentile, startDemoServer } from './demo-server.js';

const PORT = 4283;
const BASE = `http://127.0.0.1:${PORT}`;
const PHASE_SECONDS = Number(process.env.BENCH_PHASE_SECONDS ?? 8);
const CORES = availableParallelism();
/** The guard's defaults, as a server started without OVERLOAD_* variables has them. */
const defaults = loadConfig({ DEMO: 'true' });
const THRESHOLDS = {
  minDelayMs: defaults.overloadEventLoopDelayMs,
  minUtilisation: defaults.overloadUtilisation,
  windowMs: defaults.overloadWindowSeconds * 1000,
};

let samples: LoopSample[] = [];

/** `count` processes that spin for the phase (and a little more), killed by their PIDs after. */
function burners(count: number): ChildProcess[] {
  const ms = (PHASE_SECONDS + 2) * 1000;
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', `const end = Date.now() + ${ms}; while (Date.now() < end) {}`], {
      stdio: 'ignore',
    }),
  );
}

function stop(processes: ChildProcess[]): void {
  for (const child of processes) if (child.exitCode === null) child.kill('SIGKILL');
}

/** A visitor loading a page every half second: the latency of each, and any refusal. */
async function visitor(url: string, until: number): Promise<{ latencies: number[]; refused: number }> {
  const latencies: number[] = [];
  let refused = 0;
  while (performance.now() < until) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
    if (res.status === 503) refused += 1;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { latencies, refused };
}

async function flood(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: 100, duration: PHASE_SECONDS, headers });
  return { p50: result.latency.p50, p99: result.latency.p99, rps: result.requests.average, non2xx: result.non2xx };
}

const rows: string[] = [];
const series: string[] = [];

function report(phase: string, latency: string, phaseSamples: LoopSample[]): void {
  const delays = phaseSamples.map((sample) => sample.delayMs);
  const busy = phaseSamples.map((sample) => sample.utilisation);
  const detector = new OverloadDetector(THRESHOLDS);
  let newRule = false;
  for (const sample of phaseSamples) {
    detector.add(sample);
    newRule ||= detector.overloaded;
  }
  const oldRule = delays.some((delay) => delay > 1000);
  const range = (values: number[], digits: number) =>
    `${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)} (median ${percentile(values, 50).toFixed(digits)})`;
  series.push(
    `${phase}: ${phaseSamples.map((sample) => `${sample.delayMs.toFixed(0)}/${sample.utilisation.toFixed(2)}`).join(' ')}`,
  );
  rows.push(
    `| ${phase} | ${range(delays, 0)} | ${range(busy, 2)} | ${latency} | ${oldRule ? 'refuses' : 'serves'} | ${newRule ? 'refuses' : 'serves'} |`,
  );
}

async function phase(name: string, run: () => Promise<string>): Promise<void> {
  // A second to settle, then only this phase's samples.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  samples = [];
  const latency = await run();
  report(name, latency, samples);
}

// The guard off (its thresholds are what is measured): the server only reports its samples.
const server = await startDemoServer({
  port: PORT,
  name: 'overload',
  env: { OVERLOAD_EVENT_LOOP_DELAY_MS: '0' },
  nodeArgs: ['--import', './scripts/bench/report-loop-samples.mjs'],
  ipc: true,
});
server.process.on('message', (sample: LoopSample) => samples.push(sample));

try {
  const token = await demoAdminToken(BASE);
  const staff = { authorization: `Bearer ${token}` };
  const visit = async () => {
    const { latencies, refused } = await visitor(`${BASE}/admin/login`, performance.now() + PHASE_SECONDS * 1000);
    return `page p50 ${percentile(latencies, 50).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms${refused ? `, ${refused} refused` : ''}`;
  };
  const floodOf = async (url: string, headers: Record<string, string> = {}) => {
    const result = await flood(url, headers);
    return `${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`;
  };

  await phase('quiet, a visitor', visit);
  for (const factor of [2, 4]) {
    await phase(`${factor * CORES} spinning processes, a visitor`, async () => {
      const spinning = burners(factor * CORES);
      try {
        return await visit();
      } finally {
        stop(spinning);
      }
    });
  }
  await phase('flood of the dashboard (100 connections)', () => floodOf(`${BASE}/api/dashboard`, staff));
  await phase('flood of Home (100 connections)', () => floodOf(`${BASE}/`));
  await phase(`flood of the dashboard, ${2 * CORES} spinning processes`, async () => {
    const spinning = burners(2 * CORES);
    try {
      return await floodOf(`${BASE}/api/dashboard`, staff);
    } finally {
      stop(spinning);
    }
  });

  console.log(
    `\nEvent-loop samples (1 s each) of the server, ${PHASE_SECONDS} s per phase, ${CORES} cores. New rule: every sample of ${THRESHOLDS.windowMs / 1000} s in a row lags ≥ ${THRESHOLDS.minDelayMs} ms and is busy ≥ ${THRESHOLDS.minUtilisation}.\n`,
  );
  console.log(
    '| phase | delay per sample, ms | utilisation per sample | what requests saw | old rule (any second > 1 s) | new rule |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log('\nEach phase second by second (delay ms / utilisation):\n');
  for (const line of series) console.log(`- ${line}`);
} finally {
  await server.stop();
}
