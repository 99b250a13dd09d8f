import type { FamilyKey } from './families';
import type { Rng } from './prng';
import { list, objectOf, paragraph, section } from './text';

/**
 * The free-text description of a posting (sanitised rich text): who the
 * company is, what the position is about and what working there is like.
 * Duties, requirements, pay, process and benefits are structured fields the
 * detail page lists itself, so the text does not repeat them.
 */

type Group = 'it' | 'office' | 'site' | 'service' | 'care';

const GROUP: Record<FamilyKey, Group> = {
  dev: 'it',
  data: 'it',
  infra: 'it',
  office: 'office',
  cs: 'office',
  finance: 'office',
  marketing: 'office',
  sales: 'office',
  design: 'office',
  public: 'office',
  engineer: 'site',
  construction: 'site',
  trades: 'site',
  production: 'site',
  logistics: 'site',
  driver: 'site',
  medical: 'care',
  care: 'care',
  education: 'care',
  cook: 'service',
  service: 'service',
  facility: 'service',
};

const TEAM: Record<Group, readonly string[]> = {
  it: [
    '작은 단위의 목적 조직에서 기획·디자인·개발이 함께 문제를 정의하고 해결합니다.',
    '제품을 직접 만들고 운영하며 사용자 반응을 빠르게 확인할 수 있는 자리입니다.',
    '기술 부채를 함께 줄이고 더 나은 구조를 고민할 동료를 찾습니다.',
  ],
  office: [
    '부서의 핵심 업무를 함께 맡아 성장할 분을 기다립니다.',
    '체계적인 업무 인수인계와 선배 사원의 도움으로 빠르게 적응할 수 있습니다.',
    '유관 부서와 긴밀히 협업하며 회사 전반을 이해할 수 있는 자리입니다.',
  ],
  site: [
    '안전 수칙을 지키며 체계적으로 운영되는 현장에서 함께 일할 분을 찾습니다.',
    '숙련된 선배가 처음부터 차근차근 업무를 안내합니다.',
    '성실하게 오래 함께할 분을 우대합니다.',
  ],
  service: [
    '밝은 분위기의 매장에서 손님을 맞이할 분을 찾습니다.',
    '처음 일하는 분도 교육을 받고 바로 시작할 수 있습니다.',
    '근무 일정은 상황에 맞게 조율할 수 있습니다.',
  ],
  care: [
    '이용자와 가족을 존중하는 마음으로 함께할 분을 찾습니다.',
    '경력과 관계없이 체계적인 직무 교육을 제공합니다.',
    '서로 돕는 팀 분위기 속에서 전문성을 키울 수 있습니다.',
  ],
};

const ENVIRONMENT: Record<Group, readonly string[]> = {
  it: [
    '코드 리뷰와 기술 공유 세션을 정기적으로 운영합니다.',
    '업무에 필요한 장비와 도구는 회사가 지원합니다.',
    '출퇴근 시간은 팀과 협의해 유연하게 정할 수 있습니다.',
    '사내 스터디와 외부 컨퍼런스 참가를 지원합니다.',
  ],
  office: [
    '수평적인 소통을 지향하며 의견을 자유롭게 나눕니다.',
    '정시 퇴근 문화를 지키려고 노력합니다.',
    '직무 교육과 자기계발을 지원합니다.',
    '연차는 눈치 보지 않고 자유롭게 사용합니다.',
  ],
  site: [
    '개인 보호구와 작업복을 지급하며 정기 안전 교육을 진행합니다.',
    '냉난방이 갖춰진 쾌적한 작업 환경에서 일합니다.',
    '연장·야간 근무는 법정 수당을 지급합니다.',
    '휴게 공간과 식당을 운영합니다.',
  ],
  service: [
    '근무 중 식사를 제공합니다.',
    '주휴수당을 포함해 근로기준법에 맞게 급여를 지급합니다.',
    '근무 스케줄은 한 달 단위로 미리 안내합니다.',
  ],
  care: [
    '정기 직무 교육과 보수교육을 지원합니다.',
    '근무 스케줄은 미리 공유하고 개인 사정을 최대한 반영합니다.',
    '직원 휴게실과 식사를 제공합니다.',
  ],
};

const NOTICES = [
  '제출하신 서류는 채용 목적 외에는 사용하지 않습니다.',
  '지원서 내용이 사실과 다를 경우 합격이 취소될 수 있습니다.',
  '채용절차법에 따라 최종 합격자 발표 후 채용서류 반환을 청구할 수 있습니다.',
];

export function describePosting(
  rng: Rng,
  p: {
    companyDescription: string;
    brand: string;
    jobTitle: string;
    family: FamilyKey;
    intern: 'experience' | 'conversion' | null;
  },
): string {
  const group = GROUP[p.family];
  const intro = `${p.brand}에서 ${objectOf(p.jobTitle)} 모집합니다. ${rng.pick(TEAM[group])}`;
  const internNote =
    p.intern === 'conversion'
      ? '채용연계형 인턴십입니다. 3개월 인턴 근무 후 평가를 거쳐 정규직으로 전환합니다.'
      : p.intern === 'experience'
        ? '체험형 인턴십입니다. 2개월 동안 실무를 경험하며, 정규직 전환과는 관계가 없습니다.'
        : null;
  return [
    section('회사 소개', paragraph(p.companyDescription)),
    section('포지션 소개', paragraph(intro) + (internNote ? paragraph(internNote) : '')),
    section('근무 환경', list(rng.sample(ENVIRONMENT[group], rng.int(2, 3)))),
    section('유의 사항', list(NOTICES)),
  ].join('');
}
