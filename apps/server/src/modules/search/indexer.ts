import { and, eq, inArray, sql } from 'drizzle-orm';
import { toInitials, type ContentKind } from '@ilteo/contract';
import type { Database } from '../../db/client';
import { searchDocument } from '../../db/schema';
import { rowGrams } from '../../lib/search-grams';
import { CONTENT_REGISTRY } from '../content';

/**
 * The one writer of search_document. Areas publish "this content changed"
 * (indexDocuments) or "was removed" (removeDocuments) with the executor of
 * their own transaction, so a document exists exactly when its content
 * does; the gram columns are derived here, so every kind is found by the
 * same bigram and 초성 rules (decision 0016).
 *
 * Only posting documents move posting_list_version (their triggers filter
 * on the kind, decision 0024): a write of any other kind never waits on
 * that row.
 */

/** A caller's transaction or the app's database (writes only: a seed's executor will do). */
export type IndexExecutor = Pick<Database, 'insert'>;
export type RemoveExecutor = Pick<Database, 'delete'>;

export interface IndexedDocument {
  kind: ContentKind;
  refId: string;
  title: string;
  subtitle: string;
  meta: string[];
  /** The terms as stored: `searchText([...])` of lib/search-grams. */
  searchText: string;
  /** Orders hits within a kind (views, popularity …). */
  rank: number;
  /** Hidden after this day (Asia/Seoul); null or absent: always visible. */
  visibleUntil?: string | null;
  hidden?: boolean;
}

export type SearchDocumentRow = typeof searchDocument.$inferInsert & {
  initials: string;
  searchGrams: string[];
};

/** Rows per INSERT: well under PostgreSQL's 65,535 bound parameters. */
const BATCH = 500;

function assertSearchable(kind: ContentKind): void {
  if (!CONTENT_REGISTRY[kind].uses.search) {
    throw new Error(`search: content kind ${kind} is not declared searchable`);
  }
}

/** The stored row of a document: its 초성 and its grams derived from the text. */
export function documentRow(doc: IndexedDocument): SearchDocumentRow {
  assertSearchable(doc.kind);
  return {
    kind: doc.kind,
    refId: doc.refId,
    title: doc.title,
    subtitle: doc.subtitle,
    meta: doc.meta,
    searchText: doc.searchText,
    initials: toInitials(doc.searchText),
    searchGrams: rowGrams(doc.searchText),
    rank: doc.rank,
    visibleUntil: doc.visibleUntil ?? null,
    hidden: doc.hidden ?? false,
  };
}

/** Writes (inserts or replaces) the documents of changed content. */
export async function indexDocuments(
  executor: IndexExecutor,
  docs: readonly IndexedDocument[],
): Promise<void> {
  const rows = docs.map(documentRow);
  for (let i = 0; i < rows.length; i += BATCH) {
    await executor
      .insert(searchDocument)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [searchDocument.kind, searchDocument.refId],
        set: {
          title: sql`excluded.title`,
          subtitle: sql`excluded.subtitle`,
          meta: sql`excluded.meta`,
          searchText: sql`excluded.search_text`,
          initials: sql`excluded.initials`,
          searchGrams: sql`excluded.search_grams`,
          rank: sql`excluded.rank`,
          visibleUntil: sql`excluded.visible_until`,
          hidden: sql`excluded.hidden`,
          updatedAt: sql`now()`,
        },
      });
  }
}

/** Removes the documents of removed content. */
export async function removeDocuments(
  executor: RemoveExecutor,
  kind: ContentKind,
  refIds: readonly string[],
): Promise<void> {
  for (let i = 0; i < refIds.length; i += BATCH) {
    await executor
      .delete(searchDocument)
      .where(
        and(
          eq(searchDocument.kind, kind),
          inArray(searchDocument.refId, refIds.slice(i, i + BATCH)),
        ),
      );
  }
}
