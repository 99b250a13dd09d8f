// Makes sure Debian's Chromium, Korean fonts and pdftotext (the résumé
// print test reads the PDF Chromium prints) are present for the e2e tests. Installs them with apt when missing and running as root; never
// downloads a browser build of its own.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const CHROMIUM = '/usr/bin/chromium';
const hasFonts = () =>
  spawnSync('sh', ['-c', 'fc-list :lang=ko | grep -qi nanum'], { stdio: 'ignore' }).status === 0;

const missing = [];
if (!existsSync(CHROMIUM)) missing.push('chromium');
if (!hasFonts()) missing.push('fonts-nanum');
if (!existsSync('/usr/bin/pdftotext')) missing.push('poppler-utils');
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  console.error(
    `Missing ${missing.join(', ')}. Install with: sudo apt-get install -y ${missing.join(' ')}`,
  );
  process.exit(1);
}
console.info(`Installing ${missing.join(', ')} with apt…`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const run = (args) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
if (
  !run(['update', '-qq']) ||
  !run(['install', '-y', '-qq', '--no-install-recommends', ...missing, 'fontconfig'])
) {
  console.error('apt-get could not install the browser packages.');
  process.exit(1);
}
spawnSync('fc-cache', ['-f'], { stdio: 'ignore' });
