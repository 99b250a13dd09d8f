import { CONTENT_KIND_LABELS, ROUTES, contentPath, type ScreeningItem } from '@ilteo/contract';
import { seoulDate } from '../../lib/seoul-date';
import type { ScreenedKind, ScreenedRow } from './screening-repository';

/** The operators see the whole item as written, with its 임시조치 and objection. */
export function presentScreeningItem(row: ScreenedRow): ScreeningItem {
  return {
    kind: row.kind,
    id: row.id,
    companyId: row.companyId,
    companyName: row.companyName,
    state: row.state,
    title: row.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    heldUntil: row.heldUntil?.toISOString() ?? null,
    takedownReason: row.takedownReason,
    objection: row.objection,
    edited: row.edited,
  };
}

export function pageOf<T>(items: T[], page: number, size: number, total: number) {
  return { items, page, size, total, totalPages: Math.ceil(total / size) };
}

/** 작성 이력's tab of the kind: where the author sees the state and objects to a 임시조치. */
export const historyPath = (kind: ScreenedKind): string =>
  ROUTES.myWrittenHistory.path.replace(
    ':tab',
    kind === 'company-review' ? 'reviews' : 'interview-reviews',
  );

const what = (row: ScreenedRow) =>
  `${row.companyName}에 작성하신 ${CONTENT_KIND_LABELS[row.kind]} '${row.title}'`;

/** A day as the alarm says it: 2026-12-24 (Asia/Seoul). */
const dayOf = (at: Date) => seoulDate(at);

/** The author's alarm of each screening decision (합니다체); reasons are always given when there is one. */
export function decisionNotice(
  decision: 'publish' | 'reject' | 'restore' | 'keep-held',
  row: ScreenedRow,
  reason: string | undefined,
): { title: string; message: string; link: string } {
  const because = reason ? ` 사유: ${reason}.` : '';
  switch (decision) {
    case 'publish':
      return {
        title: '리뷰가 게시되었습니다',
        message: `${what(row)}이(가) 심사를 거쳐 게시되었습니다.`,
        link: contentPath(row.kind, String(row.id)),
      };
    case 'reject':
      return {
        title: '리뷰가 반려되었습니다',
        message: `${what(row)}이(가) 심사 결과 반려되었습니다.${because} 내용을 고쳐 다시 제출할 수 있습니다.`,
        link: historyPath(row.kind),
      };
    case 'restore':
      return {
        title: '임시조치가 해제되었습니다',
        message: `${what(row)}에 대한 이의 신청을 검토한 결과 임시조치를 해제하고 다시 게시했습니다.${because}`,
        link: contentPath(row.kind, String(row.id)),
      };
    case 'keep-held': {
      const until = row.heldUntil ? `${dayOf(row.heldUntil)}까지 ` : '';
      return {
        title: '임시조치가 유지됩니다',
        message: `${what(row)}에 대한 이의 신청을 검토한 결과 임시조치를 ${until}유지합니다.${because} 기간이 끝나면 다시 게시됩니다.`,
        link: historyPath(row.kind),
      };
    }
  }
}

/** The author's alarm of a company's 임시조치: the period, the reason, and the one objection. */
export function takedownNotice(
  row: ScreenedRow,
  heldUntil: Date,
  reason: string,
): { title: string; message: string; link: string } {
  return {
    title: '작성하신 리뷰가 임시조치되었습니다',
    message:
      `${row.companyName}의 요청으로 작성하신 ${CONTENT_KIND_LABELS[row.kind]} '${row.title}'이(가) ${dayOf(heldUntil)}까지 가려집니다` +
      ` (정보통신망법 제44조의2 임시조치). 사유: ${reason}. 기간이 끝나면 다시 게시되며,` +
      ' 이의가 있으면 작성 이력에서 한 번 이의를 신청할 수 있습니다.',
    link: historyPath(row.kind),
  };
}

/** The author's alarm of the company's one reply to their review. */
export function replyNotice(row: ScreenedRow): { title: string; message: string } {
  return {
    title: '작성하신 리뷰에 기업이 답변했습니다',
    message: `${row.companyName}이(가) ${what(row)}에 답변을 등록했습니다.`,
  };
}

/**
 * The company members' alarm of an author's objection: the review stays
 * hidden until an operator decides; the author is never named.
 */
export function objectionNotice(row: ScreenedRow): { title: string; message: string } {
  return {
    title: '임시조치에 이의 신청이 접수되었습니다',
    message:
      `요청하신 임시조치에 대해 ${CONTENT_KIND_LABELS[row.kind]} '${row.title}'의 작성자가 이의를 신청했습니다.` +
      ' 운영자가 검토해 다시 게시하거나 임시조치를 유지합니다.',
  };
}
