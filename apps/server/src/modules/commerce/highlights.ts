import type { Database } from '../../db/client';
import { createTtlCache } from '../postings';
import { commerceRepository } from './repository';

/**
 * How long a node keeps today's set of highlighted postings. The recruit
 * list asks on every page; asking the database each time (a second
 * statement, built, parsed and planned per request) took about 30 % of the
 * list's throughput (decision 0040). A purchase shows within this long on
 * the other nodes; the node that took it forgets at once.
 */
const HIGHLIGHT_TTL_MS = 30_000;

type HighlightCache = ReturnType<typeof createTtlCache<ReadonlySet<number>>>;

/** One cache per database handle: every plugin of one app shares it, tests' apps do not. */
const caches = new WeakMap<Database, HighlightCache>();

function cacheOf(db: Database, now: () => number): HighlightCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = createTtlCache<ReadonlySet<number>>({ ttlMs: HIGHLIGHT_TTL_MS, maxEntries: 2, now });
    caches.set(db, cache);
  }
  return cache;
}

/** Of `postingIds`, those a paid (or credit-funded) highlight promotion marks on `today`. */
export async function highlightedOf(
  db: Database,
  now: () => number,
  postingIds: readonly number[],
  today: string,
): Promise<number[]> {
  if (postingIds.length === 0) return [];
  const live = await cacheOf(db, now).get(
    today,
    async () => new Set(await commerceRepository.liveHighlights(db, today)),
  );
  return postingIds.filter((id) => live.has(id));
}

/** After a promotion or an invoice changed on this node. */
export function forgetHighlights(db: Database): void {
  caches.delete(db);
}
