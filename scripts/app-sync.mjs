// `npm run app:sync`: copies the web build and the plugin list into the
// Android and iOS projects (apps/mobile, decision 0032). Builds the web app
// first when apps/web/dist is missing. Needs no Android SDK, Xcode or
// CocoaPods (iOS uses Swift Package Manager); opening and building the
// projects in Android Studio or Xcode is the next, manual step.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mobile = path.join(root, 'apps/mobile');

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
  console.info('apps/web/dist is missing: building the web app first.');
  run('npm', ['run', 'build', '-w', '@ilteo/web'], root);
}
run('npx', ['cap', 'sync', ...process.argv.slice(2)], mobile);
