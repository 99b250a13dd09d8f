import {
  ACTIVITY_KIND_LABELS,
  GRADE_SCALES,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_STATUS_LABELS,
  type ResumeContent,
} from '@ilteo/contract';

/**
 * Our résumé as a JSON Resume v1.0.0 document (https://jsonresume.org/schema).
 * Pure: the caller passes the catalogue names. What JSON Resume has no place
 * for (신입·경력, 직무 codes and salaries of 경력, 희망근무조건, 취업우대사항,
 * 해외경험, 자기소개서) travels in `meta.ilteo`, which the schema allows
 * (meta takes any property) and other readers ignore, so our import gives it
 * back. Files (the photo, portfolio files) are personal uploads and never
 * leave in the document; `meta.ilteo.notIncluded` names them (decision 0027).
 */

export const JSON_RESUME_SCHEMA =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** JSON Resume dates are ISO 8601: 'YYYY-MM' from our YYYYMM, 'YYYY-MM-DD' from YYYYMMDD. */
export function isoMonth(ym: string): string | undefined {
  return /^\d{6}$/.test(ym) ? `${ym.slice(0, 4)}-${ym.slice(4, 6)}` : undefined;
}
export function isoDate(ymd: string): string | undefined {
  return /^\d{8}$/.test(ymd)
    ? `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`
    : undefined;
}

/** Leaves out keys whose value is undefined or an empty string, as JSON Resume documents do. */
function compact<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== ''),
  ) as Partial<T>;
}

export interface ExportNames {
  /** Certificate code → name. */
  certificates: ReadonlyMap<string, string>;
  /** Language-test code → name. */
  languageTests: ReadonlyMap<string, string>;
}

export const VOLUNTEER = 'VOLUNTEER';
/** The grade as JSON Resume's free-text score: '3.8/4.5'. */
const gradeText = (g: { score: string; scale: (typeof GRADE_SCALES)[number] } | null) =>
  g ? `${g.score}/${g.scale}` : undefined;

export function toJsonResume(content: ResumeContent, names: ExportNames): Record<string, unknown> {
  const b = content.basics;
  return {
    $schema: JSON_RESUME_SCHEMA,
    basics: compact({
      name: b.name,
      label: content.title,
      email: b.email,
      phone: b.mobile,
      summary: content.careerDescription,
      location: compact({ address: b.address, postalCode: b.zipCode, countryCode: 'KR' }),
      profiles: [],
    }),
    work: content.work.map((w) =>
      compact({
        name: w.company,
        description: w.department,
        position: w.position,
        startDate: isoMonth(w.start),
        endDate: w.current ? undefined : isoMonth(w.end),
        summary: w.duties,
        highlights: [],
      }),
    ),
    volunteer: content.activities
      .filter((a) => a.kind === VOLUNTEER)
      .map((a) =>
        compact({
          organization: a.organization,
          startDate: isoMonth(a.start),
          endDate: isoMonth(a.end),
          summary: a.description,
        }),
      ),
    education: content.education.map((e) =>
      compact({
        institution: e.school,
        area: e.major,
        studyType: SCHOOL_LEVEL_LABELS[e.level],
        startDate: isoMonth(e.start),
        endDate: isoMonth(e.end),
        score: gradeText(e.grade),
        // Not in JSON Resume: kept so an import gives the status back (readers ignore it).
        status: SCHOOL_STATUS_LABELS[e.status],
      }),
    ),
    awards: content.awards.map((a) =>
      compact({
        title: a.title,
        date: isoDate(a.awardedOn),
        awarder: a.issuer,
        summary: a.description,
      }),
    ),
    certificates: content.certificates.map((c) =>
      compact({
        name: names.certificates.get(c.code) ?? c.code,
        date: isoDate(c.acquiredOn),
        issuer: c.issuer,
      }),
    ),
    skills: content.skills.map((s) => ({ name: s })),
    languages: content.languages.map((l) =>
      compact({
        language: names.languageTests.get(l.code) ?? l.code,
        fluency: l.score,
        // Not in JSON Resume (a language, not a test): the test date, for our import.
        date: isoDate(l.takenOn),
      }),
    ),
    projects: [
      ...content.portfolio.links.map((l) => ({ name: l.label, url: l.url, type: '포트폴리오' })),
      ...content.activities
        .filter((a) => a.kind !== VOLUNTEER)
        .map((a) =>
          compact({
            name: a.organization,
            entity: a.organization,
            type: ACTIVITY_KIND_LABELS[a.kind],
            startDate: isoMonth(a.start),
            endDate: isoMonth(a.end),
            description: a.description,
          }),
        ),
    ],
    meta: { version: 'v1.0.0', ilteo: ilteoExtension(content) },
  };
}

/** The sections JSON Resume has no place for, as our own schema writes them. */
export function ilteoExtension(content: ResumeContent) {
  const notIncluded = [
    ...(content.basics.photo ? ['사진'] : []),
    ...(content.portfolio.files.length > 0
      ? [`포트폴리오 첨부파일 ${String(content.portfolio.files.length)}개`]
      : []),
  ];
  return {
    careerType: content.careerType,
    work: content.work.map((w) => ({ jobs: w.jobs, salary: w.salary })),
    wish: content.wish,
    preferences: content.preferences,
    overseas: content.overseas,
    essays: content.essays,
    notIncluded,
  };
}
