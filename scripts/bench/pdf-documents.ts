/**
 * How long the documents' PDFs take, and what making many does to the server's memory (issue 42,
 * goal 4: a quote, a tax invoice and a receipt voucher each in at most 200 ms at p95 warm, the
 * first one after a start in at most 1.5 s; resident memory growing by at most 100 MB over 200
 * PDFs and coming back at rest).
 *
 * Starts the built server on a fresh demo database, as `npm start` runs it, then through its API
 * as staff would: saves the business details, takes a visitor's inquiry, drafts a quote on it,
 * books the deal by phone with its lines, records the advance and issues the tax invoice. Then it
 * asks for the quote's PDF once (the first PDF after the start), for each kind once more, and then
 * for the three in turn, BENCH_PDFS (200) in all, reading the server's resident memory
 * (/proc/<pid>/status) before, after, and at rest REST_MS later.
 *
 *   npm run build && npm run bench:pdfs        (BENCH_PORT=… for another port than 4282)
 *
 * Prints the figures: nothing here passes or fails.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { apiCaller, bookedInquiry, dayFromNow } from './demo-api.js';
import { demoAdminToken, percentile, startDemoServer } from './demo-server.js';

/** BENCH_PORT to run beside another server or benchmark on the same machine. */
const PORT = Number(process.env.BENCH_PORT ?? 4282);
const PDFS = Number(process.env.BENCH_PDFS ?? 200);
const REST_MS = 10_000;

/** A field of /proc/<pid>/status in MB (`VmRSS`, `VmHWM`). */
function statusMb(pid: number, field: string): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(line?.split(/\s+/)[1] ?? NaN) / 1024;
}

async function main() {
  const server = await startDemoServer({ port: PORT, name: 'pdfs' });
  const pid = server.process.pid ?? 0;
  try {
    const token = await demoAdminToken(server.base);
    const call = apiCaller(server.base, token);
    const { quoteId, booking } = await bookedInquiry(call, 300);
    await call('POST', `/bookings/${booking._id}/payments`, {
      amountPaise: booking.advancePaise,
      date: dayFromNow(0),
      mode: 'bank_transfer',
      reference: 'UTR-BENCH-PDF-1',
    });
    const [payment] = await call<{ _id: string }[]>('GET', `/bookings/${booking._id}/payments`);
    if (!payment) throw new Error('the payment was not recorded');
    const invoice = await call<{ _id: string }>('POST', `/bookings/${booking._id}/invoice`);

    const kinds = {
      quote: `/quotes/${quoteId}/pdf`,
      'tax invoice': `/invoices/${invoice._id}/pdf`,
      'receipt voucher': `/vouchers/${payment._id}/pdf`,
    } as const;
    const timedPdf = async (url: string) => {
      const started = performance.now();
      const response = await fetch(`${server.base}/api${url}`, { headers: { authorization: `Bearer ${token}` } });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (!response.ok || bytes < 1000) throw new Error(`${url}: ${response.status}, ${bytes} bytes`);
      return performance.now() - started;
    };

    const first = await timedPdf(kinds.quote);
    const firstOfKind: Record<string, number> = {};
    for (const [kind, url] of Object.entries(kinds)) firstOfKind[kind] = await timedPdf(url);
    const before = statusMb(pid, 'VmRSS');
    const times: Record<string, number[]> = { quote: [], 'tax invoice': [], 'receipt voucher': [] };
    const urls = Object.entries(kinds);
    for (let made = 0; made < PDFS; made += 1) {
      const [kind, url] = urls[made % urls.length]!;
      times[kind]!.push(await timedPdf(url));
    }
    const after = statusMb(pid, 'VmRSS');
    await new Promise((resolve) => setTimeout(resolve, REST_MS));
    const rest = statusMb(pid, 'VmRSS');
    const peak = statusMb(pid, 'VmHWM');

    console.log(
      `bench:pdfs — node ${process.version}, ${os.cpus().length} CPUs, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    console.log(`first PDF after the start (the quote): ${first.toFixed(0)} ms; goal at most 1,500 ms`);
    console.log('\n| document | first of its kind, ms | median, ms | p95, ms | slowest, ms | made |');
    console.log('|---|---|---|---|---|---|');
    for (const [kind, list] of Object.entries(times)) {
      console.log(
        `| ${kind} | ${firstOfKind[kind]!.toFixed(0)} | ${percentile(list, 50).toFixed(0)} | ${percentile(list, 95).toFixed(0)} | ${Math.max(...list).toFixed(0)} | ${list.length} |`,
      );
    }
    console.log(
      `\nresident memory, MB: before the ${PDFS} PDFs ${before.toFixed(0)}, after ${after.toFixed(0)} (+${(after - before).toFixed(0)}), at rest ${REST_MS / 1000} s later ${rest.toFixed(0)}, peak ${peak.toFixed(0)}; goal: at most +100 MB, back at rest`,
    );
  } finally {
    await server.stop();
  }
}

await main();
