import { isInitialsQuery, normaliseForSearch } from '@ilteo/contract';

export interface LookupRow {
  code: string;
  name: string;
  issuer: string;
  popularity: number;
  searchText: string;
  initials: string;
}

/** Reference data changes only with a migration; each node re-reads it now and then. */
const TTL_MS = 5 * 60 * 1000;

/**
 * Form look-ups served from memory: the catalogue is a few hundred rows, so
 * matching in the process answers in microseconds, where a round trip to a
 * busy database would queue. Same rules as the SQL search (search.ts):
 * exact term, then term prefix, then anywhere; then popularity.
 */
export function createLookupIndex(load: () => Promise<LookupRow[]>, now: () => number = Date.now) {
  let cached: { at: number; rows: Promise<LookupRow[]> } | undefined;
  const rows = () => {
    if (!cached || now() - cached.at > TTL_MS) {
      const loading = load();
      cached = { at: now(), rows: loading };
      // A failed load must not stick: the next call tries again.
      loading.catch(() => {
        cached = undefined;
      });
    }
    return cached.rows;
  };

  return {
    async search(
      keyword: string,
      size: number,
    ): Promise<{ code: string; name: string; issuer: string }[]> {
      const initialsOnly = isInitialsQuery(keyword);
      const q = initialsOnly ? keyword.replace(/\s+/g, '') : normaliseForSearch(keyword);
      if (!q) return [];
      const ranked: { row: LookupRow; rank: number }[] = [];
      for (const row of await rows()) {
        const text = initialsOnly ? row.initials : row.searchText;
        if (!text.includes(q)) continue;
        ranked.push({ row, rank: text.includes(`|${q}|`) ? 0 : text.includes(`|${q}`) ? 1 : 2 });
      }
      ranked.sort(
        (a, b) =>
          a.rank - b.rank ||
          b.row.popularity - a.row.popularity ||
          (a.row.code < b.row.code ? -1 : a.row.code > b.row.code ? 1 : 0),
      );
      return ranked
        .slice(0, size)
        .map(({ row }) => ({ code: row.code, name: row.name, issuer: row.issuer }));
    },
  };
}
