// `npm test`: every check, in order of cost, stopping at the first failure.
// typecheck → lint → unit → API integration → build → app sync → browser e2e.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', ['run', 'typecheck']],
  ['lint', ['run', 'lint']],
  ['unit tests', ['run', 'test:unit']],
  ['API tests', ['run', 'test:api']],
  ['build', ['run', 'build']],
  // The Capacitor projects take the build and the plugin list without any SDK (decision 0032).
  ['app sync', ['run', 'app:sync']],
  ['e2e tests', ['run', 'test:e2e']],
];

const started = Date.now();
for (const [name, args] of steps) {
  const t0 = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync('npm', args, { stdio: 'inherit', env: process.env });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${seconds}s)`);
}
console.info(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);
