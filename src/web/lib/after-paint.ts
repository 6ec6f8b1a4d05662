/** The longest `afterNextPaint` waits when the browser holds its frames back (a hidden tab). */
const HELD_FRAMES_TIMEOUT_MS = 250;

/**
 * Resolves once the browser has painted the page as it is now (a frame, then a task after it),
 * or after a short while should frames be held back, as in a hidden tab: work started then is
 * outside the paint that answers a tap (its interaction to next paint), and never waits forever.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, HELD_FRAMES_TIMEOUT_MS);
  });
}
