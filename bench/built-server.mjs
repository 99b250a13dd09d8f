// Starts the built API server (apps/server/dist/server.js) for a benchmark:
// on a free loopback port, with the serializer production uses, local
// stand-ins for mail, identity and address services, and no rate limit in the
// way. Resolves once /healthz answers; `stop` ends it (and removes the data
// directory when it made one).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/server/dist/server.js');

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const delay = (ms) => new Promise((r) => setTimeout(r, ms));
/** The end of a process's output: a failed start-up can print a whole SQL statement. */
export const tail = (text) => (text.length > 3000 ? `…${text.slice(-3000)}` : text);

/**
 * Polls `check` until it returns something truthy; fails early when `child`
 * exits, with the end of its output.
 */
export async function waitFor(check, what, child, log, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited early:\n${tail(log())}`);
    const value = await check().catch(() => undefined);
    if (value) return value;
    await delay(200);
  }
  throw new Error(`${what} did not start in time:\n${tail(log())}`);
}

/**
 * @param {{ env?: Record<string, string>, dataDir?: string }} options
 *   env: added to (and overriding) the defaults; dataDir: use this one (kept), else a fresh one (removed on stop).
 */
export async function startBuiltServer({ env = {}, dataDir } = {}) {
  const ownDir = dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'ilteo-bench-'));
  const port = await freePort();
  let output = '';
  // BENCH_SERVER_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": profile the server under load
  // (NODE_OPTIONS does not allow --cpu-prof; the profile is written when the server exits on SIGTERM).
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, serverEntry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      VALIDATE_RESPONSES: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? ownDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_ADDRESS_PER_MINUTE: '100000000',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (d) => (output += d.toString()));
  child.stderr.on('data', (d) => {
    output += d.toString();
    process.stderr.write(d);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => (await fetch(`${url}/healthz`)).ok,
    'The server',
    child,
    () => output,
  );
  return {
    url,
    port,
    /** What the server printed so far (warnings and errors at LOG_LEVEL warn). */
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      if (ownDir) rmSync(ownDir, { recursive: true, force: true });
    },
  };
}
