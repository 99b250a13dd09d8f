import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation, type Location } from 'react-router';
import { SearchIcon } from '@/shared/ui/icons/icons';
import './header-search.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The box (suggestions, their schema, recent searches) loads on first intent,
// keeping it out of the JavaScript every first visit downloads.
const loadPanel = () => import('./header-search-panel');
const HeaderSearchPanel = lazyChunk(() =>
  loadPanel().then((m) => ({ default: m.HeaderSearchPanel })),
);

/**
 * The header's search (desktop): a 통합검색 button that opens the global
 * search combobox below it. Any navigation (a search, a suggestion) closes it.
 */
export function HeaderSearch() {
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The panel belongs to the location it was opened at, like the side menu.
  const [openedAt, setOpenedAt] = useState<Location | null>(null);
  const open = openedAt === location;

  const close = (restoreFocus: boolean) => {
    setOpenedAt(null);
    if (restoreFocus) triggerRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) {
        setOpenedAt(null);
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="header-search"
      onBlur={(event) => {
        // Tabbed out of the panel: close it. (A click elsewhere is handled above.)
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="header-search__trigger"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => (open ? close(false) : setOpenedAt(location))}
      >
        <SearchIcon />
        <span className="header-search__label">통합검색</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <HeaderSearchPanel id={panelId} onClose={() => close(true)} />
        </Suspense>
      )}
    </div>
  );
}
