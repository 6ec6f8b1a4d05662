// `npm test`: every check, stopping at the first that fails (with its exit code), each one's time
// printed as it ends and all of them at the end.
import { spawnSync } from 'node:child_process';

/**
 * Commands run side by side, each one's output printed whole as it ends, with their times; the
 * first to fail stops the others.
 */
function together(named) {
  const names = JSON.stringify(Object.keys(named).join(','));
  // JSON's quoting is the shell's double quoting for these commands (no `$` or backtick; `!`
  // expands only in an interactive shell), so a `together` may hold another.
  const commands = Object.values(named).map((command) => JSON.stringify(command));
  return `npx concurrently --group --timings --kill-others-on-fail --names ${names} ${commands.join(' ')}`;
}

/**
 * Everything after the system packages runs at once, in lanes, on two cores (decision 0063).
 * Each lane alone leaves a core idle for part of its time: the fault tests and the journeys
 * wait on the servers they start, on mail and on timers; Vitest waits on databases; the type
 * check, ESLint and Prettier each keep one core busy. Run in turn, the stages left about a
 * quarter of the machine idle; side by side they keep both cores busy to the end. The build
 * comes first in its lane: the fault tests and the journeys run the built server.
 */
const STAGES = [
  // Debian's Chromium and pdftoppm, installed with apt-get when missing (a fresh machine).
  ['system packages', 'node scripts/ensure-system-packages.mjs'],
  // The overload guard's test measures this machine's event loop under a load it makes itself:
  // alone, before the lanes load both cores (vitest.config.ts, "event loop").
  ['event loop test', 'vitest run --project "event loop"'],
  [
    'type check, lint, unit and server tests, build, fault tests and browser journeys',
    together({
      // The whole tree as the browser and the tests see it; the server's own settings (NodeNext)
      // are checked by the build, which compiles it with them.
      tsc: 'tsc -p tsconfig.json --noEmit',
      eslint: 'eslint .',
      prettier: 'prettier --check .',
      vitest: 'vitest run --project "!event loop"',
      'build+faults+journeys': `npm run build && ${together({
        faults: 'npm run test:faults',
        journeys: 'playwright test',
      })}`,
    }),
  ],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const done = [];
const started = Date.now();
for (const [name, command] of STAGES) {
  const at = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  done.push(`${name.padEnd(40)}${seconds(Date.now() - at).padStart(7)}${status === 0 ? '' : '  FAILED'}`);
  console.log(`■ ${name}: ${seconds(Date.now() - at)}`);
  if (status !== 0) {
    console.log(`\nStages:\n  ${done.join('\n  ')}`);
    process.exit(status ?? 1);
  }
}
console.log(`\nStages:\n  ${done.join('\n  ')}\n  ${'all'.padEnd(40)}${seconds(Date.now() - started).padStart(7)}`);
