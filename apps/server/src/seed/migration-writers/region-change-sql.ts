import { CODE_GROUPS } from '@ilteo/contract';
import { codeBook } from '../../modules/postings';
import { REGION_CODES } from '../../db/reference/regions';
import type { CodeRow } from '../../db/reference/types';
import { literal } from './sql-literal';

/**
 * The statements of a region reorganisation's migration (decision 0008),
 * written by write-reference-migration.ts (part `regions`): every REGION row
 * as the typed data has it (new codes, retired ones not current and naming
 * their successor), then every stored region code moved to its successor.
 * The moves read the successors from common_code, so they are the same SQL
 * for any later reorganisation; each touches only rows that carry a retired code.
 */

const REGION = literal(CODE_GROUPS.region);

const rowValues = (r: CodeRow) =>
  `(${[r.grpCd, r.cd, r.name, r.upperCd, r.level, r.sortOrder, r.current, r.successorCd]
    .map(literal)
    .join(', ')})`;

/** The retired region codes, as text[]. */
const RETIRED = `array(SELECT "cd"::text FROM "common_code" WHERE "grp_cd" = ${REGION} AND NOT "current")`;

/**
 * A text[] expression's codes with each retired one replaced by its
 * successor, in the original order, without repeats: a posting in 광주 동구
 * and 전남 목포시 has region_match {29110,29000,46110,46000} and gets
 * {12210,12000,12110}, what the posting writer derives from {12210,12110}.
 */
const mapped = (codes: string) =>
  `array(SELECT coalesce(s."successor_cd", r."cd")::text FROM unnest(${codes}) WITH ORDINALITY AS r("cd", "n") ` +
  `LEFT JOIN "common_code" s ON s."grp_cd" = ${REGION} AND s."cd" = r."cd" AND NOT s."current" ` +
  `GROUP BY 1 ORDER BY min(r."n"))`;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Old label → new label of every retired code, as search documents show them ('인천 중구'). */
export function labelMoves(): [string, string][] {
  return REGION_CODES.filter((r) => r.successorCd !== null).map((r) => [
    codeBook.regionLabel(r.cd),
    codeBook.regionLabel(r.successorCd ?? r.cd),
  ]);
}

export function regionChangeStatements(): string[] {
  const theme = `string_to_array(t."filter"->>'regions', ',')`;
  return [
    ...chunks(REGION_CODES, 200).map(
      (rows) =>
        `INSERT INTO "common_code" ("grp_cd", "cd", "name", "upper_cd", "level", "sort_order", "current", "successor_cd") VALUES\n` +
        rows.map(rowValues).join(',\n') +
        `\nON CONFLICT ("grp_cd", "cd") DO UPDATE SET "name" = EXCLUDED."name", "upper_cd" = EXCLUDED."upper_cd", ` +
        `"level" = EXCLUDED."level", "sort_order" = EXCLUDED."sort_order", "current" = EXCLUDED."current", ` +
        `"successor_cd" = EXCLUDED."successor_cd";`,
    ),
    // Postings: the named codes and the expanded ones (a retired 시·군·구's
    // 시·도 is retired with it or stays, so mapping both keeps them in step).
    `UPDATE "job_posting" p SET "region_codes" = ${mapped('p."region_codes"')},\n` +
      `  "region_match" = ${mapped('p."region_match"')}\n` +
      `WHERE p."region_match" && ${RETIRED};`,
    `UPDATE "company" c SET "region_code" = s."successor_cd" FROM "common_code" s\n` +
      `WHERE s."grp_cd" = ${REGION} AND s."cd" = c."region_code" AND NOT s."current" AND s."successor_cd" IS NOT NULL;`,
    // Preferred conditions (맞춤 채용). Member addresses store no region code.
    `UPDATE "recruit_preference" p SET "regions" = ${mapped('p."regions"')}\n` +
      `WHERE p."regions" && ${RETIRED};`,
    // Main-page themes whose rule names regions (the list filters' comma-joined form).
    `UPDATE "theme" t SET "filter" = jsonb_set(t."filter", '{regions}', to_jsonb(array_to_string(${mapped(theme)}, ',')))\n` +
      `WHERE ${theme} && ${RETIRED};`,
    // The region label that search documents of postings and companies show first.
    `UPDATE "search_document" d SET "meta" = jsonb_set(d."meta", '{0}', to_jsonb(m."label")) FROM (VALUES\n` +
      labelMoves()
        .map(([from, to]) => `(${literal(from)}, ${literal(to)})`)
        .join(',\n') +
      `\n) AS m("old_label", "label")\n` +
      `WHERE d."kind" IN ('posting', 'company') AND d."meta"->>0 = m."old_label";`,
  ];
}
