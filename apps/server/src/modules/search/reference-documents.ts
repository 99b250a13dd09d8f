import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { QUALIFICATION_KINDS } from '@ilteo/contract';
import type { DatabaseHandle } from '../../db/client';
import { certificate, languageTest, searchDocument } from '../../db/schema';
import { searchText } from '../../lib/search-grams';
import {
  documentRow,
  indexDocuments,
  removeDocuments,
  type IndexedDocument,
  type SearchDocumentRow,
} from './indexer';

/**
 * Certificates and language tests are reference data that migrations seed,
 * so their search documents are derived from those tables at start-up
 * rather than by a write path. Only documents that differ are written, so
 * a restart usually writes nothing; nodes starting together take turns
 * under an advisory lock. Writes go through the indexer like every area's.
 */

/** Any 64-bit number, distinct from the migration lock's. */
const REFERENCE_SYNC_LOCK_KEY = 7_234_101_906;

/** The table's kind is a plain string: an unknown one gets no label rather than a wrong one. */
const KIND_LABELS: Partial<Record<string, string>> = QUALIFICATION_KINDS;

type ReferenceKind = 'certificate' | 'language-test';
const REFERENCE_KINDS: ReferenceKind[] = ['certificate', 'language-test'];

function referenceDocument(
  kind: ReferenceKind,
  row: { code: string; name: string; aliases: string[]; issuer: string; popularity: number },
  meta: (string | null)[],
): IndexedDocument {
  return {
    kind,
    refId: row.code,
    title: row.name,
    subtitle: row.issuer,
    meta: meta.filter((m): m is string => Boolean(m)),
    searchText: searchText([row.name, ...row.aliases]),
    rank: row.popularity,
  };
}

const keyOf = (d: { kind: string; refId: string }) => `${d.kind}\u0000${d.refId}`;

/** Grams never hold `|` (it separates terms), so joining by it is unambiguous. */
const gramsDigest = (grams: readonly string[]) =>
  createHash('md5').update(grams.join('|')).digest('hex');

/** Everything a document shows or is found by, to tell whether a stored one is current. */
const fingerprint = (
  d: Pick<SearchDocumentRow, 'title' | 'subtitle' | 'meta' | 'searchText' | 'initials' | 'rank'>,
  grams: string,
) => JSON.stringify([d.title, d.subtitle, d.meta, d.searchText, d.initials, d.rank, grams]);

/** Brings the certificate and language-test documents in line with their tables; returns how many rows changed. */
export async function syncReferenceDocuments(handle: DatabaseHandle): Promise<number> {
  return handle.withExclusiveLock(REFERENCE_SYNC_LOCK_KEY, () =>
    handle.db.transaction(async (tx) => {
      const certs = await tx
        .select({
          code: certificate.code,
          name: certificate.name,
          aliases: certificate.aliases,
          issuer: certificate.issuer,
          popularity: certificate.popularity,
          kind: certificate.kind,
          grade: certificate.grade,
        })
        .from(certificate)
        .orderBy(certificate.code);
      const langs = await tx
        .select({
          code: languageTest.code,
          name: languageTest.name,
          aliases: languageTest.aliases,
          issuer: languageTest.issuer,
          popularity: languageTest.popularity,
          language: languageTest.language,
          scale: languageTest.scale,
        })
        .from(languageTest)
        .orderBy(languageTest.code);
      const wanted = [
        ...certs.map((c) =>
          referenceDocument('certificate', c, [KIND_LABELS[c.kind] ?? null, c.grade]),
        ),
        ...langs.map((l) => referenceDocument('language-test', l, [l.language, l.scale])),
      ];

      const stored = await tx
        .select({
          kind: searchDocument.kind,
          refId: searchDocument.refId,
          title: searchDocument.title,
          subtitle: searchDocument.subtitle,
          meta: searchDocument.meta,
          searchText: searchDocument.searchText,
          initials: searchDocument.initials,
          rank: searchDocument.rank,
          // A digest, not the array: reading a few hundred gram arrays costs more than the rest.
          grams: sql<string>`md5(array_to_string(${searchDocument.searchGrams}, '|'))`,
        })
        .from(searchDocument)
        .where(inArray(searchDocument.kind, REFERENCE_KINDS));
      const current = new Map(stored.map((d) => [keyOf(d), fingerprint(d, d.grams)]));

      const changed = wanted.filter((d) => {
        const row = documentRow(d);
        return current.get(keyOf(d)) !== fingerprint(row, gramsDigest(row.searchGrams));
      });
      await indexDocuments(tx, changed);

      // A code that a migration removed leaves no document behind.
      const keep = new Set(wanted.map(keyOf));
      const gone = stored.filter((d) => !keep.has(keyOf(d)));
      for (const kind of REFERENCE_KINDS) {
        const refIds = gone.filter((d) => d.kind === kind).map((d) => d.refId);
        if (refIds.length === 0) continue;
        await removeDocuments(tx, kind, refIds);
      }
      return changed.length + gone.length;
    }),
  );
}
