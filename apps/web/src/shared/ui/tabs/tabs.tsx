import { useId, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

interface TabsProps<T extends string> {
  tabs: readonly TabItem<T>[];
  active: T;
  onSelect: (id: T) => void;
  /** The tab list's accessible name. */
  label: string;
  /** Prefix of the ids (`tabElementId`, `${idPrefix}-panel`); a generated one by default. */
  idPrefix?: string;
  /** The list's class, a BEM block: tabs are `${className}__tab`. The default is the underlined `tabs`. */
  className?: string;
  /** The panel's class; `${className}__panel` by default. */
  panelClassName?: string;
  /** The active tab's panel. */
  children: ReactNode;
}

/** The id of tab `id`, for a caller that moves focus to a tab from elsewhere. */
export const tabElementId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex),
 * Left/Right (wrapping), Home and End select and focus a tab. Only the
 * active panel is rendered, so every tab controls the one panel element,
 * which the active tab names. The panel is a tab stop: the pattern asks for
 * it when, as in both users, its content starts with text.
 */
export function Tabs<T extends string>({
  tabs,
  active,
  onSelect,
  label,
  idPrefix,
  className = 'tabs',
  panelClassName = `${className}__panel`,
  children,
}: TabsProps<T>) {
  const generated = useId();
  const prefix = idPrefix ?? generated;
  const panelId = `${prefix}-panel`;

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const count = tabs.length;
    const moves: Partial<Record<string, number>> = {
      ArrowRight: index + 1,
      ArrowLeft: index + count - 1,
      Home: 0,
      End: count - 1,
    };
    const move = moves[event.key];
    const tab = move === undefined ? undefined : tabs[move % count];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    document.getElementById(tabElementId(prefix, tab.id))?.focus();
  };

  return (
    <>
      <div role="tablist" aria-label={label} className={className}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabElementId(prefix, tab.id)}
            className={`${className}__tab`}
            aria-selected={tab.id === active}
            aria-controls={panelId}
            tabIndex={tab.id === active ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => onKeyDown(e, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabElementId(prefix, active)}
        tabIndex={0}
        className={panelClassName}
      >
        {children}
      </div>
    </>
  );
}
