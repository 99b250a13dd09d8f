// `npm run bench:chat [-- <seconds>]`: 커리어 상담 채팅 under load (issue 22,
// decision 0038). Not a test. Two runs, each on a fresh PostgreSQL database
// (created, migrated, dropped) and the built server:
//   1. one node: BENCH_CHAT_MEMBERS (500) members and BENCH_CHAT_COUNSELLORS
//      (50) counsellors on WebSockets, each member in an active chat
//      (a counsellor holds members / counsellors of them, one socket each);
//   2. two nodes on the same database: members on node A, counsellors on B,
//      so every message crosses LISTEN/NOTIFY.
// Each member sends one message a second for <seconds> (default 30; the
// per-member limit is CHAT_LIMITS.perMinute, so more than 30 s meets it).
// Reported: delivery latency (send → the counsellor's socket receives it)
// p50/p99, acks, refusals, and that every message was stored exactly once
// (rows counted by client id). Issue 22's target: p99 ≤ 100 ms.
// TEST_DATABASE_URL (or BENCH_DATABASE_URL) is required.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { API, CHAT_API, COOKIE_NAMES, CSRF_HEADER } from '../packages/contract/src/index.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { DEFAULT_THROTTLE } from '../apps/server/src/modules/auth/login-throttle.ts';
import { createSessionService } from '../apps/server/src/modules/auth/session-service.ts';
import { createAccessTokens } from '../apps/server/src/modules/auth/tokens.ts';
import { userRepository } from '../apps/server/src/modules/auth/user-repository.ts';
import { serverEntry, startBuiltServer } from './built-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SECONDS = Number(process.argv[2] ?? process.env.BENCH_SECONDS ?? 30);
const MEMBERS = Number(process.env.BENCH_CHAT_MEMBERS ?? 500);
const COUNSELLORS = Number(process.env.BENCH_CHAT_COUNSELLORS ?? 50);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const SECRETS = {
  ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'),
  COOKIE_SECRET: randomBytes(32).toString('hex'),
  CSRF_SECRET: randomBytes(32).toString('hex'),
};

if (!ADMIN_URL) {
  console.error('Set TEST_DATABASE_URL (PostgreSQL): the two-node run needs it.');
  process.exit(1);
}
if (!Number.isFinite(SECONDS) || SECONDS < 1) {
  console.error('사용법: npm run bench:chat -- [초]  (기본 30)');
  process.exit(1);
}

// ── The server bundle (as bench/community.mjs) ─────────────────────────────

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

// ── A database with members, counsellors and their active chats ────────────

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
  const handle = await openDatabase({ url, poolSize: 4 });
  try {
    await runMigrations(handle, path.join(root, 'apps/server/drizzle'));
    const pool = new pg.Pool({ connectionString: url, max: 2 });
    // A placeholder hash: these accounts never log in with a password.
    await pool.query(
      `insert into app_user (login_id, password_hash, name, email, status, role, ops_flags)
       select 'bench-chat-m-' || i, 'x', '회원' || i, 'bench-chat-m-' || i || '@example.com', 'active', 'member', '{}'::text[]
       from generate_series(1, $1) i
       union all
       select 'bench-chat-c-' || i, 'x', '상담사' || i, 'bench-chat-c-' || i || '@example.com', 'active', 'member', '{counsellor}'::text[]
       from generate_series(1, $2) i`,
      [MEMBERS, COUNSELLORS],
    );
    await pool.query(
      `insert into chat_session (user_id, counsellor_id, state, topic, taken_at)
       select m.user_id, c.user_id, 'active', '벤치마크 상담', now()
       from generate_series(1, $1) i
       join app_user m on m.login_id = 'bench-chat-m-' || i
       join app_user c on c.login_id = 'bench-chat-c-' || (1 + (i - 1) % $2)`,
      [MEMBERS, COUNSELLORS],
    );
    const { rows } = await pool.query(
      `select s.session_id, m.login_id as member, c.login_id as counsellor
       from chat_session s join app_user m on m.user_id = s.user_id
       join app_user c on c.user_id = s.counsellor_id order by s.session_id`,
    );
    await pool.end();
    const sessions = createSessionService(
      handle.db,
      createAccessTokens(SECRETS.ACCESS_TOKEN_SECRET),
      {
        perIp: { max: 100_000_000, windowSeconds: 600 },
        throttle: DEFAULT_THROTTLE,
      },
    );
    const tokens = new Map();
    for (const login of new Set(rows.flatMap((r) => [r.member, r.counsellor]))) {
      const user = await userRepository.findByLoginId(handle.db, login);
      const issued = await sessions.loginUser(user, { ip: '127.0.0.1', userAgent: 'bench/chat' });
      tokens.set(login, `${COOKIE_NAMES.accessToken}=${issued.access}`);
    }
    // Operators sign in at the console with a TOTP code; the bench signs the
    // counsellors in as members and then makes them operators (the session
    // reads the account's row on every request, so they act as operators).
    const promote = new pg.Client({ connectionString: url });
    await promote.connect();
    await promote.query(
      `update app_user set role = 'operator' where login_id like 'bench-chat-c-%'`,
    );
    await promote.end();
    return {
      url,
      cleanup,
      chats: rows.map((r) => ({
        sessionId: r.session_id,
        member: tokens.get(r.member),
        counsellor: tokens.get(r.counsellor),
      })),
    };
  } catch (err) {
    await cleanup();
    throw err;
  } finally {
    await handle.close();
  }
}

// ── Clients ────────────────────────────────────────────────────────────────

/** A browser: its access cookie plus the CSRF secret cookie, and a token for it. */
async function browserOf(base, cookie) {
  const res = await fetch(`${base}${API.system.health}`, { headers: { cookie } });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  await res.arrayBuffer();
  return { cookie: [cookie, ...set].join('; '), token: res.headers.get(CSRF_HEADER) ?? '' };
}

function connect(base, browser, sessionId, onFrame) {
  const ws = new WebSocket(
    `${base.replace('http', 'ws')}${CHAT_API.socket}?sessionId=${sessionId}&csrf=${encodeURIComponent(browser.token)}`,
    { headers: { cookie: browser.cookie }, origin: base },
  );
  ws.on('message', (data) => onFrame(JSON.parse(data.toString())));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
    ws.once('close', (code) => reject(new Error(`socket closed on open: ${code}`)));
  });
}

const percentile = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

async function run(label, memberBase, counsellorBase, chats, url) {
  const sentAt = new Map();
  const latencies = [];
  const received = new Set();
  const acked = new Set();
  let answered = 0;
  const errors = new Map();
  const closed = [];
  let waitAll;
  const allIn = new Promise((r) => (waitAll = r));
  let expected = Infinity;

  const members = [];
  for (const chat of chats) {
    const [mb, cb] = await Promise.all([
      browserOf(memberBase, chat.member),
      browserOf(counsellorBase, chat.counsellor),
    ]);
    const counsellorSocket = await connect(counsellorBase, cb, chat.sessionId, (f) => {
      if (f.type !== 'message' || f.message.senderRole !== 'member') return;
      const t0 = sentAt.get(f.message.clientId);
      if (t0 === undefined || received.has(f.message.clientId)) return;
      received.add(f.message.clientId);
      latencies.push(performance.now() - t0);
      if (received.size >= expected && answered >= expected) waitAll();
    });
    const memberSocket = await connect(memberBase, mb, chat.sessionId, (f) => {
      if (f.type === 'ack') acked.add(f.clientId);
      if (f.type === 'error')
        errors.set(`${f.code} ${f.message}`, (errors.get(`${f.code} ${f.message}`) ?? 0) + 1);
      if (f.type === 'ack' || f.type === 'error') answered++;
    });
    for (const s of [counsellorSocket, memberSocket]) s.on('close', (code) => closed.push(code));
    members.push({ chat, socket: memberSocket, counsellorSocket });
  }
  console.info(`${label}: ${members.length * 2} sockets open; sending for ${SECONDS}s…`);

  let sent = 0;
  const started = performance.now();
  await Promise.all(
    members.map(
      (m, i) =>
        new Promise((resolve) => {
          let k = 0;
          const tick = () => {
            const clientId = `m${m.chat.sessionId}-${k}`;
            sentAt.set(clientId, performance.now());
            m.socket.send(
              JSON.stringify({ type: 'send', clientId, body: `벤치마크 메시지 ${k}번입니다.` }),
            );
            sent++;
            k++;
            if (k >= SECONDS) resolve();
            else
              setTimeout(
                tick,
                started + k * 1000 + (i * 1000) / members.length - performance.now(),
              );
          };
          // Spread over the first second, as real members are.
          setTimeout(tick, (i * 1000) / members.length);
        }),
    ),
  );
  expected = sent;
  // Every send answered (ack or error) and every stored one delivered, or a minute at most.
  const settle = setInterval(() => {
    if (answered >= expected && received.size >= acked.size) waitAll();
  }, 100);
  await Promise.race([allIn, new Promise((r) => setTimeout(r, 60_000))]);
  clearInterval(settle);
  const elapsed = (performance.now() - started) / 1000;
  for (const m of members) {
    m.socket.close();
    m.counsellorSocket.close();
  }

  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const { rows } = await db.query(
    `select client_id, count(*)::int as n from chat_message where sender_role = 'member' group by client_id`,
  );
  await db.end();
  const stored = new Map(rows.map((r) => [r.client_id, r.n]));
  const duplicates = rows.filter((r) => r.n > 1).length;
  const ackedNotStored = [...acked].filter((id) => !stored.has(id)).length;
  latencies.sort((a, b) => a - b);
  const report = {
    run: label,
    seconds: SECONDS,
    sockets: members.length * 2,
    sent,
    acked: acked.size,
    delivered: received.size,
    refused: Object.fromEntries(errors),
    stored: [...stored.values()].reduce((a, b) => a + b, 0),
    duplicates,
    ackedNotStored,
    storedOnce: duplicates === 0 && ackedNotStored === 0,
    p50ms: Number(percentile(latencies, 50).toFixed(1)),
    p99ms: Number(percentile(latencies, 99).toFixed(1)),
    maxms: Number((latencies.at(-1) ?? NaN).toFixed(1)),
    messagesPerSecond: Math.round(sent / elapsed),
    unexpectedCloses: closed.filter((c) => c !== 1005 && c !== 1000).length,
  };
  console.info(JSON.stringify(report, null, 2));
  return report;
}

const serverEnv = (url) => ({
  ...SECRETS,
  DATABASE_URL: url,
  DATABASE_POOL_SIZE: '20',
  MIGRATE_ON_START: 'false',
  SEED_DEMO: 'false',
});

const results = [];
{
  const { url, cleanup, chats } = await prepareDatabase();
  const node = await startBuiltServer({ env: serverEnv(url) });
  try {
    results.push(await run('one node', node.url, node.url, chats, url));
  } finally {
    await node.stop();
    await cleanup();
  }
}
{
  const { url, cleanup, chats } = await prepareDatabase();
  const a = await startBuiltServer({ env: serverEnv(url) });
  const b = await startBuiltServer({ env: serverEnv(url) });
  try {
    results.push(await run('two nodes (members on A, counsellors on B)', a.url, b.url, chats, url));
  } finally {
    await a.stop();
    await b.stop();
    await cleanup();
  }
}
console.table(
  results.map((r) => ({
    run: r.run,
    sent: r.sent,
    delivered: r.delivered,
    'stored once': r.storedOnce,
    'p50 ms': r.p50ms,
    'p99 ms': r.p99ms,
  })),
);
