/**
 * Open modals, innermost last. While any is open, everything else directly
 * under <body> is made `inert`, so pointer, keyboard and screen reader users
 * cannot reach the page behind it (aria-modal alone is not honoured
 * everywhere). Elements marked `data-inert-exempt` (the toast live region)
 * stay reachable so announcements still get through.
 */
const stack: HTMLElement[] = [];
const madeInert = new Set<Element>();

function sync(): void {
  for (const el of madeInert) el.removeAttribute('inert');
  madeInert.clear();
  const top = stack[stack.length - 1];
  document.body.classList.toggle('has-modal', top !== undefined);
  if (!top) return;
  for (const el of Array.from(document.body.children)) {
    if (el === top || el.hasAttribute('inert') || el.hasAttribute('data-inert-exempt')) continue;
    el.setAttribute('inert', '');
    madeInert.add(el);
  }
}

/** Whether `layer` is the innermost open modal, the one keyboard input belongs to. */
export function isTopModal(layer: HTMLElement): boolean {
  return stack[stack.length - 1] === layer;
}

export function pushModal(layer: HTMLElement): () => void {
  stack.push(layer);
  sync();
  return () => {
    const i = stack.lastIndexOf(layer);
    if (i >= 0) stack.splice(i, 1);
    sync();
  };
}
