/**
 * A small per-node cache whose entries live `ttlMs` by the app's clock, for
 * counts that may lag a little (facets, the region tree). Oldest entries go
 * first when it is full. Concurrent misses for one key share one load.
 */
export function createTtlCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => number;
}) {
  const entries = new Map<string, { at: number; value: Promise<T> }>();
  return {
    get(key: string, load: () => Promise<T>): Promise<T> {
      const now = options.now();
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs && now >= hit.at) return hit.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
  };
}
