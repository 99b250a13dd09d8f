import { CONSULTING_LIMITS, type ConsultingKind } from '@ilteo/contract';
import { topic } from '../postings/text';

/**
 * Anonymised sample results of 기업 컨설팅 (is_sample, no member): what a
 * member sees before asking. Each comment names the passage it is about by
 * its text; the offsets are found in the answer as written for the sample's
 * company, so the anchor (start, end, quote) is always exact.
 */

interface SampleNote {
  itemIndex: number;
  quote: string;
  comment: string;
}

interface SampleTemplate {
  kind: ConsultingKind;
  note: string;
  items: readonly { question: string; answer: string }[];
  notes: readonly SampleNote[];
  summary: string;
}

/** `{회사}` in a template is the sample company's short name, `{회사는}` with its topic particle. */
const TEMPLATES: readonly SampleTemplate[] = [
  {
    kind: 'essay',
    note: '첫 자기소개서라 문항 의도에 맞게 썼는지 봐 주세요.',
    items: [
      {
        question: '{회사}에 지원한 동기와 입사 후 이루고 싶은 목표를 작성해 주세요.',
        answer:
          '저는 어릴 때부터 사람들에게 도움이 되는 일을 하고 싶었습니다. 대학에서 데이터 분석 동아리를 운영하며 동네 상점의 매출 자료를 정리해 재고를 20% 줄이는 제안을 했고, 실제로 사장님이 그 방법을 지금도 쓰고 계십니다. {회사는} 현장의 문제를 데이터로 풀어 온 회사라고 생각합니다. 입사 후에는 고객 데이터를 바탕으로 서비스 품질을 높이는 담당자가 되고 싶습니다.',
      },
      {
        question: '어려움을 극복한 경험을 구체적으로 서술해 주세요.',
        answer:
          '졸업 프로젝트에서 팀원 두 명이 중간에 빠지는 일이 있었습니다. 남은 세 명이 일을 나눠야 했는데, 저는 일정을 주 단위로 쪼개고 매일 아침 10분씩 진행 상황을 공유하자고 제안했습니다. 그 결과 마감 하루 전에 프로젝트를 마쳤고 학과 우수상을 받았습니다. 이 경험으로 위기일수록 소통이 중요하다는 것을 배웠습니다.',
      },
    ],
    notes: [
      {
        itemIndex: 0,
        quote: '저는 어릴 때부터 사람들에게 도움이 되는 일을 하고 싶었습니다.',
        comment:
          '많은 지원자가 쓰는 첫 문장이라 인상에 남기 어렵습니다. 바로 뒤의 재고 20% 절감 경험을 첫 문장으로 올려 보세요.',
      },
      {
        itemIndex: 0,
        quote: '재고를 20% 줄이는 제안',
        comment:
          '숫자로 성과를 보여 준 좋은 대목입니다. 어떤 분석을 했는지 한 줄 더 덧붙이면 설득력이 커집니다.',
      },
      {
        itemIndex: 1,
        quote: '매일 아침 10분씩 진행 상황을 공유하자고 제안했습니다',
        comment:
          '본인의 역할이 잘 드러납니다. 제안에 팀원들이 어떻게 반응했는지도 쓰면 협업 역량이 더 살아납니다.',
      },
    ],
    summary:
      '문항의 의도에 맞게 경험을 골랐고 성과를 숫자로 보여 준 점이 좋습니다. 다만 첫 문장이 평범해서 두괄식으로 핵심 경험을 먼저 제시하면 좋겠습니다. 지원 동기에는 회사의 사업 중 무엇에 끌렸는지 구체적으로 한 가지를 짚어 주세요.',
  },
  {
    kind: 'interview',
    note: '1차 실무 면접을 앞두고 예상 질문 답변을 점검받고 싶습니다.',
    items: [
      {
        question: '1분 자기소개를 해 보세요.',
        answer:
          '안녕하십니까. 고객의 불편을 끝까지 해결하는 지원자입니다. 지난 3년 동안 콜센터 상담원으로 일하며 하루 평균 80건의 문의를 처리했고, 고객 만족도 평가에서 팀 1위를 두 번 했습니다. 이제 그 경험을 {회사}의 고객 경험 개선 업무에 쓰고 싶습니다. 감사합니다.',
      },
      {
        question: '이전 직장을 그만둔 이유는 무엇인가요?',
        answer:
          '솔직히 말씀드리면 업무가 너무 반복적이라 지쳤습니다. 그래서 더 성장할 수 있는 곳을 찾게 되었고, 상담에서 모은 고객의 목소리를 서비스 개선으로 연결하는 일을 하고 싶어 지원했습니다.',
      },
    ],
    notes: [
      {
        itemIndex: 0,
        quote: '하루 평균 80건의 문의를 처리했고',
        comment:
          '구체적인 숫자가 좋습니다. 면접에서는 숫자 뒤에 잠시 멈춰 강조하면 기억에 남습니다.',
      },
      {
        itemIndex: 1,
        quote: '업무가 너무 반복적이라 지쳤습니다',
        comment:
          '퇴사 이유가 부정적으로 들릴 수 있습니다. "반복 업무 속에서 개선 아이디어를 모았고, 이를 실현할 자리를 찾았다"처럼 앞으로의 방향으로 바꿔 말해 보세요.',
      },
    ],
    summary:
      '자기소개는 길이와 구성이 적절하고 성과가 분명합니다. 퇴사 사유는 지금 표현 그대로면 버티는 힘이 약하다는 인상을 줄 수 있으니, 지원 직무와 이어지는 긍정적인 이유로 다듬어 연습해 보세요.',
  },
  {
    kind: 'essay',
    note: '글자 수 제한이 700자인데 내용이 충분한지 궁금합니다.',
    items: [
      {
        question: '본인이 가진 직무 역량과 이를 키우기 위해 노력한 경험을 작성해 주세요.',
        answer:
          '저의 강점은 꼼꼼함입니다. 회계 사무소에서 인턴으로 일하며 거래처 50곳의 증빙 서류를 정리했고, 누락된 서류를 찾아내 세무 신고 오류를 미리 막았습니다. 전산회계 1급과 ERP 정보관리사 자격증을 따며 실무 도구도 익혔습니다. 앞으로 {회사}에서 정확한 숫자로 신뢰받는 재무 담당자가 되겠습니다.',
      },
    ],
    notes: [
      {
        itemIndex: 0,
        quote: '저의 강점은 꼼꼼함입니다.',
        comment:
          '꼼꼼함은 흔한 강점이라 근거가 중요합니다. 이 문장보다 누락 서류를 찾아낸 장면으로 시작하는 편이 강합니다.',
      },
      {
        itemIndex: 0,
        quote: '세무 신고 오류를 미리 막았습니다',
        comment: '막은 오류가 어느 정도였는지(건수나 금액) 덧붙이면 성과가 분명해집니다.',
      },
    ],
    summary:
      '역량과 근거 경험, 자격증까지 흐름이 자연스럽습니다. 현재 분량이 제한의 절반 정도라 인턴 때 맡은 업무 과정을 한 단락 더 쓰고, 마지막 문장에는 입사 후 맡고 싶은 업무를 구체적으로 적어 보세요.',
  },
  {
    kind: 'interview',
    note: '임원 면접 예상 질문입니다.',
    items: [
      {
        question: '우리 회사의 약점은 무엇이라고 생각하나요?',
        answer:
          '{회사는} 제품 경쟁력은 높지만 젊은 고객층에게 알려진 정도는 아직 낮다고 생각합니다. 실제로 주변 친구 열 명에게 물어보니 제품을 써 본 사람은 두 명뿐이었습니다. 입사하면 온라인 채널에서 제품 체험 이벤트를 기획해 이 간극을 줄이고 싶습니다.',
      },
    ],
    notes: [
      {
        itemIndex: 0,
        quote: '주변 친구 열 명에게 물어보니',
        comment:
          '직접 확인한 근거라 좋습니다. 다만 표본이 작으니 공개된 시장 자료 하나를 함께 들면 더 믿음직합니다.',
      },
      {
        itemIndex: 0,
        quote: '온라인 채널에서 제품 체험 이벤트를 기획해',
        comment:
          '약점을 말한 뒤 해결책까지 제시한 구조가 좋습니다. 예산이나 기간 같은 현실적인 조건도 생각해 두세요.',
      },
    ],
    summary:
      '회사의 약점을 묻는 질문에 비난이 아닌 개선 제안으로 답한 점이 좋습니다. 근거를 보강하고, 임원 면접인 만큼 회사의 중장기 전략과 연결해 한 문장으로 마무리하면 완성도가 높아집니다.',
  },
];

export interface SampleAnnotation {
  itemIndex: number;
  start: number;
  end: number;
  quote: string;
  comment: string;
}

export interface ConsultingSample {
  kind: ConsultingKind;
  note: string;
  items: { question: string; answer: string }[];
  annotations: SampleAnnotation[];
  summary: string;
}

export const SAMPLE_COUNT = TEMPLATES.length;

/** The `index`th sample written for a company of that short name. */
export function consultingSample(index: number, companyName: string): ConsultingSample {
  const t = TEMPLATES[index % TEMPLATES.length];
  if (!t) throw new Error('no consulting sample template');
  const fill = (text: string) =>
    text.replaceAll('{회사는}', topic(companyName)).replaceAll('{회사}', companyName);
  const items = t.items.map((i) => ({ question: fill(i.question), answer: fill(i.answer) }));
  const annotations = t.notes.map((n) => {
    const answer = items[n.itemIndex]?.answer ?? '';
    const start = answer.indexOf(n.quote);
    if (start < 0) throw new Error(`sample quote not in its answer: ${n.quote}`);
    return {
      itemIndex: n.itemIndex,
      start,
      end: start + n.quote.length,
      quote: n.quote,
      comment: n.comment,
    };
  });
  if (items.some((i) => i.answer.length < CONSULTING_LIMITS.answerMin)) {
    throw new Error('sample answer shorter than CONSULTING_LIMITS.answerMin');
  }
  return { kind: t.kind, note: t.note, items, annotations, summary: t.summary };
}
