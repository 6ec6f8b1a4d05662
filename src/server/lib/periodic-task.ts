import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` soon after start (`firstSeconds`) and then every `everySeconds`, one run at a time,
 * in every server process (tasks must be safe to run in several at once). A failure is logged and
 * the next run tries again; the timers never hold the process open and stop when the app closes.
 * `firstSeconds` 0 runs it only when asked (tests).
 */
export function periodicTask(
  app: FastifyInstance,
  name: string,
  firstSeconds: number,
  everySeconds: number,
  task: () => Promise<unknown>,
): void {
  let running: Promise<void> | undefined;
  const run = () => {
    running ??= task()
      .then(() => undefined)
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  if (firstSeconds > 0) {
    first = setTimeout(() => void run(), firstSeconds * 1000);
    every = setInterval(() => void run(), everySeconds * 1000);
    first.unref();
    every.unref();
  }
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(every);
    await running;
  });
}
