import type { GuideDetail, GuideItem, GuidePage } from '@ilteo/contract';

export const item = (over: Partial<GuideItem> = {}): GuideItem => ({
  articleId: 7,
  category: 'resume',
  title: '자기소개서 첫 문장 쓰는 법',
  summary: '읽는 사람이 멈추는 첫 문장을 세 단계로 정리했습니다.',
  tags: ['자기소개서'],
  coverUrl: null,
  readingMinutes: 4,
  viewCount: 1234,
  publishedAt: '2026-11-20T00:00:00.000Z',
  ...over,
});

export const page = (over: Partial<GuidePage> = {}): GuidePage => ({
  items: [item(), item({ articleId: 8, title: '면접 첫 질문에 답하는 법', category: 'interview' })],
  page: 1,
  size: 12,
  total: 2,
  totalPages: 1,
  ...over,
});

export const detail = (over: Partial<GuideDetail> = {}): GuideDetail => ({
  ...item(),
  bodyHtml:
    '<h2 id="sec-시작">시작</h2><p>첫 문장이 <strong>중요합니다</strong>.</p>' +
    '<h3 id="sec-예시">예시</h3><p><img src="/api/v1/cmmn/file?saveName=a.png" alt=""></p>',
  toc: [
    { id: 'sec-시작', level: 2, text: '시작' },
    { id: 'sec-예시', level: 3, text: '예시' },
  ],
  interested: false,
  relatedArticles: [item({ articleId: 9, title: '이력서 경력란 정리하기' })],
  relatedPostings: [
    {
      postingId: 31,
      title: '백엔드 개발자 채용',
      companyName: '한빛데이터',
      closeDate: '2026-12-31',
    },
  ],
  relatedCertificates: [{ code: '1320', name: '정보처리기사', issuer: '한국산업인력공단' }],
  ...over,
});
