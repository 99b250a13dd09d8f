import type { Block } from './html';

/**
 * Items already reported when the demo starts, so the console's queue has
 * work: an advertisement blinded by five reports (임시조치), a rude post and
 * a comment touting a chat room, both still waiting for review.
 */
export interface ReportedSample {
  board: 'exam' | 'free';
  hoursAgo: number;
  reporters: number;
  reason: string;
  detail: string;
  blinded: boolean;
  /** A comment's text (on a recent post of the board), or a post's title and body. */
  comment?: string;
  title: string;
  blocks: Block[];
}

export const REPORTED: readonly ReportedSample[] = [
  {
    board: 'exam',
    hoursAgo: 30,
    reporters: 5,
    reason: 'spam',
    detail: '',
    blinded: true,
    title: '[홍보] 단기 합격 보장 요약 자료 판매합니다',
    blocks: [
      { p: '3일 만에 합격한 요약 자료를 저렴하게 드립니다. 불합격 시 전액 환불해 드립니다.' },
      { p: '구매 문의는 제 프로필의 외부 채팅방으로 연락 주세요. 선착순 20명만 받습니다.' },
    ],
  },
  {
    board: 'free',
    hoursAgo: 52,
    reporters: 3,
    reason: 'abuse',
    detail: '다른 회원들을 조롱하는 글입니다.',
    blinded: false,
    title: '이런 시험 몇 번씩 떨어지는 사람들은 뭐 하는 거예요?',
    blocks: [
      {
        p: '솔직히 기출만 보면 붙는 시험인데 몇 번씩 떨어졌다고 글 올리는 거 보면 한심합니다. 공부를 안 한 거죠.',
      },
    ],
  },
  {
    board: 'exam',
    hoursAgo: 8,
    reporters: 2,
    reason: 'spam',
    detail: '',
    blinded: false,
    comment: '단기간에 붙고 싶으시면 제 오픈채팅방으로 오세요. 기출 해설 자료 싸게 드립니다.',
    title: '',
    blocks: [],
  },
];
