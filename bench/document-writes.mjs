// The write case of `npm run bench:postings` (decision 0024): connections
// creating and editing search documents of a non-posting kind (community
// posts, as the community area will index them) through the one indexer,
// while the list case runs through the API. Each run first measures the list
// alone, then the list with the writers, so both sides share the machine's
// minute. PostgreSQL only: PGlite lets one process open its directory.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { searchText } from '../apps/server/src/lib/search-grams.ts';
import { indexDocuments } from '../apps/server/src/modules/search/index.ts';

const KIND = 'community-post';
const PREFIX = 'bench-';

const documentOf = (refId, edit) => ({
  kind: KIND,
  refId,
  title: edit ? `수정한 면접 후기 ${refId}` : `면접 후기 ${refId}`,
  subtitle: '커뮤니티',
  meta: [],
  searchText: searchText([edit ? `수정한 면접 후기 ${refId}` : `면접 후기 ${refId}`, '커뮤니티']),
  rank: edit,
});

/**
 * `writers` connections for `seconds`, each creating a document and then
 * editing it, one autocommitted statement per write; returns writes/s and
 * the latency percentiles of a write. Without `rate` they write as fast as
 * they can (on a small machine they then take the CPU the list needs: that
 * measures cores, not locks); with `rate` (writes/s over all writers) each
 * writer keeps a schedule, catching up at once when it falls behind.
 */
async function runWriters(url, writers, seconds, run, rate) {
  const clients = await Promise.all(
    Array.from({ length: writers }, async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      return client;
    }),
  );
  const latencies = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const started = performance.now();
  try {
    await Promise.all(
      clients.map(async (client, w) => {
        const db = drizzle({ client, schema });
        // A writer's writes are `interval` ms apart, the writers spread across one interval.
        const interval = rate ? (1000 * writers) / rate : 0;
        let due = started + (interval * w) / writers;
        for (let i = 0; performance.now() < end; i++) {
          const refId = `${PREFIX}${run}-${w}-${i}`;
          for (const edit of [0, 1]) {
            if (interval > 0) {
              const wait = due - performance.now();
              if (wait > 0) await new Promise((r) => setTimeout(r, wait));
              due += interval;
              if (performance.now() >= end) break;
            }
            const t0 = performance.now();
            try {
              await indexDocuments(db, [documentOf(refId, edit)]);
              latencies.push(performance.now() - t0);
            } catch {
              errors++;
            }
          }
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  return { wps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

/** Runs `fn` with 0010's statement trigger on search_document put back, then removes it. */
async function withSiteWideTrigger(url, fn) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create trigger bench_site_wide_list_version
      before insert or update or delete on search_document
      for each statement execute function bump_posting_list_version()`);
    await fn();
  } finally {
    await client.query('drop trigger if exists bench_site_wide_list_version on search_document');
    await client.end();
  }
}

/**
 * For each number of writers: the list alone, then the list and the
 * writers together. `cannon(paths, seconds)` is the API load of the list.
 */
export async function measureDocumentWrites({
  url,
  listPaths,
  cannon,
  seconds,
  warmUp,
  writerCounts,
  pacedRate,
}) {
  const rows = [];
  const measure = async (writers, run, trigger, rate) => {
    await cannon(listPaths, warmUp);
    const alone = await cannon(listPaths, seconds);
    const [together, writes] = await Promise.all([
      cannon(listPaths, seconds),
      runWriters(url, writers, seconds, run, rate),
    ]);
    const pace = rate ? `${rate} writes/s` : 'flat out';
    console.info(
      `  writes  ${writers} writers (${trigger}, ${pace}): ${Math.round(writes.wps)} writes/s; list ${Math.round(alone.rps)} → ${Math.round(together.rps)} req/s`,
    );
    rows.push({ writers, trigger, pace, alone, together, writes });
  };
  for (const [run, writers] of writerCounts.entries()) await measure(writers, run, 'per kind');
  // The same writers at a steady rate: what the list feels of the writes themselves (their
  // locks and I/O) once the writers no longer take every core of a small machine.
  const top = writerCounts.at(-1);
  const base = 2 * writerCounts.length;
  if (pacedRate > 0) await measure(top, base, 'per kind', pacedRate);
  // For comparison, the same writes under migration 0010's trigger, which moved
  // the list version on every search_document statement: what 0017 removed.
  await withSiteWideTrigger(url, async () => {
    for (const [run, writers] of writerCounts.entries()) {
      await measure(writers, writerCounts.length + run, 'site-wide, 0010');
    }
    if (pacedRate > 0) await measure(top, base + 1, 'site-wide, 0010', pacedRate);
  });
  // A kept database is measured again later: the benchmark's documents go.
  const cleanup = new pg.Client({ connectionString: url });
  await cleanup.connect();
  try {
    const db = drizzle({ client: cleanup, schema });
    await db.execute(
      sql`delete from search_document where kind = ${KIND} and ref_id like ${`${PREFIX}%`}`,
    );
  } finally {
    await cleanup.end();
  }
  return rows;
}
