import type { SearchGroup, SearchHit, SearchKind, SearchResult, Suggestion } from '@ilteo/contract';

/** Test data of the global search: fictional postings, companies, certificates and tests. */

const TITLES: Record<SearchKind, (n: number) => string> = {
  posting: (n) => `백엔드 개발자 채용 ${n}`,
  company: (n) => `한빛데이터랩 ${n}`,
  certificate: (n) => `정보처리 자격 ${n}`,
  'language-test': (n) => `영어 말하기 시험 ${n}`,
  'community-post': (n) => `정보처리기사 합격 후기 ${n}`,
  'company-review': (n) => `배울 것이 많은 회사 ${n}`,
  'interview-review': (n) => `한빛데이터랩 백엔드 면접 후기 ${n}`,
  faq: (n) => `비밀번호를 잊어버렸습니다 ${n}`,
  'guide-article': (n) => `자기소개서 첫 문장 쓰는 법 ${n}`,
};

export const hit = (kind: SearchKind, n: number): SearchHit => ({
  kind,
  id: `${kind}-${n}`,
  title: TITLES[kind](n),
  subtitle: kind === 'posting' ? '한빛데이터랩' : '한국산업인력공단',
  meta: kind === 'posting' ? ['서울 강남구', '신입'] : [],
});

/** Page `page` of a group of `total` hits, `size` a page. */
export function group(kind: SearchKind, total: number, page = 1, size = 5): SearchGroup {
  const first = (page - 1) * size + 1;
  const count = Math.max(0, Math.min(size, total - first + 1));
  return {
    kind,
    total,
    page,
    size,
    totalPages: Math.ceil(total / size),
    items: Array.from({ length: count }, (_, i) => hit(kind, first + i)),
  };
}

export const result = (keyword: string, groups: SearchGroup[]): SearchResult => ({
  keyword,
  groups,
});

export const suggestion = (title: string, patch: Partial<Suggestion> = {}): Suggestion => ({
  kind: 'posting',
  id: title,
  title,
  subtitle: '한빛데이터랩',
  ...patch,
});
