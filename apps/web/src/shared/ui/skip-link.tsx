import type { MouseEvent } from 'react';

/** Every layout gives its <main> this id (with tabIndex -1) so the skip link can land there. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to the page's main content. `scroll` brings it into view (the
 * skip link); after a navigation the page is already at the top and must stay there.
 */
export function focusMainContent({ scroll = false }: { scroll?: boolean } = {}): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  main.focus({ preventScroll: true });
  if (scroll) main.scrollIntoView({ block: 'start' });
}

/**
 * 본문 바로가기. It moves focus itself instead of following the #hash, which
 * the router would treat as a navigation (scroll to top, page view).
 */
export function SkipLink() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    focusMainContent({ scroll: true });
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      본문 바로가기
    </a>
  );
}
