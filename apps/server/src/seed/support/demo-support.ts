import { faq, notice } from '../../db/schema';
import { FAQ_SEEDS } from '../content/support/faq-data';
import { NOTICE_SEEDS } from '../content/support/notice-data';
import { richTextToPlain, sanitizeCommunityHtml, sanitizeRichText } from '../../lib/rich-text';
import { indexDocuments } from '../../modules/search';
import { faqSearchDocument } from '../../modules/support';
import type { DemoSeed } from '../demo-seed';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * 공지사항 and 자주 묻는 질문 (decision 0037): the notices dated `daysAgo`
 * before the seeding day (at 10:00 Seoul, a working hour) with views that
 * grow with age, and the FAQ in its data's order within each category,
 * indexed for the global search. Bodies go through the same sanitisers as
 * the console's writes. No helpful counts: those come from votes only.
 *
 * The FAQ is product content rather than demo data, but the repository
 * carries reference data only in migrations, so it is seeded here; a
 * database without the demo gets its entries from the console.
 */
export const demoSupportSeed: DemoSeed = {
  name: 'demo-support',
  async run(tx) {
    const today = new Date();
    const tenAm = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 1);
    if (NOTICE_SEEDS.length > 0) {
      await tx.insert(notice).values(
        NOTICE_SEEDS.map((n, i) => {
          const body = sanitizeCommunityHtml(n.bodyHtml);
          const at = new Date(tenAm - n.daysAgo * DAY_MS);
          return {
            category: n.category,
            title: n.title,
            bodyHtml: body.html,
            bodyText: body.text,
            pinned: n.pinned,
            // Deterministic, older notices read more: 37 a day plus a little per entry.
            viewCount: n.daysAgo * 37 + ((i * 53) % 90),
            publishedAt: at,
            createdAt: at,
            updatedAt: at,
          };
        }),
      );
    }
    const order = new Map<string, number>();
    const rows = FAQ_SEEDS.map((f) => {
      const answerHtml = sanitizeRichText(f.answerHtml);
      const sortOrder = (order.get(f.category) ?? 0) + 10;
      order.set(f.category, sortOrder);
      return {
        category: f.category,
        question: f.question,
        answerHtml,
        answerText: richTextToPlain(answerHtml),
        sortOrder,
      };
    });
    if (rows.length === 0) return;
    const inserted = await tx.insert(faq).values(rows).returning();
    await indexDocuments(tx, inserted.map(faqSearchDocument));
  },
};
