import {
  GUIDE_CATEGORIES,
  groupDigits,
  postingIdOf,
  withQuery,
  type GuideDetail,
} from '@ilteo/contract';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '@/shared/config/paths';
import { absolutizeEditorHtml } from '@/shared/lib/editor-html';
import { InterestButton } from '@/shared/ui/interest-button';
import { DetailError, DetailNotFound, DetailSkeleton, isNotFound } from '@/shared/ui/list-states';
import { RichTextView } from '@/shared/ui/rich-text';
import { useGuideArticle } from '../api/get-guide-article';
import { recordGuideView } from '../api/record-guide-view';
import { guideHref } from '../components/guide-card';
import { GuideCover } from '../components/guide-cover';
import { GuideToc } from '../components/guide-toc';
import { RelatedItems } from '../components/related-items';
import { formatPublished } from '../lib/list-filters';
import '@/shared/ui/page/page.css';
import { ShareButton } from '@/shared/ui/share-button';
import '../components/guide.css';

/** Counts one view per visit: a new history entry is a new visit, a re-render is not. */
function useRecordView(articleId: number | null) {
  const { key } = useLocation();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (articleId === null) return;
    const visit = `${key}:${String(articleId)}`;
    if (recorded.current === visit) return;
    recorded.current = visit;
    void recordGuideView(articleId);
  }, [key, articleId]);
}

/** /person/guide/detail?guideId=: one article with its contents, 관심, 공유 and related items. */
export function GuideDetailPage() {
  const [searchParams] = useSearchParams();
  const articleId = postingIdOf(searchParams.get('guideId'));
  const query = useGuideArticle(articleId);
  useRecordView(query.data ? articleId : null);

  if (articleId === null || (query.isError && isNotFound(query.error))) {
    return (
      <DetailNotFound
        title="가이드를 찾을 수 없습니다."
        reason="주소가 잘못되었거나 내려간 글입니다."
        backTo={paths.guideList}
        backLabel="취업 가이드 목록으로"
      />
    );
  }
  if (query.isError) {
    return (
      <DetailError
        message="가이드를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요."
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <DetailSkeleton />;
  return <GuideArticleView article={query.data} />;
}

function GuideArticleView({ article }: { article: GuideDetail }) {
  const categoryHref = withQuery(paths.guideList, { category: article.category });
  return (
    <article className="page guide-detail" aria-labelledby="guide-title">
      <p className="guide-detail__back">
        <Link to={paths.guideList}>취업 가이드 목록</Link>
      </p>
      <header className="guide-detail__head">
        <GuideCover category={article.category} coverUrl={article.coverUrl} size="hero" />
        <p className="guide-detail__category">
          <Link to={categoryHref}>{GUIDE_CATEGORIES[article.category]}</Link>
        </p>
        <h1 id="guide-title" className="page__title guide-detail__title">
          {article.title}
        </h1>
        <p className="guide-detail__summary">{article.summary}</p>
        <p className="guide-detail__meta">
          <time dateTime={article.publishedAt}>{formatPublished(article.publishedAt)}</time>
          <span>{article.readingMinutes}분 읽기</span>
          <span>조회 {groupDigits(article.viewCount)}</span>
        </p>
        <div className="guide-detail__actions" role="group" aria-label="가이드 반응">
          <InterestButton
            contentType="guide-article"
            contentId={String(article.articleId)}
            name={article.title}
            interested={article.interested}
          />
          <ShareButton
            title={article.title}
            path={guideHref(article.articleId)}
            copied="가이드 링크를 복사했습니다."
          />
        </div>
      </header>
      <GuideToc toc={article.toc} />
      <RichTextView
        html={absolutizeEditorHtml(article.bodyHtml)}
        className="guide-body rich-text"
      />
      {article.tags.length > 0 && (
        <ul className="guide-tags" aria-label="태그">
          {article.tags.map((tag) => (
            <li key={tag}>
              <Link to={withQuery(paths.guideList, { q: tag })}>#{tag}</Link>
            </li>
          ))}
        </ul>
      )}
      <RelatedItems article={article} />
    </article>
  );
}
