import { contentPath, type SearchHit, type Suggestion } from '@ilteo/contract';
import type { HitRow, SuggestionRow } from './search-repository';

/** A posting's deadline as portals show it: 오늘 마감, D-3. */
function deadlineLabel(daysLeft: number | null): string | null {
  if (daysLeft === null) return null;
  return daysLeft === 0 ? '오늘 마감' : `D-${daysLeft}`;
}

export function presentHit(row: HitRow): SearchHit {
  const meta = [...row.meta];
  if (row.kind === 'posting') {
    const deadline = deadlineLabel(row.days_left);
    if (deadline) meta.push(deadline);
  }
  if (row.next_exam) meta.push(`다음 시험 ${row.next_exam}`);
  return {
    kind: row.kind,
    id: row.ref_id,
    title: row.title,
    subtitle: row.subtitle,
    meta,
    path: contentPath(row.kind, row.ref_id),
  };
}

/** A suggestion, linked as its hit would be. */
export function presentSuggestion(row: SuggestionRow): Suggestion {
  return {
    kind: row.kind,
    id: row.ref_id,
    title: row.title,
    subtitle: row.subtitle,
    path: contentPath(row.kind, row.ref_id),
  };
}
