import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';

/**
 * True when this tab has an earlier page of ours to go back to. The browser
 * router numbers its history entries (`idx`); a redirect replaces the entry
 * and keeps the number, so `/` → `/person/main` does not count as a step.
 */
export function useCanGoBack(): boolean {
  // Read per navigation: the location changes whenever the history entry does.
  const { key } = useLocation();
  const state: unknown = window.history.state;
  const idx = typeof state === 'object' && state !== null && 'idx' in state ? state.idx : 0;
  return key !== 'default' && typeof idx === 'number' && idx > 0;
}

/** Goes back one page, or to the main page when the visit started here. */
export function BackButton({
  className,
  children,
  label,
}: {
  className?: string;
  children: ReactNode;
  /** Accessible name when the content is only an icon. */
  label?: string;
}) {
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const onClick = () => {
    void (canGoBack ? navigate(-1) : navigate(paths.main));
  };
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      {children}
    </button>
  );
}
