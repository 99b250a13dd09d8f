// `npm run bench:postings`: the posting list, detail and keyword search at
// 100,000 postings, through the real API and, in the same run, the very SQL
// the API runs sent straight through the driver. Not a test.
//   - PostgreSQL when TEST_DATABASE_URL is set: a dedicated database
//     (ilteo_bench_…) is created, seeded, measured and dropped; otherwise
//     PGlite in a temporary data directory;
//   - seeds through the demo generator and the one write path (posting-writer);
//   - starts the built server (apps/server/dist) on that database;
//   - captures the SQL each endpoint runs (the route's own query functions on
//     a logging drizzle instance) and replays it through `pg` (a pool of 32)
//     or PGlite with as many concurrent loops as autocannon has connections;
//   - on PostgreSQL measures each case through the API and then through the
//     driver, so both sides of a ratio share the machine's minute (PGlite:
//     every API case first, as only one process may open its directory);
//   - prints req/s, p50 and p99 of both, the API/direct ratio, and EXPLAIN
//     ANALYZE of the list and search queries.
//   - on PostgreSQL, the write case (document-writes.mjs): BENCH_WRITERS
//     (default 8,16,32) connections write community-post search documents
//     while the list runs, flat out and then (the most writers) at
//     BENCH_WRITE_RATE writes/s (default 200); list throughput and p99 alone
//     and with the writes.
// Run with `node --import tsx` (the npm script does) to load the server's
// TypeScript sources. BENCH_POSTINGS, BENCH_COMPANIES, BENCH_SECONDS,
// BENCH_WARM_UP_SECONDS and BENCH_CONNECTIONS override the defaults (each case
// runs 3 s of load before its 10 s measured); BENCH_SERVER_POOL sets the
// server's DATABASE_POOL_SIZE (by default twice this machine's cores, the
// PostgreSQL wiki's rule for a database on these cores: here the database
// shares them with the server and the load generator).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { API, DEFAULT_SORT_TYPE, postingListQuerySchema } from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { seedPostingData } from '../apps/server/src/seed/postings/index.ts';
import { seoulDate } from '../apps/server/src/lib/seoul-date.ts';
import {
  createPageStarts,
  createTtlCache,
  filterWhere,
  keywordFormOf,
  listPostings,
  sortPlan,
} from '../apps/server/src/modules/postings/index.ts';
import { createRecruitRepository } from '../apps/server/src/modules/recruit/recruit-repository.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';
import { measureDocumentWrites } from './document-writes.mjs';
import { visitorCookie } from './load-loops.mjs';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/server/drizzle');
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 100_000);
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? Math.round(POSTINGS / 12.5));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
/** Seconds of load before each measurement: the first case also warms the JIT and the pools. */
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SERVER_POOL = Number(
  process.env.BENCH_SERVER_POOL ?? Math.max(4, 2 * availableParallelism()),
);
const SEED = 20_260_501;
/** The write case's writer counts (PostgreSQL only): each doubles the one before. */
const WRITER_COUNTS = (process.env.BENCH_WRITERS ?? '8,16,32').split(',').map(Number);
/** The write case's steady rate (writes/s over all writers) for its paced runs; 0 skips them. */
const WRITE_RATE = Number(process.env.BENCH_WRITE_RATE ?? 200);
const ADMIN_URL = process.env.TEST_DATABASE_URL;
/** BENCH_KEEP_DB=<name>: seed that PostgreSQL database once and keep it for later runs. */
const KEEP_DB = process.env.BENCH_KEEP_DB;

if (!existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}

const today = seoulDate(new Date());
const kind = ADMIN_URL ? 'postgres' : 'pglite';

/** The list and search requests measured (query strings of API.recruit.list). */
const LIST_CASES = [
  {
    name: 'list 서울·신입·최신순 p1',
    query: { regions: '11000', careers: 'N', sortBy: 'latest', page: '1' },
  },
  {
    name: 'list 서울·신입·최신순 p50',
    query: { regions: '11000', careers: 'N', sortBy: 'latest', page: '50' },
  },
  { name: "search '개발' (2 syllables)", query: { keyword: '개발' } },
  { name: "search '백엔드개' (4 syllables)", query: { keyword: '백엔드개' } },
  { name: "search 'ㄱㅂ' (초성)", query: { keyword: 'ㄱㅂ' } },
];

// ── The database ───────────────────────────────────────────────────────────

function withDatabaseName(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
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

/** Whether `url` holds a finished seed of this size (the postings and their statistics). */
async function databaseSeeded(url) {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from job_posting');
    return rows[0].n === POSTINGS;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function postingIdsOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select posting_id from job_posting order by posting_id');
    return rows.map((r) => Number(r.posting_id));
  } finally {
    await client.end();
  }
}

async function prepareDatabase() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ilteo-bench-postings-'));
  let url;
  let dbName;
  if (kind === 'postgres' && KEEP_DB) {
    // A database kept between runs: seeded by the first, reused by the next.
    url = withDatabaseName(ADMIN_URL, KEEP_DB);
    if (await databaseSeeded(url)) {
      console.info(`Reusing the seeded database ${KEEP_DB}.`);
      // Brought up to this checkout's schema (a kept database may predate a migration).
      const handle = await openDatabase({ url, poolSize: 4 });
      try {
        await runMigrations(handle, migrationsDir);
      } finally {
        await handle.close();
      }
      return {
        url,
        dataDir,
        cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
        postingIds: await postingIdsOf(url),
      };
    }
    await adminQuery(`drop database if exists "${KEEP_DB}" with (force)`);
    await adminQuery(`create database "${KEEP_DB}"`);
  } else if (kind === 'postgres') {
    dbName = `ilteo_bench_${randomBytes(5).toString('hex')}`;
    await adminQuery(`create database "${dbName}"`);
    url = withDatabaseName(ADMIN_URL, dbName);
  }
  const cleanup = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (dbName) await adminQuery(`drop database if exists "${dbName}" with (force)`);
  };
  try {
    const handle = await openDatabase(
      url ? { url, poolSize: 4 } : { dataDir: path.join(dataDir, 'pglite') },
    );
    try {
      await runMigrations(handle, migrationsDir);
      const started = performance.now();
      let last = 0;
      const result = await seedPostingData(handle.db, {
        companies: COMPANIES,
        postings: POSTINGS,
        seed: SEED,
        today,
        onProgress: (n) => {
          if (n - last >= 10_000 || n === POSTINGS) {
            last = n;
            const s = ((performance.now() - started) / 1000).toFixed(0);
            console.info(`  seeded ${n.toLocaleString('en')} postings (${s}s)`);
          }
        },
      });
      // Fresh statistics, as autovacuum would leave them (PGlite runs no autovacuum).
      // Every table, so that autovacuum finds nothing to do during the measurements.
      await handle.db.execute(sql.raw('vacuum analyze'));
      // The seed's dirty pages written out now, not by a checkpoint during the
      // first measurement (it took one of the two cores and added 10-20 ms to p99).
      await handle.db.execute(sql.raw('checkpoint'));
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.info(
        `Seeded ${result.companyIds.length.toLocaleString('en')} companies and ${result.postingIds.length.toLocaleString('en')} postings in ${seconds}s.`,
      );
      return { url, dataDir, cleanup, postingIds: result.postingIds };
    } finally {
      await handle.close();
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
}

// ── The API ────────────────────────────────────────────────────────────────

/**
 * The visitors' cookie: the CSRF secret of their first answer, kept as
 * browsers keep it (without it every request is given a new secret, two
 * HMACs and a Set-Cookie, which no browser asks for twice).
 */
let visitor = '';

async function startApi(db) {
  const api = await startBuiltServer({
    dataDir: db.dataDir,
    env: {
      DATABASE_URL: db.url ?? '',
      DATABASE_POOL_SIZE: String(SERVER_POOL),
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
    },
  });
  visitor = await visitorCookie(api.url, listPath(LIST_CASES[0].query));
  return api;
}

function cannon(base, paths, seconds = DURATION) {
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
            setupRequest: (req) => ({
              ...req,
              path: paths[i++ % paths.length],
              headers: { ...req.headers, cookie: visitor },
            }),
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

const listPath = (query) => `${API.recruit.list}?${new URLSearchParams(query)}`;
const detailPath = (id) => `${API.recruit.detail}?postingId=${id}`;

// ── The same SQL through the driver ────────────────────────────────────────

/** A drizzle instance over `client` that records every statement it sends. */
function capturing(client) {
  const log = [];
  const logger = { logQuery: (text, params) => log.push({ text, params }) };
  const db =
    kind === 'postgres'
      ? drizzlePg({ client, schema, logger })
      : drizzlePglite({ client, schema, logger });
  return {
    db,
    /**
     * The statements `fn` sends on its first run (cold caches: a list also
     * counts its total) and on its second (warm, as in a running server).
     */
    async capture(fn) {
      // The first run also learns where pages start; the second seeks there.
      await fn(db);
      const first = log.splice(0);
      await fn(db);
      return { first, steady: log.splice(0) };
    },
  };
}

/** The statements one list request runs, from the route's own functions. */
function listRequest(query) {
  const q = postingListQuerySchema.parse(query);
  const totals = createTtlCache({ ttlMs: 60_000, maxEntries: 10, now: () => Date.now() });
  const shares = createTtlCache({ ttlMs: 60_000, maxEntries: 10, now: () => Date.now() });
  const starts = createPageStarts({ maxEntries: 10 });
  // As the route does: the keyword's plan chosen by how common it is, the total by the join.
  return async (db) =>
    listPostings(
      db,
      {
        ...sortPlan(q.sortBy, q.sortType ?? DEFAULT_SORT_TYPE[q.sortBy], today),
        where: filterWhere(q, today, {
          keywordForm: await keywordFormOf(db, q.keyword, q.page * q.size, shares),
        }),
        countWhere: filterWhere(q, today),
        limit: q.size,
        offset: (q.page - 1) * q.size,
      },
      today,
      null,
      { counts: totals, starts },
    );
}

/** Runs `requests` (each a list of statements) with CONNECTIONS concurrent loops. */
async function direct(client, requests, seconds = DURATION) {
  const latencies = [];
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const statements = requests[next++ % requests.length];
      const t0 = performance.now();
      for (const s of statements) await client.query(s.text, s.params);
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors: 0 };
}

/** What a captured statement of a list request does, for the EXPLAIN headings. */
const statementRole = (text) =>
  text.includes('as matches')
    ? "the keyword's share"
    : text.includes('count(*)::int as n')
      ? 'the total, counted once a minute'
      : 'the page';

/** A client for the direct loops, and the drizzle instance that captures the route's SQL. */
async function openDriver(db) {
  let client;
  let close;
  if (kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
    // pool.end() resolves before its sockets have closed, so dropping the
    // database just after can terminate one of them (57P01): expected then.
    pool.on('error', (err) => {
      if (err.code !== '57P01') console.error(err);
    });
    client = pool;
    close = () => pool.end();
  } else {
    const lite = await PGlite.create(path.join(db.dataDir, 'pglite'), { extensions: { pg_trgm } });
    client = lite;
    close = () => lite.close();
  }
  return { client, close, capture: capturing(client).capture };
}

// ── Run ────────────────────────────────────────────────────────────────────

console.info(
  `${POSTINGS.toLocaleString('en')} postings in ${kind === 'postgres' ? `PostgreSQL (${KEEP_DB ? `database ${KEEP_DB}, kept` : 'a dedicated database'})` : 'PGlite'}; today is ${today} (Asia/Seoul).`,
);
const db = await prepareDatabase();
const results = [];
const plans = [];
let writeRuns = [];
try {
  // Detail requests rotate over open postings spread through the table.
  const detailIds = db.postingIds.filter((_, i) => i % 97 === 13).slice(0, 500);
  const cases = [
    ...LIST_CASES.map((c) => ({
      name: c.name,
      paths: [listPath(c.query)],
      run: [listRequest(c.query)],
    })),
    {
      name: 'detail (500 postings in turn)',
      paths: detailIds.map(detailPath),
      run: detailIds.map((id) => (d) => createRecruitRepository(d).detail(id, today, null)),
    },
  ];

  async function measureApi(api, c) {
    await cannon(api.url, c.paths, WARM_UP); // warm caches and the JIT
    c.api = await cannon(api.url, c.paths);
    console.info(`  API     ${c.name}: ${Math.round(c.api.rps)} req/s`);
  }

  async function measureDirect(driver, c) {
    const requests = [];
    let first = [];
    for (const fn of c.run) {
      const captured = await driver.capture(fn);
      if (requests.length === 0) first = captured.first;
      requests.push(captured.steady);
    }
    await direct(driver.client, requests, WARM_UP); // warm up
    c.direct = await direct(driver.client, requests);
    console.info(`  direct  ${c.name}: ${Math.round(c.direct.rps)} req/s`);
    if (!c.name.startsWith('detail')) {
      // The page, and the total the API counts once a minute per distinct filter.
      for (const s of first) {
        const res = await driver.client.query(`explain (analyze, buffers) ${s.text}`, s.params);
        plans.push({
          name: `${c.name} (${statementRole(s.text)})`,
          plan: res.rows.map((r) => r['QUERY PLAN']).join('\n'),
        });
      }
    }
  }

  if (kind === 'postgres') {
    // Each case through the API and straight after through the driver: this
    // shared machine's speed drifts by minutes, and the ratio should compare
    // the two sides in the same minute.
    const api = await startApi(db);
    const driver = await openDriver(db);
    try {
      for (const c of cases) {
        await measureApi(api, c);
        await measureDirect(driver, c);
      }
      // The list's first and deep page while documents of another kind are written.
      writeRuns = await measureDocumentWrites({
        url: db.url,
        listPaths: LIST_CASES.slice(0, 2).map((c) => listPath(c.query)),
        cannon: (paths, seconds) => cannon(api.url, paths, seconds),
        seconds: DURATION,
        warmUp: WARM_UP,
        writerCounts: WRITER_COUNTS,
        pacedRate: WRITE_RATE,
      });
    } finally {
      await driver.close();
      await api.stop();
    }
  } else {
    // PGlite allows one process on its data directory at a time: the API first.
    const api = await startApi(db);
    try {
      for (const c of cases) await measureApi(api, c);
    } finally {
      await api.stop();
    }
    const driver = await openDriver(db);
    try {
      for (const c of cases) await measureDirect(driver, c);
    } finally {
      await driver.close();
    }
  }
  results.push(...cases);
} finally {
  await db.cleanup();
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
console.info(
  `\n${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${POSTINGS.toLocaleString('en')} postings, ${CONNECTIONS} connections, ${DURATION}s each, loopback, node ${process.version}; the server's pool: ${SERVER_POOL} (the direct loops': ${CONNECTIONS})`,
);
console.table(
  results.map((c) => ({
    request: c.name,
    'API req/s': Math.round(c.api.rps),
    'API p50 ms': fmt(c.api.p50),
    'API p99 ms': fmt(c.api.p99),
    errors: c.api.errors,
    'direct req/s': Math.round(c.direct.rps),
    'direct p50 ms': fmt(c.direct.p50),
    'direct p99 ms': fmt(c.direct.p99),
    'API/direct': `${((c.api.rps / c.direct.rps) * 100).toFixed(0)}%`,
  })),
);
if (writeRuns.length > 0) {
  console.info(
    `\nThe list (p1 and p50 in turn, API) alone and while writers create and edit community-post documents:`,
  );
  console.table(
    writeRuns.map((r) => ({
      writers: r.writers,
      'list version trigger': r.trigger,
      pace: r.pace,
      'writes/s': Math.round(r.writes.wps),
      'write p99 ms': fmt(r.writes.p99),
      'write errors': r.writes.errors,
      'list req/s alone': Math.round(r.alone.rps),
      'list p99 alone': fmt(r.alone.p99),
      'list req/s with writes': Math.round(r.together.rps),
      'list p99 with writes': fmt(r.together.p99),
      'p99 ratio': (r.together.p99 / r.alone.p99).toFixed(2),
    })),
  );
}
if (process.env.BENCH_PLANS !== 'none') {
  console.info('\nEXPLAIN (ANALYZE, BUFFERS) of the list and search statements:');
  for (const p of plans) {
    const indexes = [
      ...new Set(
        p.plan.match(/(?:Index|Bitmap Index) (?:Only )?Scan(?: Backward)? (?:using|on) \w+/g) ?? [],
      ),
    ];
    console.info(`\n── ${p.name}: ${indexes.length ? indexes.join('; ') : 'no index'}`);
    if (process.env.BENCH_PLANS !== 'summary') console.info(p.plan);
  }
}
