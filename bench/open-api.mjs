// `npm run bench:open-api`: issue 24's bench on PostgreSQL. Not a test.
// The open API's postings search with a key (key look-up, per-minute
// counter, daily quota upsert: decision 0041) against the same search
// without a key (the recruitment list, GET /api/v1/person/recrtinfo/list),
// in one run on one server at BENCH_CONNECTIONS (32), the two alternating
// (A B A B) so both share the machine's minutes. Target: the keyed
// search's p99 within 1.2 × the list's.
//   - TEST_DATABASE_URL (or BENCH_DATABASE_URL) is required: a dedicated
//     database (ilteo_bench_…) is created, migrated, seeded, measured, dropped;
//   - the seed: the postings generator (BENCH_POSTINGS, 40,000) and
//     BENCH_KEYS (32) keys of one member, written straight to api_key;
//     each connection uses its own key, as partners would;
//   - the server runs with quotas no run reaches (the counting still runs);
//   - builds the server bundle when it is older than its sources.
// BENCH_SECONDS (10), BENCH_WARM_UP_SECONDS (3), BENCH_ROUNDS (2), BENCH_SERVER_POOL (twice the cores).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import pg from 'pg';
import { API, OPEN_API, withQuery } from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { apiKey, appUser } from '../apps/server/src/db/schema/index.ts';
import { seoulDate } from '../apps/server/src/lib/seoul-date.ts';
import { hashKey, newApiKey } from '../apps/server/src/modules/open-api/service.ts';
import { seedPostingData } from '../apps/server/src/seed/postings/index.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 40_000);
const KEYS = Number(process.env.BENCH_KEYS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SERVER_POOL = Number(
  process.env.BENCH_SERVER_POOL ?? Math.max(4, 2 * availableParallelism()),
);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!ADMIN_URL) {
  console.error('Set TEST_DATABASE_URL (PostgreSQL): this bench measures PostgreSQL only.');
  process.exit(1);
}

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}
if (
  !existsSync(serverEntry) ||
  statSync(serverEntry).mtimeMs <
    Math.max(
      newestSource(path.join(root, 'apps/server/src')),
      newestSource(path.join(root, 'packages/contract/src')),
    )
) {
  console.info('Building the server bundle (apps/server/dist is older than its sources)…');
  execFileSync('npm', ['run', 'build', '-w', '@ilteo/server'], { cwd: root, stdio: 'inherit' });
}

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

/** Postings, one member and KEYS live keys; returns the keys. */
async function seed(url) {
  const handle = await openDatabase({ url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await runMigrations(handle, path.join(root, 'apps/server/drizzle'));
    const started = performance.now();
    await seedPostingData(handle.db, {
      seed: 20_261_128,
      companies: Math.ceil(POSTINGS / 7.5),
      postings: POSTINGS,
      today: seoulDate(new Date()),
      exposures: false,
    });
    console.info(
      `  ${POSTINGS.toLocaleString('en')} postings (${((performance.now() - started) / 1000).toFixed(0)}s)`,
    );
    const [member] = await handle.db
      .insert(appUser)
      .values({
        loginId: 'benchpartner',
        passwordHash: 'x',
        name: '벤치',
        email: 'bench@example.com',
        mobile: '01000000000',
        birthDate: '1990-01-01',
        status: 'active',
      })
      .returning({ userId: appUser.userId });
    const keys = Array.from({ length: KEYS }, () => newApiKey());
    await handle.db.insert(apiKey).values(
      keys.map((k, i) => ({
        userId: member.userId,
        name: `bench ${i}`,
        prefix: k.slice(0, 8),
        keyHash: hashKey(k),
        dailyQuota: 1_000_000_000,
      })),
    );
    await pool.query('vacuum analyze');
    return keys;
  } finally {
    await pool.end();
    await handle.close();
  }
}

/** autocannon at CONNECTIONS; request i gets `next(i)`'s path and headers. */
function cannon(base, next, seconds) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const { path: p, headers } = next(i++);
              return { ...req, path: p, headers: { ...req.headers, ...headers } };
            },
          },
        ],
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({
              rps: r.requests.average,
              p50: r.latency.p50,
              p99: r.latency.p99,
              errors: r.errors + r.non2xx,
            }),
    );
  });
}

/** The same searches both ways: page 1 of a few filters, and deeper pages of the default. */
const QUERIES = [
  {},
  { page: '2' },
  { page: '3' },
  { regions: '11680' },
  { careers: 'N' },
  { employmentTypes: '10' },
  { sortBy: 'deadline' },
  { intern: 'Y' },
];

console.info(`${POSTINGS.toLocaleString('en')} postings in PostgreSQL (a dedicated database).`);
const dbName = `ilteo_bench_${randomBytes(5).toString('hex')}`;
await adminQuery(`create database "${dbName}"`);
const u = new URL(ADMIN_URL);
u.pathname = `/${dbName}`;
const url = u.toString();
const loadBefore = loadavg()[0];
const results = { keyed: [], list: [] };
try {
  const keys = await seed(url);
  const api = await startBuiltServer({
    env: {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: String(SERVER_POOL),
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
      OPEN_API_DAILY_QUOTA: '1000000',
      OPEN_API_PER_MINUTE: '100000',
    },
  });
  try {
    const cases = {
      keyed: (i) => ({
        path: withQuery(OPEN_API.postings, QUERIES[i % QUERIES.length]),
        headers: { 'x-api-key': keys[i % keys.length] },
      }),
      list: (i) => ({
        path: withQuery(API.recruit.list, QUERIES[i % QUERIES.length]),
        headers: { cookie: 'bench=visitor' },
      }),
    };
    // Both answer, and answer the same postings, before anything is timed.
    const keyed = await (
      await fetch(`${api.url}${OPEN_API.postings}`, { headers: { 'x-api-key': keys[0] } })
    ).json();
    const list = await (await fetch(`${api.url}${API.recruit.list}`)).json();
    if (keyed.status !== '000' || keyed.total !== list.data.total) {
      throw new Error(`unexpected answers: ${JSON.stringify(keyed).slice(0, 300)}`);
    }
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of round % 2 === 0 ? ['keyed', 'list'] : ['list', 'keyed']) {
        await cannon(api.url, cases[name], WARM_UP);
        const r = await cannon(api.url, cases[name], DURATION);
        results[name].push(r);
        console.info(
          `  round ${round + 1} ${name}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}`,
        );
      }
    }
  } finally {
    await api.stop();
  }
} finally {
  await adminQuery(`drop database if exists "${dbName}" with (force)`);
}

const mean = (list, key) => list.reduce((s, r) => s + r[key], 0) / list.length;
const summary = (name) => ({
  rps: mean(results[name], 'rps'),
  p50: mean(results[name], 'p50'),
  p99: mean(results[name], 'p99'),
  errors: results[name].reduce((s, r) => s + r.errors, 0),
});
const keyedSummary = summary('keyed');
const listSummary = summary('list');
const ratio = keyedSummary.p99 / listSummary.p99;
const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
console.info(
  `\nPostgreSQL, ${POSTINGS.toLocaleString('en')} postings, ${CONNECTIONS} connections, ${KEYS} keys, ${ROUNDS} rounds of ${DURATION}s each, node ${process.version}; the server's pool ${SERVER_POOL}; ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} at the end`,
);
console.table(
  [
    ['open API search (key, quota)', keyedSummary],
    ['recruitment list (no key)', listSummary],
  ].map(([request, s]) => ({
    request,
    'req/s': Math.round(s.rps),
    'p50 ms': fmt(s.p50),
    'p99 ms': fmt(s.p99),
    errors: s.errors,
  })),
);
console.info(
  `p99 ratio (key ÷ no key): ${ratio.toFixed(2)} — target ≤ 1.20: ${ratio <= 1.2 ? 'yes' : 'NO'}`,
);
