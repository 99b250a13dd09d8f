import { GUIDE_CATEGORIES, groupDigits, withQuery, type GuideItem } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatPublished } from '../lib/list-filters';
import { GuideCover } from './guide-cover';

export const guideHref = (articleId: number): string =>
  withQuery(paths.guideDetail, { guideId: String(articleId) });

/** One article on the list: cover, category, title, summary, reading time, date and views. */
export function GuideCard({ item }: { item: GuideItem }) {
  return (
    <article className="guide-card">
      <GuideCover category={item.category} coverUrl={item.coverUrl} />
      <div className="guide-card__body">
        <p className="guide-card__category">{GUIDE_CATEGORIES[item.category]}</p>
        <h3 className="guide-card__title">
          <Link to={guideHref(item.articleId)} className="guide-card__link">
            {item.title}
          </Link>
        </h3>
        <p className="guide-card__summary">{item.summary}</p>
        <p className="guide-card__meta">
          <span>{item.readingMinutes}분 읽기</span>
          <time dateTime={item.publishedAt}>{formatPublished(item.publishedAt)}</time>
          <span>조회 {groupDigits(item.viewCount)}</span>
        </p>
      </div>
    </article>
  );
}
