// `npm run bench:community`: the community's list, detail and comments at
// 200,000 posts and 1,000,000 comments on PostgreSQL, through the real API
// and, in the same run, the very SQL the routes run sent straight through the
// driver; then the write case. Not a test. Issue 20's targets: p99 ≤ 50 ms,
// the API ≥ 50 % of direct; the postings list's p99 with 32 community writers
// at most 1.5× its p99 alone.
//   - TEST_DATABASE_URL (or BENCH_DATABASE_URL) is required: a dedicated
//     database (ilteo_bench_…) is created, migrated, seeded, measured, dropped;
//   - the seed: BENCH_POSTINGS postings (default 20,000) through the postings
//     generator, for the write case's list; the community by INSERT … SELECT
//     over generate_series (bench/community-seed.mjs);
//   - builds the server bundle when it is older than its sources (as
//     bench/resumes.mjs), starts it there;
//   - reads as a visitor (the list, detail and comments are public); captures
//     each request's statements on a logging drizzle instance from the
//     community module's own services (their second run: caches warm, as in a
//     running server) and replays them as named prepared statements;
//   - EXPLAIN (ANALYZE, BUFFERS) summary of each list statement;
//   - the write case: the postings list alone, then with BENCH_WRITERS (32)
//     members writing posts and comments through the API (community-writers.mjs),
//     flat out and then at a steady BENCH_WRITE_RATE (50) writes/s.
// BENCH_COMMUNITY_POSTS (200,000), BENCH_COMMENTS (1,000,000), BENCH_SECONDS (10),
// BENCH_WARM_UP_SECONDS (3), BENCH_CONNECTIONS (32), BENCH_SERVER_POOL (twice the cores).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import {
  API,
  COOKIE_NAMES,
  communityListQuerySchema,
  withQuery,
  COMMUNITY_API,
} from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { ANONYMOUS } from '../apps/server/src/http/policy.ts';
import { seoulDate } from '../apps/server/src/lib/seoul-date.ts';
import { DEFAULT_THROTTLE } from '../apps/server/src/modules/auth/login-throttle.ts';
import { createSessionService } from '../apps/server/src/modules/auth/session-service.ts';
import { createAccessTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { userRepository } from '../apps/server/src/modules/auth/user-repository.ts';
import { createCommentService } from '../apps/server/src/modules/community/comment-service.ts';
import { createPostService } from '../apps/server/src/modules/community/post-service.ts';
import { seedPostingData } from '../apps/server/src/seed/postings/index.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';
import { seedCommunity } from './community-seed.mjs';
import { runCommunityWriters } from './community-writers.mjs';
import { cannon, direct, visitorCookie } from './load-loops.mjs';

const root = path.resolve(import.meta.dirname, '..');
const POSTS = Number(process.env.BENCH_COMMUNITY_POSTS ?? 200_000);
const COMMENTS = Number(process.env.BENCH_COMMENTS ?? 1_000_000);
const MEMBERS = 20_000;
const WRITER_MEMBERS = 1_000;
const POSTINGS = Number(process.env.BENCH_POSTINGS ?? 20_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARM_UP = Number(process.env.BENCH_WARM_UP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const WRITERS = Number(process.env.BENCH_WRITERS ?? 32);
/** The write case's second run: the same writers at this steady rate (writes/s); 0 skips it. */
const WRITE_RATE = Number(process.env.BENCH_WRITE_RATE ?? 50);
const SERVER_POOL = Number(
  process.env.BENCH_SERVER_POOL ?? Math.max(4, 2 * availableParallelism()),
);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const ACCESS_TOKEN_SECRET = randomBytes(32).toString('hex');

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
  console.info(
    'Building the server bundle (apps/server/dist is missing or older than its sources)…',
  );
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

async function prepareDatabase() {
  const dbName = `ilteo_bench_${randomBytes(5).toString('hex')}`;
  await adminQuery(`create database "${dbName}"`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${dbName}`;
  const url = u.toString();
  const cleanup = () => adminQuery(`drop database if exists "${dbName}" with (force)`);
  try {
    const handle = await openDatabase({ url, poolSize: 4 });
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    try {
      await runMigrations(handle, path.join(root, 'apps/server/drizzle'));
      const started = performance.now();
      await seedPostingData(handle.db, {
        companies: Math.round(POSTINGS / 12.5),
        postings: POSTINGS,
        seed: 20_260_501,
        today: seoulDate(new Date()),
      });
      console.info(
        `  ${POSTINGS.toLocaleString('en')} postings (${((performance.now() - started) / 1000).toFixed(0)}s)`,
      );
      await seedCommunity(pool, { posts: POSTS, comments: COMMENTS, members: MEMBERS });
      await pool.query('vacuum analyze');
      await pool.query('checkpoint');
      const { rows } =
        await pool.query(`select pg_size_pretty(pg_total_relation_size('community_post')) as posts,
        pg_size_pretty(pg_total_relation_size('community_comment')) as comments`);
      console.info(
        `Seeded in ${((performance.now() - started) / 1000).toFixed(0)}s (community_post ${rows[0].posts}, community_comment ${rows[0].comments}).`,
      );
      return { url, cleanup };
    } finally {
      await pool.end();
      await handle.close();
    }
  } catch (err) {
    await cleanup();
    throw err;
  }
}

/** Signs in the writers' members through the session service (what a login writes, minus argon2). */
async function issueSessions(url) {
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    const sessions = createSessionService(handle.db, createAccessTokens(ACCESS_TOKEN_SECRET), {
      perIp: { max: 100_000_000, windowSeconds: 600 },
      throttle: DEFAULT_THROTTLE,
    });
    const out = [];
    for (let i = 1; i <= WRITER_MEMBERS; i++) {
      const user = await userRepository.findByLoginId(handle.db, `bench-m-${i}`);
      const tokens = await sessions.loginUser(user, {
        ip: '127.0.0.1',
        userAgent: 'bench/community',
      });
      out.push({ cookie: `${COOKIE_NAMES.accessToken}=${tokens.access}` });
    }
    return out;
  } finally {
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
    posts: createPostService(db, () => new Date()),
    comments: createCommentService(db, { notify: () => Promise.resolve() }, () => new Date()),
  };
  await fn(services);
  log.length = 0;
  await fn(services);
  return log;
}

const listQuery = (q) => communityListQuerySchema.parse(q);

// ── Run ────────────────────────────────────────────────────────────────────

console.info(
  `${POSTS.toLocaleString('en')} community posts, ${COMMENTS.toLocaleString('en')} comments and ${POSTINGS.toLocaleString('en')} postings in PostgreSQL (a dedicated database).`,
);
const loadBefore = loadavg()[0];
const db = await prepareDatabase();
const cases = [];
const plans = [];
let write;
try {
  const members = await issueSessions(db.url);
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
  pool.on('error', (err) => {
    if (err.code !== '57P01') console.error(err);
  });
  try {
    const q = async (text) => (await pool.query(text)).rows;
    const boards = (
      await q(`select board_id from community_board order by post_count desc limit 12`)
    ).map((r) => r.board_id);
    const spread = (
      await q(
        `select post_id from community_post where state = 'published' and post_id % 397 = 11 order by post_id limit 500`,
      )
    ).map((r) => r.post_id);
    const commented = (
      await q(
        `select post_id from community_post where state = 'published' and comment_count > 0 and post_id % 389 = 7 order by post_id limit 500`,
      )
    ).map((r) => r.post_id);
    const lists = [
      {
        name: 'list latest (all), pages 1-3',
        queries: [1, 2, 3].map((page) => ({ page: String(page) })),
      },
      {
        name: 'list by board (12 busiest, p1)',
        queries: boards.map((b) => ({ boardId: String(b) })),
      },
      { name: 'list by views (all, p1)', queries: [{ sort: 'views' }] },
      { name: 'list by comments (all, p1)', queries: [{ sort: 'comments' }] },
      {
        name: 'list by views (board, p1)',
        queries: boards.map((b) => ({ boardId: String(b), sort: 'views' })),
      },
    ];
    for (const l of lists) {
      cases.push({
        name: l.name,
        list: true,
        paths: l.queries.map((query) => withQuery(COMMUNITY_API.list, query)),
        requests: await Promise.all(
          l.queries.map((query) => steady(pool, (s) => s.posts.list(listQuery(query), null))),
        ),
      });
    }
    cases.push(
      {
        name: 'detail (500 posts in turn)',
        paths: spread.map((id) => withQuery(COMMUNITY_API.detail, { postId: String(id) })),
        requests: await Promise.all(
          spread.map((id) => steady(pool, (s) => s.posts.detail(id, null))),
        ),
      },
      {
        name: 'comments p1 (500 posts in turn)',
        paths: commented.map((id) => withQuery(COMMUNITY_API.comments, { postId: String(id) })),
        requests: await Promise.all(
          commented.map((id) => steady(pool, (s) => s.comments.list(ANONYMOUS, id, 1))),
        ),
      },
    );
    const sample = await (await fetch(`${api.url}${cases[0].paths[0]}`)).json();
    if (sample.code !== '001')
      throw new Error(`list answered ${JSON.stringify(sample).slice(0, 300)}`);

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
      if (c.list) {
        for (const s of c.requests[0]) {
          const res = await pool.query(`explain (analyze, buffers) ${s.text}`, s.params);
          plans.push({ name: c.name, text: s.text, plan: res.rows.map((r) => r['QUERY PLAN']) });
        }
      }
    }

    // The write case: the postings list (p1 and p10 in turn) alone, then with the writers.
    const postingPaths = [1, 10].map((page) =>
      withQuery(API.recruit.list, {
        regions: '11000',
        careers: 'N',
        sortBy: 'latest',
        page: String(page),
      }),
    );
    const nextPosting = (i) => ({ path: postingPaths[i % postingPaths.length], cookie: visitor });
    await cannon(api.url, nextPosting, { connections: CONNECTIONS, seconds: WARM_UP });
    const alone = await cannon(api.url, nextPosting, {
      connections: CONNECTIONS,
      seconds: DURATION,
    });
    const withWriters = (rate, firstMember) =>
      Promise.all([
        cannon(api.url, nextPosting, { connections: CONNECTIONS, seconds: DURATION }),
        runCommunityWriters(api.url, {
          members,
          boardIds: boards,
          postIds: spread,
          writers: WRITERS,
          seconds: DURATION,
          rate,
          firstMember,
        }),
      ]);
    const [together, writes] = await withWriters(undefined, 0);
    write = [{ pace: 'flat out', alone, together, writes }];
    // Flat out, the writers take the CPU the list needs on a small machine (that measures
    // cores); at a steady rate, what the list feels is the writes themselves.
    if (WRITE_RATE > 0) {
      const alone2 = await cannon(api.url, nextPosting, {
        connections: CONNECTIONS,
        seconds: DURATION,
      });
      const [together2, writes2] = await withWriters(WRITE_RATE, writes.membersUsed);
      write.push({
        pace: `${WRITE_RATE} writes/s`,
        alone: alone2,
        together: together2,
        writes: writes2,
      });
    }
  } finally {
    await pool.end();
    await api.stop();
  }
} finally {
  await db.cleanup();
}

const fmt = (ms) => (ms < 10 ? ms.toFixed(1) : String(Math.round(ms)));
console.info(
  `\nPostgreSQL, ${POSTS.toLocaleString('en')} posts and ${COMMENTS.toLocaleString('en')} comments, ${CONNECTIONS} connections, ${DURATION}s each, loopback, node ${process.version}; the server's pool: ${SERVER_POOL}; ${availableParallelism()} cores, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} at the end`,
);
console.table(
  cases.map((c) => ({
    request: c.name,
    'API req/s': Math.round(c.api.rps),
    'API p99 ms': fmt(c.api.p99),
    errors: c.api.errors,
    'direct req/s': Math.round(c.direct.rps),
    'direct p99 ms': fmt(c.direct.p99),
    'API/direct': `${((c.api.rps / c.direct.rps) * 100).toFixed(0)}%`,
    'p99 ≤ 50 ms': c.api.p99 <= 50 ? 'yes' : 'NO',
    'API ≥ 50 %': c.api.rps >= c.direct.rps / 2 ? 'yes' : 'NO',
  })),
);
console.info(
  `\nThe postings list (API) alone and while ${WRITERS} members write community posts and comments through the API:`,
);
console.table(
  write.map(({ pace, alone, together, writes: w }) => ({
    pace,
    'list req/s alone': Math.round(alone.rps),
    'list p99 alone': fmt(alone.p99),
    'list req/s with writers': Math.round(together.rps),
    'list p99 with writers': fmt(together.p99),
    'p99 ratio': (together.p99 / alone.p99).toFixed(2),
    'ratio ≤ 1.5': together.p99 / alone.p99 <= 1.5 ? 'yes' : 'NO',
    'writes/s': Math.round(w.wps),
    'posts + comments': `${w.posts} + ${w.comments}`,
    'write p99 ms': fmt(w.p99),
    'write errors': w.errors,
  })),
);
for (const { pace, writes: w } of write) {
  if (w.failures) console.info(`Refused writes (${pace}): ${w.failures}`);
}
console.info('\nEXPLAIN (ANALYZE, BUFFERS) of the list statements (summary):');
for (const p of plans) {
  const indexes = [
    ...new Set(
      p.plan
        .join('\n')
        .match(/(?:Index|Bitmap Index) (?:Only )?Scan(?: Backward)? (?:using|on) \w+/g) ?? [],
    ),
  ];
  const buffers = p.plan.find((l) => l.trim().startsWith('Buffers:'))?.trim() ?? '';
  const time = p.plan.find((l) => l.startsWith('Execution Time'))?.trim() ?? '';
  const seq = p.plan.some((l) => l.includes('Seq Scan')) ? '; Seq Scan' : '';
  console.info(
    `── ${p.name}: ${p.text.replace(/\s+/g, ' ').slice(0, 90)}…\n   ${indexes.join('; ') || 'no index'}${seq}; ${buffers}; ${time}`,
  );
}
