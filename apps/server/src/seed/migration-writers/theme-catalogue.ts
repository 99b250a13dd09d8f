import type { PostingFilterInput, PostingSort } from '@ilteo/contract';

/**
 * The main-page themes as migration 0008_themes carries them. A theme is a
 * rule, not a hand-kept list: `filter` is the recruitment list's query
 * string (comma-joined values, as the web app sends them) and `sortBy` its
 * sort, so a theme's postings are whatever open postings match today.
 * Themes that filters cannot express (재택근무, 주4일제) are left out until
 * postings carry those facts.
 */
export interface ThemeDefinition {
  themeId: string;
  name: string;
  description: string;
  filter: Partial<Record<keyof PostingFilterInput, string>>;
  sortBy: PostingSort;
  /** One of the five shown to guests and to members who have not chosen. */
  isDefault: boolean;
}

export const THEME_CATALOGUE: readonly ThemeDefinition[] = [
  {
    themeId: 'newcomer',
    name: '신입 환영',
    description: '경력이 없어도 지원할 수 있는 신입·경력무관 공고',
    filter: { careers: 'N' },
    sortBy: 'latest',
    isDefault: true,
  },
  {
    themeId: 'it-dev',
    name: 'IT 개발',
    description: '소프트웨어 개발, 데이터·AI, 인프라·보안 직무 공고',
    filter: { jobs: '023,024,025' },
    sortBy: 'latest',
    isDefault: true,
  },
  {
    themeId: 'closing-soon',
    name: '마감 임박',
    description: '3일 안에 마감하는 공고를 마감이 가까운 순으로',
    filter: { deadline: 'within3' },
    sortBy: 'deadline',
    isDefault: true,
  },
  {
    themeId: 'public-sector',
    name: '공공기관',
    description: '공공기관·공기업의 채용 공고',
    filter: { companyTypes: '04' },
    sortBy: 'latest',
    isDefault: true,
  },
  {
    themeId: 'large-company',
    name: '대기업',
    description: '대기업 계열사의 채용 공고',
    filter: { companyTypes: '01' },
    sortBy: 'latest',
    isDefault: true,
  },
  {
    themeId: 'intern',
    name: '인턴',
    description: '채용연계형·체험형 인턴 공고',
    filter: { intern: 'Y' },
    sortBy: 'latest',
    isDefault: false,
  },
  {
    themeId: 'foreign',
    name: '외국계',
    description: '외국계 기업의 채용 공고',
    filter: { companyTypes: '05' },
    sortBy: 'latest',
    isDefault: false,
  },
  {
    themeId: 'startup',
    name: '스타트업·벤처',
    description: '빠르게 성장하는 스타트업과 벤처기업의 공고',
    filter: { companyTypes: '07,03' },
    sortBy: 'latest',
    isDefault: false,
  },
  {
    themeId: 'high-school',
    name: '고졸 채용',
    description: '고졸 이하 학력이나 학력무관으로 지원할 수 있는 공고',
    filter: { educations: '00,01,02,03' },
    sortBy: 'latest',
    isDefault: false,
  },
  {
    themeId: 'disability',
    name: '장애인 우대',
    description: '장애인을 우대하는 공고',
    filter: { preferentials: 'S' },
    sortBy: 'latest',
    isDefault: false,
  },
  {
    themeId: 'middle-aged',
    name: '중장년 우대',
    description: '50세 이상 (준)고령자를 우대하는 공고',
    filter: { preferentials: 'B' },
    sortBy: 'latest',
    isDefault: false,
  },
  {
    themeId: 'high-salary',
    name: '연봉 5천만 원 이상',
    description: '연봉 하한이 5천만 원 이상인 공고를 급여가 높은 순으로',
    filter: { salaryMin: '5000' },
    sortBy: 'salary',
    isDefault: false,
  },
];
