// Load loops for the benches that compare the API with the same SQL sent
// straight through the driver (bench/resumes.mjs): autocannon whose every
// request is set up by the caller, the concurrent direct loops, statement
// capture through a logging drizzle instance, and EXPLAIN ANALYZE.
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import * as schema from '../apps/server/src/db/schema/index.ts';

/**
 * A visitor's cookies as a browser keeps them after its first answer: the
 * CSRF secret the server sets on a first visit (decision 0002). A visitor
 * without it would be given a new secret on every request, which no browser
 * does after the first one. `path`: any public GET of the API.
 */
export async function visitorCookie(base, path) {
  const res = await fetch(`${base}${path}`);
  await res.arrayBuffer();
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return cookies.length > 0 ? cookies.join('; ') : 'bench=visitor';
}

/** autocannon at `connections`; `next(i)` gives the i-th request's path and cookie. */
export function cannon(base, next, { connections, seconds }) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const { path: p, cookie } = next(i++);
              return { ...req, path: p, headers: { ...req.headers, cookie } };
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

/** The statements `fn` sends, on a drizzle instance over `client` that logs them. */
export async function captured(client, fn) {
  const log = [];
  const db = drizzle({
    client,
    schema,
    logger: { logQuery: (text, params) => log.push({ text, params }) },
  });
  await fn(db);
  return log;
}

/**
 * A statement as a named (prepared) query: the server prepares its hot
 * statements (db/prepared.ts), so the direct side does as well for all of
 * them, parsing and planning each once per connection as the server does.
 */
const named = (s) => ({
  name: `bench_${createHash('sha1').update(s.text).digest('hex').slice(0, 16)}`,
  text: s.text,
  values: s.params,
});

/** Runs `requests` (each a list of statements) with `connections` concurrent loops. */
export async function direct(client, requests, { connections, seconds }) {
  const latencies = [];
  let next = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const statements = requests[next++ % requests.length];
      const t0 = performance.now();
      for (const s of statements) await client.query(named(s));
      latencies.push(performance.now() - t0);
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors: 0 };
}

/** EXPLAIN (ANALYZE, BUFFERS) of each statement; a write's effect is rolled back. */
export async function explainAll(pool, name, statements) {
  const out = [];
  const client = await pool.connect();
  try {
    for (const s of statements) {
      await client.query('begin');
      const res = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
      await client.query('rollback');
      out.push({ name, text: s.text, plan: res.rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
  } finally {
    client.release();
  }
  return out;
}
