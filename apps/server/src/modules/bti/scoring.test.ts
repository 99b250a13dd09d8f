import { describe, expect, it } from 'vitest';
import { RIASEC_ORDER, type RiasecType } from '@ilteo/contract';
import { BTI_ITEMS, TYPE_PROFILES, typeOfItem } from './items';
import { JOB_CODES } from '../../db/reference/occupations';
import { missingItems, scoreAnswers, scoresFromArray, scoresToArray } from './scoring';

/** 60 answers from each type's ten answers, placed as the test interleaves them (R I A S E C R …). */
function interleave(perType: Record<RiasecType, readonly number[]>): number[] {
  return Array.from({ length: 60 }, (_, i) => perType[typeOfItem(i + 1)][Math.floor(i / 6)] ?? 0);
}
const all = (value: number) => Array<number>(10).fill(value);

describe('직업 성향 검사 scoring (decision 0039)', () => {
  it('interleaves the 60 items R, I, A, S, E, C and keeps each text once', () => {
    expect(BTI_ITEMS).toHaveLength(60);
    expect(BTI_ITEMS.map((i) => i.itemNo)).toEqual(Array.from({ length: 60 }, (_, i) => i + 1));
    expect([1, 2, 3, 4, 5, 6, 7, 60].map(typeOfItem)).toEqual([
      'R',
      'I',
      'A',
      'S',
      'E',
      'C',
      'R',
      'C',
    ]);
    expect(new Set(BTI_ITEMS.map((i) => i.text)).size).toBe(60);
  });

  it('maps every type to occupation groups that exist, at most 10 (the list filter takes 10)', () => {
    const known = new Set(JOB_CODES.map((c) => c.cd));
    for (const type of RIASEC_ORDER) {
      const groups = TYPE_PROFILES[type].jobGroups;
      expect(groups.length).toBeGreaterThan(0);
      expect(groups.length).toBeLessThanOrEqual(10);
      for (const g of groups) expect(known.has(g), `${type} ${g}`).toBe(true);
    }
  });

  it('fixture 1: distinct sums (R 10, I 20, A 30, S 50, E 40, C 20) → SE', () => {
    const scored = scoreAnswers(
      interleave({ R: all(1), I: all(2), A: all(3), S: all(5), E: all(4), C: all(2) }),
    );
    expect(scored.scores).toEqual({ R: 10, I: 20, A: 30, S: 50, E: 40, C: 20 });
    expect(scored.code).toBe('SE');
    // I and C tie at 20 with no 5s: the hexagon's order puts I first.
    expect(scored.ranking).toEqual(['S', 'E', 'A', 'I', 'C', 'R']);
  });

  it('fixture 2: every type 30 with no 5s → the hexagon order decides: RI', () => {
    const scored = scoreAnswers(Array<number>(60).fill(3));
    expect(scored.scores).toEqual({ R: 30, I: 30, A: 30, S: 30, E: 30, C: 30 });
    expect(scored.code).toBe('RI');
  });

  it('fixture 3: A and C tie at 30, C has five 5s → more strong likes win: CA', () => {
    const scored = scoreAnswers(
      interleave({
        R: all(2),
        I: all(2),
        A: all(3),
        S: all(2),
        E: all(2),
        C: [5, 1, 5, 1, 5, 1, 5, 1, 5, 1],
      }),
    );
    expect(scored.scores).toEqual({ R: 20, I: 20, A: 30, S: 20, E: 20, C: 30 });
    expect(scored.code).toBe('CA');
  });

  it('fixture 4: mixed answers → I 46, E 42, S 40, R 30, C 26, A 10: IE', () => {
    const scored = scoreAnswers(
      interleave({
        R: [5, 5, 4, 4, 3, 3, 2, 2, 1, 1],
        I: [5, 5, 5, 5, 5, 5, 5, 5, 5, 1],
        A: all(1),
        S: all(4),
        E: [5, 5, 4, 4, 4, 4, 4, 4, 4, 4],
        C: [5, 5, 5, 5, 1, 1, 1, 1, 1, 1],
      }),
    );
    expect(scored.scores).toEqual({ R: 30, I: 46, A: 10, S: 40, E: 42, C: 26 });
    expect(scored.code).toBe('IE');
    expect(scored.ranking).toEqual(['I', 'E', 'S', 'R', 'C', 'A']);
    expect(scoresFromArray(scoresToArray(scored.scores))).toEqual(scored.scores);
  });

  it('lists the items still unanswered', () => {
    const answers = Array<number>(60).fill(4);
    answers[2] = 0;
    answers[59] = 0;
    expect(missingItems(answers)).toEqual([3, 60]);
    expect(missingItems(Array<number>(60).fill(1))).toEqual([]);
    expect(missingItems([])).toHaveLength(60);
  });
});
