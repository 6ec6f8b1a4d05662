// Compresses the built app's static files once, at build time, so the server sends them as they
// are (@fastify/static's preCompressed) instead of compressing each one again per request:
// brotli at its best quality and gzip at level 9, which would cost too much per request.
// A variant is kept only where it is smaller; a file without one is sent as it is, or compressed
// on the fly for a client that takes neither.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = 'dist/web';
/** Text that compresses; images and fonts are compressed in their own formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its headers cost (as @fastify/compress's threshold). */
const MIN_BYTES = 1024;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    // The build's own dot folder (.vite/manifest.json) is never served.
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? files(path) : [path];
  });
}

let count = 0;
let rawBytes = 0;
let brBytes = 0;
for (const file of files(ROOT)) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  rawBytes += raw.length;
  brBytes += Math.min(br.length, raw.length);
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`precompressed ${count} files: ${kb(rawBytes)} -> ${kb(brBytes)} with brotli`);
