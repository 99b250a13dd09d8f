import type { CertToday, PaidPosting, Theme, ThemeList, ThemePostings } from '@ilteo/contract';
import { postingSummary } from '@/shared/testing/posting-fixtures';

export const posting = postingSummary;

export const paid = (placement: PaidPosting['placement'], titles: string[]): PaidPosting[] =>
  titles.map((title, i) => ({
    exposureId: (placement === 'main-premium' ? 100 : 200) + i,
    placement,
    slot: i + 1,
    posting: posting({ postingId: (placement === 'main-premium' ? 1000 : 2000) + i, title }),
  }));

const THEME_NAMES: [string, string, string][] = [
  ['new-grad', '신입 환영', '경력이 없어도 지원할 수 있는 공고입니다.'],
  ['it-dev', 'IT 개발', '개발 직무 공고를 모았습니다.'],
  ['public', '공공기관', '공공기관과 공기업 공고입니다.'],
  ['closing', '마감 임박', '3일 안에 마감되는 공고입니다.'],
  ['remote', '재택 근무', '재택이나 원격으로 일할 수 있는 공고입니다.'],
  ['intern', '인턴', '인턴 공고입니다.'],
  ['high-pay', '연봉 5천 이상', '연봉 5,000만원 이상 공고입니다.'],
];

export function themeList(selectedIds: string[], customised = false): ThemeList {
  const themes: Theme[] = THEME_NAMES.map(([themeId, name, description]) => ({
    themeId,
    name,
    description,
    selected: selectedIds.includes(themeId),
  }));
  return { themes, selectedIds, customised, max: 5 };
}

export function themePostings(themeIds: string[]): ThemePostings[] {
  return themeIds.map((id, i) => {
    const [themeId, name, description] = THEME_NAMES.find(([t]) => t === id) ?? [id, id, ''];
    return {
      themeId,
      name,
      description,
      total: 120 + i,
      items: [
        posting({ postingId: 3000 + i * 10, title: `${name} 공고 1` }),
        posting({ postingId: 3001 + i * 10, title: `${name} 공고 2` }),
      ],
    };
  });
}

export const certToday = (patch: Partial<CertToday> = {}): CertToday => ({
  code: '1320',
  name: '정보처리기사',
  kind: 'national-technical',
  grade: '기사',
  ncsField: '20',
  issuer: '한국산업인력공단',
  popularity: 98,
  nextRound: {
    year: 2025,
    round: 1,
    writtenRegStart: '2025-03-04',
    writtenRegEnd: '2025-03-07',
    writtenExamStart: '2025-04-05',
    writtenExamEnd: null,
    writtenResult: '2025-04-30',
    practicalRegStart: null,
    practicalRegEnd: null,
    practicalExamStart: null,
    practicalExamEnd: null,
    finalResult: null,
    sample: false,
  },
  registrationOpen: false,
  interested: false,
  reason: '접수 예정',
  today: '2025-03-01',
  ...patch,
});
