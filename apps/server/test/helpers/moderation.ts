import { eq, sql } from 'drizzle-orm';
import { API } from '@ilteo/contract';
import type { FastifyInstance } from 'fastify';
import type { DatabaseHandle } from '../../src/db/client';
import {
  communityBoard,
  communityComment,
  communityPost,
  communityProfile,
} from '../../src/db/schema';
import { createClient } from './app';
import { createUser, loggedInClient } from './users';

export type Client = ReturnType<typeof createClient>;

let serial = 0;

/** A member with a signed-in client (role: member unless given). */
export async function memberWithClient(
  app: FastifyInstance,
  database: DatabaseHandle,
  role: 'member' | 'company' = 'member',
) {
  const user = await createUser(database, { role });
  return { user, client: await loggedInClient(app, user.loginId, user.password) };
}

/** A visitor's client (with its CSRF cookie). */
export async function guestClient(app: FastifyInstance): Promise<Client> {
  const client = createClient(app);
  await client.get(API.system.health);
  return client;
}

/** Gives a member a community nickname, as the first post would. */
export async function giveNickname(database: DatabaseHandle, userId: string): Promise<string> {
  serial += 1;
  const nickname = `닉${String(serial)}${Math.random().toString(36).slice(2, 5)}`;
  await database.db.insert(communityProfile).values({ userId, nickname });
  return nickname;
}

/**
 * A published community post written straight to the tables (the board's
 * count kept as the community's own writes keep it).
 */
export async function insertPost(
  database: DatabaseHandle,
  authorId: string,
  title = `신고 테스트 글 ${String(++serial)}`,
): Promise<string> {
  const [board] = await database.db
    .select({ boardId: communityBoard.boardId })
    .from(communityBoard)
    .where(eq(communityBoard.slug, 'free'));
  if (!board) throw new Error('the general boards are seeded by migration');
  const [post] = await database.db
    .insert(communityPost)
    .values({
      boardId: board.boardId,
      authorId,
      title,
      bodyHtml: '<p>본문입니다.</p>',
      excerpt: '본문입니다.',
    })
    .returning({ postId: communityPost.postId });
  await database.db
    .update(communityBoard)
    .set({ postCount: sql`${communityBoard.postCount} + 1` })
    .where(eq(communityBoard.boardId, board.boardId));
  return String(post?.postId ?? 0);
}

/** A published comment on a post, written straight to the tables. */
export async function insertComment(
  database: DatabaseHandle,
  postId: string,
  authorId: string,
  body = '댓글입니다.',
): Promise<string> {
  const [comment] = await database.db
    .insert(communityComment)
    .values({ postId: Number(postId), authorId, body })
    .returning({ commentId: communityComment.commentId });
  await database.db
    .update(communityPost)
    .set({ commentCount: sql`${communityPost.commentCount} + 1` })
    .where(eq(communityPost.postId, Number(postId)));
  return String(comment?.commentId ?? 0);
}

let address = 0;

/**
 * Reports an item from a member's client, each from an address of its own
 * (the report route's flood guard counts per address; the app under test
 * trusts one proxy hop, TRUST_PROXY_HOPS=1).
 */
export const reportAs = (
  client: Client,
  targetType: string,
  targetId: string,
  body: Record<string, unknown> = {},
) => {
  address += 1;
  return client.post(API.person.report, {
    payload: { targetType, targetId, reason: 'spam', detail: '', ...body },
    headers: {
      'x-forwarded-for': `10.20.${String(Math.floor(address / 250) % 250)}.${String((address % 250) + 1)}`,
    },
  });
};

/** The state column of a post. */
export async function postState(database: DatabaseHandle, postId: string): Promise<string> {
  const [row] = await database.db
    .select({ state: communityPost.state })
    .from(communityPost)
    .where(eq(communityPost.postId, Number(postId)));
  return row?.state ?? 'missing';
}
