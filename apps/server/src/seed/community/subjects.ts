import type { Rng } from '../postings/prng';

/** A certificate or language test the demo community talks about, as its catalogue row has it. */
export interface ExamSubject {
  kind: 'certificate' | 'language-test';
  code: string;
  name: string;
  /** 필기 subjects (certificates); empty for language tests. */
  subjects: readonly string[];
  /** Whether it has a 실기 after the 필기. */
  practical: boolean;
  popularity: number;
}

/** Scores people post about, per language test; others fall back to 목표 점수. */
const SCORES: Record<string, readonly string[]> = {
  TOEIC: ['750점', '805점', '850점', '875점', '900점', '925점', '945점'],
  'TOEIC-S': ['IM2 (130점)', 'IM3 (140점)', 'IH (160점)', 'Level 6', 'Level 7'],
  OPIC: ['IM1', 'IM2', 'IM3', 'IH', 'AL'],
  'G-TELP': ['Level 2 65점', 'Level 2 72점', 'Level 2 81점'],
  TOPIK: ['4급', '5급', '6급'],
  TEPS: ['327점', '350점', '386점'],
  JLPT: ['N2', 'N1'],
  HSK: ['4급', '5급', '6급'],
  JPT: ['650점', '720점', '810점'],
};

export function scoreOf(rng: Rng, subject: ExamSubject): string {
  return rng.pick(SCORES[subject.code] ?? ['목표 점수']);
}

/** A 필기 subject's short name: '1차: 부동산학개론' → '부동산학개론', long descriptions cut at the first comma. */
export function subjectName(rng: Rng, subject: ExamSubject): string {
  if (subject.kind === 'language-test' || subject.subjects.length === 0) {
    return rng.pick(['듣기', '읽기', '문법', '어휘', '말하기']);
  }
  const raw = rng.pick(subject.subjects);
  const short = raw
    .replace(/^[^:]*:\s*/, '')
    .split(/[,(]/)[0]
    ?.trim();
  return short && short.length <= 20 ? short : '기출 개념';
}

/** The part of the exam a post is about: 필기 or 실기 for certificates with both. */
export function stageOf(rng: Rng, subject: ExamSubject): string {
  if (subject.kind === 'language-test') return '';
  return subject.practical ? rng.pick(['필기', '실기', '최종']) : '';
}

export const withStage = (name: string, stage: string) => (stage ? `${name} ${stage}` : name);
