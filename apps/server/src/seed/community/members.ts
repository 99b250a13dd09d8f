import { inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { CONSENT_ITEMS } from '../../db/reference/consents';
import { appUser, communityProfile, userConsent } from '../../db/schema';
import type { Rng } from '../postings/prng';
import { generateNicknames } from './nicknames';

/**
 * The demo community's fictional members, created as the demo account is
 * (an app_user row and its consents) but without a password: nobody can
 * sign in as them. Names are plainly placeholders (예시회원07); what the
 * community shows is the nickname, never a name.
 */
export const COMMUNITY_MEMBER_PREFIX = 'commu-member-';
/** The account the general boards' 공지 are written under. */
export const COMMUNITY_TEAM = { loginId: 'commu-team', nickname: '일터커뮤니티팀' } as const;
/** The demo member's nickname, unless they already chose one. */
export const DEMO_NICKNAME = '일터새내기';

const pad = (n: number) => String(n).padStart(2, '0');

export interface CommunityMembers {
  /** User ids of the fictional members, by index. */
  members: string[];
  team: string;
}

/** Creates `count` members and the team account with their nicknames; returns their ids. */
export async function createCommunityMembers(
  tx: Transaction,
  rng: Rng,
  count: number,
  since: Date,
  demoUserId: string | null,
): Promise<CommunityMembers> {
  const accounts = [
    ...Array.from({ length: count }, (_, i) => ({
      loginId: `${COMMUNITY_MEMBER_PREFIX}${pad(i + 1)}`,
      name: `예시회원${pad(i + 1)}`,
    })),
    { loginId: COMMUNITY_TEAM.loginId, name: '일터 커뮤니티 운영' },
  ];
  await tx
    .insert(appUser)
    .values(
      accounts.map((a) => ({
        loginId: a.loginId,
        passwordHash: null,
        name: a.name,
        status: 'active',
        createdAt: since,
        updatedAt: since,
      })),
    )
    .onConflictDoNothing();
  const rows = await tx
    .select({ userId: appUser.userId, loginId: appUser.loginId })
    .from(appUser)
    .where(
      inArray(
        appUser.loginId,
        accounts.map((a) => a.loginId),
      ),
    );
  const idOf = new Map(rows.map((r) => [r.loginId, r.userId]));
  const ids = accounts.map((a) => {
    const id = idOf.get(a.loginId);
    if (!id) throw new Error(`community seed: account ${a.loginId} missing`);
    return id;
  });
  await tx
    .insert(userConsent)
    .values(
      ids.flatMap((userId) =>
        CONSENT_ITEMS.map((c) => ({
          userId,
          code: c.code,
          version: c.version,
          agreed: c.required,
        })),
      ),
    )
    .onConflictDoNothing();

  // Nicknames already chosen on this database stay theirs (the unique index ignores case).
  const taken = await tx.select({ nickname: communityProfile.nickname }).from(communityProfile);
  const takenNames = [...taken.map((t) => t.nickname), COMMUNITY_TEAM.nickname, DEMO_NICKNAME];
  const nicknames = generateNicknames(rng, count, takenNames);
  const profiles = [
    ...ids.slice(0, count).map((userId, i) => ({
      userId,
      nickname: nicknames[i] ?? `${COMMUNITY_MEMBER_PREFIX}${pad(i + 1)}`,
    })),
    { userId: ids[count] as string, nickname: COMMUNITY_TEAM.nickname },
  ];
  if (demoUserId) profiles.push({ userId: demoUserId, nickname: DEMO_NICKNAME });
  // A profile that exists (the demo member's own choice) is kept; a clashing nickname is skipped.
  for (const p of profiles) {
    await tx.execute(
      sql`insert into community_profile (user_id, nickname, created_at) values (${p.userId}, ${p.nickname}, ${since})
          on conflict do nothing`,
    );
  }
  return { members: ids.slice(0, count), team: ids[count] as string };
}
