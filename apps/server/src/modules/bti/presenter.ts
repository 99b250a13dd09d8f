import {
  RIASEC_ORDER,
  RIASEC_TYPES,
  type BtiAttemptState,
  type BtiJobMatch,
  type BtiRequestItem,
  type BtiResult,
  type BtiResultItem,
  type BtiScores,
  type RiasecType,
} from '@ilteo/contract';
import { TYPE_PROFILES } from './items';
import type { AttemptRow, RequestRow } from './repository';
import { scoresFromArray, scoreAnswers } from './scoring';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The open sitting as the pop-up resumes it: never another member's, never its scores. */
export function presentAttempt(row: AttemptRow): BtiAttemptState {
  return {
    attemptId: row.attemptId,
    answers: [...row.answers],
    answeredCount: row.answeredCount,
    requestId: row.requestId,
    startedAt: iso(row.startedAt),
  };
}

/** A completed sitting in my home's list. */
export function presentResultItem(row: AttemptRow): BtiResultItem {
  return {
    attemptId: row.attemptId,
    code: row.code ?? '',
    scores: scoresFromArray(row.scores ?? []),
    completedAt: iso(row.completedAt ?? row.updatedAt),
  };
}

/**
 * The six types with their rank. The ranking is recomputed from the stored
 * answers with the same tie-break that chose the code, so the chart, the
 * table and the code never disagree.
 */
function typesOf(row: AttemptRow, scores: BtiScores): BtiResult['types'] {
  const ranking: readonly RiasecType[] = scoreAnswers(row.answers).ranking;
  return RIASEC_ORDER.map((type) => ({
    type,
    name: RIASEC_TYPES[type],
    score: scores[type],
    rank: ranking.indexOf(type) + 1,
    summary: TYPE_PROFILES[type].summary,
    description: TYPE_PROFILES[type].description,
  }));
}

export function presentResult(row: AttemptRow, matches: BtiJobMatch[]): BtiResult {
  const item = presentResultItem(row);
  return { ...item, types: typesOf(row, item.scores), matches };
}

export function presentRequest(row: RequestRow): BtiRequestItem {
  return {
    requestId: row.requestId,
    companyName: row.companyName,
    postingId: row.postingId,
    postingTitle: row.postingTitle,
    requestedAt: iso(row.requestedAt),
    completedAt: row.completedAt === null ? null : iso(row.completedAt),
    attemptId: row.attemptId,
    share: row.share,
  };
}
