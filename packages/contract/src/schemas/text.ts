import { z } from 'zod';

/**
 * Text the client types or sends. PostgreSQL cannot store a NUL in text at
 * all, and no field here has a use for the other control characters or for
 * half of a surrogate pair (which cannot be written as UTF-8): they are typing
 * accidents or probes, so they are refused as the client's error (400, 202)
 * before anything reaches the database, the mail or a log. Every free-text
 * field of the contract is built from `lineText` or `multilineText`; fields
 * held to a pattern, an enum or a format refuse these characters already.
 */

export const CONTROL_CHARACTER_MESSAGE = '입력할 수 없는 문자(제어 문자)가 들어 있습니다.';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

/**
 * Whether `text` holds a C0 control character (tab, LF and CR are allowed
 * when `lineBreaks`), DEL, or a lone surrogate. A loop rather than a regular
 * expression: finding a lone surrogate needs a lookbehind, which older
 * WebViews of the hybrid app cannot parse.
 */
export function hasControlCharacter(text: string, lineBreaks: boolean): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20) {
      if (lineBreaks && (c === TAB || c === LINE_FEED || c === CARRIAGE_RETURN)) continue;
      return true;
    }
    if (c === DELETE) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return true;
    }
  }
  return false;
}

type StringParams = Parameters<typeof z.string>[0];

/**
 * One line of text: names, keywords, codes, addresses, tokens, paths. No
 * control character at all. Chain the field's own rules after it
 * (`lineText().trim().max(50)`); the check sees the text as sent.
 */
export function lineText(params?: StringParams) {
  return z.string(params).refine((s) => !hasControlCharacter(s, false), CONTROL_CHARACTER_MESSAGE);
}

/** Text that may run over several lines (a report's detail, a note): tab, LF and CR allowed. */
export function multilineText(params?: StringParams) {
  return z.string(params).refine((s) => !hasControlCharacter(s, true), CONTROL_CHARACTER_MESSAGE);
}
