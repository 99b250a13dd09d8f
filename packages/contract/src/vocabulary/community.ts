/**
 * Community (/person/certi-lang/commu): boards, posts, comments; limits and
 * labels. Plain values without zod (decision 0020): the list and detail
 * screens load these without the validators; `schemas/community.ts` builds
 * on them. Decision 0030 records the design.
 */

export const COMMUNITY_LIMITS = {
  title: 100,
  /** Characters of the stored (sanitised) HTML of a post body. */
  bodyHtml: 50_000,
  /** Characters of visible text in a post body (what the writer sees counted). */
  bodyText: 10_000,
  /** A post body must hold at least this much text (images alone are not a post). */
  bodyTextMin: 5,
  images: 10,
  comment: 1000,
  nicknameMin: 2,
  nicknameMax: 12,
  searchLength: 50,
  pageSize: 20,
  commentPageSize: 50,
  /** OFFSET paging reads every row it skips; deeper pages are refused (400). */
  maxPage: 500,
  /** Characters of a post's text shown on list rows. */
  excerpt: 120,
  /** Posts a member may write per hour, and comments per 10 minutes (across every node). */
  postsPerHour: 10,
  commentsPer10Minutes: 30,
} as const;

/** Where a board's posts come from: a certificate's, a language test's, or one of the general boards. */
export const BOARD_KINDS = ['general', 'certificate', 'language-test'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/** The general boards, seeded by migration, in the order the filter shows them. */
export const GENERAL_BOARDS = {
  'pass-review': { name: '합격 후기', allowAnonymous: true },
  study: { name: '스터디 모집', allowAnonymous: false },
  question: { name: '질문', allowAnonymous: true },
  free: { name: '자유', allowAnonymous: true },
} as const;
export type GeneralBoard = keyof typeof GENERAL_BOARDS;

export const COMMUNITY_SORTS = {
  latest: '최신순',
  views: '조회순',
  likes: '추천순',
  comments: '댓글순',
} as const;
export type CommunitySort = keyof typeof COMMUNITY_SORTS;

/**
 * A post's or comment's life: published; blinded (임시조치 by reports, or an
 * operator's blind with a reason); removed by an operator; deleted by its
 * author. Only published ones are listed, found or opened; links to the
 * blinded and removed lead to /reported-content.
 */
export const CONTENT_STATES = ['published', 'blinded', 'removed', 'deleted'] as const;
export type ContentState = (typeof CONTENT_STATES)[number];

/** What a deleted comment that still has replies shows in its place. */
export const DELETED_COMMENT_TEXT = '삭제된 댓글입니다.';
export const ANONYMOUS_AUTHOR = '익명';
