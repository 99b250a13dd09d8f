import { sql } from 'drizzle-orm';
import { userRepository } from '../../modules/auth';
import { DEMO_ACCOUNT } from '../demo-account';
import type { DemoSeed } from '../demo-seed';
import { seedCommunityData } from './seed';

/** The demo community's fixed seed and size: the same posts on every fresh start. */
export const DEMO_COMMUNITY = {
  seed: 20_261_120,
  members: 60,
  posts: 600,
  days: 120,
  certificates: 22,
  languageTests: 8,
} as const;

/**
 * A lively community for `npm start`: fictional members writing 합격 후기,
 * 스터디 모집, 질문 and chatter on the general boards and on the boards of
 * the 30 most popular certificates and language tests over the last 120
 * days, the demo member among them, and a few reported items in the
 * moderation queue.
 */
export const demoCommunitySeed: DemoSeed = {
  name: 'demo-community',
  async run(tx) {
    const demo = await userRepository.findByLoginId(tx, DEMO_ACCOUNT.loginId);
    await seedCommunityData(tx, {
      ...DEMO_COMMUNITY,
      now: new Date(),
      demoUserId: demo?.userId ?? null,
    });
    await tx.execute(
      sql`analyze community_post, community_comment, community_like, search_document`,
    );
  },
};
