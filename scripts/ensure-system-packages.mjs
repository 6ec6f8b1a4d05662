// The Debian packages the tests use, installed with apt-get when missing (never a browser or a
// binary from anywhere else). The browser tests drive Debian's Chromium: the journeys run in its
// headless shell (package "chromium-headless-shell": no window system, GPU process or compositor
// of a full browser, about a third less CPU per journey), and Lighthouse and the benchmarks in the
// full browser (package "chromium"). The server tests read the UPI QR back from PDF pages that
// poppler's pdftoppm draws (issue 38).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = {
  chromium: '/usr/bin/chromium',
  'chromium-headless-shell': '/usr/lib/chromium/chromium-headless-shell',
  'poppler-utils': '/usr/bin/pdftoppm',
};
const missing = Object.entries(PACKAGES)
  .filter(([, path]) => !existsSync(path))
  .map(([name]) => name);
if (missing.length > 0) {
  console.log(`Missing: ${missing.join(', ')}; installing with apt-get (Debian's packages)`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update && ${sudo}apt-get install -y ${missing.join(' ')}`, { stdio: 'inherit' });
}
