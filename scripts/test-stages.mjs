// `npm test`: every stage in turn, each one's time printed as it ends and all of them at the
// end, stopping at the first that fails (with its exit code). The checks that only read the
// sources (type check, lint) run beside the build: each of them keeps one core busy, and the
// stages after them need the build.
import { spawn } from 'node:child_process';

const STAGES = [
  [
    ['type check', 'npm run typecheck'],
    ['lint', 'npm run lint'],
    ['build', 'npm run build'],
  ],
  [['unit and server tests', 'npx vitest run']],
  [['fault tests', 'npm run test:faults']],
  [['Chromium', 'node scripts/ensure-chromium.mjs']],
  [['browser journeys', 'npx playwright test']],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const done = [];
const started = Date.now();

/** Runs one command; a stage beside others prefixes its lines with its name. */
function run(name, command, besideOthers) {
  return new Promise((resolve) => {
    const at = Date.now();
    console.log(`\n▶ ${name}: ${command}`);
    const child = spawn(command, { shell: true, stdio: besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    if (besideOthers) {
      for (const stream of [child.stdout, child.stderr]) {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk.toString()).split('\n');
          rest = lines.pop() ?? '';
          for (const line of lines) console.log(`[${name}] ${line}`);
        });
        stream.on('end', () => rest && console.log(`[${name}] ${rest}`));
      }
    }
    child.on('close', (status) => {
      const took = seconds(Date.now() - at);
      done.push(`${name.padEnd(24)}${took.padStart(7)}${status === 0 ? '' : '  FAILED'}`);
      console.log(`■ ${name}: ${took}${status === 0 ? '' : ` (exit ${status})`}`);
      resolve(status ?? 1);
    });
  });
}

for (const group of STAGES) {
  const statuses = await Promise.all(group.map(([name, command]) => run(name, command, group.length > 1)));
  const failed = statuses.find((status) => status !== 0);
  if (failed !== undefined) {
    console.log(`\nStages:\n  ${done.join('\n  ')}`);
    process.exit(failed);
  }
}
console.log(`\nStages:\n  ${done.join('\n  ')}\n  ${'all'.padEnd(24)}${seconds(Date.now() - started).padStart(7)}`);
