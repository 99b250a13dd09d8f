import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { COMMUNITY_LIMITS, GENERAL_BOARDS } from '@ilteo/contract';
import type { Transaction } from '../../db/client';
import {
  certificate,
  communityBoard,
  communityComment,
  communityLike,
  communityPost,
  contentReport,
  languageTest,
  moderationItem,
} from '../../db/schema';
import { sanitizeCommunityHtml } from '../../lib/rich-text';
import { postSearchDocument } from '../../modules/community';
import { indexDocuments } from '../../modules/search';
import { Rng } from '../postings/prng';
import {
  generateCommunity,
  type Author,
  type GeneratedCommunity,
  type SeedBoard,
} from './generator';
import { createCommunityMembers } from './members';
import type { ExamSubject } from './subjects';

export interface SeedCommunityOptions {
  seed: number;
  now: Date;
  members: number;
  posts: number;
  days: number;
  /** Boards of the most popular certificates and language tests. */
  certificates: number;
  languageTests: number;
  demoUserId: string | null;
}

export interface SeededCommunity {
  postIds: number[];
  members: string[];
}

const BATCH = 300;

/** A comment's title where one is wanted (the moderation queue), as the community's hooks clip it. */
const commentTitle = (body: string) => {
  const chars = Array.from(body.replace(/\s+/g, ' ').trim());
  return chars.length > 40 ? `${chars.slice(0, 39).join('')}…` : chars.join('');
};

/**
 * The boards: the general ones (migration 0022) and one per popular
 * certificate and language test, created as a first post creates one
 * (kind + ref_code, the catalogue's name, anonymous allowed).
 */
async function seedBoards(tx: Transaction, options: SeedCommunityOptions): Promise<SeedBoard[]> {
  const certs = await tx
    .select({
      code: certificate.code,
      name: certificate.name,
      subjects: certificate.writtenSubjects,
      practical: certificate.practical,
      popularity: certificate.popularity,
    })
    .from(certificate)
    .orderBy(desc(certificate.popularity), asc(certificate.code))
    .limit(options.certificates);
  const tests = await tx
    .select({
      code: languageTest.code,
      name: languageTest.name,
      popularity: languageTest.popularity,
    })
    .from(languageTest)
    .orderBy(desc(languageTest.popularity), asc(languageTest.code))
    .limit(options.languageTests);
  const exams: ExamSubject[] = [
    ...certs.map((c) => ({
      kind: 'certificate' as const,
      code: c.code,
      name: c.name,
      subjects: c.subjects,
      practical: c.practical !== null,
      popularity: c.popularity,
    })),
    ...tests.map((t) => ({
      kind: 'language-test' as const,
      code: t.code,
      name: t.name,
      subjects: [],
      practical: false,
      popularity: t.popularity,
    })),
  ];
  if (exams.length > 0) {
    await tx
      .insert(communityBoard)
      .values(
        exams.map((e) => ({ kind: e.kind, refCode: e.code, name: e.name, allowAnonymous: true })),
      )
      .onConflictDoNothing();
  }
  const rows = await tx.select().from(communityBoard).orderBy(asc(communityBoard.boardId));
  const examOf = new Map(exams.map((e) => [`${e.kind}:${e.code}`, e]));
  return rows.flatMap((b): SeedBoard[] => {
    if (b.kind === 'general') {
      if (!b.slug || !(b.slug in GENERAL_BOARDS)) return [];
      return [
        {
          boardId: b.boardId,
          kind: 'general',
          slug: b.slug,
          name: b.name,
          allowAnonymous: b.allowAnonymous,
          exam: null,
        },
      ];
    }
    const exam = examOf.get(`${b.kind}:${b.refCode ?? ''}`);
    return exam
      ? [
          {
            boardId: b.boardId,
            kind: exam.kind,
            slug: null,
            name: b.name,
            allowAnonymous: b.allowAnonymous,
            exam,
          },
        ]
      : [];
  });
}

/**
 * Writes the demo community in the caller's transaction: members and
 * nicknames, boards, posts (bodies through the server's sanitiser), comments
 * and replies, likes, the counters every list reads (recounted from the rows
 * written), the posts' search documents and the reported items.
 */
export async function seedCommunityData(
  tx: Transaction,
  options: SeedCommunityOptions,
): Promise<SeededCommunity> {
  const rng = new Rng(options.seed);
  const memberRng = rng.fork();
  const dataRng = rng.fork();
  const since = new Date(options.now.getTime() - (options.days + 30) * 86_400_000);
  const boards = await seedBoards(tx, options);
  const people = await createCommunityMembers(
    tx,
    memberRng,
    options.members,
    since,
    options.demoUserId,
  );
  const data = generateCommunity(dataRng, {
    boards,
    members: options.members,
    posts: options.posts,
    now: options.now,
    days: options.days,
    demo: options.demoUserId ? { posts: 4, comments: 8 } : null,
  });
  const userOf = (a: Author): string => {
    if (a === 'team') return people.team;
    if (a === 'demo') return options.demoUserId ?? people.team;
    return people.members[a] ?? people.team;
  };
  const blinded = new Set(
    data.reports.filter((r) => r.blinded && r.comment === null).map((r) => r.post),
  );

  const postIds: number[] = [];
  for (let i = 0; i < data.posts.length; i += BATCH) {
    const rows = data.posts.slice(i, i + BATCH).map((p, j) => {
      const body = sanitizeCommunityHtml(p.bodyHtml);
      return {
        boardId: p.boardId,
        authorId: userOf(p.author),
        anonymous: p.anonymous,
        title: p.title,
        bodyHtml: body.html,
        excerpt: Array.from(body.text).slice(0, COMMUNITY_LIMITS.excerpt).join(''),
        state: blinded.has(i + j) ? 'blinded' : 'published',
        pinned: p.pinned,
        viewCount: p.viewCount,
        createdAt: p.createdAt,
      };
    });
    const ids = await tx
      .insert(communityPost)
      .values(rows)
      .returning({ postId: communityPost.postId });
    postIds.push(...ids.map((r) => r.postId));
  }
  const commentIds = await writeComments(tx, data, postIds, userOf);
  await writeLikes(tx, data, postIds, userOf);
  await recount(tx, postIds);
  await writeReports(tx, data, postIds, commentIds, userOf, options.now);

  // The posts' search documents as the community module builds them (hidden while blinded).
  const indexed = await tx
    .select({ post: communityPost, boardName: communityBoard.name })
    .from(communityPost)
    .innerJoin(communityBoard, eq(communityBoard.boardId, communityPost.boardId))
    .where(inArray(communityPost.postId, postIds));
  await indexDocuments(
    tx,
    indexed.map((r) => postSearchDocument(r.post, r.boardName)),
  );
  return { postIds, members: people.members };
}

/**
 * Comments and replies in the order they were written (ids follow time, as
 * the comment list's order expects); a reply's parent is set once every
 * comment has its id. Returns each post's top-level comment ids by index.
 */
async function writeComments(
  tx: Transaction,
  data: GeneratedCommunity,
  postIds: readonly number[],
  userOf: (a: Author) => string,
): Promise<number[][]> {
  type Row = {
    post: number;
    comment: number;
    reply: number | null;
    at: Date;
    author: Author;
    anonymous: boolean;
    body: string;
    deleted: boolean;
  };
  const rows: Row[] = data.posts.flatMap((p, post) =>
    p.comments.flatMap((c, comment) => [
      {
        post,
        comment,
        reply: null,
        at: c.createdAt,
        author: c.author,
        anonymous: c.anonymous,
        body: c.body,
        deleted: c.deleted,
      },
      ...c.replies.map((r, reply) => ({
        post,
        comment,
        reply,
        at: r.createdAt,
        author: r.author,
        anonymous: r.anonymous,
        body: r.body,
        deleted: false,
      })),
    ]),
  );
  rows.sort((a, b) => a.at.getTime() - b.at.getTime());
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const values = rows.slice(i, i + BATCH).map((r) => ({
      postId: postIds[r.post] as number,
      authorId: userOf(r.author),
      anonymous: r.anonymous,
      body: r.body,
      state: r.deleted ? 'deleted' : 'published',
      createdAt: r.at,
    }));
    const inserted = await tx
      .insert(communityComment)
      .values(values)
      .returning({ id: communityComment.commentId });
    ids.push(...inserted.map((r) => r.id));
  }
  const topIds: number[][] = data.posts.map((p) => p.comments.map(() => 0));
  rows.forEach((r, i) => {
    if (r.reply === null) (topIds[r.post] as number[])[r.comment] = ids[i] as number;
  });
  const links = rows.flatMap((r, i) =>
    r.reply === null ? [] : [sql`(${ids[i]}::int, ${topIds[r.post]?.[r.comment]}::int)`],
  );
  for (let i = 0; i < links.length; i += BATCH) {
    await tx.execute(
      sql`update community_comment as c set parent_id = v.parent
          from (values ${sql.join(links.slice(i, i + BATCH), sql`, `)}) as v(id, parent)
          where c.comment_id = v.id`,
    );
  }
  return topIds;
}

async function writeLikes(
  tx: Transaction,
  data: GeneratedCommunity,
  postIds: readonly number[],
  userOf: (a: Author) => string,
) {
  const rows = data.posts.flatMap((p, i) =>
    p.likers.map((a, k) => ({
      postId: postIds[i] as number,
      userId: userOf(a),
      // Likes arrive in the days after the post, never after now.
      createdAt: new Date(p.createdAt.getTime() + (k + 1) * 3_600_000),
    })),
  );
  for (let i = 0; i < rows.length; i += 1_000) {
    await tx
      .insert(communityLike)
      .values(rows.slice(i, i + 1_000))
      .onConflictDoNothing();
  }
}

/** The counters the lists read, recounted from the rows just written (decision 0030's meanings). */
async function recount(tx: Transaction, postIds: readonly number[]) {
  const first = Math.min(...postIds);
  const last = Math.max(...postIds);
  await tx.execute(sql`update community_comment c
    set reply_count = (select count(*)::int from community_comment r where r.parent_id = c.comment_id and r.state <> 'deleted')
    where c.parent_id is null and c.post_id between ${first} and ${last}`);
  await tx.execute(sql`update community_post p set
    like_count = (select count(*)::int from community_like l where l.post_id = p.post_id),
    comment_count = (select count(*)::int from community_comment c where c.post_id = p.post_id and c.state = 'published')
    where p.post_id between ${first} and ${last}`);
  await tx.execute(sql`update community_board b
    set post_count = (select count(*)::int from community_post p where p.board_id = b.board_id and p.state = 'published')`);
}

/** Reports and their queue items, as the report service leaves them (every reporter's weight 1: no record yet). */
async function writeReports(
  tx: Transaction,
  data: GeneratedCommunity,
  postIds: readonly number[],
  commentIds: readonly number[][],
  userOf: (a: Author) => string,
  now: Date,
) {
  for (const r of data.reports) {
    const post = data.posts[r.post];
    if (!post) continue;
    const comment = r.comment === null ? null : post.comments[r.comment];
    const targetType = comment ? 'comment' : 'community-post';
    const targetId = String(comment ? commentIds[r.post]?.[r.comment ?? 0] : postIds[r.post]);
    const created = comment ? comment.createdAt : post.createdAt;
    const step = (now.getTime() - created.getTime()) / (r.reporters.length + 1);
    const times = r.reporters.map((_, k) => new Date(created.getTime() + (k + 1) * step));
    await tx.insert(contentReport).values(
      r.reporters.map((m, k) => ({
        userId: userOf(m),
        targetType,
        targetId,
        reason: r.reason,
        detail: k === 0 ? r.detail : '',
        createdAt: times[k],
      })),
    );
    const lastReport = times[times.length - 1] ?? now;
    await tx.insert(moderationItem).values({
      targetType,
      targetId,
      authorId: userOf(comment ? comment.author : post.author),
      title: comment ? commentTitle(comment.body) : post.title,
      score: r.reporters.length,
      reporters: r.reporters.length,
      blindedAt: r.blinded ? lastReport : null,
      hiddenSince: r.blinded ? lastReport : null,
      createdAt: times[0] ?? now,
      updatedAt: lastReport,
    });
  }
}
