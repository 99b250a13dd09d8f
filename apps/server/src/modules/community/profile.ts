import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { CommunitySanction } from '@ilteo/contract';
import type { Database, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { communityProfile, communitySanction } from '../../db/schema';
import { AppError, rejected } from '../../http/errors';
import { uniqueViolation } from '../../lib/db-errors';
import { seoulDate } from '../../lib/seoul-date';

type Db = Database | Transaction;

/** A member's standing in the community: the nickname and the sanction in force, if any. */
export interface CommunityStanding {
  nickname: string | null;
  sanction:
    | (Omit<CommunitySanction, 'startsAt' | 'endsAt'> & {
        startsAt: Date;
        endsAt: Date | null;
      })
    | null;
}

// Read before every write and by the write page: prepared.
const nicknameStatement = preparedPerDatabase((db) =>
  db
    .select({ nickname: communityProfile.nickname })
    .from(communityProfile)
    .where(eq(communityProfile.userId, sql.placeholder('userId')))
    .limit(1)
    .prepare('community_nickname'),
);

/**
 * The sanction in force at `now`: a permanent one first, else the one that
 * ends last (a later removal may end earlier than a longer earlier one).
 */
async function sanctionInForce(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select({
      level: communitySanction.level,
      startsAt: communitySanction.startsAt,
      endsAt: communitySanction.endsAt,
      reason: communitySanction.reason,
    })
    .from(communitySanction)
    .where(
      and(
        eq(communitySanction.userId, userId),
        or(isNull(communitySanction.endsAt), gt(communitySanction.endsAt, now)),
      ),
    )
    .orderBy(sql`${communitySanction.endsAt} desc nulls first`, desc(communitySanction.startsAt))
    .limit(1);
  return row ?? null;
}

export async function communityStanding(
  db: Db,
  userId: string,
  now: Date,
): Promise<CommunityStanding> {
  const [[profile], sanction] = await Promise.all([
    nicknameStatement(db).execute({ userId }),
    sanctionInForce(db, userId, now),
  ]);
  return { nickname: profile?.nickname ?? null, sanction };
}

/** 2025. 3. 9. — the end date as the write page words it (Asia/Seoul). */
export function sanctionEndLabel(endsAt: Date): string {
  const [y, m, d] = seoulDate(endsAt).split('-').map(Number);
  return `${String(y)}. ${String(m)}. ${String(d)}.`;
}

/**
 * Who may write a post or comment now: a member with a nickname and no
 * sanction in force. A sanction is a 102 carrying its end (the write page
 * shows it from GET me before anything is submitted); no nickname is a
 * 400 on the `nickname` field.
 */
export async function requireWriter(
  db: Db,
  userId: string,
  now: Date,
): Promise<{ nickname: string }> {
  const { nickname, sanction } = await communityStanding(db, userId, now);
  if (sanction) {
    const until = sanction.endsAt
      ? `${sanctionEndLabel(sanction.endsAt)}까지 제한되었습니다.`
      : '영구 제한되었습니다.';
    throw new AppError('PERMISSION_DENIED', {
      message: `커뮤니티 글쓰기가 ${until}`,
      data: { endsAt: sanction.endsAt?.toISOString() ?? null },
    });
  }
  if (nickname === null) throw rejected.field('nickname', '닉네임을 먼저 정해 주세요.');
  return { nickname };
}

/**
 * Sets the member's nickname, once. Never the member's login id or name
 * (the point of a nickname is not to show them); taken by anyone (case
 * aside, the unique index decides under concurrency) is a 302.
 */
export async function chooseNickname(
  db: Database,
  user: { userId: string; loginId: string; name: string },
  nickname: string,
): Promise<void> {
  const key = nickname.toLowerCase();
  if (key === user.loginId.toLowerCase() || key === user.name.replace(/\s+/g, '').toLowerCase()) {
    throw rejected.field('nickname', '아이디나 이름은 닉네임으로 쓸 수 없습니다.');
  }
  const [existing] = await nicknameStatement(db).execute({ userId: user.userId });
  if (existing) throw new AppError('DUPLICATE', { message: '닉네임은 한 번만 정할 수 있습니다.' });
  try {
    const inserted = await db
      .insert(communityProfile)
      .values({ userId: user.userId, nickname })
      .onConflictDoNothing({ target: communityProfile.userId })
      .returning({ userId: communityProfile.userId });
    if (inserted.length === 0) {
      throw new AppError('DUPLICATE', { message: '닉네임은 한 번만 정할 수 있습니다.' });
    }
  } catch (err) {
    if (uniqueViolation(err) === 'community_profile_nickname_idx') {
      throw new AppError('DUPLICATE', { message: '이미 사용 중인 닉네임입니다.' });
    }
    throw err;
  }
}
