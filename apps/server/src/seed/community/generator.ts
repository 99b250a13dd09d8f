import type { BoardKind, GeneralBoard } from '@ilteo/contract';
import { Picker, type Rng } from '../postings/prng';
import { planComments } from './comments';
import { blocksToHtml } from './html';
import { NOTICES } from './notices';
import {
  composeFree,
  composeInfo,
  composeQuestion,
  composeReview,
  composeStudy,
  type ComposedPost,
  type PostTopic,
} from './posts';
import { REPORTED } from './reported';
import type { ExamSubject } from './subjects';

/**
 * The demo community as plain data: posts over the last `days` days with
 * comments, replies, likes and views, the general boards' 공지 and a few
 * reported items. Depends only on the seed, the boards and `now`; the
 * writer (seed.ts) turns authors into accounts and indexes into ids.
 */
export interface SeedBoard {
  boardId: number;
  kind: BoardKind;
  slug: string | null;
  name: string;
  allowAnonymous: boolean;
  /** The certificate or language test of a 자격증·어학 board. */
  exam: ExamSubject | null;
}

/** An author: a fictional member's index, the demo member, or the community team (공지). */
export type Author = number | 'demo' | 'team';

export interface GeneratedReply {
  author: Author;
  anonymous: boolean;
  body: string;
  createdAt: Date;
}
export interface GeneratedComment extends GeneratedReply {
  /** A deleted comment stays as "삭제된 댓글입니다" because it has replies. */
  deleted: boolean;
  replies: GeneratedReply[];
}
export interface GeneratedPost {
  boardId: number;
  author: Author;
  anonymous: boolean;
  title: string;
  /** As written; the writer stores what sanitizeCommunityHtml makes of it. */
  bodyHtml: string;
  createdAt: Date;
  pinned: boolean;
  viewCount: number;
  likers: Author[];
  comments: GeneratedComment[];
}
export interface GeneratedReport {
  post: number;
  /** A comment of that post (its index), or the post itself. */
  comment: number | null;
  reporters: number[];
  reason: string;
  detail: string;
  /** Reported by the blinding number of members: blinded at once (임시조치). */
  blinded: boolean;
}
export interface GeneratedCommunity {
  posts: GeneratedPost[];
  reports: GeneratedReport[];
}

export interface CommunityOptions {
  boards: readonly SeedBoard[];
  members: number;
  posts: number;
  now: Date;
  days: number;
  /** Posts and comments of the demo member (작성 이력 shows something). */
  demo: { posts: number; comments: number } | null;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const GENERAL_WEIGHT: Partial<Record<string, number>> & Record<GeneralBoard, number> = {
  'pass-review': 70,
  study: 45,
  question: 80,
  free: 90,
};
const EXAM_TOPICS: readonly (readonly [PostTopic, number])[] = [
  ['review', 30],
  ['question', 35],
  ['study', 10],
  ['info', 15],
  ['free', 10],
];
const TOPIC_VIEWS: Record<PostTopic, number> = {
  review: 1.6,
  info: 1.5,
  question: 1,
  study: 0.9,
  free: 0.8,
};
const TOPIC_LIKES: Record<PostTopic, number> = {
  review: 0.05,
  info: 0.05,
  free: 0.03,
  question: 0.015,
  study: 0.01,
};

/** A standard normal value (Box–Muller), for the long tails of views and likes. */
const gaussian = (rng: Rng) =>
  Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

/** Seoul's hour of an instant (UTC+9, no daylight saving). */
const seoulHour = (at: number) => new Date(at + 9 * HOUR).getUTCHours();

export function generateCommunity(rng: Rng, options: CommunityOptions): GeneratedCommunity {
  const { boards, members, now } = options;
  const nowMs = now.getTime();
  const exams = boards.flatMap((b) => (b.exam ? [b.exam] : []));
  if (exams.length === 0)
    throw new Error('the demo community needs certificate or language-test boards');
  const examPicker = new Picker(exams.map((e) => [e, Math.sqrt(e.popularity)] as const));
  const boardPicker = new Picker(
    boards.map((b) => {
      const weight = b.slug
        ? (GENERAL_WEIGHT[b.slug] ?? 30)
        : 4 * Math.sqrt(b.exam?.popularity ?? 1);
      return [b, weight] as const;
    }),
  );
  const topicPicker = new Picker(EXAM_TOPICS);
  const someone = (except: Author[]) => {
    for (;;) {
      const m = rng.int(0, members - 1);
      if (!except.includes(m)) return m;
    }
  };

  const compose = (board: SeedBoard, at: number): ComposedPost => {
    const month = ((new Date(at + 9 * HOUR).getUTCMonth() + rng.int(1, 2)) % 12) + 1;
    const exam = board.exam ?? examPicker.pick(rng);
    const chosen: PostTopic =
      board.slug === 'pass-review'
        ? 'review'
        : board.slug === 'study'
          ? 'study'
          : board.slug === 'question'
            ? 'question'
            : board.slug === 'free'
              ? rng.chance(0.15)
                ? 'info'
                : 'free'
              : topicPicker.pick(rng);
    if (chosen === 'review') return composeReview(rng, exam);
    if (chosen === 'study') return composeStudy(rng, exam, month);
    if (chosen === 'question') return composeQuestion(rng, exam);
    if (chosen === 'info') return composeInfo(rng, exam);
    return composeFree(rng);
  };

  const commentsOf = (
    post: ComposedPost,
    board: SeedBoard,
    author: Author,
    anonymous: boolean,
    at: number,
  ) => {
    const max = rng.weighted([
      [0, 15],
      [rng.int(1, 3), 35],
      [rng.int(4, 8), 35],
      [rng.int(9, 15), 15],
    ] as const);
    const month = ((new Date(at + 9 * HOUR).getUTCMonth() + 1) % 12) + 1;
    const after = (from: number, meanHours: number) =>
      from + Math.min(-Math.log(1 - rng.next()) * meanHours * HOUR, (nowMs - from) * 0.9);
    let last = at;
    return planComments(rng, post, month, max).map((plan): GeneratedComment => {
      const commenter = someone([author]);
      const anonymousComment = board.allowAnonymous && rng.chance(0.15);
      const createdAt = (last = after(Math.max(at, last - 2 * HOUR), 10));
      let replyAt = createdAt;
      const replies = plan.replies.map((r): GeneratedReply => {
        replyAt = after(replyAt, 3);
        if (r.by === 'post-author')
          return { author, anonymous, body: r.body, createdAt: new Date(replyAt) };
        if (r.by === 'commenter') {
          return {
            author: commenter,
            anonymous: anonymousComment,
            body: r.body,
            createdAt: new Date(replyAt),
          };
        }
        const by = someone([author, commenter]);
        return {
          author: by,
          anonymous: board.allowAnonymous && rng.chance(0.15),
          body: r.body,
          createdAt: new Date(replyAt),
        };
      });
      return {
        author: commenter,
        anonymous: anonymousComment,
        body: plan.body,
        createdAt: new Date(createdAt),
        deleted: replies.length > 0 && rng.chance(0.03),
        replies,
      };
    });
  };

  const engagement = (topic: PostTopic, at: number, comments: number, author: Author) => {
    const age = (nowMs - at) / DAY;
    const views =
      Math.round(
        (15 + 4 * Math.pow(age, 0.8)) * TOPIC_VIEWS[topic] * Math.exp(0.8 * gaussian(rng)),
      ) +
      4 * comments;
    const likes = Math.min(
      members - 1,
      Math.round(views * TOPIC_LIKES[topic] * Math.exp(0.5 * gaussian(rng))),
    );
    const likers: Author[] = rng.sample(
      Array.from({ length: members }, (_, i) => i).filter((i) => i !== author),
      likes,
    );
    if (options.demo && author !== 'demo' && rng.chance(0.02)) likers.push('demo');
    return { viewCount: Math.max(views, likers.length), likers };
  };

  const posts: GeneratedPost[] = [];
  for (let i = 0; i < options.posts; i++) {
    const board = boardPicker.pick(rng);
    // More posts lately: the community grew over the period.
    let at = nowMs - Math.pow(rng.next(), 1.3) * options.days * DAY;
    if (seoulHour(at) < 7 && at + 8 * HOUR < nowMs) at += 8 * HOUR;
    const author = rng.int(0, members - 1);
    const anonymous = board.allowAnonymous && rng.chance(0.2);
    const composed = compose(board, at);
    const comments = commentsOf(composed, board, author, anonymous, at);
    const count = comments.reduce((n, c) => n + 1 + c.replies.length, 0);
    posts.push({
      boardId: board.boardId,
      author,
      anonymous,
      title: composed.title,
      bodyHtml: blocksToHtml(composed.blocks),
      createdAt: new Date(at),
      pinned: false,
      ...engagement(composed.topic, at, count, author),
      comments,
    });
  }

  if (options.demo) assignDemo(rng, posts, options.demo);
  const reports = addReported(rng, posts, boards, members, nowMs);
  const notices = noticePosts(rng, boards, nowMs - options.days * DAY);
  // Ids follow time, as they do when members write: the latest sort is by id.
  const all = [...notices, ...posts].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    posts: all,
    reports: reports.map((r) => ({ ...r, post: all.indexOf(posts[r.post] as GeneratedPost) })),
  };
}

/** The demo member writes a few of the posts (never anonymously) and comments on others. */
function assignDemo(rng: Rng, posts: GeneratedPost[], demo: { posts: number; comments: number }) {
  const recent = posts
    .map((p, i) => ({ p, i }))
    .sort((a, b) => b.p.createdAt.getTime() - a.p.createdAt.getTime())
    .slice(0, 120);
  const mine = rng.sample(recent, demo.posts);
  for (const { p } of mine) {
    const was = p.author;
    p.author = 'demo';
    p.anonymous = false;
    p.likers = p.likers.filter((l) => l !== 'demo');
    for (const c of p.comments) {
      if (c.author === 'demo') c.author = was;
      for (const r of c.replies)
        if (r.author === was) Object.assign(r, { author: 'demo', anonymous: false });
    }
  }
  const others = recent.filter((r) => !mine.includes(r) && r.p.comments.length > 0);
  for (const { p } of rng.sample(others, demo.comments)) {
    const c = rng.pick(p.comments);
    const was = c.author;
    Object.assign(c, { author: 'demo', anonymous: false, deleted: false });
    for (const r of c.replies)
      if (r.author === was) Object.assign(r, { author: 'demo', anonymous: false });
  }
}

function noticePosts(rng: Rng, boards: readonly SeedBoard[], start: number): GeneratedPost[] {
  return NOTICES.flatMap((n, i) => {
    const board = boards.find((b) => b.slug === n.board);
    if (!board) return [];
    return [
      {
        boardId: board.boardId,
        author: 'team' as const,
        anonymous: false,
        title: n.title,
        bodyHtml: blocksToHtml(n.blocks),
        createdAt: new Date(start + i * HOUR),
        pinned: true,
        viewCount: rng.int(1_200, 4_000),
        likers: [],
        comments: [],
      },
    ];
  });
}

function addReported(
  rng: Rng,
  posts: GeneratedPost[],
  boards: readonly SeedBoard[],
  members: number,
  nowMs: number,
): GeneratedReport[] {
  const examBoard = boards.find((b) => b.exam) ?? boards[0];
  const freeBoard = boards.find((b) => b.slug === 'free') ?? boards[0];
  if (!examBoard || !freeBoard) return [];
  const reporters = (n: number, except: number) =>
    rng.sample(
      Array.from({ length: members }, (_, i) => i).filter((i) => i !== except),
      n,
    );
  const out: GeneratedReport[] = [];
  for (const r of REPORTED) {
    const board = r.board === 'exam' ? examBoard : freeBoard;
    const author = rng.int(0, members - 1);
    const at = nowMs - r.hoursAgo * HOUR;
    if (r.comment) {
      // A comment on the newest post of that board that has comments.
      let index = -1;
      posts.forEach((p, i) => {
        const fits =
          p.boardId === board.boardId && p.createdAt.getTime() < at && p.comments.length > 0;
        if (fits && (index < 0 || p.createdAt > (posts[index] as GeneratedPost).createdAt))
          index = i;
      });
      const post = posts[index];
      if (!post) continue;
      post.comments.push({
        author,
        anonymous: false,
        body: r.comment,
        createdAt: new Date(at),
        deleted: false,
        replies: [],
      });
      out.push({
        post: index,
        comment: post.comments.length - 1,
        reporters: reporters(r.reporters, author),
        reason: r.reason,
        detail: r.detail,
        blinded: r.blinded,
      });
      continue;
    }
    posts.push({
      boardId: board.boardId,
      author,
      anonymous: false,
      title: r.title,
      bodyHtml: blocksToHtml(r.blocks),
      createdAt: new Date(at),
      pinned: false,
      viewCount: rng.int(40, 160),
      likers: [],
      comments: [],
    });
    out.push({
      post: posts.length - 1,
      comment: null,
      reporters: reporters(r.reporters, author),
      reason: r.reason,
      detail: r.detail,
      blinded: r.blinded,
    });
  }
  return out;
}
