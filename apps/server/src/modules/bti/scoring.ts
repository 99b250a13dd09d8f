import {
  BTI_ITEM_COUNT,
  BTI_SCALE_MAX,
  RIASEC_ORDER,
  type BtiScores,
  type RiasecType,
} from '@ilteo/contract';
import { typeOfItem } from './items';

/**
 * Scoring of 직업 성향 검사 (decision 0039), pure so it is tested against
 * hand-computed fixtures. Each type's score is the sum of its ten answers
 * (10–50). The code is the two highest types; ties are broken, in this
 * order, by (1) the higher score, (2) more answers of 5 (매우 좋아함) in the
 * type — a strong like says more than two mild ones — and (3) the hexagon's
 * order R, I, A, S, E, C, so the same answers always give the same code.
 */

/** Item numbers still unanswered (0), in order. */
export function missingItems(answers: readonly number[]): number[] {
  const missing: number[] = [];
  for (let i = 0; i < BTI_ITEM_COUNT; i += 1) {
    const value = answers[i] ?? 0;
    if (value < 1 || value > BTI_SCALE_MAX) missing.push(i + 1);
  }
  return missing;
}

export interface Scored {
  scores: BtiScores;
  /** The six types, highest first after the tie-break. */
  ranking: RiasecType[];
  code: string;
}

/** Scores a complete set of 60 answers (call missingItems first). */
export function scoreAnswers(answers: readonly number[]): Scored {
  const scores: BtiScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  const strong: BtiScores = { R: 0, I: 0, A: 0, S: 0, E: 0, C: 0 };
  for (let i = 0; i < BTI_ITEM_COUNT; i += 1) {
    const value = answers[i] ?? 0;
    const type = typeOfItem(i + 1);
    scores[type] += value;
    if (value === BTI_SCALE_MAX) strong[type] += 1;
  }
  const ranking = [...RIASEC_ORDER].sort(
    (a, b) =>
      scores[b] - scores[a] ||
      strong[b] - strong[a] ||
      RIASEC_ORDER.indexOf(a) - RIASEC_ORDER.indexOf(b),
  );
  return { scores, ranking, code: ranking.slice(0, 2).join('') };
}

/** Scores as stored (smallint[] in R I A S E C order) and back. */
export const scoresToArray = (scores: BtiScores): number[] => RIASEC_ORDER.map((t) => scores[t]);

export function scoresFromArray(values: readonly number[]): BtiScores {
  const [R = 0, I = 0, A = 0, S = 0, E = 0, C = 0] = values;
  return { R, I, A, S, E, C };
}
