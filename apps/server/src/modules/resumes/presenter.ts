import {
  API,
  CODE_GROUPS,
  RESUME_SECTIONS,
  type ResumeSection,
  type ResumeContent,
  type ResumeDetail,
  type ResumeSummary,
} from '@ilteo/contract';
import type { CatalogueNames } from '../certificates';
import { codeBook } from '../postings';
import { fileNamesOf } from './content-checks';
import type { ResumeSummaryRow, StoredResume } from './repository';

const isResumeSection = (s: string): s is ResumeSection =>
  (RESUME_SECTIONS as readonly string[]).includes(s);

/** A line of the list: flags, completeness and the last edit. */
export function presentSummary(row: ResumeSummaryRow): ResumeSummary {
  return {
    resumeId: row.resumeId,
    title: row.title,
    primary: row.isPrimary,
    public: row.isPublic,
    acceptOffers: row.acceptOffers,
    complete: row.complete,
    percent: row.percent,
    updatedAt: row.updatedAt.toISOString(),
    missing: row.missing.filter(isResumeSection),
  };
}

/** The catalogue codes the content names, for one look-up of their names. */
export function catalogueCodesOf(content: ResumeContent) {
  return {
    certificates: content.certificates.map((c) => c.code),
    languageTests: content.languages.map((l) => l.code),
  };
}

/** Code → Korean name for every job, region, employment type, certificate and test named. */
export function labelsOf(content: ResumeContent, names: CatalogueNames): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const cd of [...content.work.flatMap((w) => w.jobs), ...content.wish.jobs]) {
    labels[cd] = codeBook.name(CODE_GROUPS.job, cd);
  }
  for (const cd of content.wish.regions) labels[cd] = codeBook.regionLabel(cd);
  for (const cd of content.wish.employmentTypes) {
    labels[cd] = codeBook.name(CODE_GROUPS.employmentType, cd);
  }
  for (const [cd, name] of names.certificates) labels[cd] = name;
  for (const [cd, name] of names.languageTests) labels[cd] = name;
  return labels;
}

/** The download address of each file (the files area checks the reader on every download). */
export function fileLinksOf(content: ResumeContent): Record<string, string> {
  return Object.fromEntries(
    fileNamesOf(content).map((n) => [n, `${API.cmmn.file}?saveName=${encodeURIComponent(n)}`]),
  );
}

export function presentDetail(row: StoredResume, names: CatalogueNames): ResumeDetail {
  const summary = presentSummary(row);
  return {
    ...summary,
    missing: summary.missing ?? [],
    content: row.content,
    labels: labelsOf(row.content, names),
    fileLinks: fileLinksOf(row.content),
  };
}
