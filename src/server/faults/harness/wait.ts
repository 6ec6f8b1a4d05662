export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `check` until it holds or `ms` have passed; returns whether it held. Each check is
 * itself expected to be bounded (the HTTP helpers are).
 */
export async function eventually(check: () => Promise<boolean>, ms: number, everyMs = 100): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= until) return false;
    await sleep(everyMs);
  }
}
