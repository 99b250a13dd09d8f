// `npm run bench:api`: throughput and latency of the real API against a bare
// node:http server, measured in the same run on loopback. Not a test.
//   - starts the built server (apps/server/dist) on a fresh PGlite data dir,
//     or on DATABASE_URL when set;
//   - starts a bare node:http server answering a fixed JSON envelope;
//   - runs autocannon against each and prints req/s, p50, p99 and the ratio.
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { serverEntry, startBuiltServer } from './built-server.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);

if (!existsSync(serverEntry)) {
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

const startApi = () =>
  // Production's serializer without production's demand for real mail,
  // identity and address services; no static web app.
  startBuiltServer({ env: { WEB_DIST_DIR: '' } });

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
