import { GUIDE_CATEGORIES, type GuideCategory } from '@ilteo/contract';

/** One mark per category for the drawn cover: a shape, not a picture anyone must read. */
const MARKS: Record<GuideCategory, string> = {
  strategy: '◎',
  resume: '✎',
  interview: '❝',
  job: '◆',
  certi: '★',
  public: '▣',
};

/**
 * The article's cover: the uploaded image, or one drawn in the category's
 * colour (most articles have none, and a grid of grey boxes reads as
 * broken). Decorative either way: the card's title names the article.
 */
export function GuideCover({
  category,
  coverUrl,
  size = 'card',
}: {
  category: GuideCategory;
  coverUrl: string | null;
  size?: 'card' | 'hero';
}) {
  const className = `guide-cover guide-cover--${size} guide-cover--${category}`;
  if (coverUrl) {
    return (
      <div className={className}>
        <img src={coverUrl} alt="" loading={size === 'card' ? 'lazy' : 'eager'} decoding="async" />
      </div>
    );
  }
  return (
    <div className={`${className} guide-cover--drawn`} aria-hidden="true">
      <span className="guide-cover__mark">{MARKS[category]}</span>
      <span className="guide-cover__label">{GUIDE_CATEGORIES[category]}</span>
    </div>
  );
}
