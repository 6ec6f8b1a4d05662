import { collectDefaultMetrics, Registry } from 'prom-client';

let processRegistry: Registry | undefined;

/**
 * The process's own figures (event-loop delay, memory, CPU, handles, garbage collection), made
 * once per process on the first scrape: they describe the process, which every app built in it
 * (the tests build hundreds) shares, and each set keeps an event-loop monitor running for good.
 */
export function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}
