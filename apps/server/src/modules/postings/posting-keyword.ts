import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Database } from '../../db/client';
import { documentTextMatch, gramQuery, textContains } from '../../lib/search-grams';

// The keyword of the posting lists: which postings' search documents hold
// it, and how a list checks it (decisions 0016, 0019).

/**
 * How the keyword condition reaches the postings:
 * - `in`: every matching search document at once through the gram index
 *   (decision 0016), joined back to the postings. Cheap for a rare term,
 *   but a common one (개발, ㄱㅂ) fetches and sorts thousands of rows;
 * - `walk`: a substring test on the posting's own copy of its document's
 *   text, so a list walks its sort index, checks each row it reads anyway,
 *   and stops after one page. Cheap for a common term, but a rare one walks far.
 * keywordFormOf chooses between them; both return the same rows.
 */
export type KeywordForm = 'in' | 'walk';

/**
 * The keyword. In the IN form every gram of the query is present (GIN, @>)
 * and the LIKE confirms they are adjacent; the walk needs the substring test
 * alone (textContains, which the planner does not misjudge as rare).
 * The user's % and _ are escaped, so they are only characters.
 */
export function keywordWhere(
  keyword: string | undefined,
  form: KeywordForm = 'in',
): SQL | undefined {
  const q = keyword ? gramQuery(keyword) : undefined;
  if (!q) return undefined;
  return form === 'walk'
    ? textContains(q, 'p')
    : sql`p.posting_id in (select d.ref_id::integer from search_document d
        where d.kind = 'posting' and ${documentTextMatch(q).where})`;
}

/** The keyword's condition on a search document `d`. */
function keywordMatch(keyword: string | undefined): SQL | undefined {
  const q = keyword ? gramQuery(keyword) : undefined;
  return q ? documentTextMatch(q).where : undefined;
}

/** How many posting documents a keyword matches, of how many. */
export interface KeywordShare {
  matches: number;
  documents: number;
}

/**
 * The form of the keyword for the rows up to `offset + limit` of a list.
 * The walk reads about `(offset + limit) / share` rows
 * (more under other filters), each dearer than one row of the IN form,
 * which reads every match; so the walk is chosen when it is expected to
 * read fewer rows than WALK_PER_MATCH times the matches, or few rows
 * anyway. `shares` keeps one count per keyword a while.
 */
export async function keywordFormOf(
  db: Database,
  keyword: string | undefined,
  rows: number,
  shares: { get(key: string, load: () => Promise<KeywordShare>): Promise<KeywordShare> },
): Promise<KeywordForm> {
  const match = keywordMatch(keyword);
  if (!match || !keyword) return 'in';
  const { matches, documents } = await shares.get(keyword, async () => {
    const [row] = await selectRows<KeywordShare>(
      db,
      sql`select count(*)::int as matches,
            (select count(*)::int from search_document where kind = 'posting') as documents
          from search_document d where d.kind = 'posting' and ${match}`,
    );
    return row ?? { matches: 0, documents: 0 };
  });
  return chooseKeywordForm(matches, documents, rows);
}

/** A walk this short costs a few milliseconds whatever the IN form would. */
const SHORT_WALK_ROWS = 1_000;

/**
 * A walked row costs about 2.5–6.5 µs, a row of the IN form about 5–7 µs
 * (100k postings, PostgreSQL 15, bench DB warm): 개발 (10 %) page 50, walk
 * 24 ms against 70 ms; ㄱㅂ (14 %) page 50, 13 against 84 ms; 백엔드개
 * (2.6 %) page 1, 1.6 against 13.7 ms, but page 10, 51 against 12.7 ms.
 * Walking is worth it up to about 1.2 times the matches.
 */
const WALK_PER_MATCH = 1.2;

/** See keywordFormOf. */
export function chooseKeywordForm(matches: number, documents: number, rows: number): KeywordForm {
  if (documents === 0 || matches === 0) return 'in';
  const walked = rows / (matches / documents);
  return walked <= Math.max(matches * WALK_PER_MATCH, SHORT_WALK_ROWS) ? 'walk' : 'in';
}
