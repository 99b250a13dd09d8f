import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { REFERENCE_CODES, SIDE_MENU } from '../../db/reference';
import { CONSENT_ITEMS, type ConsentRow } from '../../db/reference/consents';
import { CERTIFICATES, LANGUAGE_TESTS } from '../../db/reference/certificates';
import { searchTerms } from '../../modules/certificates';
import type { CodeRow, MenuRow } from '../../db/reference/types';
import { regionChangeStatements } from './region-change-sql';
import { literal } from './sql-literal';

/**
 * Writes the reference-data migration from the typed data in ./reference.
 * Usage: `npx drizzle-kit generate --custom --name <name>` to create the
 * empty migration, then `tsx src/seed/migration-writers/write-reference-migration.ts <file> <part>`.
 * A change that needs new columns too (part `regions`: common_code's
 * current and successor_cd) starts from `npx drizzle-kit generate --name
 * <name>` instead; the statements Drizzle wrote stay at the top of the file
 * and the data follows them (written again on every run).
 * The output is reviewed and committed like any other migration.
 */

const codeValues = (r: CodeRow) =>
  `(${[r.grpCd, r.cd, r.name, r.upperCd, r.level, r.sortOrder].map(literal).join(', ')})`;
const menuValues = (r: MenuRow) =>
  `(${[r.menuId, r.upperMenuId, r.menuSe, r.name, r.path, r.sortOrder, r.loginRequired]
    .map(literal)
    .join(', ')})`;

const consentValues = (r: ConsentRow) =>
  `(${[
    r.code,
    r.version,
    r.title,
    r.required,
    r.purpose,
    r.items,
    r.retention,
    r.refusal,
    r.body,
    r.sortOrder,
  ]
    .map(literal)
    .join(', ')})`;

function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/**
 * Which data the migration carries: `codes` (every code group and the side
 * menu, in the columns 0002 had), `consents`, `certificates`, or `regions`
 * (a region reorganisation, with common_code's later columns).
 */
const part = process.argv[3] ?? 'codes';

const codeStatements = [
  ...chunks(REFERENCE_CODES, 200).map(
    (rows) =>
      `INSERT INTO "common_code" ("grp_cd", "cd", "name", "upper_cd", "level", "sort_order") VALUES\n` +
      rows.map(codeValues).join(',\n') +
      `\nON CONFLICT ("grp_cd", "cd") DO UPDATE SET "name" = EXCLUDED."name", "upper_cd" = EXCLUDED."upper_cd", ` +
      `"level" = EXCLUDED."level", "sort_order" = EXCLUDED."sort_order";`,
  ),
  `INSERT INTO "side_menu" ("menu_id", "upper_menu_id", "menu_se", "name", "path", "sort_order", "login_required") VALUES\n` +
    SIDE_MENU.map(menuValues).join(',\n') +
    `\nON CONFLICT ("menu_id") DO UPDATE SET "upper_menu_id" = EXCLUDED."upper_menu_id", "menu_se" = EXCLUDED."menu_se", ` +
    `"name" = EXCLUDED."name", "path" = EXCLUDED."path", "sort_order" = EXCLUDED."sort_order", ` +
    `"login_required" = EXCLUDED."login_required";`,
];

const consentStatements = [
  `INSERT INTO "consent_item" ("code", "version", "title", "required", "purpose", "items", "retention", "refusal", "body", "sort_order") VALUES\n` +
    CONSENT_ITEMS.map(consentValues).join(',\n') +
    `\nON CONFLICT ("code", "version") DO NOTHING;`,
  // Only the newest version of each item is offered at sign-up.
  `UPDATE "consent_item" c SET "current" = (c."version" = (SELECT max(v."version") FROM "consent_item" v WHERE v."code" = c."code"));`,
];

const json = (v: unknown) => `${literal(JSON.stringify(v))}::jsonb`;
const certificateStatements = [
  ...chunks(CERTIFICATES, 50).map(
    (rows) =>
      `INSERT INTO "certificate" ("code", "name", "aliases", "kind", "grade", "ncs_field", "issuer", "ministry", "eligibility", "written_subjects", "practical", "pass_criteria", "fee_written", "fee_practical", "related_jobs", "popularity", "search_text", "initials") VALUES\n` +
      rows
        .map((c) => {
          const terms = searchTerms([c.name, ...c.aliases]);
          return `(${[c.code, c.name].map(literal).join(', ')}, ${json(c.aliases)}, ${[c.kind, c.grade, c.ncsField, c.issuer, c.ministry, c.eligibility].map(literal).join(', ')}, ${json(c.writtenSubjects)}, ${[c.practical, c.passCriteria, c.feeWritten, c.feePractical].map(literal).join(', ')}, ${json(c.relatedJobs)}, ${[c.popularity, terms.searchText, terms.initials].map(literal).join(', ')})`;
        })
        .join(',\n') +
      `;`,
  ),
  ...chunks(
    CERTIFICATES.flatMap((c) => c.rounds.map((r) => ({ code: c.code, ...r }))),
    200,
  ).map(
    (rows) =>
      `INSERT INTO "exam_round" ("cert_code", "year", "round", "written_reg_start", "written_reg_end", "written_exam_start", "written_exam_end", "written_result", "practical_reg_start", "practical_reg_end", "practical_exam_start", "practical_exam_end", "final_result", "sample") VALUES\n` +
      rows
        .map(
          (r) =>
            `(${[r.code, r.year, r.round, r.writtenRegStart, r.writtenRegEnd, r.writtenExamStart, r.writtenExamEnd, r.writtenResult, r.practicalRegStart, r.practicalRegEnd, r.practicalExamStart, r.practicalExamEnd, r.finalResult, r.sample].map(literal).join(', ')})`,
        )
        .join(',\n') +
      `;`,
  ),
  `INSERT INTO "language_test" ("code", "name", "aliases", "language", "issuer", "scale", "validity", "format", "fee", "popularity", "search_text", "initials") VALUES\n` +
    LANGUAGE_TESTS.map((t) => {
      const terms = searchTerms([t.name, ...t.aliases]);
      return `(${[t.code, t.name].map(literal).join(', ')}, ${json(t.aliases)}, ${[t.language, t.issuer, t.scale, t.validity, t.format, t.fee, t.popularity, terms.searchText, terms.initials].map(literal).join(', ')})`;
    }).join(',\n') +
    `;`,
  ...chunks(
    LANGUAGE_TESTS.flatMap((t) => t.sessions.map((s) => ({ code: t.code, ...s }))),
    200,
  ).map(
    (rows) =>
      `INSERT INTO "language_test_session" ("test_code", "test_date", "reg_start", "reg_end", "late_reg_end", "result_date", "sample") VALUES\n` +
      rows
        .map(
          (s) =>
            `(${[s.code, s.testDate, s.regStart, s.regEnd, s.lateRegEnd, s.resultDate, s.sample].map(literal).join(', ')})`,
        )
        .join(',\n') +
      `;`,
  ),
];

const PARTS: Record<string, { what: string; statements: () => string[] }> = {
  codes: { what: 'code groups and the side menu', statements: () => codeStatements },
  consents: { what: 'sign-up consent items', statements: () => consentStatements },
  certificates: {
    what: 'certificates, exam rounds, language tests and their sessions',
    statements: () => certificateStatements,
  },
  regions: {
    what: 'the REGION codes of a reorganisation (decision 0008), and stored region codes moved to their successors',
    statements: regionChangeStatements,
  },
};

const chosen = PARTS[part];
const file = process.argv[2];
if (!file || !chosen)
  throw new Error(
    `usage: tsx src/seed/migration-writers/write-reference-migration.ts <migration.sql> [${Object.keys(PARTS).join('|')}]`,
  );
const HEADER = '-- Reference data: ';
// What Drizzle generated above a previous run's header (new columns) stays.
const previous = existsSync(file) ? readFileSync(file, 'utf8') : '';
const head = previous.includes(HEADER) ? previous.slice(0, previous.indexOf(HEADER)) : previous;
const generated = head
  .trim()
  .replace(/--> statement-breakpoint$/, '')
  .trimEnd();
writeFileSync(
  file,
  (generated ? `${generated}--> statement-breakpoint\n` : '') +
    `${HEADER}${chosen.what}. Generated by\n` +
    `-- src/seed/migration-writers/write-reference-migration.ts from src/db/reference; edit the data, not this file.\n` +
    chosen.statements().join('\n--> statement-breakpoint\n') +
    '\n',
);
console.info(`wrote the ${part} reference data to ${file}`);
