/**
 * Polls `check` until it holds or `ms` have passed, and says whether it held: a test waits for
 * a condition, never for a guessed time.
 */
export async function eventually(check: () => Promise<boolean> | boolean, ms = 3000, everyMs = 25): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
