// `npm run bench:applications`: issue 19's bench on PostgreSQL. Not a test.
//   (a) a hot posting: BENCH_APPLICANTS (200) signed-in members apply to one
//       posting at the same moment through the real API (each with its own
//       résumé, the CSRF token its browser got), and BENCH_DOUBLES (20) of
//       them submit a second time at that moment too; then the rows are
//       counted: exactly one application per applicant (no lost one, no
//       duplicate), the snapshots, the 지원완료 events, posting_stage_count
//       and apply_count all equal to it. Prints the apply call's p50 and p99.
//   (b) 지원 현황: BENCH_HEAVY (10) members with 200 applications each; their
//       list (the first page, as the screen opens it) through the API and,
//       in the same run, the very statements the route runs (captured from
//       the applications service, after the session look-up) straight
//       through the driver, at BENCH_CONNECTIONS (32). Targets: p99 ≤ 50 ms,
//       the API ≥ 50 % of direct.
// TEST_DATABASE_URL is required: a dedicated database (ilteo_bench_…) is
// created, migrated, seeded, measured and dropped. Builds the server bundle
// when it is older than its sources (as bench/resumes.mjs). BENCH_SECONDS
// (10), BENCH_WARM_UP_SECONDS (3), BENCH_SERVER_POOL (twice the cores) too.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import {
  API,
  COOKIE_NAMES,
  CSRF_HEADER,
  applicationListQuerySchema,
  APPLICATION_API,
} from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { hashPassword } from '../apps/server/src/lib/passwords.ts';
import { addDays, seoulDate } from '../apps/server/src/lib/seoul-date.ts';
import { createApplicationService } from '../apps/server/src/modules/applications/service.ts';
import { DEFAULT_THROTTLE } from '../apps/server/src/modules/auth/login-throttle.ts';
import { createSessionService } from '../apps/server/src/modules/auth/session-service.ts';
import { createAccessTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { userRepository } from '../apps/server/src/modules/auth/user-repository.ts';
import { insertResume } from '../apps/server/src/modules/resumes/index.ts';
import { DEMO_COMPLETE_RESUME } from '../apps/server/src/seed/demo-resumes.ts';
import { seedPostingData } from '../apps/server/src/seed/postings/index.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';
import { cannon, captured, direct, explainAll } from './load-loops.mjs';

const root = path.resolve(import.meta.dirname, '..');
const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 200);
const DOUBLES = Math.min(APPLICANTS, Number(process.env.BENCH_DOUBLES ?? 20));
const HEAVY = Number(process.env.BENCH_HEAVY ?? 10);
const PER_HEAVY = 200;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const SERVER_POOL = Number(
  process.env.BENCH_SERVER_POOL ?? Math.max(4, 2 * availableParallelism()),
);
const ADMIN_URL = process.env.TEST_DATABASE_URL;
const ACCESS_TOKEN_SECRET = randomBytes(32).toString('hex');

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

/**
 * Postings (the demo generator), the hot posting opened for a month, the
 * members (applicants and heavy), a complete résumé each, and the heavy
 * members' 200 applications each (rows as the submit writes them).
 */
async function seed(url) {
  const handle = await openDatabase({ url, poolSize: 4 });
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  try {
    await runMigrations(handle, path.join(root, 'apps/server/drizzle'));
    const today = seoulDate(new Date());
    await seedPostingData(handle.db, {
      seed: 20_260_501,
      companies: 60,
      postings: PER_HEAVY + 50,
      today,
      exposures: false,
    });
    const { rows: hot } = await pool.query(
      `update job_posting set status = 'open', apply_method = 'ilteo', open_date = $1,
         close_date = $2, close_type = 'date'
       where posting_id = (select min(posting_id) from job_posting)
       returning posting_id, apply_count`,
      [addDays(today, -1), addDays(today, 30)],
    );
    const hash = await hashPassword(randomBytes(16).toString('hex'));
    const { rows: users } = await pool.query(
      `insert into app_user (login_id, password_hash, name, email, status)
       select 'bench-member-' || n, $1, '지원자' || n, 'bench' || n || '@example.com', 'active'
       from generate_series(1, $2::int) n
       returning user_id`,
      [hash, APPLICANTS + HEAVY],
    );
    const members = [];
    for (const [i, u] of users.entries()) {
      const resumeId = await handle.db.transaction((tx) =>
        insertResume(tx, u.user_id, DEMO_COMPLETE_RESUME, {
          primary: true,
          public: false,
          acceptOffers: false,
          at: new Date(),
        }),
      );
      members.push({ memberId: u.user_id, resumeId, heavy: i >= APPLICANTS });
    }
    // The heavy members' applications: one per posting but the hot one, over the last 300 days.
    for (const m of members.filter((x) => x.heavy)) {
      await pool.query(
        `insert into application (member_id, posting_id, company_id, kind, status, current_stage,
           stages, resume_id, resume_title, applicant_name, posting_title, company_name,
           consent_version, consented_at, created_at, updated_at)
         select $1, p.posting_id, p.company_id, 'platform',
           (array['active','active','failed','hired'])[1 + (p.posting_id % 4)], 0,
           array['서류전형','면접'], $2, '벤치 이력서', '지원자', p.title, c.name, 1,
           now() - (row_number() over (order by p.posting_id)) * interval '36 hours',
           now() - (row_number() over (order by p.posting_id)) * interval '36 hours', now()
         from job_posting p join company c on c.company_id = p.company_id
         where p.posting_id <> $3 order by p.posting_id limit $4`,
        [m.memberId, m.resumeId, hot[0].posting_id, PER_HEAVY],
      );
    }
    await pool.query('vacuum analyze');
    return { members, hotPostingId: hot[0].posting_id, applyCountBefore: hot[0].apply_count };
  } finally {
    await pool.end();
    await handle.close();
  }
}

async function issueSessions(url, members) {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const sessions = createSessionService(handle.db, createAccessTokens(ACCESS_TOKEN_SECRET), {
      perIp: { max: 100_000_000, windowSeconds: 600 },
      throttle: DEFAULT_THROTTLE,
    });
    const out = [];
    for (const m of members) {
      const user = await userRepository.findById(handle.db, m.memberId);
      const tokens = await sessions.loginUser(user, { ip: '127.0.0.1', userAgent: 'bench' });
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

/** A member's browser: the access cookie, the CSRF secret cookie and its token. */
async function browserOf(base, member) {
  const res = await fetch(`${base}${API.session.verifyToken}`, {
    headers: { cookie: member.cookie },
  });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  await res.arrayBuffer();
  return { cookie: [member.cookie, ...set].join('; '), token: res.headers.get(CSRF_HEADER) ?? '' };
}

async function apply(base, browser, body) {
  const t0 = performance.now();
  const res = await fetch(`${base}${APPLICATION_API.apply}`, {
    method: 'POST',
    headers: {
      cookie: browser.cookie,
      'content-type': 'application/json',
      [CSRF_HEADER]: browser.token,
    },
    body: JSON.stringify(body),
  });
  const json = await res.json().catch(() => ({}));
  return { ms: performance.now() - t0, status: res.status, code: json.code, message: json.message };
}

const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));

// ── Run ────────────────────────────────────────────────────────────────────

const dbName = `ilteo_bench_${randomBytes(5).toString('hex')}`;
await adminQuery(`create database "${dbName}"`);
const u = new URL(ADMIN_URL);
u.pathname = `/${dbName}`;
const url = u.toString();
const loadBefore = loadavg()[0];
let storm;
let listCase;
const plans = [];
try {
  const started = performance.now();
  const seeded = await seed(url);
  console.info(
    `Seeded ${APPLICANTS} applicants, ${HEAVY} members × ${PER_HEAVY} applications in ${((performance.now() - started) / 1000).toFixed(0)}s.`,
  );
  const api = await startBuiltServer({
    env: {
      DATABASE_URL: url,
      DATABASE_POOL_SIZE: String(SERVER_POOL),
      ACCESS_TOKEN_SECRET,
      SEED_DEMO: 'false',
      WEB_DIST_DIR: '',
    },
  });
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  pool.on('error', (err) => {
    if (err.code !== '57P01') console.error(err);
  });
  try {
    const pooled = await issueSessions(url, seeded.members);
    const applicants = pooled.filter((m) => !m.heavy);
    const heavy = pooled.filter((m) => m.heavy);

    // (a) Everyone at once: each applicant once, the first DOUBLES twice.
    const browsers = await Promise.all(applicants.map((m) => browserOf(api.url, m)));
    const body = (m) => ({
      postingId: seeded.hotPostingId,
      resumeId: m.resumeId,
      answers: [],
      files: [],
      consentAgreed: true,
      consentVersion: 1,
    });
    const calls = applicants.map((m, i) => apply(api.url, browsers[i], body(m)));
    for (let i = 0; i < DOUBLES; i++) calls.push(apply(api.url, browsers[i], body(applicants[i])));
    const t0 = performance.now();
    const results = await Promise.all(calls);
    const wall = performance.now() - t0;
    const byCode = new Map();
    for (const r of results) byCode.set(r.code, (byCode.get(r.code) ?? 0) + 1);
    const odd = results.find((r) => r.code !== '002' && r.code !== '001' && r.code !== '302');
    if (odd) {
      console.error(`  an apply answered ${odd.status} ${odd.code}: ${odd.message}`);
      // The server's own account of it (its first logged error).
      const logged = api
        .log()
        .split('\n')
        .find((line) => /"level":50/.test(line));
      if (logged) console.error(`  the server logged: ${logged.slice(0, 1500)}`);
    }
    const count = async (text) => (await pool.query(text, [seeded.hotPostingId])).rows[0].n;
    const rows = await count(
      'select count(*)::int as n from application where posting_id = $1 and cancelled_at is null',
    );
    const distinct = await count(
      'select count(distinct member_id)::int as n from application where posting_id = $1',
    );
    const snapshots = await count(
      'select count(*)::int as n from application_snapshot s join application a using (application_id) where a.posting_id = $1',
    );
    const events = await count(
      "select count(*)::int as n from application_event e join application a using (application_id) where a.posting_id = $1 and e.kind = 'submitted'",
    );
    const stage0 = await count(
      'select coalesce(max(count), 0)::int as n from posting_stage_count where posting_id = $1 and stage_no = 0',
    );
    const applyCount =
      (await count('select apply_count as n from job_posting where posting_id = $1')) -
      seeded.applyCountBefore;
    const ms = results.map((r) => r.ms).sort((a, b) => a - b);
    storm = { byCode, rows, distinct, snapshots, events, stage0, applyCount, ms, wall };

    // (b) 지원 현황 of members with 200 applications each, API against the same statements direct.
    const query = applicationListQuerySchema.parse({});
    const service = (db) =>
      createApplicationService({ db, clock: () => new Date(), files: { release: async () => {} } });
    const acting = (m) => ({
      actor: { kind: 'account', userId: m.memberId, role: 'member' },
      memberId: m.memberId,
      role: 'member',
      ip: '127.0.0.1',
      name: '지원자',
    });
    const requests = [];
    for (const m of heavy) {
      requests.push([
        ...(await captured(pool, (db) =>
          userRepository.findSessionUser(db, m.memberId, m.familyId),
        )),
        ...(await captured(pool, (db) => service(db).list(acting(m), query))),
      ]);
    }
    const sample = await fetch(`${api.url}${APPLICATION_API.list}`, {
      headers: { cookie: heavy[0].cookie },
    }).then((r) => r.json());
    if (sample.code !== '001' || sample.data.total !== PER_HEAVY) {
      throw new Error(`the list answered ${JSON.stringify(sample).slice(0, 300)}`);
    }
    const next = (i) => ({ path: APPLICATION_API.list, cookie: heavy[i % heavy.length].cookie });
    await cannon(api.url, next, { connections: CONNECTIONS, seconds: WARM_UP });
    const apiRun = await cannon(api.url, next, { connections: CONNECTIONS, seconds: DURATION });
    await direct(pool, requests, { connections: CONNECTIONS, seconds: WARM_UP });
    const directRun = await direct(pool, requests, { connections: CONNECTIONS, seconds: DURATION });
    listCase = { api: apiRun, direct: directRun };
    plans.push(...(await explainAll(pool, 'list', requests[0])));
  } finally {
    await pool.end();
    await api.stop();
  }
} finally {
  await adminQuery(`drop database if exists "${dbName}" with (force)`);
}

console.info(
  `\nPostgreSQL, node ${process.version}, ${availableParallelism()} cores, the server's pool ${SERVER_POOL}; load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`,
);
const ok = (b) => (b ? 'yes' : 'NO');
console.info(
  `\n(a) ${APPLICANTS} applicants + ${DOUBLES} second submits at once on one posting (${(storm.wall / 1000).toFixed(1)} s in all)`,
);
console.table({
  answers: Object.fromEntries([...storm.byCode].map(([k, v]) => [`code ${k}`, v])),
  rows: {
    applications: storm.rows,
    'distinct members': storm.distinct,
    snapshots: storm.snapshots,
    '지원완료 events': storm.events,
    'stage 0 count': storm.stage0,
    'apply_count +': storm.applyCount,
    'none lost, none doubled': ok(
      [
        storm.rows,
        storm.distinct,
        storm.snapshots,
        storm.events,
        storm.stage0,
        storm.applyCount,
      ].every((n) => n === APPLICANTS),
    ),
  },
  'apply call': {
    'p50 ms': fmt(pct(storm.ms, 0.5)),
    'p99 ms': fmt(pct(storm.ms, 0.99)),
    'max ms': fmt(storm.ms.at(-1)),
  },
});
console.info(
  `\n(b) 지원 현황, ${HEAVY} members × ${PER_HEAVY} applications, ${CONNECTIONS} connections, ${DURATION} s`,
);
console.table([
  {
    'API req/s': Math.round(listCase.api.rps),
    'API p50 ms': fmt(listCase.api.p50),
    'API p99 ms': fmt(listCase.api.p99),
    errors: listCase.api.errors,
    'direct req/s': Math.round(listCase.direct.rps),
    'direct p99 ms': fmt(listCase.direct.p99),
    'API/direct': `${((listCase.api.rps / listCase.direct.rps) * 100).toFixed(0)}%`,
    'p99 ≤ 50 ms': ok(listCase.api.p99 <= 50),
    'API ≥ 50 %': ok(listCase.api.rps >= listCase.direct.rps / 2),
  },
]);
if (process.env.BENCH_PLANS !== 'none') {
  console.info('\nEXPLAIN (ANALYZE, BUFFERS) of the list statements:');
  for (const p of plans) {
    console.info(`\n── ${p.text.replace(/\s+/g, ' ').slice(0, 160)}`);
    console.info(p.plan);
  }
}
