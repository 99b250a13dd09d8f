// `npm run bench:api`: throughput and latency of the real API against a bare
// node:http server, measured in the same run on loopback. Not a test.
//   - starts the built server (apps/server/dist) on a fresh PGlite data dir,
//     or on DATABASE_URL when set;
//   - starts a bare node:http server answering a fixed JSON envelope;
//   - runs autocannon against each and prints req/s, p50, p99 and the ratio.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(root, 'apps/server/dist/server.js');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

if (!existsSync(entry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const listenBare = () =>
  new Promise((resolve) => {
    const body = JSON.stringify({
      code: '001',
      message: '요청이 처리되었습니다.',
      data: { status: 'ok' },
    });
    const srv = createServer((req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
      });
      res.end(body);
    });
    srv.listen(0, '127.0.0.1', () => resolve(srv));
  });

async function startApi() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilteo-bench-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      // Production's serializer without production's demand for real mail,
      // identity and address services.
      NODE_ENV: 'test',
      VALIDATE_RESPONSES: 'false',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '100000000',
      WEB_DIST_DIR: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const run = (url) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });

const row = (name, r, base) => ({
  target: name,
  'req/s': Math.round(r.requests.average),
  'p50 ms': r.latency.p50,
  'p99 ms': r.latency.p99,
  errors: r.errors + r.non2xx,
  'vs bare node': base
    ? `${((r.requests.average / base.requests.average) * 100).toFixed(0)}%`
    : '100%',
});

const bare = await listenBare();
const api = await startApi();
try {
  const bareUrl = `http://127.0.0.1:${bare.address().port}/`;
  // Warm up both (JIT, caches, connection pools).
  await Promise.all([fetch(bareUrl), fetch(`${api.url}/healthz`)]);
  const bareResult = await run(bareUrl);
  const health = await run(`${api.url}/healthz`);
  const codes = await run(`${api.url}/api/v1/cmmn/getCmmnCd?grpCd=REGION&tree=Y`);
  const codesSmall = await run(`${api.url}/api/v1/cmmn/getCmmnCd?grpCd=EDU,CAREER,SAL_TP`);
  const certLookup = await run(
    `${api.url}/api/v1/cmmn/certi?keyword=${encodeURIComponent('정처기')}`,
  );
  const certInitials = await run(
    `${api.url}/api/v1/cmmn/certi?keyword=${encodeURIComponent('ㅈㅂㅊㄹ')}`,
  );
  const langLookup = await run(`${api.url}/api/v1/cmmn/lang?keyword=${encodeURIComponent('토익')}`);
  console.info(
    `\n${CONNECTIONS} connections, ${DURATION}s each, loopback, node ${process.version}`,
  );
  console.table([
    row('bare node:http', bareResult),
    row('GET /healthz (SELECT 1)', health, bareResult),
    row('GET getCmmnCd REGION tree', codes, bareResult),
    row('GET getCmmnCd EDU,CAREER,SAL_TP', codesSmall, bareResult),
    row('GET certi look-up 정처기', certLookup, bareResult),
    row('GET certi look-up ㅈㅂㅊㄹ', certInitials, bareResult),
    row('GET lang look-up 토익', langLookup, bareResult),
  ]);
} finally {
  await api.stop();
  bare.close();
}
