/** The longest a task waits for an idle moment before it runs anyway. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser has an idle moment (after at most 3 s), and returns what cancels
 * it. Safari has no `requestIdleCallback`: there it runs after a short timeout.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
