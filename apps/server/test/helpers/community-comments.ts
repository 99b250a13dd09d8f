import { eq, sql } from 'drizzle-orm';
import { API, type GeneralBoard } from '@ilteo/contract';
import type { FastifyInstance } from 'fastify';
import { selectRows, type DatabaseHandle } from '../../src/db/client';
import { communityBoard, communityPost, communityProfile } from '../../src/db/schema';
import { postSearchDocument } from '../../src/modules/community';
import { indexDocuments } from '../../src/modules/search';
import { createClient } from './app';
import { createUser, loggedInClient } from './users';

export type Client = ReturnType<typeof createClient>;

let serial = 0;

/** A signed-in account; a member gets a community nickname unless told not to. */
export async function communityMember(
  app: FastifyInstance,
  database: DatabaseHandle,
  options: { role?: 'member' | 'company'; nickname?: boolean } = {},
) {
  const user = await createUser(database, { role: options.role ?? 'member' });
  let nickname: string | null = null;
  if (options.nickname !== false && (options.role ?? 'member') === 'member') {
    serial += 1;
    nickname = `댓글러${String(serial)}${Math.random().toString(36).slice(2, 4)}`;
    await database.db.insert(communityProfile).values({ userId: user.userId, nickname });
  }
  return { user, nickname, client: await loggedInClient(app, user.loginId, user.password) };
}

export async function guest(app: FastifyInstance): Promise<Client> {
  const client = createClient(app);
  await client.get(API.system.health);
  return client;
}

/**
 * A published post on a general board, written as the community writes one:
 * the board's count and its search document with it.
 */
export async function publishedPost(
  database: DatabaseHandle,
  authorId: string,
  slug: GeneralBoard = 'free',
): Promise<number> {
  serial += 1;
  const [board] = await database.db
    .select()
    .from(communityBoard)
    .where(eq(communityBoard.slug, slug));
  if (!board) throw new Error('the general boards are seeded by migration');
  const [post] = await database.db
    .insert(communityPost)
    .values({
      boardId: board.boardId,
      authorId,
      title: `댓글 테스트 글 ${String(serial)}`,
      bodyHtml: '<p>댓글을 기다리는 본문입니다.</p>',
      excerpt: '댓글을 기다리는 본문입니다.',
    })
    .returning();
  if (!post) throw new Error('post not inserted');
  await database.db
    .update(communityBoard)
    .set({ postCount: sql`${communityBoard.postCount} + 1` })
    .where(eq(communityBoard.boardId, board.boardId));
  await indexDocuments(database.db, [postSearchDocument(post, board.name)]);
  return post.postId;
}

/** The kept counters of a post and its board. */
export async function counters(database: DatabaseHandle, postId: number) {
  const [row] = await selectRows<{ comment_count: number; post_count: number; state: string }>(
    database.db,
    sql`select p.comment_count, b.post_count, p.state from community_post p
        join community_board b on b.board_id = p.board_id where p.post_id = ${postId}`,
  );
  if (!row) throw new Error(`post ${String(postId)} not found`);
  return { comments: row.comment_count, boardPosts: row.post_count, state: row.state };
}

export async function replyCount(database: DatabaseHandle, commentId: number): Promise<number> {
  const [row] = await selectRows<{ reply_count: number }>(
    database.db,
    sql`select reply_count from community_comment where comment_id = ${commentId}`,
  );
  return row?.reply_count ?? -1;
}

/** The alarms of a member: kind and link, oldest first. */
export async function alarmsOf(database: DatabaseHandle, userId: string) {
  return selectRows<{ kind: string; link: string | null; message: string }>(
    database.db,
    sql`select kind, link, message from alarm where user_id = ${userId} order by alarm_id`,
  );
}
