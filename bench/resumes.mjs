// `npm run bench:resumes`: the member's résumé list and a résumé's detail at
// 10,000 members × 3 résumés on PostgreSQL, through the real API and, in the
// same run, the very SQL the routes run sent straight through the driver.
// Not a test. Issue 18's targets: p99 ≤ 50 ms, the API ≥ 50 % of direct.
//   - TEST_DATABASE_URL is required: a dedicated database (ilteo_bench_…)
//     is created, migrated, seeded (bench/resume-seed.mjs), measured and dropped;
//   - builds the server bundle (apps/server/dist) when it is missing or older
//     than the server's or the contract's sources, then starts it there;
//   - logs in a pool of members (BENCH_SESSIONS, default 500) through the auth
//     module's own session service (loginUser: the refresh-token row, the
//     audit line and the signed access token a login issues, without 500
//     argon2 verifications; the server gets the same token secret);
//   - each request takes the next member of the pool (its cookie) and, for
//     the detail, one of that member's three résumés in turn;
//   - captures the statements each route runs (the module's service and the
//     catalogue look-up on a logging drizzle instance, as the route calls
//     them), after the session look-up every signed-in request runs, and
//     replays them as named prepared statements (as the server prepares its
//     hot ones) through `pg` (a pool of BENCH_CONNECTIONS) with as many
//     concurrent loops as autocannon has connections;
//   - the detail writes a resume_read row per read (the PIPA read log): the
//     direct side replays that insert too, so both sides write;
//   - a reference row first: GET verifyToken (the access-token check and the
//     session look-up, nothing else) against that look-up alone;
//   - prints req/s, p50 and p99 of both, the API/direct ratio, whether each
//     target is met, the machine's load average, and EXPLAIN ANALYZE of the
//     session look-up's, the list's and the detail's statements.
// BENCH_MEMBERS (10,000), BENCH_SESSIONS (500), BENCH_SECONDS (10), BENCH_WARM_UP_SECONDS (3),
// BENCH_CONNECTIONS (32) and BENCH_SERVER_POOL (twice the cores, as
// bench/postings.mjs) override the defaults.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { API, COOKIE_NAMES, RESUME_API } from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { DEFAULT_THROTTLE } from '../apps/server/src/modules/auth/login-throttle.ts';
import { createSessionService } from '../apps/server/src/modules/auth/session-service.ts';
import { createAccessTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { userRepository } from '../apps/server/src/modules/auth/user-repository.ts';
import { catalogueNames } from '../apps/server/src/modules/certificates/index.ts';
import { catalogueCodesOf } from '../apps/server/src/modules/resumes/presenter.ts';
import { createResumeService } from '../apps/server/src/modules/resumes/service.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';
import { cannon, captured, direct, explainAll } from './load-loops.mjs';
import { seedResumes } from './resume-seed.mjs';

const root = path.resolve(import.meta.dirname, '..');
const migrationsDir = path.join(root, 'apps/server/drizzle');
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const SESSIONS = Math.min(MEMBERS, Number(process.env.BENCH_SESSIONS ?? 500));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SERVER_POOL = Number(
  process.env.BENCH_SERVER_POOL ?? Math.max(4, 2 * availableParallelism()),
);
const SEED = 20_261_125;
const ADMIN_URL = process.env.TEST_DATABASE_URL;
/** The server's and this script's access-token key: tokens issued here must verify there. */
const ACCESS_TOKEN_SECRET = randomBytes(32).toString('hex');

if (!ADMIN_URL) {
  console.error('Set TEST_DATABASE_URL (PostgreSQL): this bench measures PostgreSQL only.');
  process.exit(1);
}

// ── The server bundle ──────────────────────────────────────────────────────

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.ts')) {
      newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

const sourcesChanged = () =>
  !existsSync(serverEntry) ||
  statSync(serverEntry).mtimeMs <
    Math.max(
      newestSource(path.join(root, 'apps/server/src')),
      newestSource(path.join(root, 'packages/contract/src')),
    );
if (sourcesChanged()) {
  console.info(
    'Building the server bundle (apps/server/dist is missing or older than its sources)…',
  );
  execFileSync('npm', ['run', 'build', '-w', '@ilteo/server'], { cwd: root, stdio: 'inherit' });
}

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

async function prepareDatabase() {
  const dbName = `ilteo_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database "${dbName}"`);
  const url = withDatabaseName(ADMIN_URL, dbName);
  const cleanup = () => adminQuery(`drop database if exists "${dbName}" with (force)`);
  try {
    const handle = await openDatabase({ url, poolSize: 4 });
    const pool = new pg.Pool({ connectionString: url, max: 4 });
    try {
      await runMigrations(handle, migrationsDir);
      const started = performance.now();
      const members = await seedResumes(pool, {
        count: MEMBERS,
        seed: SEED,
        onProgress: (n) => {
          const s = ((performance.now() - started) / 1000).toFixed(0);
          if (n % 3_000 < 600 || n === MEMBERS) {
            console.info(`  seeded ${n.toLocaleString('en')} members (${s}s)`);
          }
        },
      });
      // Fresh statistics and the seed's pages written out, as bench/postings.mjs does.
      await handle.db.execute(sql.raw('vacuum analyze'));
      await handle.db.execute(sql.raw('checkpoint'));
      const { rows } = await pool.query(
        `select count(*)::int as n, pg_size_pretty(pg_total_relation_size('resume')) as size,
                avg(pg_column_size(content))::int as bytes from resume`,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.info(
        `Seeded ${MEMBERS.toLocaleString('en')} members and ${rows[0].n.toLocaleString('en')} résumés in ${seconds}s (table ${rows[0].size}; content ${rows[0].bytes} bytes per résumé as stored).`,
      );
      return { url, cleanup, members };
    } finally {
      await pool.end();
      await handle.close();
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/**
 * Logs in the first SESSIONS members through the auth module's session
 * service: what a login writes and signs, minus the password check.
 */
async function issueSessions(url, members) {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const sessions = createSessionService(handle.db, createAccessTokens(ACCESS_TOKEN_SECRET), {
      perIp: { max: 100_000_000, windowSeconds: 600 },
      throttle: DEFAULT_THROTTLE,
    });
    const origin = { ip: '127.0.0.1', userAgent: 'bench/resumes' };
    const out = [];
    for (const m of members.slice(0, SESSIONS)) {
      const user = await userRepository.findById(handle.db, m.memberId);
      if (!user) throw new Error(`member ${m.memberId} missing`);
      const tokens = await sessions.loginUser(user, origin);
      const claims = JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString());
      out.push({
        ...m,
        familyId: claims.fid,
        cookie: `${COOKIE_NAMES.accessToken}=${tokens.access}`,
      });
    }
    return out;
  } finally {
    await handle.close();
  }
}

const detailPath = (id) => `${RESUME_API.detail}?resumeId=${id}`;

// ── The same SQL through the driver ────────────────────────────────────────

const actingFor = (memberId) => ({
  actor: { kind: 'account', userId: memberId, role: 'member' },
  memberId,
  role: 'member',
  ip: '127.0.0.1',
});

/** Reads never touch files; a write reaching here would be a bug in the bench. */
const noFiles = new Proxy({}, { get: () => () => Promise.reject(new Error('no files here')) });
const serviceOn = (db) => createResumeService(db, noFiles, () => new Date());

/** What GET list runs for `memberId` (routes.ts: service.list). */
const listStatements = (client, memberId) =>
  captured(client, (db) => serviceOn(db).list(actingFor(memberId)));

/** What GET detail runs (routes.ts: service.read, which logs the read, then the catalogue names). */
const detailStatements = (client, memberId, resumeId) =>
  captured(client, async (db) => {
    const row = await serviceOn(db).read(actingFor(memberId), resumeId, 'owner');
    await catalogueNames(db, catalogueCodesOf(row.content));
  });

/** What every signed-in request runs before its route (the auth plugin's requireUser). */
const sessionStatements = (client, memberId, familyId) =>
  captured(client, (db) => userRepository.findSessionUser(db, memberId, familyId));

// ── Run ────────────────────────────────────────────────────────────────────

console.info(
  `${MEMBERS.toLocaleString('en')} members × 3 résumés in PostgreSQL (a dedicated database).`,
);
const loadBefore = loadavg()[0];
const db = await prepareDatabase();
const cases = [];
const plans = [];
try {
  const api = await startBuiltServer({
    env: {
      DATABASE_URL: db.url,
      DATABASE_POOL_SIZE: String(SERVER_POOL),
      ACCESS_TOKEN_SECRET,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
    },
  });
  const pool = new pg.Pool({ connectionString: db.url, max: CONNECTIONS });
  // pool.end() resolves before its sockets close; dropping the database then may end one (57P01).
  pool.on('error', (err) => {
    if (err.code !== '57P01') console.error(err);
  });
  try {
    const pooled = await issueSessions(db.url, db.members);
    // Request i: member i mod SESSIONS; the detail takes that member's résumés in turn.
    const detailOf = (i) => {
      const m = pooled[i % pooled.length];
      return m.resumeIds[Math.floor(i / pooled.length) % m.resumeIds.length];
    };
    const sample = await fetch(`${api.url}${detailPath(detailOf(0))}`, {
      headers: { cookie: pooled[0].cookie },
    });
    const body = await sample.json();
    if (sample.status !== 200 || body.code !== '001') {
      throw new Error(`detail answered ${sample.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }
    const sessionRequests = [];
    for (const m of pooled)
      sessionRequests.push(await sessionStatements(pool, m.memberId, m.familyId));
    const listRequests = [];
    const detailRequests = [];
    // Every statement the request runs: the session look-up, then the route's own.
    for (const [i, m] of pooled.entries()) {
      listRequests.push([...sessionRequests[i], ...(await listStatements(pool, m.memberId))]);
    }
    for (let i = 0; i < pooled.length * 3; i++) {
      const m = pooled[i % pooled.length];
      detailRequests.push([
        ...sessionRequests[i % pooled.length],
        ...(await detailStatements(pool, m.memberId, detailOf(i))),
      ]);
    }
    cases.push(
      {
        // The floor: token check and session look-up, no résumé work (for reading the others).
        name: `session check only (GET verifyToken)`,
        next: (i) => ({ path: API.session.verifyToken, cookie: pooled[i % pooled.length].cookie }),
        requests: sessionRequests,
      },
      {
        name: `list (${SESSIONS} members in turn)`,
        next: (i) => ({ path: RESUME_API.list, cookie: pooled[i % pooled.length].cookie }),
        requests: listRequests,
        target: true,
      },
      {
        name: `detail (${SESSIONS * 3} résumés in turn; writes resume_read)`,
        next: (i) => ({ path: detailPath(detailOf(i)), cookie: pooled[i % pooled.length].cookie }),
        requests: detailRequests,
        target: true,
      },
    );
    // Each case through the API and straight after through the driver (the same minute).
    for (const c of cases) {
      await cannon(api.url, c.next, { connections: CONNECTIONS, seconds: WARM_UP });
      c.api = await cannon(api.url, c.next, { connections: CONNECTIONS, seconds: DURATION });
      console.info(`  API     ${c.name}: ${Math.round(c.api.rps)} req/s`);
      await direct(pool, c.requests, { connections: CONNECTIONS, seconds: WARM_UP });
      c.direct = await direct(pool, c.requests, { connections: CONNECTIONS, seconds: DURATION });
      console.info(`  direct  ${c.name}: ${Math.round(c.direct.rps)} req/s`);
    }
    plans.push(...(await explainAll(pool, 'session look-up', sessionRequests[0])));
    plans.push(...(await explainAll(pool, 'list', listRequests[0])));
    plans.push(...(await explainAll(pool, 'detail', detailRequests[0])));
    const { rows } = await pool.query('select count(*)::int as n from resume_read');
    console.info(
      `  resume_read rows written (capture, warm-up and runs): ${rows[0].n.toLocaleString('en')}`,
    );
  } finally {
    await pool.end();
    await api.stop();
  }
} finally {
  await db.cleanup();
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
console.info(
  `\nPostgreSQL, ${MEMBERS.toLocaleString('en')} members × 3 résumés, ${CONNECTIONS} connections, ${DURATION}s each, loopback, node ${process.version}; the server's pool: ${SERVER_POOL} (the direct loops': ${CONNECTIONS}); ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before the seed, ${loadavg()[0].toFixed(1)} at the end`,
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
    'p99 ≤ 50 ms': c.target ? (c.api.p99 <= 50 ? 'yes' : 'NO') : '—',
    'API ≥ 50 %': c.target ? (c.api.rps >= c.direct.rps / 2 ? 'yes' : 'NO') : '—',
  })),
);
console.info(
  'Both sides of the detail write one resume_read row per read (the direct side replays the same insert).\n' +
    "Each direct request runs every statement its API request runs (the session look-up, then the route's own), as named prepared statements like the server's hot ones. The first row is the session look-up alone (GET verifyToken), for reference; the targets apply to list and detail.",
);
if (process.env.BENCH_PLANS !== 'none') {
  console.info('\nEXPLAIN (ANALYZE, BUFFERS) of the statements (writes rolled back):');
  for (const p of plans) {
    console.info(`\n── ${p.name}: ${p.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    console.info(p.plan);
  }
}
