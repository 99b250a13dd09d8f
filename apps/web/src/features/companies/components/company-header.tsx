import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { groupDigits } from '@ilteo/contract';
import { useCompany } from '../api/get-company';
import { companyHrefs } from './company-links';
import './company-header.css';

export type CompanyTab = 'detail' | 'process' | 'review' | 'interview' | 'consulting';
/** Screens with a place under a tab but no tab of their own: 재무 정보 belongs to 기업정보. */
const SUB_SCREENS = { financial: { label: '재무 정보', tab: 'detail' } } as const;
type CompanyScreen = CompanyTab | keyof typeof SUB_SCREENS;

const TABS: readonly { id: CompanyTab; label: string; href: (companyId: number) => string }[] = [
  { id: 'detail', label: '기업정보', href: (id) => companyHrefs.detail(id) },
  { id: 'process', label: '채용 절차', href: companyHrefs.process },
  { id: 'review', label: '리뷰', href: companyHrefs.review },
  { id: 'interview', label: '면접 후기', href: companyHrefs.interview },
  { id: 'consulting', label: '컨설팅', href: companyHrefs.consulting },
];

/** The rating as the header shows it: ★ and one decimal with the review count, or none yet. */
export function RatingBadge({
  rating,
  reviewCount,
}: {
  rating: number | null;
  reviewCount: number;
}) {
  if (rating === null || reviewCount === 0) {
    return <span className="company-rating company-rating--none">리뷰 없음</span>;
  }
  return (
    <span className="company-rating">
      <span aria-hidden="true" className="company-rating__star">
        ★
      </span>
      <span className="sr-only">평점 </span>
      <strong>{rating.toFixed(1)}</strong>
      <span className="sr-only">점</span>
      <span className="company-rating__count"> (리뷰 {groupDigits(reviewCount)}건)</span>
    </span>
  );
}

/**
 * The top of every company screen: the company's name as the page's h1 (with
 * the screen's name for screen readers, so each page's heading is its own),
 * type, industry, rating, and the links between the company's screens. It
 * reads the detail's cache entry, so the screens share one call; a page's own
 * sections follow as h2.
 */
export function CompanyHeader({
  companyId,
  current,
  actions,
}: {
  companyId: number;
  current: CompanyScreen;
  /** Buttons beside the name (관심, 공유 on the detail). */
  actions?: ReactNode;
}) {
  const { data: company, isPending } = useCompany(companyId);
  const sub = current in SUB_SCREENS ? SUB_SCREENS[current as keyof typeof SUB_SCREENS] : null;
  const currentLabel = sub?.label ?? TABS.find((t) => t.id === current)?.label ?? '';
  // A sub-screen's tab is marked as the section the page is in, not as the page itself.
  const ariaCurrent = (id: CompanyTab) =>
    id === current ? 'page' : id === sub?.tab ? 'true' : undefined;

  return (
    <header className="page__head company-header" aria-busy={isPending || undefined}>
      <div className="company-header__top">
        <div className="company-header__identity">
          {company && (
            <p className="company-header__meta">
              {[company.companyTypeName, company.industryName].filter(Boolean).join(' · ')}
            </p>
          )}
          <h1 className="page__title company-header__name">
            {company?.name ?? '기업 정보'}
            <span className="sr-only"> {currentLabel}</span>
          </h1>
          {company && (
            <RatingBadge
              rating={company.ratings.rating}
              reviewCount={company.ratings.reviewCount}
            />
          )}
        </div>
        {actions && <div className="company-header__actions">{actions}</div>}
      </div>
      <nav className="company-tabs" aria-label="기업 정보 메뉴">
        <ul className="company-tabs__list">
          {TABS.map((tab) => (
            <li key={tab.id}>
              <Link
                className="company-tabs__link"
                to={tab.href(companyId)}
                aria-current={ariaCurrent(tab.id)}
              >
                {tab.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
