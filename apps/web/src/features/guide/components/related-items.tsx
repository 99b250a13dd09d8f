import { withQuery, type GuideDetail } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { formatYmd } from '@/shared/lib/format-date';
import { GuideCard } from './guide-card';

/** 관련 가이드, 관련 채용공고 and 관련 자격증 under the article; a part with nothing is left out. */
export function RelatedItems({ article }: { article: GuideDetail }) {
  const { relatedArticles, relatedPostings, relatedCertificates } = article;
  return (
    <>
      {relatedArticles.length > 0 && (
        <section className="guide-related" aria-labelledby="guide-related-articles">
          <h2 id="guide-related-articles" className="guide-related__title">
            관련 가이드
          </h2>
          <ul className="guide-grid guide-grid--related">
            {relatedArticles.map((item) => (
              <li key={item.articleId}>
                <GuideCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {relatedPostings.length > 0 && (
        <section className="guide-related" aria-labelledby="guide-related-postings">
          <h2 id="guide-related-postings" className="guide-related__title">
            관련 채용공고
          </h2>
          <ul className="guide-links">
            {relatedPostings.map((p) => (
              <li key={p.postingId}>
                <Link to={withQuery(paths.recruitDetail, { postingId: String(p.postingId) })}>
                  {p.title}
                </Link>
                <span className="guide-links__meta">
                  {p.companyName} · {p.closeDate ? `${formatYmd(p.closeDate)} 마감` : '상시 채용'}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
      {relatedCertificates.length > 0 && (
        <section className="guide-related" aria-labelledby="guide-related-certs">
          <h2 id="guide-related-certs" className="guide-related__title">
            관련 자격증
          </h2>
          <ul className="guide-links">
            {relatedCertificates.map((c) => (
              <li key={c.code}>
                <Link to={withQuery(paths.certiDetail, { code: c.code })}>{c.name}</Link>
                <span className="guide-links__meta">{c.issuer}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
