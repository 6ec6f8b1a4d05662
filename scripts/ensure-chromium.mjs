// The browser tests drive Debian's Chromium (never a downloaded browser): the journeys run in its
// headless shell (package "chromium-headless-shell": no window system, GPU process or compositor
// of a full browser, about a third less CPU per journey), and Lighthouse and the benchmarks in the
// full browser (package "chromium"). Installs whichever is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
};
const missing = Object.entries(PACKAGES)
  .filter(([, path]) => !existsSync(path))
  .map(([name]) => name);
if (missing.length > 0) {
  console.log(`Missing: ${missing.join(', ')}; installing with apt-get (Debian's packages)`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y ${missing.join(' ')}`, { stdio: 'inherit' });
}
