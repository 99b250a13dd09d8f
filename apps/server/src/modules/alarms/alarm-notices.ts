import { ROUTES, type AlarmKind } from '@ilteo/contract';
import { alarmLink } from '../content';

export interface AlarmInput {
  userId: string;
  kind: AlarmKind;
  title: string;
  message: string;
  /** An in-app path (ROUTES), or none. */
  link?: string | null;
  /** The same key for the same member is written once (ON CONFLICT DO NOTHING). */
  dedupeKey?: string | null;
}

/** The particle (으)로 for a word by its last syllable: 합격으로, 보류로, 서류 전형 탈락으로. */
export function ro(word: string): string {
  const last = word.charCodeAt(word.length - 1) - 0xac00;
  if (Number.isNaN(last) || last < 0 || last > 11_171) return '(으)로';
  const coda = last % 28;
  // No final consonant, or ㄹ (index 8), takes 로.
  return coda === 0 || coda === 8 ? '로' : '으로';
}

/**
 * The wording of each kind of alarm, in one place. `link` defaults to the
 * content the alarm is about, as the content registry links it (a comment's
 * post, an answered question), or else to the screen where the member
 * follows the matter up; callers with a more precise screen pass it.
 */
export const alarmNotices = {
  /** 지원 현황: an application's status changed (서류 합격, 최종 합격 …). */
  applicationStatusChanged(a: {
    userId: string;
    applicationId: number | string;
    companyName: string;
    postingTitle: string;
    statusLabel: string;
    link?: string | null;
  }): AlarmInput {
    return {
      userId: a.userId,
      kind: 'application-status',
      title: `지원 상태가 '${a.statusLabel}'${ro(a.statusLabel)} 바뀌었습니다`,
      message: `${a.companyName} · ${a.postingTitle} 지원 건의 진행 상태가 '${a.statusLabel}'${ro(a.statusLabel)} 바뀌었습니다.`,
      link: a.link === undefined ? ROUTES.myApplications.path : a.link,
      dedupeKey: `application-status:${a.applicationId}:${a.statusLabel}`,
    };
  },

  /** 입사 제안: a company sent the member an offer. */
  offerReceived(o: {
    userId: string;
    offerId: number | string;
    companyName: string;
    position: string;
    link?: string | null;
  }): AlarmInput {
    return {
      userId: o.userId,
      kind: 'offer',
      title: `${o.companyName}에서 입사 제안을 보냈습니다`,
      message: `${o.companyName}에서 '${o.position}' 포지션으로 입사를 제안했습니다. 제안 내용을 확인해 보세요.`,
      link: o.link === undefined ? ROUTES.myOffers.path : o.link,
      dedupeKey: `offer:${o.offerId}`,
    };
  },

  /** 문의 답변: the member's 1:1 question was answered. */
  questionAnswered(q: {
    userId: string;
    questionId: number | string;
    questionTitle: string;
    link?: string | null;
  }): AlarmInput {
    return {
      userId: q.userId,
      kind: 'qna-answer',
      title: '1:1 문의에 답변이 등록되었습니다',
      message: `'${q.questionTitle}' 문의에 답변이 등록되었습니다.`,
      link: q.link === undefined ? alarmLink('qna-answer', String(q.questionId)) : q.link,
      dedupeKey: `qna-answer:${q.questionId}`,
    };
  },

  /** 댓글: someone commented on the member's community post (one alarm per comment). */
  commentOnPost(c: {
    userId: string;
    postId: number | string;
    commentId: number | string;
    postTitle: string;
    commenterName: string;
    link?: string | null;
  }): AlarmInput {
    return {
      userId: c.userId,
      kind: 'comment',
      title: '내 글에 새 댓글이 달렸습니다',
      message: `${c.commenterName} 님이 '${c.postTitle}' 글에 댓글을 남겼습니다.`,
      link: c.link === undefined ? alarmLink('comment', String(c.postId)) : c.link,
      dedupeKey: `comment:${c.postId}:${c.commentId}`,
    };
  },

  /** 답글: someone replied to the member's comment; the link is the comment's post. */
  replyToComment(r: {
    userId: string;
    postId: number | string;
    commentId: number | string;
    postTitle: string;
    replierName: string;
    link?: string | null;
  }): AlarmInput {
    return {
      userId: r.userId,
      kind: 'reply',
      title: '내 댓글에 답글이 달렸습니다',
      message: `${r.replierName} 님이 '${r.postTitle}' 글의 내 댓글에 답글을 남겼습니다.`,
      link: r.link === undefined ? alarmLink('reply', String(r.postId)) : r.link,
      dedupeKey: `reply:${r.postId}:${r.commentId}`,
    };
  },

  /**
   * 검사 요청: a company asked the applicant to take the vocational test
   * (issue 24). It links to my home's test page, where the member takes the
   * test and decides whether the company may see the result.
   */
  testRequested(t: {
    userId: string;
    requestId: number | string;
    companyName: string;
    postingTitle: string;
  }): AlarmInput {
    return {
      userId: t.userId,
      kind: 'test-request',
      title: `${t.companyName}에서 직업 성향 검사를 요청했습니다`,
      message: `${t.companyName} · ${t.postingTitle} 지원 건으로 직업 성향 검사를 요청했습니다. 검사를 마친 뒤 결과 공유 여부를 정할 수 있습니다.`,
      link: ROUTES.myBti.path,
      dedupeKey: `test-request:${t.requestId}`,
    };
  },
};

type Notices = typeof alarmNotices;
/** The argument of a notice builder. */
export type NoticeArgs<K extends keyof Notices> = Parameters<Notices[K]>[0];
