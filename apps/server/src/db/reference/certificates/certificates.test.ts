import { describe, expect, it } from 'vitest';
import { CERTIFICATES, LANGUAGE_TESTS, type ExamRound } from './index';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (s: string): boolean =>
  DATE.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s;

/** Round fields in stage order, with whether the step to the next must be strict. */
type DateKey = Exclude<keyof ExamRound, 'year' | 'round' | 'sample'>;

const ORDER: readonly (readonly [DateKey, boolean])[] = [
  ['writtenRegStart', false],
  ['writtenRegEnd', true],
  ['writtenExamStart', false],
  ['writtenExamEnd', true],
  ['writtenResult', false],
  ['practicalRegStart', false],
  ['practicalRegEnd', true],
  ['practicalExamStart', false],
  ['practicalExamEnd', true],
  ['finalResult', false],
];

const NATIONAL_GRADES = new Set(['기술사', '기능장', '기사', '산업기사', '기능사']);

describe('certificates', () => {
  it('has at least 160 certificates', () => {
    expect(CERTIFICATES.length).toBeGreaterThanOrEqual(160);
  });

  it('has unique codes: a 4-digit Q-Net jmcd or P + 4 digits, at most 20 chars', () => {
    const codes = CERTIFICATES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const c of codes) expect(c).toMatch(/^(\d{4}|P\d{4})$/);
  });

  it('has unique, non-empty names that fit the column', () => {
    const names = CERTIFICATES.map((c) => c.name);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) {
      expect(n.trim()).not.toBe('');
      expect(n.length).toBeLessThanOrEqual(100);
    }
  });

  it('uses an NCS 대분류 code 01–24', () => {
    for (const c of CERTIFICATES) {
      expect(c.ncsField, c.name).toMatch(/^(0[1-9]|1\d|2[0-4])$/);
    }
  });

  it('uses Q-Net grades only for 국가기술자격 and the Q-Net code only there', () => {
    for (const c of CERTIFICATES) {
      if (c.grade !== null && NATIONAL_GRADES.has(c.grade)) {
        expect(c.kind, c.name).toBe('national-technical');
      }
      if (/^\d{4}$/.test(c.code)) expect(c.kind, c.name).toBe('national-technical');
    }
  });

  it('names a grade that matches the name of a Q-Net 기술·기능 종목', () => {
    // 종목 whose grade is not part of the name (미용사·이용사 are 기능사, 미용장 기능장).
    const exceptions: Record<string, string> = { 이용사: '기능사', 미용장: '기능장' };
    for (const c of CERTIFICATES) {
      if (c.grade === null || !NATIONAL_GRADES.has(c.grade)) continue;
      const base = c.name.replace(/\(.*\)$/, '');
      const expected = exceptions[base] ?? (base === '미용사' ? '기능사' : undefined);
      if (expected !== undefined) expect(c.grade, c.name).toBe(expected);
      else expect(base.endsWith(c.grade), c.name).toBe(true);
    }
  });

  it('has a ministry for every national qualification, and sane texts and numbers', () => {
    for (const c of CERTIFICATES) {
      if (c.kind === 'national-technical' || c.kind === 'national-professional') {
        expect(c.ministry, c.name).not.toBeNull();
      }
      expect(c.issuer.trim(), c.name).not.toBe('');
      expect(c.issuer.length, c.name).toBeLessThanOrEqual(100);
      expect((c.ministry ?? '').length, c.name).toBeLessThanOrEqual(100);
      expect(c.eligibility.trim(), c.name).not.toBe('');
      expect(c.passCriteria.trim(), c.name).not.toBe('');
      expect(c.relatedJobs.length, c.name).toBeGreaterThan(0);
      expect(c.popularity, c.name).toBeGreaterThan(0);
      for (const fee of [c.feeWritten, c.feePractical]) {
        if (fee !== null) expect(Number.isInteger(fee) && fee > 0, c.name).toBe(true);
      }
    }
  });

  it('has aliases unique across certificates, never another certificate name', () => {
    const names = new Set(CERTIFICATES.map((c) => c.name));
    const seen = new Map<string, string>();
    for (const c of CERTIFICATES) {
      for (const a of c.aliases) {
        expect(a.trim(), c.name).not.toBe('');
        expect(a, `${c.name}: alias equals its own name`).not.toBe(c.name);
        expect(names.has(a), `${c.name}: alias ${a} is a certificate name`).toBe(false);
        expect(seen.get(a), `alias ${a} of ${c.name}`).toBeUndefined();
        seen.set(a, c.name);
      }
    }
  });

  it('has rounds in 2026 and 2027, numbered 1..n per year', () => {
    for (const c of CERTIFICATES) {
      for (const year of [2026, 2027]) {
        const rounds = c.rounds.filter((r) => r.year === year).map((r) => r.round);
        expect(rounds.length, `${c.name} ${year}`).toBeGreaterThan(0);
        expect(rounds, `${c.name} ${year}`).toEqual(rounds.map((_, i) => i + 1));
      }
      for (const r of c.rounds) expect([2026, 2027]).toContain(r.year);
    }
  });

  it('has every round chronologically consistent, its exams in its year', () => {
    for (const c of CERTIFICATES) {
      for (const r of c.rounds) {
        const label = `${c.name} ${r.year}-${r.round}`;
        const present = ORDER.filter(([k]) => r[k] !== null);
        for (const [k] of present) {
          const v = r[k] ?? '';
          expect(isDate(v), `${label} ${k}=${v}`).toBe(true);
          const y = Number(v.slice(0, 4));
          expect(y >= r.year - 1 && y <= r.year + 1, `${label} ${k}=${v}`).toBe(true);
        }
        for (let i = 1; i < present.length; i++) {
          const [pk, strict] = present[i - 1]!;
          const [k] = present[i]!;
          const a = r[pk] ?? '';
          const b = r[k] ?? '';
          expect(strict ? a < b : a <= b, `${label}: ${pk} ${a} → ${k} ${b}`).toBe(true);
        }
        // Each stage is complete or absent.
        const written = ORDER.slice(0, 5).map(([k]) => r[k] === null);
        const practical = ORDER.slice(5, 9).map(([k]) => r[k] === null);
        expect(new Set(written).size, `${label} written stage`).toBe(1);
        expect(new Set(practical).size, `${label} practical stage`).toBe(1);
        expect(r.finalResult, label).not.toBeNull();
        expect(written[0] && practical[0], `${label} has no exam`).toBe(false);
        const exam = r.writtenExamStart ?? r.practicalExamStart;
        expect(exam?.slice(0, 4), label).toBe(String(r.year));
        if (!practical[0]) {
          expect(r.practicalExamStart?.slice(0, 4), label).toBe(String(r.year));
        }
      }
    }
  });

  it('marks every 2027 round as a sample', () => {
    for (const c of CERTIFICATES) {
      for (const r of c.rounds.filter((x) => x.year === 2027)) {
        expect(r.sample, `${c.name} 2027-${r.round}`).toBe(true);
      }
    }
  });

  it('has no practical dates for certificates without a practical stage', () => {
    for (const c of CERTIFICATES) {
      if (c.practical !== null) continue;
      for (const r of c.rounds) expect(r.practicalExamStart, c.name).toBeNull();
    }
  });
});

describe('language tests', () => {
  it('has at least 14 tests with unique codes and names', () => {
    expect(LANGUAGE_TESTS.length).toBeGreaterThanOrEqual(14);
    const codes = LANGUAGE_TESTS.map((t) => t.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = LANGUAGE_TESTS.map((t) => t.name);
    expect(new Set(names).size).toBe(names.length);
    for (const c of codes) expect(c.length).toBeLessThanOrEqual(20);
  });

  it('has aliases unique across tests and certificates', () => {
    const seen = new Set<string>([
      ...CERTIFICATES.flatMap((c) => [c.name, ...c.aliases]),
      ...LANGUAGE_TESTS.map((t) => t.name),
    ]);
    for (const t of LANGUAGE_TESTS) {
      for (const a of t.aliases) {
        expect(seen.has(a), `${t.name}: ${a}`).toBe(false);
        seen.add(a);
      }
    }
  });

  it('has sessions ordered, with registration before the test, from 2026-11 to 2027-12', () => {
    for (const t of LANGUAGE_TESTS) {
      expect(t.sessions.length, t.name).toBeGreaterThan(0);
      const dates = t.sessions.map((s) => s.testDate);
      expect(dates, t.name).toEqual([...dates].sort());
      expect(new Set(dates).size, t.name).toBe(dates.length);
      expect(
        dates.some((d) => d.startsWith('2027-')),
        t.name,
      ).toBe(true);
      for (const s of t.sessions) {
        const label = `${t.name} ${s.testDate}`;
        for (const d of [s.testDate, s.regStart, s.regEnd, s.lateRegEnd, s.resultDate]) {
          if (d !== null) expect(isDate(d), `${label} ${d}`).toBe(true);
        }
        expect(s.testDate >= '2026-11-01' && s.testDate <= '2027-12-31', label).toBe(true);
        expect(s.regStart <= s.regEnd, label).toBe(true);
        expect(s.regEnd < s.testDate, label).toBe(true);
        if (s.lateRegEnd !== null) {
          expect(s.regEnd <= s.lateRegEnd && s.lateRegEnd < s.testDate, label).toBe(true);
        }
        if (s.resultDate !== null) expect(s.resultDate > s.testDate, label).toBe(true);
      }
    }
  });

  it('states scale and validity for every test, within the column sizes', () => {
    for (const t of LANGUAGE_TESTS) {
      for (const v of [t.name, t.issuer, t.scale, t.validity]) {
        expect(v.length, t.name).toBeLessThanOrEqual(100);
      }
      expect(t.scale.trim(), t.name).not.toBe('');
      expect(t.validity.trim(), t.name).not.toBe('');
      expect(t.popularity, t.name).toBeGreaterThan(0);
    }
  });
});
