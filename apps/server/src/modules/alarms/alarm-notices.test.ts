import { describe, expect, it } from 'vitest';
import { alarmNotices, ro } from './alarm-notices';

describe('alarm wording', () => {
  it('picks 로 or 으로 by the last syllable', () => {
    expect(ro('서류 합격')).toBe('으로');
    expect(ro('면접 예정')).toBe('으로');
    expect(ro('보류')).toBe('로');
    expect(ro('최종 탈락')).toBe('으로');
    expect(ro('서류 검토 중')).toBe('으로');
    expect(ro('불합격 처리')).toBe('로');
    expect(ro('PASS')).toBe('(으)로');
    expect(ro('')).toBe('(으)로');
  });

  it('names the company, the posting and the new status', () => {
    const notice = alarmNotices.applicationStatusChanged({
      userId: 'u',
      applicationId: 3,
      companyName: '(주)한빛',
      postingTitle: '백엔드 개발자',
      statusLabel: '보류',
    });
    expect(notice).toMatchObject({
      kind: 'application-status',
      title: "지원 상태가 '보류'로 바뀌었습니다",
      message: "(주)한빛 · 백엔드 개발자 지원 건의 진행 상태가 '보류'로 바뀌었습니다.",
      link: '/person/myhome/applications',
      dedupeKey: 'application-status:3:보류',
    });
  });
});

describe('community alarms', () => {
  it('links a reply to the post it was written under', () => {
    const notice = alarmNotices.replyToComment({
      userId: 'u',
      postId: 12,
      commentId: 40,
      postTitle: '정보처리기사 실기 후기',
      replierName: '익명',
    });
    expect(notice).toMatchObject({
      kind: 'reply',
      title: '내 댓글에 답글이 달렸습니다',
      message: "익명 님이 '정보처리기사 실기 후기' 글의 내 댓글에 답글을 남겼습니다.",
      link: '/person/certi-lang/commu/detail?postId=12',
      dedupeKey: 'reply:12:40',
    });
  });
});
