import { GUIDE_LIMITS, type GuideTocEntry } from '@ilteo/contract';
import { rejected } from '../../http/errors';
import { sanitizeCommunityHtml } from '../../lib/rich-text';

/** A guide article's body as it is stored: safe HTML with heading ids, its text and contents. */
export interface GuideBody {
  html: string;
  /** What a reader sees: search and the reading time. */
  text: string;
  toc: GuideTocEntry[];
  readingMinutes: number;
  /** Uploads the body shows (attached to the article as public files). */
  imageSaveNames: string[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/** The visible text of one sanitised heading (its inline tags dropped, the four entities read). */
function headingText(inner: string): string {
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A heading's id from its words (Korean letters kept): a link to a section
 * survives an edit elsewhere in the article, which a running number would
 * not. Prefixed so it never equals an id of the page around the body.
 */
function slugOf(text: string): string {
  const words = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `sec-${Array.from(words).slice(0, 40).join('').replace(/-+$/, '') || 'part'}`;
}

/**
 * Gives every h2 and h3 its id and lists them. The sanitiser writes a kept
 * heading as a bare `<h2>` (no attributes survive it), so matching the
 * bare tag finds each one; ids repeat-proof with -2, -3.
 */
export function withHeadingIds(safeHtml: string): { html: string; toc: GuideTocEntry[] } {
  const toc: GuideTocEntry[] = [];
  const used = new Set<string>();
  const html = safeHtml.replace(
    /<(h[23])>([\s\S]*?)<\/\1>/g,
    (_m, tag: 'h2' | 'h3', inner: string) => {
      const text = headingText(inner);
      const base = slugOf(text);
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${String(n)}`;
      used.add(id);
      if (text !== '') toc.push({ id, level: tag === 'h2' ? 2 : 3, text });
      return `<${tag} id="${id}">${inner}</${tag}>`;
    },
  );
  return { html, toc };
}

/** Minutes a reader needs at GUIDE_LIMITS.charsPerMinute, at least one. */
export const readingMinutesOf = (text: string): number =>
  Math.max(1, Math.ceil(Array.from(text).length / GUIDE_LIMITS.charsPerMinute));

/**
 * Sanitises an article body as the community's (the same allow-list: links,
 * lists, quotes, code and only our own uploaded images), then gives the
 * headings their ids. A body with no visible text, or one that grows past
 * the limit, is the writer's error (400 on bodyHtml).
 */
export function prepareGuideBody(bodyHtml: string): GuideBody {
  const safe = sanitizeCommunityHtml(bodyHtml);
  if (safe.text === '') throw rejected.field('bodyHtml', '내용을 입력해 주세요.');
  const { html, toc } = withHeadingIds(safe.html);
  if (html.length > GUIDE_LIMITS.bodyHtml) {
    throw rejected.field('bodyHtml', '내용이 너무 깁니다. 이미지나 서식을 줄여 주세요.');
  }
  return {
    html,
    text: safe.text,
    toc,
    readingMinutes: readingMinutesOf(safe.text),
    imageSaveNames: safe.imageSaveNames,
  };
}
