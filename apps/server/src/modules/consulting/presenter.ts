import type { ConsultingDetail, ConsultingSummary } from '@ilteo/contract';
import type { ConsultingRow } from './repository';

const iso = (value: Date | string): string => new Date(value).toISOString();

/**
 * A request as lists show it. Nothing names the member: the member reads
 * their own, consultants read the text, and samples are anonymised.
 */
export function presentSummary(row: ConsultingRow): ConsultingSummary {
  return {
    consultingId: row.consultingId,
    companyId: row.companyId,
    companyName: row.companyName,
    postingId: row.postingId,
    postingTitle: row.postingTitle,
    kind: row.kind,
    state: row.state,
    createdAt: iso(row.createdAt),
    dueAt: iso(row.dueAt),
    answeredAt: row.answeredAt === null ? null : iso(row.answeredAt),
  };
}

/**
 * The request with its text. The member sees the consultant's comments
 * and summary only once the answer is sent (done); a consultant's console
 * (`draft: true`) sees the work in progress too.
 */
export function presentDetail(row: ConsultingRow, draft = false): ConsultingDetail {
  const answered = draft || row.state === 'done';
  return {
    ...presentSummary(row),
    items: row.items.map((i) => ({ question: i.question, answer: i.answer })),
    note: row.note,
    annotations: answered ? row.annotations : [],
    summary: answered ? row.summary : null,
    sample: row.isSample,
  };
}
