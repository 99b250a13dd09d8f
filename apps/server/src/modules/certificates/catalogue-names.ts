import { inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { certificate, languageTest } from '../../db/schema';

type Db = Database | Transaction;

export interface CatalogueNames {
  /** Certificate code → name, for the codes that exist. */
  certificates: Map<string, string>;
  /** Language-test code → name, for the codes that exist. */
  languageTests: Map<string, string>;
}

// Read with every résumé view: prepared once (one array parameter, so one statement for any count).
const certificateNamesStatement = preparedPerDatabase((db) =>
  db
    .select({ code: certificate.code, name: certificate.name })
    .from(certificate)
    .where(sql`${certificate.code} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('catalogue_certificate_names'),
);
const languageTestNamesStatement = preparedPerDatabase((db) =>
  db
    .select({ code: languageTest.code, name: languageTest.name })
    .from(languageTest)
    .where(sql`${languageTest.code} = any(${sql.placeholder('codes')}::text[])`)
    .prepare('catalogue_language_test_names'),
);

/**
 * The names of certificates and language tests by code, for areas that
 * keep catalogue codes (résumés): a code missing from the answer is not in
 * the catalogue.
 */
export async function catalogueNames(
  db: Db,
  codes: { certificates: readonly string[]; languageTests: readonly string[] },
): Promise<CatalogueNames> {
  const certs = [...new Set(codes.certificates)];
  const tests = [...new Set(codes.languageTests)];
  const [certRows, testRows] = await Promise.all([
    certs.length === 0 ? [] : certificateNamesStatement(db).execute({ codes: certs }),
    tests.length === 0 ? [] : languageTestNamesStatement(db).execute({ codes: tests }),
  ]);
  return {
    certificates: new Map(certRows.map((r) => [r.code, r.name])),
    languageTests: new Map(testRows.map((r) => [r.code, r.name])),
  };
}

/** Spaces and case do not matter when a name is matched ('정보처리 기사' is 정보처리기사). */
export const catalogueNameKey = (name: string) => name.replace(/\s+/g, '').toLowerCase();

/**
 * Catalogue codes by exact name (spaces and case aside), for imports that
 * carry names only (JSON Resume): a name missing from the answer matched
 * nothing.
 */
export async function catalogueCodesByName(
  db: Db,
  names: readonly string[],
): Promise<{ certificates: Map<string, string>; languageTests: Map<string, string> }> {
  const keys = [...new Set(names.map(catalogueNameKey))].filter((k) => k !== '');
  if (keys.length === 0) return { certificates: new Map(), languageTests: new Map() };
  const keyOf = (column: typeof certificate.name | typeof languageTest.name) =>
    sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;
  const [certRows, testRows] = await Promise.all([
    db
      .select({ code: certificate.code, name: certificate.name })
      .from(certificate)
      .where(inArray(keyOf(certificate.name), keys)),
    db
      .select({ code: languageTest.code, name: languageTest.name })
      .from(languageTest)
      .where(inArray(keyOf(languageTest.name), keys)),
  ]);
  return {
    certificates: new Map(certRows.map((r) => [catalogueNameKey(r.name), r.code])),
    languageTests: new Map(testRows.map((r) => [catalogueNameKey(r.name), r.code])),
  };
}
