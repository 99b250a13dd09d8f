import { Suspense } from 'react';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// The carousel, its styles and its call are a chunk of their own: the list's code does not carry them.
const BannerCarousel = lazyChunk(() => import('@/shared/banners/banner-carousel'));

/**
 * The banners operators place at the top of the recruitment list (target
 * list-top, decision 0044), above 추천 공고. Nothing while loading, and nothing
 * when there is none: the list below is what the visitor came for.
 */
export function ListTopBanners() {
  return (
    <Suspense fallback={null}>
      <BannerCarousel target="list-top" />
    </Suspense>
  );
}
