const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'summary',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `root` that Tab can reach, in DOM order. */
export function focusableWithin(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.closest('[hidden], [inert]') === null && el.tabIndex >= 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root` (WAI-ARIA modal dialog pattern).
 * Returns true when it moved focus itself.
 */
interface TabKeyEvent {
  key: string;
  shiftKey: boolean;
  preventDefault(): void;
}

export function trapTab(event: TabKeyEvent, root: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const items = focusableWithin(root);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    root.focus();
    return true;
  }
  const active = document.activeElement;
  const outside = !(active instanceof HTMLElement) || !root.contains(active) || active === root;
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last.focus();
    return true;
  }
  if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
    return true;
  }
  return false;
}
