import {
  contentPath,
  type CalendarEvent,
  type ContentType,
  type InterestListItem,
  type MyHomeDashboard,
} from '@ilteo/contract';
import { postingSummary } from '@/shared/testing/posting-fixtures';

/** Test data in the contract's shapes for my home. */

export const mark = (
  contentType: ContentType,
  contentId: string,
  title: string,
  overrides: Partial<InterestListItem> = {},
): InterestListItem => ({
  contentType,
  contentId,
  title,
  path: contentPath(contentType, contentId),
  visible: true,
  markedAt: '2026-11-20T01:00:00.000Z',
  deadline: null,
  ...overrides,
});

/** `n` posting marks, newest first: 공고 1 … 공고 n. */
export const postingMarks = (n: number): InterestListItem[] =>
  Array.from({ length: n }, (_, i) => mark('posting', String(100 + i), `공고 ${i + 1}`));

export const dashboard = (overrides: Partial<MyHomeDashboard> = {}): MyHomeDashboard => ({
  resume: {
    count: 2,
    primary: {
      resumeId: 5,
      title: '백엔드 개발자 이력서',
      percent: 70,
      complete: false,
      nextMissing: 'work',
    },
  },
  applications: {
    available: false,
    counts: { applied: 0, viewed: 0, passed: 0, failed: 0 },
    total: 0,
    offers: 0,
  },
  closingSoon: [
    postingSummary({ postingId: 100, title: '공고 1', closeDate: '2026-11-27', interested: true }),
  ],
  recentlyViewed: [
    {
      ...postingSummary({ postingId: 200, title: '최근 본 공고', closeDate: '2026-12-31' }),
      viewedAt: '2026-11-24T05:00:00.000Z',
    },
  ],
  preferredMatches: {
    configured: true,
    total: 12,
    newCount: 2,
    items: [
      {
        ...postingSummary({ postingId: 300, title: '맞춤 공고', closeDate: '2026-12-20' }),
        score: 88,
        reasons: ['희망 직무 일치: 백엔드 개발자'],
        isNew: true,
      },
    ],
  },
  today: '2026-11-25',
  ...overrides,
});

export const calendarEvent = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  date: '20261127',
  kind: 'posting-close',
  title: '공고 1 채용 마감',
  path: contentPath('posting', '100'),
  contentKind: 'posting',
  contentId: '100',
  ...overrides,
});
