/**
 * Where a PDF's memory goes (issue 42, goal 4; decision 0049): renders PROBE_PDFS (200) quote PDFs
 * in this process, one after another, and prints process.memoryUsage() every 20, to tell the V8
 * heap (heapUsed, heapTotal) from memory outside it (external, arrayBuffers: the font files, yoga's
 * WebAssembly memory, the PDF's chunks). Run it with the server's Node flags, and add
 * --trace-gc to see when V8 collects and what a full collection leaves live, or --expose-gc to
 * collect at the end before the last line:
 *
 *   node --max-semi-space-size=8 --heap-growing-percent=50 --trace-gc \
 *     --import tsx --conditions=starline-source scripts/bench/pdf-memory-probe.ts
 *
 * Prints the figures: nothing here passes or fails.
 */
import { renderQuotePdf } from '../../src/server/quotes/pdf/quote-pdf.js';
import { QUOTE, SELLER } from '../../src/server/test/quote-fixture.js';

const PDFS = Number(process.env.PROBE_PDFS ?? 200);
const EVERY = 20;
const UPI_URI = 'upi://pay?pa=starline@hdfcbank&pn=Starline&am=137300.25&cu=INR';

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(0).padStart(4);

function printMemory(label: string): void {
  const { rss, heapTotal, heapUsed, external, arrayBuffers } = process.memoryUsage();
  console.log(
    `${label.padEnd(10)} MB: rss ${mb(rss)} heapTotal ${mb(heapTotal)} heapUsed ${mb(heapUsed)} external ${mb(external)} arrayBuffers ${mb(arrayBuffers)}`,
  );
}

printMemory('start');
await renderQuotePdf(QUOTE, SELLER, UPI_URI);
printMemory('first');
for (let made = 1; made <= PDFS; made += 1) {
  await renderQuotePdf(QUOTE, SELLER, UPI_URI);
  // A server answers each PDF from its event loop. React's scheduler lets go of each render's root
  // in a setImmediate task: without this turn of the loop the roots pile up until the loop ends.
  await new Promise((resolve) => setImmediate(resolve));
  if (made % EVERY === 0) printMemory(String(made));
}
(globalThis as { gc?: () => void }).gc?.();
printMemory('end');
