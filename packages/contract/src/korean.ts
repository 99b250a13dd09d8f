/**
 * Korean search helpers shared by server and client: initial consonants
 * (초성) of Hangul syllables, so ㅈㅂㅊㄹ finds 정보처리기사.
 */

const SYLLABLE_FIRST = 0xac00;
const SYLLABLE_LAST = 0xd7a3;
/** Compatibility jamo for the 19 initial consonants, in Unicode order. */
const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const INITIAL_SET = new Set(INITIALS);

/** Each Hangul syllable replaced by its initial consonant; other characters kept. */
export function toInitials(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    out +=
      code >= SYLLABLE_FIRST && code <= SYLLABLE_LAST
        ? (INITIALS[Math.floor((code - SYLLABLE_FIRST) / 588)] ?? ch)
        : ch;
  }
  return out;
}

/** A query made only of initial consonants (ㅈㅂㅊㄹ), spaces aside. */
export function isInitialsQuery(query: string): boolean {
  const compact = query.replace(/\s+/g, '');
  if (compact.length === 0) return false;
  for (const ch of compact) if (!INITIAL_SET.has(ch)) return false;
  return true;
}

/** How names and queries are compared: NFC, lower case, no spaces or middle dots. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\s·ㆍ.]+/g, '');
}
