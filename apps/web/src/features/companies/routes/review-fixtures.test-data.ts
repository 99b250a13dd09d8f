import type {
  InterviewReview,
  InterviewReviewForm,
  InterviewReviewList,
  Review,
  ReviewForm,
  ReviewList,
} from '@ilteo/contract';

/** Fixtures of the review screens in the contract's shapes (reviewListSchema …). */

export const review = (patch: Partial<Review> = {}): Review => ({
  reviewId: 501,
  overall: 4,
  categories: { promotion: 3, payWelfare: 4, workLife: 5, culture: 4, management: 3 },
  title: '배울 점이 많은 회사',
  pros: '동료들이 친절하고 코드 리뷰 문화가 잘 잡혀 있습니다.\n연차를 자유롭게 씁니다.',
  cons: '성장 속도가 빨라 업무가 자주 바뀝니다. 문서화가 부족합니다.',
  advice: '채용을 조금 더 늘려 주세요.',
  truncated: false,
  recommend: true,
  ceoApproval: 'approve',
  jobName: '소프트웨어 개발직',
  employmentStatus: 'current',
  lastYear: 2026,
  writtenMonth: '2026-03',
  helpfulCount: 2,
  helpedByMe: false,
  reply: null,
  mine: false,
  ...patch,
});

export const reviewList = (patch: Partial<ReviewList> = {}): ReviewList => ({
  companyId: 12,
  companyName: '가람소프트',
  access: 'full',
  accessNote: '최근 12개월 안에 리뷰를 작성해 모든 리뷰를 전체 내용으로 볼 수 있습니다.',
  summary: {
    reviewCount: 3,
    rating: 3.8,
    average: 3.7,
    categories: { promotion: 3.1, payWelfare: 3.9, workLife: 4.2, culture: 3.8, management: 3.0 },
    recommendPercent: 67,
    ceoApprovalPercent: 50,
    distribution: [0, 0, 1, 1, 1],
  },
  items: [review()],
  page: 1,
  size: 10,
  total: 1,
  totalPages: 1,
  ...patch,
});

export const interviewReview = (patch: Partial<InterviewReview> = {}): InterviewReview => ({
  recruitReviewId: 71,
  jobName: '소프트웨어 개발직',
  postingTitle: '백엔드 개발자 채용',
  interviewMonth: '2026-02',
  route: 'open',
  difficulty: 3,
  experience: 'positive',
  questions: '자기소개를 해 주세요.\n가장 어려웠던 프로젝트는 무엇입니까?',
  tips: '경험을 구체적으로 말하면 좋습니다.',
  truncated: false,
  result: 'pass',
  writtenMonth: '2026-03',
  mine: false,
  ...patch,
});

export const interviewList = (patch: Partial<InterviewReviewList> = {}): InterviewReviewList => ({
  companyId: 12,
  companyName: '가람소프트',
  access: 'full',
  accessNote: '최근 12개월 안에 후기를 작성해 전체 내용을 볼 수 있습니다.',
  summary: { count: 1, difficulty: 3, experience: { positive: 100, neutral: 0, negative: 0 } },
  items: [interviewReview()],
  page: 1,
  size: 10,
  total: 1,
  totalPages: 1,
  ...patch,
});

export const reviewForm = (patch: Partial<ReviewForm> = {}): ReviewForm => ({
  companyId: 12,
  companyName: '가람소프트',
  review: null,
  nextAllowedOn: null,
  ...patch,
});

export const interviewForm = (patch: Partial<InterviewReviewForm> = {}): InterviewReviewForm => ({
  companyId: 12,
  companyName: '가람소프트',
  review: null,
  applications: [
    {
      applicationId: 31,
      postingId: 301,
      postingTitle: '백엔드 개발자 채용',
      appliedAt: '2026-01-10',
      reviewed: false,
    },
    {
      applicationId: 32,
      postingId: 302,
      postingTitle: '프론트엔드 개발자 채용',
      appliedAt: '2025-12-01',
      reviewed: true,
    },
  ],
  postings: [{ postingId: 303, title: '데이터 엔지니어 채용' }],
  ...patch,
});
