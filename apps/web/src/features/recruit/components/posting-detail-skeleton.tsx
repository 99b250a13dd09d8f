import type { CSSProperties } from 'react';

/** The labels of the facts list, so the placeholder has as many rows as a typical posting. */
const FACT_ROWS = 10;

/** One line of text to come: a bar as tall as the line it stands for. */
function Bar({ width }: { width: string }) {
  return (
    <span className="detail-skeleton__bar" style={{ '--bar-w': width } as CSSProperties}>
      {'\u00a0'}
    </span>
  );
}

/**
 * The posting detail while it loads, laid out with the page's own classes so
 * each part takes about the room the posting will take. The body keeps at
 * least a screen's height: the footer starts below the fold and does not jump
 * when the posting arrives (it was the page's one big layout shift).
 */
export function PostingDetailSkeleton() {
  return (
    <div className="page posting-detail" aria-busy="true">
      <p className="sr-only">불러오는 중입니다.</p>
      <div className="detail-skeleton" aria-hidden="true">
        <p className="posting-detail__back">
          <Bar width="6em" />
        </p>
        <div className="posting-detail__head">
          <p className="posting-detail__company">
            <Bar width="8em" />
          </p>
          <div className="posting-detail__title-row">
            <p className="page__title detail-skeleton__title">
              <Bar width="100%" />
              <Bar width="60%" />
            </p>
          </div>
          <p className="posting-card__badges">
            <Bar width="4.5em" />
          </p>
          <div className="posting-facts">
            {Array.from({ length: FACT_ROWS }, (_, i) => (
              <div key={i} className="posting-facts__row">
                <Bar width="4em" />
                <Bar width={i % 3 === 0 ? '60%' : '80%'} />
              </div>
            ))}
          </div>
          <p className="posting-detail__stats">
            <Bar width="12em" />
          </p>
          <div className="posting-detail__actions">
            <span className="detail-skeleton__button" />
            <span className="detail-skeleton__button" />
          </div>
          <div className="share-actions">
            <span className="detail-skeleton__button detail-skeleton__button--small" />
            <span className="detail-skeleton__button detail-skeleton__button--small" />
            <span className="detail-skeleton__button detail-skeleton__button--small" />
          </div>
        </div>
        <div className="posting-detail__main">
          <div className="detail-skeleton__body" />
          <div className="detail-skeleton__card" />
        </div>
      </div>
    </div>
  );
}
