import { Suspense } from 'react';
import { useIsLoggedIn, useProbablyMember, useUserName } from '@/shared/stores/app-store';
import { BannerSlot } from '../components/banner-slot';
import { CertTodaySection } from '../components/cert-today-section';
import { GuestCard } from '../components/guest-card';
import { MemberCornerSkeleton } from '../components/member-corner-skeleton';
import { PaidSection } from '../components/paid-section';
import { ThemeSection } from '../components/theme-section';
import '@/shared/ui/page/page.css';
import '../components/main.css';
import { lazyChunk } from '@/shared/lib/chunk-loading';

// Visitors (and the first paint) do without the alarm and match code.
const MemberCorner = lazyChunk(() =>
  import('../components/member-corner').then((m) => ({ default: m.MemberCorner })),
);

/**
 * /person/main: the member's corner (맞춤 채용, 최근 알림) or an invitation
 * to log in, then paid and themed postings, the banners (lazily, below the
 * first screen) and the certificate of the day.
 * Every block loads and fails on its own.
 */
export function MainPage() {
  const isLoggedIn = useIsLoggedIn();
  const probablyMember = useProbablyMember();
  const name = useUserName();

  return (
    <div className="page main-page">
      {/* The route's title, as on every screen; the greeting below is for the eye. */}
      <h1 className="sr-only">메인</h1>
      <p className="main-page__greeting">
        {isLoggedIn && name ? `${name}님, 오늘의 채용 소식입니다` : '오늘의 채용 소식'}
      </p>
      <div className="main-page__mine">
        {isLoggedIn ? (
          <Suspense fallback={<MemberCornerSkeleton />}>
            <MemberCorner />
          </Suspense>
        ) : probablyMember ? (
          <MemberCornerSkeleton />
        ) : (
          <GuestCard />
        )}
      </div>
      <PaidSection placement="main-premium" />
      <ThemeSection />
      {/* Below the first screen: the carousel loads only when scrolled near. */}
      <BannerSlot />
      <PaidSection placement="main-focus" />
      <CertTodaySection />
    </div>
  );
}
