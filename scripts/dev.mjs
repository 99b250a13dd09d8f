// `npm run dev`: the API with tsx watch on :8080 and Vite with HMR on :5173
// (which proxies /api to the API). Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@ilteo/server'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST_DIR: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@ilteo/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) {
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
