import { CHAT_LIMITS, GUIDE_CATEGORIES, GUIDE_LIMITS, SUPPORT_CATEGORIES } from '@ilteo/contract';
import { describe, expect, it } from 'vitest';
import { REFERENCE_CODES } from '../../../../db/reference';
import { CHAT_CANNED_REPLY_SEEDS } from '../../chat/canned-replies';
import { FAQ_SEEDS } from '../../support/faq-data';
import { NOTICE_SEEDS } from '../../support/notice-data';
import { GUIDE_ARTICLE_SEEDS } from './index';

const JOB_CODES = new Set(REFERENCE_CODES.filter((r) => r.grpCd === 'JOB').map((r) => r.cd));

/** Every tag name in a piece of HTML, opening and closing. */
const tagNames = (html: string): string[] =>
  [...html.matchAll(/<\/?([a-zA-Z0-9]+)/g)].map((m) => (m[1] ?? '').toLowerCase());

/** What a reader reads: tags dropped, runs of white space as one space. */
const plainText = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Attributes are allowed only on links, and a link goes to an https address. */
function attributesAreSafe(html: string): boolean {
  for (const m of html.matchAll(/<([a-zA-Z0-9]+)(\s[^>]*)?>/g)) {
    const [, tag, attrs] = m;
    if (!attrs) continue;
    if (tag !== 'a' || !/^\s+href="https:\/\/[^"\s]+"$/.test(attrs)) return false;
  }
  return true;
}

describe('guide article seeds', () => {
  const ARTICLE_TAGS = new Set([
    'h2',
    'h3',
    'p',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'blockquote',
    'a',
    'code',
  ]);

  it('has at least 30 articles and at least 5 in every category', () => {
    expect(GUIDE_ARTICLE_SEEDS.length).toBeGreaterThanOrEqual(30);
    for (const category of Object.keys(GUIDE_CATEGORIES)) {
      const count = GUIDE_ARTICLE_SEEDS.filter((a) => a.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(5);
    }
  });

  it('has unique, well-formed slugs and titles', () => {
    const slugs = GUIDE_ARTICLE_SEEDS.map((a) => a.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    const titles = GUIDE_ARTICLE_SEEDS.map((a) => a.title);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it.each(GUIDE_ARTICLE_SEEDS.map((a) => [a.slug, a] as const))(
    '%s stays within the limits',
    (_slug, a) => {
      expect(a.title.length).toBeGreaterThan(0);
      expect(a.title.length).toBeLessThanOrEqual(GUIDE_LIMITS.title);
      expect(a.summary.length).toBeGreaterThan(0);
      expect(a.summary.length).toBeLessThanOrEqual(GUIDE_LIMITS.summary);
      expect(a.tags.length).toBeGreaterThanOrEqual(2);
      expect(a.tags.length).toBeLessThanOrEqual(5);
      for (const tag of a.tags) {
        expect(tag.length).toBeLessThanOrEqual(GUIDE_LIMITS.tag);
        expect(tag).not.toMatch(/\s/);
      }
      expect(a.jobCodes.length).toBeLessThanOrEqual(GUIDE_LIMITS.jobCodes);
      for (const cd of a.jobCodes) expect(JOB_CODES.has(cd), cd).toBe(true);

      const text = plainText(a.bodyHtml);
      expect(text.length).toBeGreaterThanOrEqual(1200);
      expect(text.length).toBeLessThanOrEqual(2500);
      const h2 = a.bodyHtml.match(/<h2>/g)?.length ?? 0;
      expect(h2).toBeGreaterThanOrEqual(3);
      expect(h2).toBeLessThanOrEqual(5);
    },
  );

  it('uses only the allowed HTML', () => {
    for (const a of GUIDE_ARTICLE_SEEDS) {
      for (const tag of tagNames(a.bodyHtml))
        expect(ARTICLE_TAGS.has(tag), `${a.slug}: ${tag}`).toBe(true);
      expect(attributesAreSafe(a.bodyHtml), a.slug).toBe(true);
    }
  });
});

describe('FAQ, notice and canned-reply seeds', () => {
  const FAQ_TAGS = new Set(['p', 'ul', 'ol', 'li', 'strong', 'a']);

  it('has at least 40 FAQs, 4 to 7 in every category', () => {
    expect(FAQ_SEEDS.length).toBeGreaterThanOrEqual(40);
    for (const category of Object.keys(SUPPORT_CATEGORIES)) {
      const count = FAQ_SEEDS.filter((f) => f.category === category).length;
      expect(count, category).toBeGreaterThanOrEqual(4);
      expect(count, category).toBeLessThanOrEqual(7);
    }
  });

  it('keeps FAQ questions unique and answers to the allowed HTML', () => {
    const questions = FAQ_SEEDS.map((f) => f.question);
    expect(new Set(questions).size).toBe(questions.length);
    for (const f of FAQ_SEEDS) {
      expect(f.question.length).toBeLessThanOrEqual(200);
      expect(plainText(f.answerHtml).length).toBeGreaterThan(20);
      for (const tag of tagNames(f.answerHtml))
        expect(FAQ_TAGS.has(tag), `${f.question}: ${tag}`).toBe(true);
      // Links stay on the site (relative) or go to https; nothing else carries attributes.
      for (const m of f.answerHtml.matchAll(/<([a-z]+)(\s[^>]*)?>/g)) {
        if (!m[2]) continue;
        expect(m[1]).toBe('a');
        expect(m[2]).toMatch(/^\s+href="(\/[^"\s]*|https:\/\/[^"\s]+)"$/);
      }
    }
  });

  it('has 12 notices, 2 of them pinned, with distinct past days', () => {
    expect(NOTICE_SEEDS).toHaveLength(12);
    expect(NOTICE_SEEDS.filter((n) => n.pinned)).toHaveLength(2);
    for (const n of NOTICE_SEEDS) {
      expect(n.title.length).toBeLessThanOrEqual(120);
      expect(n.daysAgo).toBeGreaterThanOrEqual(0);
      expect(plainText(n.bodyHtml).length).toBeGreaterThan(50);
    }
  });

  it('has 10 canned replies within the chat limits', () => {
    expect(CHAT_CANNED_REPLY_SEEDS).toHaveLength(10);
    for (const r of CHAT_CANNED_REPLY_SEEDS) {
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.title.length).toBeLessThanOrEqual(CHAT_LIMITS.cannedTitle);
      expect(r.body.length).toBeGreaterThan(0);
      expect(r.body.length).toBeLessThanOrEqual(CHAT_LIMITS.cannedBody);
    }
  });
});
