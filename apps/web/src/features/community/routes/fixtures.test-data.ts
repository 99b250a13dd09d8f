import type {
  CommunityBoard,
  CommunityComment,
  CommunityCommentPage,
  CommunityPost,
  CommunityPostPage,
  CommunityPostSummary,
  CommunityReply,
} from '@ilteo/contract';

/** Fixtures in the shapes of the contract's community schemas. */

export const board = (patch: Partial<CommunityBoard> = {}): CommunityBoard => ({
  boardId: 1,
  kind: 'general',
  refCode: null,
  slug: 'pass-review',
  name: '합격 후기',
  allowAnonymous: true,
  postCount: 12,
  ...patch,
});

export const BOARDS: CommunityBoard[] = [
  board(),
  board({ boardId: 2, slug: 'study', name: '스터디 모집', allowAnonymous: false }),
  board({ boardId: 9, kind: 'certificate', refCode: '1320', slug: null, name: '정보처리기사' }),
];

const author = { nickname: '합격가즈아', anonymous: false, mine: false };

export const summary = (patch: Partial<CommunityPostSummary> = {}): CommunityPostSummary => ({
  postId: 101,
  boardId: 1,
  boardName: '합격 후기',
  title: '정보처리기사 필기 한 번에 붙었습니다',
  excerpt: '기출 위주로 3주 공부했습니다.',
  author,
  pinned: false,
  hasImage: false,
  viewCount: 1234,
  likeCount: 5,
  commentCount: 2,
  createdAt: '2025-03-01T03:00:00.000Z',
  ...patch,
});

export const postPage = (patch: Partial<CommunityPostPage> = {}): CommunityPostPage => ({
  items: [
    summary(),
    summary({
      postId: 102,
      title: '실기 준비 질문 있습니다',
      author: { ...author, nickname: '익명', anonymous: true },
    }),
  ],
  total: 2,
  page: 1,
  size: 20,
  totalPages: 1,
  notices: [],
  board: null,
  refName: null,
  ...patch,
});

export const post = (patch: Partial<CommunityPost> = {}): CommunityPost => ({
  postId: 101,
  board: board(),
  title: '정보처리기사 필기 한 번에 붙었습니다',
  bodyHtml:
    '<p>기출 위주로 <strong>3주</strong> 공부했습니다.</p><p><img src="/api/v1/cmmn/file?saveName=a.png" alt=""></p>',
  author,
  pinned: false,
  viewCount: 1234,
  likeCount: 5,
  commentCount: 2,
  liked: false,
  interested: false,
  createdAt: '2025-03-01T03:00:00.000Z',
  updatedAt: null,
  ...patch,
});

export const reply = (patch: Partial<CommunityReply> = {}): CommunityReply => ({
  commentId: 201,
  parentId: null,
  author: { nickname: '공부벌레', anonymous: false, mine: false },
  body: '축하합니다!',
  state: 'published',
  reportedPath: null,
  createdAt: '2025-03-01T04:00:00.000Z',
  updatedAt: null,
  ...patch,
});

export const comment = (
  patch: Partial<CommunityComment> = {},
  replies: CommunityReply[] = [],
): CommunityComment => ({ ...reply(patch), replies });

export const commentPage = (items: CommunityComment[]): CommunityCommentPage => ({
  items,
  total: items.length,
  page: 1,
  size: 50,
  totalPages: 1,
});
