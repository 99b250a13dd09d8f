import { esc } from '../postings/text';

/**
 * A post body as blocks, written out as the HTML the server's sanitiser
 * keeps unchanged (<p>, <h3>, <ul>/<li>, <strong>; text escaped). The seed
 * still passes it through sanitizeCommunityHtml, as a post's write does.
 */
export type Block =
  | { p: string; lead?: string }
  | { h3: string }
  | { ul: readonly (string | readonly [label: string, text: string])[] };

const item = (i: string | readonly [string, string]) =>
  typeof i === 'string' ? esc(i) : `<strong>${esc(i[0])}</strong> ${esc(i[1])}`;

export function blocksToHtml(blocks: readonly Block[]): string {
  return blocks
    .map((b) => {
      if ('h3' in b) return `<h3>${esc(b.h3)}</h3>`;
      if ('ul' in b) return `<ul>${b.ul.map((i) => `<li>${item(i)}</li>`).join('')}</ul>`;
      return `<p>${b.lead ? `<strong>${esc(b.lead)}</strong> ` : ''}${esc(b.p)}</p>`;
    })
    .join('');
}
