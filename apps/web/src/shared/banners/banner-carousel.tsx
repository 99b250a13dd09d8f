import { BANNER_IMAGE_SIZE, BANNERS_PER_TARGET, type Banner } from '@ilteo/contract';
import { useEffect, useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { isNativeApp } from '@/shared/native/bridge';
import { useBanners } from './get-banners';
import './banner-carousel.css';

/** How long a slide stays before the next one, when the carousel plays. */
export const BANNER_INTERVAL_MS = 6000;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}
const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** A site path goes through the router; an https address is an ordinary link. */
function SlideLink({ banner }: { banner: Banner }) {
  const image = (
    <img
      className="banner-carousel__image"
      src={banner.imageUrl}
      alt={banner.altText}
      width={BANNER_IMAGE_SIZE.width}
      height={BANNER_IMAGE_SIZE.height}
      loading="lazy"
      decoding="async"
    />
  );
  return banner.linkUrl.startsWith('/') ? (
    <Link className="banner-carousel__link" to={banner.linkUrl}>
      {image}
    </Link>
  ) : (
    <a className="banner-carousel__link" href={banner.linkUrl} rel="noopener">
      {image}
    </a>
  );
}

/**
 * A target's banners (the main page's, or the recruitment list's top) as a WAI-ARIA APG carousel (decision 0044): a
 * region named 배너, each slide a group labelled "n / total", previous and
 * next buttons and a visible pause/play button. It advances every
 * BANNER_INTERVAL_MS only while playing, never when the system asks for
 * reduced motion (it then starts paused), and holds while the pointer is
 * over it or focus is in it; while it plays the slides are not announced
 * (aria-live off), when paused a change is. Left and right arrows on the
 * controls move too. No banners: nothing at all. On the main page inside the
 * hybrid app the app's own banners (target app: an app-only event, say) come
 * first, then the main page's, at most BANNERS_PER_TARGET in all; the web
 * shows main only.
 */
export function BannerCarousel({ target = 'main' }: { target?: 'main' | 'list-top' }) {
  const withApp = target === 'main' && isNativeApp();
  const own = useBanners(target);
  const app = useBanners('app', withApp);
  // In the app, wait for both lists so the first slide does not change under the reader.
  if (own.isPending || (withApp && app.isPending)) return null;
  const banners = [...(withApp ? (app.data ?? []) : []), ...(own.data ?? [])].slice(
    0,
    BANNERS_PER_TARGET,
  );
  if (banners.length === 0) return null;
  return <Carousel banners={banners} />;
}
export default BannerCarousel;

function Carousel({ banners }: { banners: readonly Banner[] }) {
  const id = useId();
  const reduced = useSyncExternalStore(subscribeMotion, prefersReducedMotion, () => true);
  const [index, setIndex] = useState(0);
  // null until the user chooses: the default then follows the motion setting.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const total = banners.length;
  const playing = total > 1 && (chosen ?? !reduced);
  const moving = playing && !hovered && !focused;
  const current = Math.min(index, total - 1);
  const banner = banners[current];

  useEffect(() => {
    if (!moving) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % total), BANNER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [moving, total]);

  const go = (step: number) => setIndex((i) => (Math.min(i, total - 1) + step + total) % total);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
    else return;
    event.preventDefault();
  };

  const slidesId = `${id}-slides`;
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label="배너"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFocused(false);
      }}
    >
      {total > 1 && (
        <div className="banner-carousel__controls" onKeyDown={onKeyDown}>
          <button
            type="button"
            className="banner-carousel__button"
            aria-label={playing ? '자동 넘김 멈춤' : '자동 넘김 시작'}
            onClick={() => setChosen(!playing)}
          >
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
          <button
            type="button"
            className="banner-carousel__button"
            aria-controls={slidesId}
            aria-label="이전 배너"
            onClick={() => go(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p className="banner-carousel__count" aria-hidden="true">
            {current + 1} / {total}
          </p>
          <button
            type="button"
            className="banner-carousel__button"
            aria-controls={slidesId}
            aria-label="다음 배너"
            onClick={() => go(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
      <div id={slidesId} className="banner-carousel__slides" aria-live={moving ? 'off' : 'polite'}>
        {/* Only the slide on show is in the page: nothing hidden stays in the tab order. */}
        {banner && (
          <div
            key={banner.bannerId}
            role="group"
            aria-roledescription="slide"
            aria-label={`${String(current + 1)} / ${String(total)}`}
            className="banner-carousel__slide"
          >
            <SlideLink banner={banner} />
          </div>
        )}
      </div>
    </section>
  );
}
