import sanitizeHtml from 'sanitize-html';
import { API } from '@ilteo/contract';

/**
 * Rich text (posting descriptions, later community posts) is sanitised once,
 * on the server, when it is stored: what is read back is safe to render as
 * HTML. Only structural tags survive; no styles, scripts, event handlers,
 * frames or images from elsewhere; links are http(s) or mailto and open
 * without handing the opener over.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h3',
    'h4',
    'h5',
    'blockquote',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'a',
    'span',
  ],
  allowedAttributes: {
    // rel and target are set by the transform below, never taken from input.
    a: ['href', 'title', 'rel', 'target'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    // Headings inside a posting sit under the page's own h1/h2.
    h1: 'h3',
    h2: 'h3',
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The text of rich text, for search and for meta descriptions. */
export function richTextToPlain(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/* ------------------------------------------------------------------ */
/* Community posts and comments                                        */
/* ------------------------------------------------------------------ */

/**
 * Where an uploaded image is read: the only image source a community body
 * may show. A picture from elsewhere could track readers or change after
 * moderation looked at it, so it is dropped rather than proxied.
 */
const FILE_PATH = API.cmmn.file;
// The files module's saveName shape (fileQuerySchema): nothing that needs escaping.
const SAVE_NAME = /^[A-Za-z0-9_-]{22,64}\.[a-z0-9]{1,8}$/;
// Parses a relative src; never fetched, never output.
const PLACEHOLDER_ORIGIN = 'https://placeholder.invalid';
const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:']);

/** The saveName an image source names, or undefined when it is not our file link. */
function ownImage(src: string | undefined): string | undefined {
  if (src === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(src, PLACEHOLDER_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.pathname !== FILE_PATH || url.username !== '' || url.password !== '') return undefined;
  const keys = [...url.searchParams.keys()];
  const name = url.searchParams.get('saveName');
  if (keys.length !== 1 || name === null || !SAVE_NAME.test(name)) return undefined;
  return name;
}

/**
 * A link's target when it is absolute http(s) or mailto. The WHATWG parser
 * strips tabs, newlines and leading controls exactly as a browser does, so
 * `jav&#x09;ascript:` is seen as the javascript: it would become.
 */
function safeHref(href: string | undefined): string | undefined {
  if (href === undefined) return undefined;
  try {
    const url = new URL(href);
    return LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const COMMUNITY_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'pre',
    'code',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Content of these is code, markup in another language or hidden UI, not
  // text a reader saw; keeping it would turn it into visible (escaped) noise.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'object',
    'template',
    'title',
    'svg',
    'math',
    'head',
  ],
  // No nestingLimit and no renaming to a disallowed tag: sanitize-html
  // forgets a renamed tag it skipped and renames a later closing tag.
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    a: (_tag, attribs): sanitizeHtml.Tag => {
      const href = safeHref(attribs.href);
      // Without href the filter below unwraps it: the words stay, the link goes.
      if (href === undefined) return { tagName: 'a', attribs: {} };
      return {
        tagName: 'a',
        attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' },
      };
    },
    img: (_tag, attribs): sanitizeHtml.Tag => {
      const saveName = ownImage(attribs.src);
      if (saveName === undefined) return { tagName: 'img', attribs: {} };
      const out: sanitizeHtml.Attributes = { src: `${FILE_PATH}?saveName=${saveName}` };
      if (attribs.alt) out.alt = attribs.alt;
      return { tagName: 'img', attribs: out };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return frame.tag === 'img' && !frame.attribs.src;
  },
};

// Tags after which the reader sees a break, so the text gets a space there.
const INLINE_TAGS = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'code', 'a']);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

/**
 * Visible text of sanitised community HTML. The sanitiser's output escapes
 * `<`, `>`, `&` and `"` everywhere (attributes included), so a tag is
 * exactly `<…>` and only those four entities occur.
 */
function visibleText(safeHtml: string): string {
  return safeHtml
    .replace(/<\/?([a-z0-9]+)[^>]*>/g, (_m, name: string) => (INLINE_TAGS.has(name) ? '' : ' '))
    .replace(/&(amp|lt|gt|quot);/g, (_m, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface CommunityHtml {
  /** Safe to render as HTML; sanitising it again changes nothing. */
  html: string;
  /** What a reader sees, for excerpts, length limits and search. */
  text: string;
  /** Uploads the body shows, in order of first appearance. */
  imageSaveNames: string[];
}

/**
 * Community posts and comments: a stricter allow-list than postings (no
 * tables, spans or classes) plus code blocks and our own uploaded images.
 */
export function sanitizeCommunityHtml(html: string): CommunityHtml {
  const safe = sanitizeHtml(html, COMMUNITY_OPTIONS);
  const imageSaveNames: string[] = [];
  for (const m of safe.matchAll(/<img src="[^"?]*\?saveName=([^"]+)"/g)) {
    const name = m[1];
    if (name !== undefined && !imageSaveNames.includes(name)) imageSaveNames.push(name);
  }
  return { html: safe, text: visibleText(safe), imageSaveNames };
}

/**
 * Stored community HTML on its way out (a post's detail): sanitised again,
 * since stored HTML is never trusted alone (decision 0030). The result is a
 * fixed fact of the text and these options, so recent answers are kept: the
 * detail is the community's busiest read and sanitize-html was its costliest
 * step. A memo of a pure function, as the token memo (decision 0029), not
 * shared state. Bounded by the characters held (a body is at most 50,000);
 * the oldest entry goes first.
 */
const OUTPUT_MEMO_CHARS = 4_000_000;
const outputMemo = new Map<string, string>();
let outputMemoChars = 0;

export function communityHtmlForOutput(stored: string): string {
  const known = outputMemo.get(stored);
  if (known !== undefined) return known;
  const html = sanitizeHtml(stored, COMMUNITY_OPTIONS);
  const size = stored.length + html.length;
  while (outputMemoChars + size > OUTPUT_MEMO_CHARS) {
    const oldest = outputMemo.entries().next();
    if (oldest.done) break;
    outputMemo.delete(oldest.value[0]);
    outputMemoChars -= oldest.value[0].length + oldest.value[1].length;
  }
  if (size <= OUTPUT_MEMO_CHARS) {
    outputMemo.set(stored, html);
    outputMemoChars += size;
  }
  return html;
}
