import { useRef, type KeyboardEvent } from 'react';

export interface ThemeTab {
  id: string;
  name: string;
}

interface ThemeTabsProps {
  tabs: readonly ThemeTab[];
  active: string;
  onSelect: (id: string) => void;
  /** id of the tab panel; each tab's own id is `${idPrefix}-${tab.id}`. */
  panelId: string;
  idPrefix: string;
}

/**
 * The theme names as an ARIA tab list: one tab stop, arrows (and Home/End)
 * move between themes and show them at once.
 */
export function ThemeTabs({ tabs, active, onSelect, panelId, idPrefix }: ThemeTabsProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = targetIndex(event.key, index, tabs.length);
    const tab = next === null ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    refs.current.get(tab.id)?.focus();
  };

  return (
    <div className="theme-tabs" role="tablist" aria-label="채용 테마">
      {tabs.map((tab, index) => {
        const selected = tab.id === active;
        return (
          <button
            key={tab.id}
            ref={(el) => {
              if (el) refs.current.set(tab.id, el);
              else refs.current.delete(tab.id);
            }}
            id={`${idPrefix}-${tab.id}`}
            type="button"
            role="tab"
            className="theme-tabs__tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.name}
          </button>
        );
      })}
    </div>
  );
}

/** Where a key moves from tab `index` of `count`, wrapping around; null for other keys. */
function targetIndex(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
