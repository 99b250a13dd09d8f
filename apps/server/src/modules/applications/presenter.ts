import {
  EXTERNAL_STATUS_LABELS,
  applicationStatusLabel,
  type ApplicationDetail,
  type ApplicationEventKind,
  type ApplicationSnapshot,
  type ApplicationStatus,
  type ApplicationSummary,
  type ExternalStatus,
  type ReturnRequestKind,
} from '@ilteo/contract';
import type { ApplicationRow, ApplicationSummaryRow } from './repository';

/** Where an application stands, in the member's words (the member's own status on an external one). */
export function statusLabelOf(row: ApplicationSummaryRow): string {
  if (row.kind === 'external' && row.status !== 'cancelled' && row.externalStatus) {
    return EXTERNAL_STATUS_LABELS[row.externalStatus as ExternalStatus];
  }
  return applicationStatusLabel({
    status: row.status as ApplicationStatus,
    viewed: row.viewedAt !== null,
    currentStage: row.currentStage,
    stages: row.stages,
  });
}

/** The member may cancel until the company has opened it (issue 19). */
export const isCancellable = (row: ApplicationSummaryRow) =>
  row.kind === 'platform' && row.status === 'active' && row.viewedAt === null;

/**
 * 채용절차법 Art. 11: a non-hired applicant may ask for the documents back
 * or destroyed once the result is final, while they still exist, once.
 */
export const isReturnRequestable = (row: ApplicationRow) =>
  row.kind === 'platform' &&
  row.status === 'failed' &&
  row.decidedAt !== null &&
  row.destroyedAt === null &&
  row.returnRequest === null;

export function presentSummary(row: ApplicationSummaryRow): ApplicationSummary {
  return {
    applicationId: row.applicationId,
    kind: row.kind as ApplicationSummary['kind'],
    postingId: row.postingId,
    postingTitle: row.postingTitle,
    companyName: row.companyName,
    resumeTitle: row.kind === 'platform' ? row.resumeTitle : null,
    appliedAt: row.createdAt.toISOString(),
    status: row.status as ApplicationStatus,
    externalStatus: (row.externalStatus as ExternalStatus | null) ?? null,
    viewed: row.viewedAt !== null,
    currentStage: row.currentStage,
    stages: row.stages,
    statusLabel: statusLabelOf(row),
    cancellable: isCancellable(row),
  };
}

export function presentDetail(
  row: ApplicationRow,
  parts: {
    events: { kind: string; stageNo: number | null; at: Date }[];
    stageCounts: ReadonlyMap<number, number>;
    reads: { companyName: string; at: Date }[];
    snapshot: ApplicationSnapshot | undefined;
  },
): ApplicationDetail {
  const snapshot = parts.snapshot;
  return {
    ...presentSummary(row),
    events: parts.events.map((e) => ({
      kind: e.kind as ApplicationEventKind,
      stageNo: e.stageNo,
      at: e.at.toISOString(),
    })),
    // Aggregates only, for the stages this application was made under (external: none).
    stageCounts:
      row.kind === 'platform'
        ? row.stages.map((name, stageNo) => ({
            stageNo,
            name,
            count: parts.stageCounts.get(stageNo) ?? 0,
          }))
        : [],
    reads: parts.reads.map((r) => ({ companyName: r.companyName, at: r.at.toISOString() })),
    answers: snapshot?.answers.map((a) => ({ question: a.question, answer: a.answer })) ?? [],
    files: snapshot?.files.map((f) => ({ originalName: f.originalName, size: f.size })) ?? [],
    note: row.note,
    returnRequest: (row.returnRequest as ReturnRequestKind | null) ?? null,
    returnRequestable: isReturnRequestable(row),
    destroyed: row.destroyedAt !== null,
  };
}
