import type { Transaction } from '../../db/client';
import { notifyApplicant, type NoticeDeps } from '../applications';
import type { ApplicationRow } from './repository';

export type { NoticeDeps };

/** The member-visible changes the company side makes (채용절차법 Art. 10: results are told). */
export type NoticeEvent =
  { kind: 'viewed' } | { kind: 'passed' | 'failed' | 'hired' | 'reopened'; stageNo: number };

const stageName = (stages: readonly string[], stageNo: number) =>
  stages[stageNo] ?? `${String(stageNo + 1)}단계`;

/** The phrase the alarm and the mail use, and the sentence about what follows. */
export function noticeWords(
  event: NoticeEvent,
  stages: readonly string[],
): { label: string; message: string } {
  switch (event.kind) {
    case 'viewed':
      return {
        label: '열람',
        message: '기업이 지원서를 열람했습니다. 열람한 뒤에는 지원을 취소할 수 없습니다.',
      };
    case 'passed': {
      const next = stages[event.stageNo + 1];
      return {
        label: `${stageName(stages, event.stageNo)} 합격`,
        message: next
          ? `축하합니다. 다음 전형은 ${next}입니다. 일정은 기업이 따로 안내합니다.`
          : '축하합니다. 다음 전형 일정은 기업이 따로 안내합니다.',
      };
    }
    case 'failed':
      return {
        label: `${event.stageNo === 0 ? '서류' : stageName(stages, event.stageNo)} 불합격`,
        message:
          '아쉽지만 이번 전형에서 함께하지 못하게 되었습니다. 채용서류의 반환이나 파기는 지원 현황에서 요청할 수 있습니다.',
      };
    case 'hired':
      return {
        label: '최종 합격',
        message: '축하합니다. 입사 절차는 기업이 따로 안내합니다.',
      };
    case 'reopened':
      return {
        label: `${stageName(stages, event.stageNo)} 결과 재검토`,
        message:
          '기업이 이 전형의 결과를 다시 검토하고 있습니다. 결과가 정해지면 다시 알려 드립니다.',
      };
  }
}

/**
 * The one result notice of the company side (view and decisions), sent as
 * every application notice is (the applications area's notifyApplicant):
 * an alarm and an outbox mail in the caller's transaction, so the member
 * hears of a change exactly when it commits. The caller kicks the outbox
 * after the commit.
 */
export async function sendResultNotice(
  tx: Transaction,
  deps: NoticeDeps,
  app: ApplicationRow,
  event: NoticeEvent,
): Promise<void> {
  const { label, message } = noticeWords(event, app.stages);
  await notifyApplicant(tx, deps, {
    applicationId: app.applicationId,
    memberId: app.memberId,
    companyName: app.companyName,
    postingTitle: app.postingTitle,
    statusLabel: label,
    message,
  });
}
