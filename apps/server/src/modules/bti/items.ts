import { BTI_ITEMS_PER_TYPE, RIASEC_ORDER, type BtiItem, type RiasecType } from '@ilteo/contract';

/**
 * 직업 성향 검사's item bank (decision 0039, docs/bti.md). Sixty activities
 * one may like or not, ten per Holland type, written for Ilteo: they follow
 * the model of Holland's RIASEC, O*NET's Interest Profiler short form and
 * 고용24's 직업선호도검사 S형 (like/dislike of everyday work activities) but
 * copy none of their items.
 *
 * Order: item n belongs to RIASEC_ORDER[(n - 1) % 6], so the test walks
 * R, I, A, S, E, C, R, I, … and no type comes in a block that would let a
 * member see the pattern and steer the result. Item n is the
 * floor((n - 1) / 6)-th activity of its type's list below. Items are never
 * reordered or reworded once published: stored answers are kept by number.
 */
const ACTIVITIES: Readonly<Record<RiasecType, readonly string[]>> = {
  R: [
    '고장 난 기계를 분해해 원인을 찾는다',
    '공구를 써서 가구나 선반을 직접 만든다',
    '자동차의 엔진오일이나 타이어를 직접 점검한다',
    '텃밭에서 작물을 심고 가꾼다',
    '배선도를 보고 조명이나 콘센트를 설치한다',
    '지게차나 굴착기 같은 장비를 운전한다',
    '야외에서 몸을 움직이며 일한다',
    '설계도대로 부품을 조립해 완성품을 만든다',
    '건물의 낡은 배관이나 설비를 고친다',
    '드론이나 로봇을 직접 조종해 본다',
  ],
  I: [
    '실험을 설계하고 결과를 기록해 분석한다',
    '어떤 현상이 왜 일어나는지 원리를 파고든다',
    '자료를 모아 통계로 경향을 찾아낸다',
    '과학 잡지나 연구 논문을 찾아 읽는다',
    '어려운 수학 문제를 끝까지 풀어낸다',
    '프로그램의 오류를 추적해 원인을 밝힌다',
    '현미경으로 세포나 미생물을 관찰한다',
    '질병의 원인과 치료법을 연구한다',
    '가설을 세우고 근거를 들어 검증한다',
    '별이나 날씨의 변화를 관측하고 기록한다',
  ],
  A: [
    '그림을 그리거나 일러스트를 만든다',
    '소설이나 시, 에세이를 쓴다',
    '악기를 연주하거나 곡을 만든다',
    '영상을 찍고 편집해 작품을 만든다',
    '무대에서 연기하거나 공연한다',
    '옷이나 소품을 직접 디자인한다',
    '방을 꾸밀 색과 가구 배치를 구상한다',
    '사진을 찍어 나만의 분위기로 보정한다',
    '남들이 떠올리지 못한 방식으로 생각을 표현한다',
    '광고 문구나 포스터를 기획하고 만든다',
  ],
  S: [
    '친구의 고민을 들어 주고 함께 해결책을 찾는다',
    '아이들이나 학생에게 무언가를 가르친다',
    '몸이 불편한 사람을 곁에서 돕는다',
    '봉사 활동을 계획하고 참여한다',
    '처음 온 사람이 모임에 잘 어울리도록 챙긴다',
    '다른 사람의 건강 관리를 돕는다',
    '다툰 사람들 사이에서 화해를 돕는다',
    '어르신이나 어린이를 돌본다',
    '고객의 불편을 듣고 친절하게 안내한다',
    '동료가 성장하도록 조언하고 격려한다',
  ],
  E: [
    '모임이나 프로젝트를 이끄는 역할을 맡는다',
    '상대를 설득해 내 의견에 동의하게 만든다',
    '새로운 사업 아이디어를 구상하고 계획을 세운다',
    '물건이나 서비스를 사람들에게 판매한다',
    '여러 사람 앞에서 발표하거나 연설한다',
    '협상으로 더 좋은 조건을 얻어 낸다',
    '목표를 세우고 사람들을 움직여 성과를 낸다',
    '행사나 캠페인을 기획하고 홍보한다',
    '경쟁에서 이기기 위한 전략을 짠다',
    '회사를 세워 직접 운영한다',
  ],
  C: [
    '자료를 정해진 양식에 맞춰 정리한다',
    '가계부나 장부를 꼼꼼히 기록한다',
    '서류의 숫자나 맞춤법 오류를 찾아 고친다',
    '일정과 할 일을 표로 만들어 관리한다',
    '물품의 입출고와 재고를 확인한다',
    '규정과 절차에 따라 업무를 처리한다',
    '스프레드시트로 표와 계산식을 만든다',
    '파일과 문서를 분류 기준에 맞춰 보관한다',
    '예산을 짜고 지출 내역을 대조한다',
    '반복되는 사무 작업을 정확하게 해낸다',
  ],
};

/** The type item n (1–60) belongs to. */
export const typeOfItem = (itemNo: number): RiasecType =>
  RIASEC_ORDER[(itemNo - 1) % RIASEC_ORDER.length] ?? 'R';

/** The 60 items in the order the test shows them. */
export const BTI_ITEMS: readonly BtiItem[] = Array.from(
  { length: RIASEC_ORDER.length * BTI_ITEMS_PER_TYPE },
  (_, i) => {
    const itemNo = i + 1;
    const text = ACTIVITIES[typeOfItem(itemNo)][Math.floor(i / RIASEC_ORDER.length)];
    if (text === undefined) throw new Error(`bti item ${String(itemNo)} has no text`);
    return { itemNo, text };
  },
);

export interface TypeProfile {
  /** One line under the type's name. */
  summary: string;
  description: string;
  /**
   * Occupation groups (직무 중분류, db/reference/occupations.ts) postings are
   * filed under, most typical first; at most 10, as the recruitment list's
   * `jobs` filter takes. Chosen after the RIASEC codes O*NET gives the
   * occupations of each group (docs/bti.md).
   */
  jobGroups: readonly string[];
}

export const TYPE_PROFILES: Readonly<Record<RiasecType, TypeProfile>> = {
  R: {
    summary: '손과 도구로 실제 사물을 다루는 일을 좋아합니다.',
    description:
      '기계, 도구, 장비를 직접 다루고 눈에 보이는 결과물을 만드는 활동에 흥미가 높습니다. 말보다 행동으로 문제를 해결하고, 야외나 현장에서 몸을 움직이는 일에서 보람을 느끼는 편입니다.',
    jobGroups: ['091', '093', '027', '026', '081', '083', '073', '084', '101', '036'],
  },
  I: {
    summary: '원리를 탐구하고 분석하는 일을 좋아합니다.',
    description:
      '현상의 원인을 궁금해하고 자료를 모아 논리적으로 분석하는 활동에 흥미가 높습니다. 혼자 깊이 생각하며 문제를 푸는 일, 연구하고 검증하는 일에서 보람을 느끼는 편입니다.',
    jobGroups: ['021', '024', '025', '022', '028', '029', '041', '043'],
  },
  A: {
    summary: '자유롭게 생각을 표현하고 창작하는 일을 좋아합니다.',
    description:
      '글, 그림, 음악, 영상처럼 자신의 생각과 느낌을 새로운 형태로 표현하는 활동에 흥미가 높습니다. 정해진 틀보다 자율성이 있는 환경에서 독창적인 결과물을 만들 때 보람을 느끼는 편입니다.',
    jobGroups: ['052', '051', '053', '054', '061', '098'],
  },
  S: {
    summary: '사람을 돕고 가르치고 돌보는 일을 좋아합니다.',
    description:
      '다른 사람의 이야기를 듣고 돕거나 가르치고 돌보는 활동에 흥미가 높습니다. 사람들과 협력하고 누군가의 성장과 회복에 보탬이 될 때 보람을 느끼는 편입니다.',
    jobGroups: ['031', '032', '034', '042', '044', '065', '055', '018'],
  },
  E: {
    summary: '사람을 이끌고 설득해 목표를 이루는 일을 좋아합니다.',
    description:
      '목표를 세우고 사람들을 설득하고 이끌어 성과를 내는 활동에 흥미가 높습니다. 경쟁과 도전을 즐기고, 사업을 기획하거나 판매와 협상으로 결과를 만들어 낼 때 보람을 느끼는 편입니다.',
    jobGroups: ['011', '012', '015', '071', '072', '033', '062'],
  },
  C: {
    summary: '정해진 기준에 따라 정확하게 처리하는 일을 좋아합니다.',
    description:
      '자료와 숫자를 체계적으로 정리하고 규칙과 절차에 따라 정확하게 처리하는 활동에 흥미가 높습니다. 계획대로 꼼꼼하게 일을 마무리하고 실수를 줄일 때 보람을 느끼는 편입니다.',
    jobGroups: ['014', '017', '013', '019', '016', '023', '074'],
  },
};
