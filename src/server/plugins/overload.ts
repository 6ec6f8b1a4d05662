import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sampleEventLoop } from '#server/lib/loop-sampler';
import { OverloadDetector, type OverloadThresholds } from '#server/lib/overload-detector';
import { sendServiceUnavailable } from '#server/lib/service-unavailable';

declare module 'fastify' {
  interface FastifyInstance {
    /** The overload guard's view of the event loop (absent when the guard is off). */
    overload?: OverloadDetector;
  }
}

/**
 * The app's built files (`/assets/`, hashed, precompressed, a file read each) always pass: they
 * belong to pages already served, and refusing one breaks that page in place. The admin panel,
 * drawn by the browser, stayed on the server's shell for good when its code was refused.
 */
function isAppFile(url: string): boolean {
  return url.startsWith('/assets/');
}

/** One sample a second (longer when the loop is late); the window is counted in time. */
const SAMPLE_MS = 1000;

/**
 * An overloaded process answers 503 with Retry-After at once rather than queueing work it
 * cannot finish in time, so a load balancer sends the visitor to another instance. Overloaded
 * means the event loop both busy and late over a whole window (lib/overload-detector.ts says why
 * either sign alone misleads: a busy machine makes an idle loop late). A page request gets a
 * small page, an API call the envelope (lib/service-unavailable.ts). `thresholds` null: off.
 */
export const overloadPlugin = fp(async (app: FastifyInstance, options: { thresholds: OverloadThresholds | null }) => {
  if (!options.thresholds) return;
  const detector = new OverloadDetector(options.thresholds);
  const stop = sampleEventLoop(SAMPLE_MS, (sample) => detector.add(sample));

  app.decorate('overload', detector);
  app.addHook('onRequest', async (request, reply) => {
    if (!detector.overloaded || isAppFile(request.url)) return;
    request.log.warn({ window: detector.window }, 'overloaded: request refused with 503');
    return sendServiceUnavailable(request, reply);
  });
  app.addHook('onClose', async () => stop());
});
