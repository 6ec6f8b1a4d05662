// `npm test`: every stage in turn, each one's time printed as it ends and all of them at the
// end, stopping at the first that fails (with its exit code).
import { spawnSync } from 'node:child_process';

/** Commands run side by side, each one's output printed whole as it ends, with their times. */
function together(named) {
  const names = JSON.stringify(Object.keys(named).join(','));
  const commands = Object.values(named).map((command) => JSON.stringify(command));
  return `npx concurrently --group --timings --kill-others-on-fail --names ${names} ${commands.join(' ')}`;
}

const STAGES = [
  // Debian's Chromium and pdftoppm, installed with apt-get when missing (a fresh machine).
  ['system packages', 'node scripts/ensure-system-packages.mjs'],
  // Programs that each keep at most one core busy, side by side on two cores. ESLint's typed
  // rules take longest; the type check, Prettier and the build (which the fault tests and the
  // journeys need, and the unit tests do not mind) end well before it and fill the other core.
  // The whole tree as the browser and the tests see it; the server's own settings (NodeNext) are
  // checked by the build, which compiles it with them.
  // The fault tests follow the build there: they spend most of their time waiting on the servers
  // they start, stop and kill (about one core's CPU for their whole run), so beside ESLint they
  // use the core the others leave idle instead of a stage of their own (decision 0051).
  [
    'type check, lint, build and fault tests',
    together({
      tsc: 'tsc -p tsconfig.json --noEmit',
      eslint: 'eslint .',
      prettier: 'prettier --check .',
      'build+faults': 'npm run build && npm run test:faults',
    }),
  ],
  ['unit and server tests', 'npx vitest run'],
  ['browser journeys', 'npx playwright test'],
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
