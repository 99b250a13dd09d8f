import { chatCannedReply } from '../db/schema';
import { CHAT_CANNED_REPLY_SEEDS } from './content/chat/canned-replies';
import type { DemoSeed } from './demo-seed';

/**
 * The counsellors' starting canned replies (상용구), in the order written;
 * counsellors edit them in the console afterwards. No conversations are
 * seeded: a chat is the demo member's and the counsellor's to start.
 */
export const demoChatSeed: DemoSeed = {
  name: 'demo-chat-canned-replies',
  async run(tx) {
    await tx.insert(chatCannedReply).values(
      CHAT_CANNED_REPLY_SEEDS.map((reply, i) => ({
        title: reply.title,
        body: reply.body,
        sortOrder: i,
      })),
    );
  },
};
