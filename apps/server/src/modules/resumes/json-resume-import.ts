import { z } from 'zod';
import {
  RESUME_CAREER_TYPES,
  essaySchema,
  overseasSchema,
  resumePreferencesSchema,
  wishSchema,
  ACTIVITY_KIND_LABELS,
  ACTIVITY_KINDS,
  GRADE_SCALES,
  RESUME_LIMITS as L,
  SCHOOL_LEVEL_LABELS,
  SCHOOL_LEVELS,
  SCHOOL_STATUS_LABELS,
  SCHOOL_STATUSES,
  emptyResumeContent,
  type ActivityKind,
  type ResumeContent,
  type SchoolLevel,
  type SchoolStatus,
} from '@ilteo/contract';

/**
 * A JSON Resume v1.0.0 document as our résumé. Pure: certificates and
 * language tests come back by name (`pending`) for the caller to match
 * against the catalogue (`applyCatalogue`). Everything that does not map,
 * or maps only in part, is named in `notes` — never dropped silently.
 */

type Entry = Record<string, unknown>;

export interface PendingCatalogue {
  certificates: { name: string; issuer: string; date: string }[];
  languages: { name: string; score: string; date: string }[];
}

export interface JsonResumeMapping {
  content: ResumeContent;
  pending: PendingCatalogue;
  notes: string[];
}

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const entries = (v: unknown): Entry[] =>
  Array.isArray(v)
    ? v.filter((e): e is Entry => typeof e === 'object' && e !== null && !Array.isArray(e))
    : [];
const record = (v: unknown): Entry =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Entry) : {};
/** Control characters out (our text fields refuse them), then at most `max` characters. */
const clip = (s: string, max: number, multiline = false) =>
  Array.from(s.replace(multiline ? /[^\P{Cc}\n\t]/gu : /\p{Cc}/gu, ' ').trim())
    .slice(0, max)
    .join('');

/** 'YYYY-MM[-DD]' → YYYYMM; anything else (a year alone, a bad date) → ''. */
export function monthOf(v: unknown): string {
  const m = /^((?:19|20)\d{2})-(0[1-9]|1[0-2])/.exec(str(v));
  return m ? `${m[1] ?? ''}${m[2] ?? ''}` : '';
}
/** 'YYYY-MM-DD' → YYYYMMDD; anything else → ''. */
export function dayOf(v: unknown): string {
  const m = /^((?:19|20)\d{2})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.exec(str(v));
  return m ? `${m[1] ?? ''}${m[2] ?? ''}${m[3] ?? ''}` : '';
}

function byLabel<K extends string>(labels: Record<K, string>, keys: readonly K[], text: string) {
  return keys.find((k) => labels[k] === text);
}

function schoolLevel(studyType: string): SchoolLevel | undefined {
  const exact = byLabel(SCHOOL_LEVEL_LABELS, SCHOOL_LEVELS, studyType);
  if (exact) return exact;
  if (/고등|high/i.test(studyType)) return 'HIGH';
  if (/박사|doctor|ph\.?\s?d/i.test(studyType)) return 'DOCTOR';
  if (/석사|master|mba/i.test(studyType)) return 'MASTER';
  if (/전문|2년|3년|college|associate/i.test(studyType)) return 'COLLEGE';
  if (/학사|대학교|bachelor|university|b\.?\s?s|b\.?\s?a/i.test(studyType)) return 'UNIVERSITY';
  return undefined;
}

function grade(score: string): ResumeContent['education'][number]['grade'] {
  const m = /^(\d{1,3}(?:\.\d{1,2})?)\s*\/\s*(4\.5|4\.3|4\.0|4|100)$/.exec(score);
  if (!m) return null;
  const scale = (m[2] === '4' ? '4.0' : m[2]) as (typeof GRADE_SCALES)[number];
  const value = m[1] ?? '';
  return Number(value) <= Number(scale) ? { score: value, scale } : null;
}

/** An end before its start is not kept (the schema refuses it); the note says so. */
function period(start: string, end: string, notes: string[], where: string) {
  if (start !== '' && end !== '' && end < start) {
    notes.push(`${where}: 종료일이 시작일보다 빨라 종료일을 비워 두었습니다.`);
    return { start, end: '' };
  }
  return { start, end };
}

function withHighlights(text: string, highlights: unknown): string {
  const lines = Array.isArray(highlights) ? highlights.map(str).filter(Boolean) : [];
  return [text, ...lines.map((h) => `- ${h}`)].filter(Boolean).join('\n');
}

function activityKind(type: string): ActivityKind {
  return byLabel(ACTIVITY_KIND_LABELS, ACTIVITY_KINDS, type) ?? 'EXTERNAL';
}

/** Keeps at most `max` items, noting how many did not fit. */
function capped<T>(items: T[], max: number, label: string, notes: string[]): T[] {
  if (items.length > max) {
    notes.push(
      `${label} ${String(items.length - max)}건: ${String(max)}개까지만 넣을 수 있어 가져오지 않았습니다.`,
    );
  }
  return items.slice(0, max);
}

export function fromJsonResume(doc: Record<string, unknown>): JsonResumeMapping {
  const notes: string[] = [];
  const content = emptyResumeContent();
  const basics = record(doc.basics);
  const location = record(basics.location);

  content.title = clip(str(basics.label), L.title) || 'JSON Resume에서 가져온 이력서';
  content.basics = {
    ...content.basics,
    name: clip(str(basics.name), 30),
    email: clip(str(basics.email), 254),
    mobile: str(basics.phone).replace(/\D/g, '').replace(/^82/, '0'),
    zipCode: /^\d{5}$/.test(str(location.postalCode)) ? str(location.postalCode) : '',
    address: clip([str(location.address), str(location.city)].filter(Boolean).join(' '), 200),
  };
  if (!/^(|01[016789]\d{7,8})$/.test(content.basics.mobile)) {
    notes.push('기본정보: 휴대전화 번호 형식이 아니어서 전화번호를 비워 두었습니다.');
    content.basics.mobile = '';
  }
  if (str(basics.image)) notes.push('기본정보: 사진은 파일로 다시 올려 주세요.');
  content.careerDescription = clip(str(basics.summary), L.careerDescription, true);

  const links = [
    ...(str(basics.url) ? [{ label: '웹사이트', url: str(basics.url) }] : []),
    ...entries(basics.profiles).map((p) => ({
      label: clip(str(p.network) || '프로필', 50),
      url: str(p.url),
    })),
  ];

  content.work = capped(entries(doc.work), L.work, '경력', notes).map((w, i) => {
    const start = monthOf(w.startDate);
    const { end } = period(start, monthOf(w.endDate), notes, `경력 ${String(i + 1)}`);
    return {
      company: clip(str(w.name) || str(w.company), 100),
      department: clip(str(w.description), 50),
      position: clip(str(w.position), 50),
      jobs: [],
      start,
      end,
      current: start !== '' && str(w.endDate) === '',
      duties: clip(withHighlights(str(w.summary), w.highlights), L.duties, true),
      salary: null,
      fromLookup: false,
    };
  });
  if (content.work.length > 0) content.careerType = 'E';
  applyIlteoExtension(content, record(record(doc.meta).ilteo), notes);
  if (content.work.some((w) => w.jobs.length === 0)) {
    notes.push('경력: 직무 코드는 JSON Resume에 없어 비워 두었습니다. 직무를 골라 주세요.');
  }

  content.education = capped(entries(doc.education), L.education, '학력', notes).map((e, i) => {
    const studyType = str(e.studyType);
    const level = schoolLevel(studyType);
    if (!level)
      notes.push(
        `학력 ${String(i + 1)}: 학교 구분('${studyType}')을 알 수 없어 대학교(4년)로 두었습니다.`,
      );
    const start = monthOf(e.startDate);
    const { end } = period(start, monthOf(e.endDate), notes, `학력 ${String(i + 1)}`);
    const status: SchoolStatus =
      byLabel(SCHOOL_STATUS_LABELS, SCHOOL_STATUSES, str(e.status)) ??
      (end ? 'GRADUATED' : 'ENROLLED');
    const score = str(e.score);
    const g = grade(score);
    if (score && !g)
      notes.push(`학력 ${String(i + 1)}: 학점('${score}')을 알아볼 수 없어 비워 두었습니다.`);
    return {
      level: level ?? 'UNIVERSITY',
      school: clip(str(e.institution), 50),
      major: clip(str(e.area), 50),
      start,
      end,
      status,
      grade: g,
    };
  });

  const skills = entries(doc.skills).flatMap((s) => [
    str(s.name),
    ...(Array.isArray(s.keywords) ? s.keywords.map(str) : []),
  ]);
  content.skills = capped(
    [...new Set(skills.map((s) => clip(s, L.skill)).filter(Boolean))],
    L.skills,
    '보유기술',
    notes,
  );

  content.awards = capped(entries(doc.awards), L.awards, '수상', notes).map((a) => ({
    title: clip(str(a.title), 100),
    issuer: clip(str(a.awarder), 100),
    awardedOn: dayOf(a.date),
    description: clip(str(a.summary), L.description, true),
  }));

  const activities: ResumeContent['activities'] = [];
  entries(doc.projects).forEach((p, i) => {
    const url = str(p.url);
    const start = monthOf(p.startDate);
    const description = withHighlights(str(p.description), p.highlights);
    if (url && !start && !description) {
      links.push({ label: clip(str(p.name) || '프로젝트', 50), url });
      return;
    }
    if (url)
      notes.push(
        `프로젝트 ${String(i + 1)}: 링크(${url})는 옮기지 못했습니다. 포트폴리오 링크로 넣어 주세요.`,
      );
    activities.push({
      kind: activityKind(str(p.type)),
      organization: clip(str(p.entity) || str(p.name), 100),
      ...period(start, monthOf(p.endDate), notes, `프로젝트 ${String(i + 1)}`),
      description: clip(description, L.description, true),
    });
  });
  entries(doc.volunteer).forEach((v, i) => {
    activities.push({
      kind: 'VOLUNTEER',
      organization: clip(str(v.organization), 100),
      ...period(monthOf(v.startDate), monthOf(v.endDate), notes, `봉사 ${String(i + 1)}`),
      description: clip(withHighlights(str(v.summary), v.highlights), L.description, true),
    });
  });
  content.activities = capped(activities, L.activities, '대외활동·교육', notes);

  content.portfolio.links = capped(
    links.filter((l) => {
      const ok = /^https?:\/\/\S+$/.test(l.url) && l.url.length <= 500;
      if (!ok)
        notes.push(`링크 '${l.label}': http:// 또는 https:// 주소가 아니어서 옮기지 못했습니다.`);
      return ok;
    }),
    L.portfolioLinks,
    '포트폴리오 링크',
    notes,
  );

  const pending: PendingCatalogue = {
    certificates: entries(doc.certificates).map((c) => ({
      name: str(c.name),
      issuer: clip(str(c.issuer), 100),
      date: dayOf(c.date),
    })),
    languages: entries(doc.languages).map((l) => ({
      name: str(l.language),
      score: clip(str(l.fluency), 20),
      date: dayOf(l.date),
    })),
  };

  const unmapped: [string, string][] = [
    ['publications', '출판물'],
    ['interests', '관심사'],
    ['references', '추천인'],
  ];
  for (const [key, label] of unmapped) {
    const n = entries(doc[key]).length;
    if (n > 0) notes.push(`${label} ${String(n)}건: 이력서에 넣을 곳이 없어 가져오지 않았습니다.`);
  }
  return { content, pending, notes };
}

/** 경력's 직무 codes and salary, as the contract's 경력 entry has them. */
const workDetailSchema = z.object({
  jobs: wishSchema.shape.jobs,
  salary: wishSchema.shape.salary,
});

/**
 * Our own sections from `meta.ilteo` (what our export writes there), each
 * checked against the contract's schema: a part that does not parse is
 * named in the notes and left empty, never half applied.
 */
function applyIlteoExtension(content: ResumeContent, ext: Entry, notes: string[]): void {
  if (Object.keys(ext).length === 0) return;
  const part = <T>(label: string, schema: z.ZodType<T>, value: unknown, apply: (v: T) => void) => {
    if (value === undefined) return;
    const parsed = schema.safeParse(value);
    if (parsed.success) apply(parsed.data);
    else notes.push(`${label}: 형식이 올바르지 않아 가져오지 않았습니다.`);
  };
  part('신입·경력', z.enum(RESUME_CAREER_TYPES).nullable(), ext.careerType, (v) => {
    content.careerType = v;
  });
  part('희망근무조건', wishSchema, ext.wish, (v) => {
    content.wish = v;
  });
  part('취업우대사항', resumePreferencesSchema, ext.preferences, (v) => {
    content.preferences = v;
  });
  part('해외경험', z.array(overseasSchema).max(L.overseas), ext.overseas, (v) => {
    content.overseas = v;
  });
  part('자기소개서', z.array(essaySchema).max(L.essays), ext.essays, (v) => {
    content.essays = v;
  });
  part('경력 직무·연봉', z.array(workDetailSchema), ext.work, (v) => {
    v.forEach((w, i) => {
      const entry = content.work[i];
      if (entry) Object.assign(entry, w);
    });
  });
}

/** Catalogue codes by name key (see certificates' catalogueNameKey). */
export interface CatalogueLookup {
  key: (name: string) => string;
  certificates: ReadonlyMap<string, string>;
  languageTests: ReadonlyMap<string, string>;
}

/**
 * Puts the certificates and language tests the catalogue knows by name into
 * the content; the others go to the notes. A certificate named like a
 * language test (TOEIC listed under certificates) becomes a language entry.
 */
export function applyCatalogue(
  mapping: JsonResumeMapping,
  lookup: CatalogueLookup,
): JsonResumeMapping {
  const notes = [...mapping.notes];
  const certificates: ResumeContent['certificates'] = [];
  const languages: ResumeContent['languages'] = [];
  for (const c of mapping.pending.certificates) {
    const cert = lookup.certificates.get(lookup.key(c.name));
    const test = lookup.languageTests.get(lookup.key(c.name));
    if (cert) certificates.push({ code: cert, issuer: c.issuer, acquiredOn: c.date });
    else if (test) languages.push({ code: test, score: '', takenOn: c.date });
    else
      notes.push(
        `자격증 '${c.name}': 자격증 목록에 없어 가져오지 않았습니다. 목록에서 골라 넣어 주세요.`,
      );
  }
  for (const l of mapping.pending.languages) {
    const test = lookup.languageTests.get(lookup.key(l.name));
    if (test) languages.push({ code: test, score: l.score, takenOn: l.date });
    else
      notes.push(
        `어학 '${l.name}${l.score ? ` (${l.score})` : ''}': 어학시험 목록에 없어 가져오지 않았습니다.`,
      );
  }
  return {
    ...mapping,
    content: {
      ...mapping.content,
      certificates: capped(certificates, L.certificates, '자격증', notes),
      languages: capped(languages, L.languages, '어학', notes),
    },
    notes,
  };
}
