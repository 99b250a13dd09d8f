import type { Rng } from '../postings/prng';
import type { ComposedPost, PostTopic, QuestionKind } from './posts';

/**
 * Comments and their replies for a composed post: what readers say under a
 * 후기, a 스터디 모집, a 질문 and so on, and how the post's author or the
 * commenter answers back (one level of replies, as the community allows).
 */
export interface ReplyPlan {
  /** Who writes it: the post's author, the comment's author, or someone else. */
  by: 'post-author' | 'commenter' | 'other';
  body: string;
}
export interface CommentPlan {
  body: string;
  replies: ReplyPlan[];
}

type Thread = readonly [comment: string, replies: readonly ReplyPlan[]];
const author = (body: string): ReplyPlan => ({ by: 'post-author', body });
const commenter = (body: string): ReplyPlan => ({ by: 'commenter', body });
const other = (body: string): ReplyPlan => ({ by: 'other', body });

function byTopic(post: ComposedPost, month: number): Record<PostTopic, readonly Thread[]> {
  const exam = post.exam ?? '시험';
  return {
    review: [
      [
        '축하드려요! 저도 다음 회차 응시하는데 큰 도움이 됐습니다.',
        [author('감사합니다. 다음 회차 꼭 합격하세요!')],
      ],
      [
        '공부하실 때 하루에 몇 시간 정도 하셨어요?',
        [
          author('평일에는 2시간 정도, 주말에 몰아서 5시간씩 했어요.'),
          commenter('답변 감사합니다. 참고할게요!'),
        ],
      ],
      [
        '기출은 몇 개년 치 보셨나요?',
        [author('최근 5개년 위주로 봤고, 시간 남을 때 그 이전 것도 조금 봤습니다.')],
      ],
      ['와 비전공자신데 대단하세요. 저장해 두고 계속 볼게요.', []],
      ['합격 축하드립니다. 요약 깔끔해서 좋네요.', []],
      [
        '혹시 교재는 한 권만 보셨어요? 여러 권 사야 하나 고민이에요.',
        [
          author('저는 한 권만 봤어요. 여러 권보다 한 권을 여러 번 보는 게 나았습니다.'),
          other('저도 한 권으로 충분했어요.'),
        ],
      ],
      [`저도 ${exam} 준비 중인데 힘이 나네요. 축하드려요!`, []],
      [
        '시험장 분위기는 어땠나요? 첫 시험이라 긴장돼요.',
        [author('생각보다 조용하고 다들 자기 시험에 집중해서 괜찮았어요. 너무 걱정하지 마세요.')],
      ],
    ],
    study: [
      [
        `참여하고 싶습니다! 저도 ${month}월 시험 준비 중이에요.`,
        [author('댓글 감사합니다. 인원 확정되면 여기 댓글로 다시 안내드릴게요.')],
      ],
      [
        '혹시 주말만 참여해도 괜찮을까요?',
        [
          author('주 1회 이상만 참여해 주시면 괜찮습니다!'),
          commenter('감사합니다. 그럼 신청할게요.'),
        ],
      ],
      [
        '처음 준비하는데 같이 해도 될까요?',
        [author('물론이죠. 저도 처음이라 같이 하면 좋을 것 같아요.')],
      ],
      [
        '아직 자리 남았나요?',
        [author('한 자리 남았습니다!'), other('저도 관심 있는데 마감됐을까요?')],
      ],
      ['진행 방식이 좋네요. 신청합니다. 평일 저녁 가능해요.', []],
      [
        '인증은 하루에 몇 번 하는 건가요?',
        [author('하루 한 번, 그날 공부한 분량만 올리시면 됩니다.')],
      ],
    ],
    question: [
      ['저도 궁금했던 내용이에요. 답변 기다립니다.', []],
      [
        '시험 시행처 홈페이지 공지사항에 회차별 일정이 올라와요. 알림 설정해 두시면 편합니다.',
        [author('아 그런 방법이 있었네요. 감사합니다!')],
      ],
      ['저는 같은 고민 하다가 그냥 먼저 시작했어요. 해 보시면 감이 옵니다.', []],
    ],
    info: [
      ['정리 감사합니다. 저장해 두고 시험 전날 다시 볼게요.', []],
      [
        '두 번째 항목 정말 공감합니다. 저도 그렇게 해서 시간이 남았어요.',
        [author('맞아요. 그게 제일 효과가 컸습니다.')],
      ],
      [
        '혹시 개정된 부분은 없을까요? 최근에 바뀌었다는 얘기를 들어서요.',
        [
          author('제가 본 회차 기준이라 최신 공지 한 번 확인해 보시는 게 좋겠습니다.'),
          other('올해 공지 보니 출제 기준은 그대로였어요.'),
        ],
      ],
      ['이런 글 너무 좋아요. 다른 과목도 정리해 주시면 좋겠어요.', []],
    ],
    free: [
      ['저도 그래요. 같이 힘내요!', []],
      ['오늘도 수고 많으셨습니다.', [author('감사합니다. 내일도 화이팅이에요.')]],
      ['완전 공감합니다. 저만 그런 게 아니었군요.', []],
      [
        '저는 스터디 카페가 더 잘 맞았어요. 돈이 아까워서라도 가게 되더라고요.',
        [other('저도요. 결제해 두면 안 갈 수가 없어요.')],
      ],
      ['응원합니다. 다음엔 꼭 좋은 소식 있을 거예요.', [author('따뜻한 말씀 감사합니다.')]],
      ['순공 4시간 넘기기가 생각보다 어렵더라고요.', []],
    ],
  };
}

const ANSWERS: Record<QuestionKind, readonly Thread[]> = {
  schedule: [
    [
      '보통 회차 시작 한두 달 전에 시행처에서 연간 일정을 공지합니다. 작년이랑 비슷한 시기에 열릴 거예요.',
      [author('그렇군요. 미리 달력에 표시해 둘게요!')],
    ],
    [
      '결과는 제 경우 3주 정도 걸렸어요. 발표 당일 오전에 조회됐습니다.',
      [author('3주나 기다려야 하네요. 감사합니다.'), other('저도 비슷했어요.')],
    ],
  ],
  method: [
    [
      '저도 비전공 독학으로 붙었어요. 개념서 한 번, 기출 세 번이면 충분했습니다.',
      [author('희망이 생기네요. 감사합니다!'), commenter('화이팅입니다!')],
    ],
    [
      '하루 1~2시간이면 두 달 정도 잡으시면 여유 있을 거예요.',
      [author('두 달 목표로 계획 세워 볼게요.')],
    ],
    ['점수가 안 오를 때는 틀린 문제를 유형별로 묶어 보세요. 약한 유형이 보입니다.', []],
  ],
  registration: [
    [
      '사진은 최근 6개월 이내 것인지도 확인해 보세요. 저는 그것 때문에 반려됐었어요.',
      [author('아 그게 문제였을 수도 있겠네요. 다시 올려 볼게요.')],
    ],
    [
      '접수 시작 시간 10분 전에 미리 로그인해 두세요. 시험장은 금방 찹니다.',
      [author('감사합니다. 알람 맞춰 둘게요!')],
    ],
  ],
  exemption: [
    [
      '필기 합격일부터 2년 동안 실기에 응시할 수 있어요. 그 기간 안에는 회차 제한 없이 볼 수 있습니다.',
      [author('명확하게 정리됐어요. 감사합니다.'), other('저도 헷갈렸는데 덕분에 알았어요.')],
    ],
  ],
  validity: [
    [
      '대부분 응시일로부터 2년입니다. 지나면 성적표 재발급이 안 되는 경우가 많아요.',
      [author('그럼 올해 안에 지원서에 써야겠네요. 감사합니다!')],
    ],
  ],
};

/** Up to `max` comments with their replies, none longer than the contract's 1,000 characters. */
export function planComments(
  rng: Rng,
  post: ComposedPost,
  month: number,
  max: number,
): CommentPlan[] {
  const answers = post.questionKind ? ANSWERS[post.questionKind] : [];
  const threads = [...answers, ...byTopic(post, month)[post.topic]];
  const plans: CommentPlan[] = [];
  let total = 0;
  // A shuffle (Rng.sample keeps the bank's order), answers to a question first.
  const order = threads.map((t, i) => ({ t, key: (i < answers.length ? -1 : 0) + rng.next() }));
  order.sort((a, b) => a.key - b.key);
  for (const {
    t: [body, replies],
  } of order) {
    if (total >= max) break;
    // Not every reply in a bank is written every time: threads differ from post to post.
    const kept = replies.filter((_, i) => i === 0 || rng.chance(0.6)).filter(() => rng.chance(0.8));
    const room = Math.max(0, max - total - 1);
    plans.push({ body, replies: kept.slice(0, room) });
    total += 1 + Math.min(kept.length, room);
  }
  return plans;
}
