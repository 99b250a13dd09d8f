import type { GuideTocEntry } from '@ilteo/contract';

/**
 * 목차: links to the body's h2 and h3 by the ids the server gave them. A
 * plain anchor, so the address keeps the section (shareable) and the
 * browser moves focus and scroll as it does for any fragment.
 */
export function GuideToc({ toc }: { toc: readonly GuideTocEntry[] }) {
  if (toc.length < 2) return null;
  return (
    <nav className="guide-toc" aria-labelledby="guide-toc-title">
      <h2 id="guide-toc-title" className="guide-toc__title">
        목차
      </h2>
      <ol className="guide-toc__list">
        {toc.map((entry) => (
          <li key={entry.id} className={`guide-toc__item guide-toc__item--h${String(entry.level)}`}>
            <a href={`#${entry.id}`}>{entry.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
