/** Korean text helpers for generated copy. */

/** 1234567 → '1,234,567' (no locale data involved, so output is the same everywhere). */
export function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** The final consonant (종성) index of the last Hangul syllable; 0 for none. */
function finalConsonant(word: string): number | undefined {
  for (let i = word.length - 1; i >= 0; i--) {
    const c = word.charCodeAt(i);
    if (c >= 0xac00 && c <= 0xd7a3) return (c - 0xac00) % 28;
  }
  return undefined;
}

/** 은 or 는 after a word, by its last Hangul syllable. */
export function topic(word: string): string {
  return finalConsonant(word) ? `${word}은` : `${word}는`;
}

/** 기업 → 기업으로, 복지시설 → 복지시설로 (ㄹ and no final take 로). */
export function instrumental(word: string): string {
  const jong = finalConsonant(word);
  return jong === undefined || jong === 0 || jong === 8 ? `${word}로` : `${word}으로`;
}

/** 개발자 → 개발자를, 사무원 → 사무원을. */
export function objectOf(word: string): string {
  return finalConsonant(word) ? `${word}을` : `${word}를`;
}

/** Escapes text for HTML. */
export function esc(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export const section = (heading: string, body: string) => `<h3>${esc(heading)}</h3>${body}`;
export const paragraph = (text: string) => `<p>${esc(text)}</p>`;
export const list = (items: readonly string[]) =>
  `<ul>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ul>`;
