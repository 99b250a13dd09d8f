import {
  CONTENT_KIND_LABELS,
  MODERATION_LIMITS,
  reportReasonLabel,
  type ContentKind,
  type ModerationDecision,
  type ModerationItem,
  type ModerationItemSummary,
  type ModerationStatus,
  type Page,
  type ReportedContent,
  type ReportedState,
} from '@ilteo/contract';
import type { ModeratedContent } from '../content';
import type { ItemRow } from './repository';

const iso = (d: Date | null): string | null => d?.toISOString() ?? null;

export const pageOf = <T>(items: T[], page: number, total: number): Page<T> => ({
  items,
  page,
  size: MODERATION_LIMITS.pageSize,
  total,
  totalPages: Math.ceil(total / MODERATION_LIMITS.pageSize),
});

export const presentSummary = (row: ItemRow): ModerationItemSummary => {
  const kind = row.targetType as ContentKind;
  return {
    itemId: row.itemId,
    kind,
    kindLabel: CONTENT_KIND_LABELS[kind],
    targetId: row.targetId,
    title: row.title,
    score: Math.round(row.score * 100) / 100,
    reporters: row.reporters,
    status: row.status as ModerationStatus,
    blindedAt: iso(row.blindedAt),
    objectedAt: iso(row.objectedAt),
    createdAt: row.createdAt.toISOString(),
  };
};

export interface ItemDetailParts {
  content: ModeratedContent | null;
  author: { userId: string; loginId: string | null; nickname: string | null } | null;
  reports: {
    reportId: number;
    reason: string;
    detail: string;
    weight: number;
    createdAt: Date;
    reporterLoginId: string | null;
  }[];
  decisions: { decision: string; reason: string; at: Date; operatorLoginId: string | null }[];
  sanctions: { level: number; startsAt: Date; endsAt: Date | null; reason: string }[];
}

/** The console's item: the content as it is now (gone content shows as deleted), reports and history. */
export const presentItem = (row: ItemRow, parts: ItemDetailParts): ModerationItem => {
  const summary = presentSummary(row);
  return {
    ...summary,
    content: parts.content
      ? {
          title: parts.content.title,
          bodyHtml: parts.content.bodyHtml,
          state: parts.content.state,
          path: parts.content.path,
        }
      : { title: row.title, bodyHtml: '', state: 'deleted', path: '' },
    author: parts.author,
    reports: parts.reports.map((r) => ({
      reportId: r.reportId,
      reason: r.reason,
      reasonLabel: reportReasonLabel(summary.kind, r.reason),
      detail: r.detail,
      reporterLoginId: r.reporterLoginId,
      weight: Math.round(r.weight * 100) / 100,
      createdAt: r.createdAt.toISOString(),
    })),
    objection:
      row.objection !== null && row.objectedAt !== null
        ? { text: row.objection, at: row.objectedAt.toISOString() }
        : null,
    decisions: parts.decisions.map((d) => ({
      decision: d.decision as ModerationDecision,
      reason: d.reason,
      operatorLoginId: d.operatorLoginId,
      at: d.at.toISOString(),
    })),
    sanctions: parts.sanctions.map((s) => ({
      level: s.level,
      startsAt: s.startsAt.toISOString(),
      endsAt: iso(s.endsAt),
      reason: s.reason,
    })),
  };
};

/**
 * Why an item is hidden: removed or blinded by an operator's decision, else
 * blinded by reports (임시조치, also when an earlier keep was followed by
 * new reports).
 */
export function hiddenState(row: ItemRow): ReportedState {
  if (row.decision === 'remove') return 'removed';
  if (row.decision === 'blind') return 'blinded-by-operator';
  return 'blinded';
}

/** /reported-content: the same for everyone, plus the author's block for the author only. */
export const presentReported = (row: ItemRow, asAuthor: boolean): ReportedContent => {
  const kind = row.targetType as ContentKind;
  const state = hiddenState(row);
  return {
    kind,
    kindLabel: CONTENT_KIND_LABELS[kind],
    state,
    since: (row.hiddenSince ?? row.updatedAt).toISOString(),
    reason: state === 'blinded' ? null : row.decisionReason,
    author: asAuthor
      ? {
          title: row.title,
          canObject: row.objectedAt === null,
          objectedAt: iso(row.objectedAt),
          underReview: row.status === 'pending' && row.objectedAt !== null,
        }
      : null,
  };
};
