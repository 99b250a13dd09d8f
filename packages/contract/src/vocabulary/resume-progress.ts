import type { ResumeContent } from '../schemas/resumes';
import { RESUME_SECTIONS } from './resumes';

/**
 * How far a résumé is (미완성 or complete) and an empty one to start from.
 * Plain functions without zod (decision 0020): the list, my home and the
 * write screen's progress use them without loading the validators.
 */

/** What a complete résumé still lacks, and a percentage for the list and my home. */
export interface ResumeProgress {
  complete: boolean;
  percent: number;
  /** Required sections first, then optional ones, in RESUME_SECTIONS order. */
  missing: (typeof RESUME_SECTIONS)[number][];
}

const filled = (s: string) => s.trim() !== '';

/**
 * Required: title; basics (name, birth date, mobile, email, address); at
 * least one education entry with school, start and status (end unless
 * enrolled); 신입 or at least one 경력 with company, start and an end or
 * 재직중; wish (an employment type, a region, a job, a salary or 회사내규).
 * Required sections weigh 70 %, the optional ones share 30 %.
 */
export function resumeProgress(c: ResumeContent): ResumeProgress {
  const b = c.basics;
  const done: Record<(typeof RESUME_SECTIONS)[number], boolean> = {
    title: filled(c.title),
    basics:
      filled(b.name) &&
      filled(b.birthDate) &&
      filled(b.mobile) &&
      filled(b.email) &&
      filled(b.address),
    education:
      c.education.length > 0 &&
      c.education.every(
        (e) =>
          filled(e.school) &&
          filled(e.start) &&
          (filled(e.end) || e.status === 'ENROLLED' || e.status === 'LEAVE'),
      ),
    work:
      c.careerType === 'N' ||
      (c.careerType === 'E' &&
        c.work.length > 0 &&
        c.work.every((w) => filled(w.company) && filled(w.start) && (w.current || filled(w.end)))),
    wish:
      c.wish.employmentTypes.length > 0 &&
      c.wish.regions.length > 0 &&
      c.wish.jobs.length > 0 &&
      (c.wish.salaryByPolicy || c.wish.salary !== null),
    skills: c.skills.length > 0,
    certificates: c.certificates.length > 0,
    languages: c.languages.length > 0,
    awards: c.awards.length > 0,
    activities: c.activities.length > 0,
    overseas: c.overseas.length > 0,
    preferences:
      c.preferences.veteran ||
      c.preferences.employmentSubsidy ||
      c.preferences.disability !== null ||
      c.preferences.military !== null,
    portfolio: c.portfolio.links.length > 0 || c.portfolio.files.length > 0,
    careerDescription: filled(c.careerDescription),
    essays: c.essays.length > 0 && c.essays.every((e) => filled(e.question) && filled(e.answer)),
  };
  const required = ['title', 'basics', 'education', 'work', 'wish'] as const;
  const optional = RESUME_SECTIONS.filter((s) => !(required as readonly string[]).includes(s));
  const requiredDone = required.filter((s) => done[s]).length;
  const optionalDone = optional.filter((s) => done[s]).length;
  const percent = Math.round(
    (requiredDone / required.length) * 70 + (optionalDone / optional.length) * 30,
  );
  return {
    complete: requiredDone === required.length,
    percent,
    missing: RESUME_SECTIONS.filter((s) => !done[s]),
  };
}

/** An empty résumé, as the write screen starts one (basics prefilled from the account by the server). */
export function emptyResumeContent(): ResumeContent {
  return {
    title: '',
    basics: {
      name: '',
      birthDate: '',
      mobile: '',
      email: '',
      zipCode: '',
      address: '',
      addressDetail: '',
      photo: null,
    },
    education: [],
    careerType: null,
    work: [],
    wish: { employmentTypes: [], regions: [], jobs: [], salary: null, salaryByPolicy: false },
    skills: [],
    certificates: [],
    languages: [],
    awards: [],
    activities: [],
    overseas: [],
    preferences: { veteran: false, employmentSubsidy: false, disability: null, military: null },
    portfolio: { links: [], files: [] },
    careerDescription: '',
    essays: [],
  };
}
