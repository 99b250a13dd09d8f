/**
 * Where the pages of latest-first lists start (decision 0019).
 *
 * OFFSET reads and drops every row before a page: page 50 of a filtered
 * list walks thousands of index entries. A node remembers, per list and row
 * position, the sort key at which the rows from that position start, with
 * the posting-list version (posting_list_version) the rows were read at. A
 * later request for that position seeks to the key (an index range read of
 * one page) in a statement that answers only while that version is still
 * current, so the page is exactly the one OFFSET gives; after a change the
 * caller falls back to OFFSET and learns the new starts.
 */
export interface PageStart {
  /** The sort key (open_date, posting_id) of a row next to the position. */
  openDate: string;
  postingId: number;
  /**
   * true: that row is the first at the position (a page's first row);
   * false: it is the last before it (the previous page's last row).
   */
  inclusive: boolean;
  /** posting_list_version when the row was read. */
  version: string;
}

export interface PageStarts {
  get(list: string, position: number): PageStart | undefined;
  set(list: string, position: number, start: PageStart): void;
}

/** Starts of at most `maxEntries` positions; the least recently used go first. */
export function createPageStarts(options: { maxEntries: number }): PageStarts {
  const entries = new Map<string, PageStart>();
  const keyOf = (list: string, position: number) => `${position}|${list}`;
  return {
    get(list, position) {
      const key = keyOf(list, position);
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    set(list, position, start) {
      const key = keyOf(list, position);
      entries.delete(key);
      entries.set(key, start);
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
  };
}
