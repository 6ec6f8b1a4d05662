// Preloaded into the built server by scripts/bench/overload-signals.ts: sends the event loop's
// samples (the same the overload guard reads) to the benchmark over the IPC channel.
// eslint-disable-next-line import-x/no-unresolved -- the build's output, there once `npm run build` has run
import { sampleEventLoop } from '../../dist/node/server/lib/loop-sampler.js';

sampleEventLoop(1000, (sample) => process.send?.(sample));
