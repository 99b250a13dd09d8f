// `npm run bench:companies`: issue 21's bench on PostgreSQL. Not a test.
// The company list (the default sort, a filter, a name search, each sort), a
// company's detail and its reviews list, at BENCH_COMPANIES (20,000)
// companies and BENCH_REVIEWS (500,000) reviews, through the real API and, in
// the same run, the very statements the routes run (captured from the
// company-info and company-reviews services on a logging drizzle instance,
// on their second run: caches warm, as in a running server) sent straight
// through the driver as named prepared statements, at BENCH_CONNECTIONS (32).
// Targets: p99 ≤ 50 ms, the API ≥ 50 % of direct. Then EXPLAIN (ANALYZE,
// BUFFERS) of each list statement: which indexes, and any Seq Scan (none may
// read company_review whole: the figures a list shows are company_stats
// columns, decision 0035).
//   - TEST_DATABASE_URL (or BENCH_DATABASE_URL) is required: a dedicated
//     database (ilteo_bench_…) is created, migrated, seeded, measured, dropped;
//   - the seed: the postings generator (its companies and BENCH_POSTINGS
//     postings), then seedCompanyData (profiles, statements, headcount,
//     reviews and interview reviews, company_stats) for every company;
//   - builds the server bundle when it is older than its sources.
// BENCH_SECONDS (10), BENCH_WARM_UP_SECONDS (3), BENCH_SERVER_POOL (twice the cores).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  COMPANY_API,
  COMPANY_INDUSTRIES,
  companyListQuerySchema,
  reviewListQuerySchema,
  withQuery,
} from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { ANONYMOUS } from '../apps/server/src/http/policy.ts';
import { seoulDate } from '../apps/server/src/lib/seoul-date.ts';
import { createCompanyInfoService } from '../apps/server/src/modules/company-info/service.ts';
import { createReviewService } from '../apps/server/src/modules/company-reviews/service.ts';
import { seedCompanyData } from '../apps/server/src/seed/companies/index.ts';
import { seedPostingData } from '../apps/server/src/seed/postings/index.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';
import { cannon, direct, explainAll, visitorCookie } from './load-loops.mjs';

const root = path.resolve(import.meta.dirname, '..');
const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 20_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 500_000);
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 40_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SERVER_POOL = Number(
  process.env.BENCH_SERVER_POOL ?? Math.max(4, 2 * availableParallelism()),
);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

if (!ADMIN_URL) {
  console.error('Set TEST_DATABASE_URL (PostgreSQL): this bench measures PostgreSQL only.');
  process.exit(1);
}

// ── The server bundle (as bench/resumes.mjs) ───────────────────────────────

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

// ── The database ───────────────────────────────────────────────────────────

async function adminQuery(text) {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

async function seed(url) {
  const handle = await openDatabase({ url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await runMigrations(handle, path.join(root, 'apps/server/drizzle'));
    const today = seoulDate(new Date());
    let started = performance.now();
    const { companyIds } = await seedPostingData(handle.db, {
      seed: 20_260_721,
      companies: COMPANIES,
      postings: POSTINGS,
      today,
      exposures: false,
    });
    const secs = () => ((performance.now() - started) / 1000).toFixed(0);
    console.info(
      `  ${COMPANIES.toLocaleString('en')} companies, ${POSTINGS.toLocaleString('en')} postings (${secs()}s)`,
    );
    started = performance.now();
    const seeded = await seedCompanyData(handle.db, {
      seed: 20_260_721,
      today,
      companyIds,
      // The generator's mix lands about 11 % above its nominal average (small companies' spread).
      reviewsPerCompany: REVIEWS / COMPANIES / 1.11,
      consultingSamples: 0,
      // The lists read company_stats and search_document's company rows, not the reviews' documents.
      searchDocuments: false,
      onProgress: (n) => {
        if (n % 5_000 === 0) console.info(`  company data: ${n.toLocaleString('en')} companies`);
      },
    });
    console.info(
      `  ${seeded.reviews.toLocaleString('en')} reviews, ${seeded.interviews.toLocaleString('en')} interview reviews (${secs()}s)`,
    );
    await pool.query('vacuum analyze');
    await pool.query('checkpoint');
    const { rows } = await pool.query(
      `select pg_size_pretty(pg_total_relation_size('company_review')) as reviews,
              pg_size_pretty(pg_total_relation_size('company_stats')) as stats`,
    );
    console.info(`  company_review ${rows[0].reviews}, company_stats ${rows[0].stats}`);
    return seeded;
  } finally {
    await pool.end();
    await handle.close();
  }
}

// ── The same SQL through the driver ────────────────────────────────────────

/** The statements `fn(services)` sends on its second run (the services' caches warm). */
async function steady(pool, fn) {
  const log = [];
  const db = drizzle({
    client: pool,
    schema,
    logger: { logQuery: (text, params) => log.push({ text, params }) },
  });
  const services = {
    companies: createCompanyInfoService(db, () => new Date()),
    reviews: createReviewService(db, () => new Date()),
  };
  await fn(services);
  log.length = 0;
  await fn(services);
  return log;
}

// ── Run ────────────────────────────────────────────────────────────────────

console.info(
  `${COMPANIES.toLocaleString('en')} companies and about ${REVIEWS.toLocaleString('en')} reviews in PostgreSQL (a dedicated database).`,
);
const dbName = `ilteo_bench_${randomBytes(5).toString('hex')}`;
await adminQuery(`create database "${dbName}"`);
const u = new URL(ADMIN_URL);
u.pathname = `/${dbName}`;
const url = u.toString();
const loadBefore = loadavg()[0];
const cases = [];
const plans = [];
let seeded;
try {
  const started = performance.now();
  seeded = await seed(url);
  console.info(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)}s.`);
  const api = await startBuiltServer({
    env: {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: String(SERVER_POOL),
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
    },
  });
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  pool.on('error', (err) => {
    if (err.code !== '57P01') console.error(err);
  });
  try {
    const q = async (text) => (await pool.query(text)).rows;
    // Companies spread over the id range; the busiest industry group; names to search for.
    const spread = (
      await q(
        `select company_id from company_stats where company_id % 37 = 5 order by company_id limit 500`,
      )
    ).map((r) => r.company_id);
    const reviewed = (
      await q(
        `select company_id from company_stats where review_count > 10 and company_id % 31 = 3
          order by company_id limit 500`,
      )
    ).map((r) => r.company_id);
    const [busiest] = await q(
      `select industry_group from company_stats group by industry_group order by count(*) desc limit 1`,
    );
    const names = (
      await q(`select name from company where company_id % 997 = 1 order by company_id limit 20`)
    ).map((r) => r.name);
    const sizes = (
      await q(
        `select size_code from company group by size_code order by count(*) desc, size_code limit 4`,
      )
    ).map((r) => r.size_code);
    const industry = Object.hasOwn(COMPANY_INDUSTRIES, busiest.industry_group)
      ? busiest.industry_group
      : Object.keys(COMPANY_INDUSTRIES)[0];

    const lists = [
      {
        name: 'list, default sort (rating), pages 1-3',
        queries: [1, 2, 3].map((p) => ({ page: String(p) })),
      },
      { name: `list, filter industry=${industry}`, queries: [{ industry }] },
      {
        name: `list, filter industry + size (p1)`,
        queries: sizes.map((size) => ({ industry, size })),
      },
      { name: 'list, name search (20 full names)', queries: names.map((n) => ({ q: n })) },
      {
        name: 'list, name search (2 letters)',
        queries: [...new Set(names.map((n) => n.slice(0, 2)))].map((n) => ({ q: n })),
      },
      { name: 'list, sort reviews', queries: [{ sort: 'reviews' }] },
      { name: 'list, sort postings', queries: [{ sort: 'postings' }] },
      { name: 'list, sort name', queries: [{ sort: 'name' }] },
    ];
    for (const l of lists) {
      const parsed = l.queries.map((query) => companyListQuerySchema.parse(query));
      cases.push({
        name: l.name,
        list: true,
        paths: l.queries.map((query) => withQuery(COMPANY_API.list, query)),
        requests: await Promise.all(
          parsed.map((query) => steady(pool, (s) => s.companies.list(query))),
        ),
      });
    }
    cases.push(
      {
        name: 'detail (500 companies in turn)',
        paths: spread.map((id) => withQuery(COMPANY_API.detail, { companyId: String(id) })),
        requests: await Promise.all(
          spread.map((id) => steady(pool, (s) => s.companies.detail(id, null))),
        ),
      },
      {
        name: 'reviews p1 (500 companies in turn)',
        list: true,
        paths: reviewed.map((id) => withQuery(COMPANY_API.reviews, { companyId: String(id) })),
        requests: await Promise.all(
          reviewed.map((id) =>
            steady(pool, (s) =>
              s.reviews.list(reviewListQuerySchema.parse({ companyId: String(id) }), ANONYMOUS),
            ),
          ),
        ),
      },
    );
    for (const c of cases) {
      const sample = await (await fetch(`${api.url}${c.paths[0]}`)).json();
      if (sample.code !== '001') {
        throw new Error(`${c.name} answered ${JSON.stringify(sample).slice(0, 300)}`);
      }
      c.sampleTotal = sample.data.total;
    }

    // Visitors send no session, but keep the CSRF cookie of their first answer, as browsers do.
    const visitor = await visitorCookie(api.url, cases[0].paths[0]);
    for (const c of cases) {
      const next = (i) => ({ path: c.paths[i % c.paths.length], cookie: visitor });
      await cannon(api.url, next, { connections: CONNECTIONS, seconds: WARM_UP });
      c.api = await cannon(api.url, next, { connections: CONNECTIONS, seconds: DURATION });
      await direct(pool, c.requests, { connections: CONNECTIONS, seconds: WARM_UP });
      c.direct = await direct(pool, c.requests, { connections: CONNECTIONS, seconds: DURATION });
      console.info(
        `  ${c.name}: API ${Math.round(c.api.rps)} req/s, direct ${Math.round(c.direct.rps)} req/s`,
      );
      if (c.list) plans.push(...(await explainAll(pool, c.name, c.requests[0])));
    }
  } finally {
    await pool.end();
    await api.stop();
  }
} finally {
  await adminQuery(`drop database if exists "${dbName}" with (force)`);
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
const ok = (b) => (b ? 'yes' : 'NO');
console.info(
  `\nPostgreSQL, ${COMPANIES.toLocaleString('en')} companies, ${seeded.reviews.toLocaleString('en')} reviews, ${CONNECTIONS} connections, ${DURATION}s each, loopback, node ${process.version}; the server's pool ${SERVER_POOL}; ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} at the end`,
);
console.table(
  cases.map((c) => ({
    request: c.name,
    'API req/s': Math.round(c.api.rps),
    'API p50 ms': fmt(c.api.p50),
    'API p99 ms': fmt(c.api.p99),
    errors: c.api.errors,
    'direct req/s': Math.round(c.direct.rps),
    'direct p50 ms': fmt(c.direct.p50),
    'direct p99 ms': fmt(c.direct.p99),
    'API/direct': `${((c.api.rps / c.direct.rps) * 100).toFixed(0)}%`,
    'p99 ≤ 50 ms': ok(c.api.p99 <= 50),
    'API ≥ 50 %': ok(c.api.rps >= c.direct.rps / 2),
  })),
);
console.info('\nEXPLAIN (ANALYZE, BUFFERS) of the list statements (summary):');
for (const p of plans) {
  const indexes = [
    ...new Set(
      p.plan.match(/(?:Index|Bitmap Index) (?:Only )?Scan(?: Backward)? (?:using|on) \w+/g) ?? [],
    ),
  ];
  const seqs = [...new Set(p.plan.match(/Seq Scan on \w+/g) ?? [])];
  const time = /Execution Time: [\d.]+ ms/.exec(p.plan)?.[0] ?? '';
  const flag = seqs.some((s) => s.endsWith(' company_review'))
    ? '  ← Seq Scan over company_review'
    : '';
  console.info(
    `── ${p.name}: ${p.text.replace(/\s+/g, ' ').slice(0, 100)}…\n   ${indexes.join('; ') || 'no index'}${seqs.length ? `; ${seqs.join('; ')}` : ''}; ${time}${flag}`,
  );
}
if (process.env.BENCH_PLANS === 'full') {
  for (const p of plans) console.info(`\n── ${p.name}\n${p.text}\n${p.plan}`);
}
