import { useEffect, useRef, useState } from 'react';

/** Width the charts draw at where the box cannot be measured (tests, the first paint). */
export const FALLBACK_WIDTH = 360;

/**
 * The chart box's width in CSS pixels, followed as it changes: charts are
 * drawn at their real width, so text stays 12 px on a 390 px phone and on a
 * desktop alike instead of scaling with a viewBox.
 */
export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const next = Math.round(entry?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
