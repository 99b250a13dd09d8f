import { sql } from 'drizzle-orm';
import { contentPath, normaliseForSearch } from '@ilteo/contract';
import { selectRows, type Database } from '../../db/client';
import { seoulDate } from '../../lib/seoul-date';

export interface AutoAnswer {
  kind: 'faq' | 'guide-article';
  id: string;
  title: string;
  snippet: string;
  path: string;
}

const MAX_RESULTS = 5;
const MAX_GRAMS = 40;
const SNIPPET = 120;

/**
 * The 2-character grams of a question's words (decision 0016's grams, as
 * search_document stores them). A question is a sentence, not a keyword:
 * its words rarely appear side by side in an answer, so documents are
 * ranked by how many of its grams they share rather than by one substring.
 */
export function questionGrams(question: string): string[] {
  const grams = new Set<string>();
  for (const word of question.split(/\s+/)) {
    const chars = Array.from(normaliseForSearch(word).replace(/[|%_\\?!,]/g, ''));
    for (let i = 0; i + 1 < chars.length; i++) grams.add(`${chars[i]}${chars[i + 1]}`);
  }
  return [...grams].slice(0, MAX_GRAMS);
}

/**
 * FAQ entries and guide articles for a question (the chat's automatic
 * answers): documents of those kinds sharing at least two of the
 * question's grams, the most shared first, then by rank. The GIN index on
 * search_grams serves the overlap (`&&`).
 */
export async function findAutoAnswers(
  db: Database,
  question: string,
  now: Date,
): Promise<AutoAnswer[]> {
  const grams = questionGrams(question);
  if (grams.length === 0) return [];
  // Two shared grams (one word of two syllables) are enough to be shown; more rank higher.
  const needed = grams.length <= 2 ? 1 : 2;
  const today = seoulDate(now);
  const rows = await selectRows<{
    kind: 'faq' | 'guide-article';
    ref_id: string;
    title: string;
    subtitle: string;
  }>(
    db,
    sql`select * from (
          select d.kind, d.ref_id, d.title, d.subtitle, d.rank,
            cardinality(array(select unnest(d.search_grams)
                              intersect select unnest(${sql.param(grams)}::text[]))) as score
          from search_document d
          where d.kind in ('faq', 'guide-article')
            and d.search_grams && ${sql.param(grams)}::text[]
            and not d.hidden and (d.visible_until is null or d.visible_until >= ${today}::date)
        ) m
        where m.score >= ${needed}
        order by m.score desc, m.rank desc, m.ref_id
        limit ${MAX_RESULTS}`,
  );
  return rows.map((r) => ({
    kind: r.kind,
    id: r.ref_id,
    title: r.title,
    snippet: r.subtitle.length > SNIPPET ? `${r.subtitle.slice(0, SNIPPET)}…` : r.subtitle,
    path: contentPath(r.kind, r.ref_id),
  }));
}
