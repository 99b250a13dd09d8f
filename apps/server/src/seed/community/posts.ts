import { topic } from '../postings/text';
import type { Rng } from '../postings/prng';
import type { Block } from './html';
import { scoreOf, stageOf, subjectName, withStage, type ExamSubject } from './subjects';

/**
 * Posts composed from templates and phrase banks, one composer per kind of
 * post (합격 후기, 스터디 모집, 질문, 정보 공유, 자유). Everything is made
 * up: no person, company or study group named here exists; certificates and
 * language tests are the catalogue's real ones.
 */
export type PostTopic = 'review' | 'study' | 'question' | 'info' | 'free';

export interface ComposedPost {
  topic: PostTopic;
  title: string;
  blocks: Block[];
  /** What the post is about, for its comments (the exam's name, or null for chatter). */
  exam: string | null;
  /** A question's subject, for the answers its comments give. */
  questionKind?: QuestionKind;
}

const BACKGROUNDS = [
  '비전공자 직장인',
  '전공자 대학생 4학년',
  '퇴사 후 이직 준비 중인 30대',
  '육아하면서 틈틈이 공부한 사람',
  '졸업 유예 중인 취준생',
  '야간 근무하는 직장인',
  '관련 학과를 나왔지만 공부를 오래 쉬었던 사람',
] as const;
const DURATIONS = ['2주', '3주', '한 달', '5주', '두 달', '석 달'] as const;
const DAILY = [
  '평일 1시간, 주말 4시간',
  '하루 2시간',
  '하루 3~4시간',
  '출퇴근 시간 1시간씩',
  '주말에만 6시간',
] as const;
const METHODS = [
  '개념서는 한 번만 빠르게 읽고 바로 기출로 넘어갔습니다.',
  '최근 5개년 기출을 세 번 돌렸습니다. 두 번째부터는 틀린 문제만 다시 풀었어요.',
  '오답 노트를 따로 만들지 않고 문제집에 바로 표시해 두고 시험 전날 그것만 봤습니다.',
  '무료 인강으로 큰 흐름을 잡고, 어려운 단원만 책으로 다시 봤어요.',
  '출퇴근길에는 휴대폰으로 기출 앱을 풀고, 집에서는 모의고사를 시간 재고 풀었습니다.',
  '암기 과목은 소리 내어 읽으면서 외웠고, 계산 문제는 손으로 직접 여러 번 풀었습니다.',
  '스터디원들과 매일 공부 시간 인증을 했던 게 제일 도움이 됐어요.',
  '시험 2주 전부터는 새로운 내용은 보지 않고 아는 것만 다지는 데 집중했습니다.',
] as const;
const EXAM_DAY = [
  '생각보다 처음 보는 문제가 많아서 당황했는데, 아는 문제부터 풀고 나머지는 소거법으로 골랐어요.',
  '기출과 비슷한 문제가 절반 정도 나와서 기출 회독이 확실히 효과가 있었습니다.',
  '시간이 부족할 줄 알았는데 20분 정도 남아서 검토까지 할 수 있었어요.',
  '시험장이 추워서 고생했어요. 겉옷 꼭 챙겨 가세요.',
  '신분증을 두고 와서 다시 집에 다녀왔습니다. 전날 미리 챙겨 두세요.',
] as const;
const SUMMARY = [
  '기출만 제대로 돌려도 충분히 합격할 수 있습니다.',
  '양보다 꾸준함이 중요했어요.',
  '처음부터 완벽하게 하려고 하지 말고 일단 끝까지 한 바퀴 도는 게 먼저입니다.',
  '틀린 문제를 다시 푸는 시간이 제일 아깝지 않은 시간이었어요.',
] as const;

export function composeReview(rng: Rng, exam: ExamSubject): ComposedPost {
  const background = rng.pick(BACKGROUNDS);
  const duration = rng.pick(DURATIONS);
  const language = exam.kind === 'language-test';
  const score = language ? scoreOf(rng, exam) : '';
  const stage = stageOf(rng, exam);
  const name = withStage(exam.name, stage);
  const title = language
    ? rng.pick([
        `${exam.name} ${score} 받았습니다 (${duration} 준비)`,
        `${exam.name} ${score} 후기, ${background}의 공부법`,
        `드디어 ${exam.name} ${score} 달성했어요`,
      ])
    : rng.pick([
        `${name} 합격 후기 (${duration} 공부)`,
        `${background}, ${name} 한 번에 합격했어요`,
        `${name} 합격했습니다! 공부법 공유해요`,
        `${rng.int(2, 4)}번째 도전 끝에 ${name} 합격 후기`,
      ]);
  const weak = subjectName(rng, exam);
  const blocks: Block[] = [
    {
      p: `안녕하세요. ${background}입니다. 이 게시판 글들을 보면서 많이 도움을 받아서 저도 후기를 남겨 봅니다.`,
    },
    { h3: '공부 기간' },
    { p: `총 ${duration}, ${rng.pick(DAILY)} 정도 공부했습니다.` },
    { h3: '공부 방법' },
    { ul: rng.sample(METHODS, 3) },
    {
      p: language
        ? `${topic(weak)} 제일 자신 없는 영역이라 매일 조금씩이라도 꼭 했습니다.`
        : `${topic(weak)} 처음에 너무 어려워서 포기할까 했는데, 기출에서 반복되는 유형만 정리하니 점수가 올랐어요.`,
    },
    { h3: '시험 당일' },
    { p: rng.pick(EXAM_DAY) },
    { p: rng.pick(SUMMARY), lead: '한 줄 요약:' },
  ];
  if (language)
    blocks.splice(blocks.length - 1, 0, {
      p: `결과는 ${score}입니다. 다음 목표는 조금 더 높여 보려고요.`,
    });
  return { topic: 'review', title, blocks, exam: exam.name };
}

const PLACES = [
  '온라인 (화상 회의)',
  '온라인 (채팅방 인증)',
  '서울 강남역 근처 스터디 카페',
  '서울 신촌역 근처',
  '서울 영등포구청역 근처',
  '부산 서면',
  '대구 동성로 근처',
  '대전 둔산동',
  '광주 상무지구',
  '수원역 근처',
  '인천 부평역 근처',
] as const;
const SCHEDULES = [
  '매주 화·목 저녁 8시~10시',
  '매주 토요일 오전 10시~오후 1시',
  '평일 매일 아침 7시 30분, 30분씩',
  '매주 월·수·금 저녁 9시',
  '매주 일요일 오후 2시~5시',
] as const;
const STUDY_WAYS = [
  '주간 분량을 정해 두고 모여서 모의고사를 같이 풉니다.',
  '매일 공부 시간과 푼 문제 수를 채팅방에 인증합니다.',
  '돌아가며 한 단원씩 요약해 와서 10분씩 설명합니다.',
  '말하기 연습 위주로 서로 질문하고 답하는 시간을 가집니다.',
] as const;

export function composeStudy(rng: Rng, exam: ExamSubject, month: number): ComposedPost {
  const place = rng.pick(PLACES);
  const online = place.startsWith('온라인');
  const people = rng.int(3, 6);
  const weeks = rng.int(4, 8);
  const stage = stageOf(rng, exam);
  const name = withStage(exam.name, stage);
  const title = rng.pick([
    `[${online ? '온라인' : (place.split(' ')[0] ?? '오프라인')}] ${name} ${month}월 시험 대비 스터디원 모집 (${people}명)`,
    `${name} 같이 준비하실 분 구해요 (${online ? '온라인' : '오프라인'}, ${weeks}주)`,
    `${month}월 ${name} 스터디 모집합니다`,
  ]);
  const blocks: Block[] = [
    {
      p: `${month}월 ${name} 시험을 함께 준비할 분을 찾습니다. 혼자 하니까 자꾸 미루게 돼서 같이 하면 끝까지 갈 수 있을 것 같아요.`,
    },
    {
      ul: [
        ['목표:', `${month}월 ${name} 합격`],
        ['기간:', `${weeks}주`],
        ['일정:', rng.pick(SCHEDULES)],
        ['장소:', place],
        ['인원:', `저 포함 ${people}명`],
        ['진행 방식:', rng.pick(STUDY_WAYS)],
      ],
    },
    {
      p: rng.pick([
        '보증금이나 벌금은 없습니다. 대신 세 번 이상 빠지시면 다른 분께 자리를 넘겨 주세요.',
        '처음 준비하시는 분도 환영합니다. 저도 이번이 첫 도전이에요.',
        '이미 한 번 응시해 보신 분이 계시면 큰 힘이 될 것 같습니다.',
      ]),
    },
    {
      p: '참여를 원하시면 댓글로 준비 기간과 가능한 요일을 남겨 주세요. 개인 연락처는 댓글에 적지 말아 주세요.',
    },
  ];
  return { topic: 'study', title, blocks, exam: exam.name };
}

export type QuestionKind = 'schedule' | 'method' | 'registration' | 'exemption' | 'validity';

export function composeQuestion(rng: Rng, exam: ExamSubject): ComposedPost {
  const language = exam.kind === 'language-test';
  const kinds: QuestionKind[] = language
    ? ['schedule', 'method', 'registration', 'validity']
    : exam.practical
      ? ['schedule', 'method', 'registration', 'exemption']
      : ['schedule', 'method', 'registration'];
  const kind = rng.pick(kinds);
  const weak = subjectName(rng, exam);
  const byKind: Record<QuestionKind, readonly [string, string][]> = {
    schedule: [
      [
        `${exam.name} 다음 회차 접수 언제 시작하나요?`,
        '이번 회차 접수를 놓쳐서 다음 회차를 노리고 있는데 공지를 어디서 확인하면 될까요? 작년에는 언제쯤 열렸는지도 궁금합니다.',
      ],
      [
        `${exam.name} 결과 발표까지 보통 얼마나 걸리나요?`,
        '지난주에 시험을 봤는데 결과가 언제 나오는지 궁금해서 글 남겨요. 가채점으로는 아슬아슬해서 하루하루가 길게 느껴지네요.',
      ],
    ],
    method: [
      [
        `${exam.name} 독학으로 가능할까요?`,
        `관련 전공이 아니라서 걱정입니다. 특히 ${topic(weak)} 용어부터 낯선데, 독학으로 붙으신 분들은 어떤 순서로 공부하셨나요?`,
      ],
      [
        `${exam.name} 준비 기간 얼마나 잡으셨어요?`,
        '직장 다니면서 준비하려고 하는데 하루 1~2시간씩이면 어느 정도 기간이 필요할까요? 현실적인 조언 부탁드립니다.',
      ],
      [
        `${weak} 과목 공부법 질문드려요`,
        `${exam.name} 준비 중인데 ${topic(weak)} 기출을 풀어도 점수가 잘 안 오릅니다. 개념을 다시 봐야 할지, 문제를 더 풀어야 할지 고민이에요.`,
      ],
    ],
    registration: [
      [
        `${exam.name} 접수할 때 사진 규정 질문이요`,
        '접수 화면에서 사진이 계속 반려되는데 배경색이나 크기 말고 또 확인할 게 있을까요? 경험 있으신 분 도움 부탁드려요.',
      ],
      [
        `${exam.name} 시험장 선택 팁 있을까요?`,
        '접수 시작하자마자 가까운 시험장이 마감됐다는 얘기를 들어서요. 접수 당일에 미리 준비해 두면 좋은 게 있을까요?',
      ],
    ],
    exemption: [
      [
        `${exam.name} 필기 합격 후 실기 기간 질문`,
        '필기 합격하면 실기 응시 기회가 몇 년 동안 있는 걸로 아는데, 그 기간 안에 몇 번이나 볼 수 있는지 헷갈려서 여쭤봅니다.',
      ],
    ],
    validity: [
      [
        `${exam.name} 점수 유효기간 질문이요`,
        '취업 지원할 때 쓰려고 하는데 성적 유효기간이 언제까지인지, 기간이 지나면 성적표를 다시 뽑을 수 없는지 궁금합니다.',
      ],
    ],
  };
  const [title, body] = rng.pick(byKind[kind]);
  const blocks: Block[] = [{ p: body }];
  if (rng.chance(0.5))
    blocks.push({
      p: rng.pick([
        '미리 감사드립니다!',
        '답변 주시면 정말 감사하겠습니다.',
        '비슷한 고민 하셨던 분들 의견 듣고 싶어요.',
      ]),
    });
  return { topic: 'question', title, blocks, exam: exam.name, questionKind: kind };
}

export function composeInfo(rng: Rng, exam: ExamSubject): ComposedPost {
  const weak = subjectName(rng, exam);
  const title = rng.pick([
    `${exam.name} ${weak} 자주 나오는 부분 정리`,
    `${exam.name} 시험 전날 체크리스트 공유합니다`,
    `${exam.name} 처음 준비하는 분들께 드리는 팁`,
  ]);
  const blocks: Block[] = [
    { p: `${exam.name} 준비하면서 정리해 둔 내용을 공유합니다. 제 기준이니 참고만 해 주세요.` },
    {
      ul: rng.sample(
        [
          ['기출 우선:', `${topic(weak)} 최근 기출에서 비슷한 유형이 반복됩니다.`],
          ['시간 배분:', '어려운 문제는 표시만 해 두고 넘어간 뒤 마지막에 다시 봅니다.'],
          ['준비물:', '신분증, 수험표, 필기구는 전날 가방에 넣어 두세요.'],
          ['컨디션:', '시험 전날에는 새로운 문제보다 틀렸던 문제만 훑어보는 게 좋았습니다.'],
          ['오답 관리:', '틀린 이유를 한 줄로 적어 두면 두 번째 회독이 훨씬 빨라집니다.'],
          ['모의고사:', '실제 시험 시간에 맞춰 최소 세 번은 풀어 보세요.'],
        ] as const,
        4,
      ),
    },
    { p: '잘못된 부분이 있으면 댓글로 알려 주세요. 다들 합격하시길 바랍니다.' },
  ];
  return { topic: 'info', title, blocks, exam: exam.name };
}

const FREE: readonly (readonly [string, string])[] = [
  [
    '오늘도 도서관 출석했습니다',
    '아침 9시에 도착했는데 벌써 자리가 반은 차 있더라고요. 다들 열심히 사시네요. 오늘 목표는 기출 2회분입니다.',
  ],
  [
    '시험 끝나고 제일 하고 싶은 거 뭐예요?',
    '저는 시험 끝나면 일단 하루 종일 자고, 미뤄 둔 여행부터 가려고요. 다들 버킷리스트 하나씩 공유해요.',
  ],
  [
    '합격 발표 기다리는 중인데 너무 떨려요',
    '가채점으로는 붙은 것 같은데 마킹 실수를 했을까 봐 계속 신경 쓰이네요. 발표까지 일주일 남았습니다.',
  ],
  [
    '스터디 카페랑 도서관 중에 어디가 잘 되세요?',
    '집에서는 도저히 집중이 안 돼서 고민입니다. 스터디 카페는 비용이 들고, 도서관은 자리 잡기가 어렵더라고요.',
  ],
  [
    '취준하면서 자격증 몇 개까지 따 보셨어요?',
    '욕심내서 이것저것 따다 보니 정작 자소서 쓸 시간이 부족하네요. 적당한 선이 어디인지 궁금합니다.',
  ],
  [
    '공부 자극 한 줄씩 남기고 가요',
    '요즘 슬럼프가 와서요. 힘이 되는 한마디씩 남겨 주시면 저도 하나씩 답글 달게요.',
  ],
  [
    '퇴근하고 공부하는 분들 저녁은 어떻게 해결하세요?',
    '퇴근하면 7시 반인데 밥 먹고 나면 너무 졸려서요. 간단하게 먹고 공부하는 팁 있으면 알려 주세요.',
  ],
  [
    '첫 월급으로 응시료 냈습니다',
    '이번에 입사해서 첫 월급을 받았는데 제일 먼저 한 게 다음 시험 접수였어요. 이번엔 꼭 붙어서 기념하고 싶네요.',
  ],
  [
    '떨어졌지만 다시 시작합니다',
    '이번 회차는 아쉽게 몇 점 차이로 떨어졌어요. 하루 쉬었으니 오늘부터 다시 기출 펴 봅니다.',
  ],
  [
    '공부 시간 기록 앱 쓰시는 분 계세요?',
    '타이머로 순공 시간을 재 보니 생각보다 훨씬 적어서 충격받았습니다. 다들 하루 순공 몇 시간 정도 나오세요?',
  ],
];

export function composeFree(rng: Rng): ComposedPost {
  const [title, body] = rng.pick(FREE);
  const blocks: Block[] = [{ p: body }];
  if (rng.chance(0.4))
    blocks.push({
      p: rng.pick(['다들 오늘도 화이팅입니다.', '주말 잘 보내세요!', '같이 힘내요.']),
    });
  return { topic: 'free', title, blocks, exam: null };
}
