import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The carousel, its styles and its API call load only when the slot nears the screen.
const BannerCarousel = lazyChunk(() => import('@/shared/banners/banner-carousel'));

/** How far below the screen the slot starts loading, so it is ready when scrolled to. */
const AHEAD = '300px 0px';

/**
 * Where the main page's banners go, below the first screen (decision 0044):
 * an empty marker until the reader scrolls and it comes within AHEAD of the
 * viewport, then the carousel's chunk. Watching starts at the first scroll,
 * not at once: while the blocks above are still loading the page is short
 * and the marker would look near, and the first screen would pay for
 * banners nobody has reached. A browser without IntersectionObserver (none
 * current) shows no banners: they are never needed to use the page.
 */
export function BannerSlot() {
  const marker = useRef<HTMLDivElement>(null);
  const [scrolled, setScrolled] = useState(false);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);

  useEffect(() => {
    const el = marker.current;
    if (!scrolled || near || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrolled, near]);

  return near ? (
    <Suspense fallback={null}>
      <BannerCarousel />
    </Suspense>
  ) : (
    <div ref={marker} className="banner-slot" />
  );
}
