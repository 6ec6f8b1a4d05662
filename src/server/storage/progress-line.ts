import type { MigrationCounts } from './migrate-uploads.js';

const BAR_WIDTH = 30;

/** `[#########.....]  120/500  copied 100, skipped 20, failed 0`: one line, redrawn in place. */
export function progressLine(counts: MigrationCounts): string {
  const done = counts.copied + counts.skipped + counts.failed;
  const filled = counts.total === 0 ? BAR_WIDTH : Math.round((done / counts.total) * BAR_WIDTH);
  const bar = `${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}`;
  return `[${bar}] ${done}/${counts.total}  copied ${counts.copied}, skipped ${counts.skipped}, failed ${counts.failed}`;
}

/**
 * A progress bar on a terminal (redrawn at most ten times a second, and once at the end); on
 * anything else (a log file, CI) nothing until the final count, which the caller prints.
 */
export function createProgressBar(stream: NodeJS.WriteStream): {
  update(counts: MigrationCounts): void;
  end(): void;
} {
  let last = 0;
  let drawn: MigrationCounts | undefined;
  let pending: MigrationCounts | undefined;
  const draw = (counts: MigrationCounts) => {
    drawn = counts;
    stream.write(`\r${progressLine(counts)}`);
  };
  return {
    update(counts) {
      if (!stream.isTTY) return;
      pending = counts;
      const now = Date.now();
      if (now - last >= 100) {
        last = now;
        draw(counts);
      }
    },
    end() {
      if (!stream.isTTY) return;
      if (pending && pending !== drawn) draw(pending);
      if (drawn) stream.write('\n');
    },
  };
}
