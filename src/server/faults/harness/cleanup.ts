/**
 * Undo steps for what a test file started (servers, clusters, databases, folders). They run
 * last-in first-out from afterAll, so a failed assertion still leaves nothing behind.
 */
export class Cleanup {
  private readonly steps: { name: string; run: () => Promise<void> | void }[] = [];

  add(name: string, run: () => Promise<void> | void): void {
    this.steps.push({ name, run });
  }

  /** Runs every step even when one fails, then reports all failures together. */
  async run(): Promise<void> {
    const failures: string[] = [];
    for (let step = this.steps.pop(); step; step = this.steps.pop()) {
      try {
        await step.run();
      } catch (error) {
        failures.push(`${step.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`cleanup failed:\n${failures.join('\n')}`);
  }
}

/**
 * Last resort when the test process itself exits early (a crash, Ctrl-C in watch mode):
 * synchronous steps run from process 'exit', such as killing a child by its PID.
 */
const atExit = new Set<() => void>();
process.once('exit', () => {
  for (const step of atExit) {
    try {
      step();
    } catch {
      // Already gone: nothing to undo.
    }
  }
});

export function onProcessExit(step: () => void): () => void {
  atExit.add(step);
  return () => atExit.delete(step);
}
