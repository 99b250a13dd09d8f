import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ErrorFallback } from '@/shared/ui/error-boundary/error-fallback';
import { RecoveryActions } from '@/shared/ui/error-boundary/recovery-actions';
import { StandalonePage } from '../layouts/standalone-page';
import { NotFoundContent } from './not-found-page';

/** A lazily loaded screen whose file is gone, usually because a new version was deployed. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

const ERROR_TITLE = '일시적인 오류가 발생했습니다';

/**
 * The router's error boundary. `standalone` when it replaces the whole app
 * (no layout around it); otherwise it fills the layout's main area.
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  useEffect(() => {
    if (!notFound) console.error('[router] Route error', error);
  }, [error, notFound]);

  const content = notFound ? (
    <NotFoundContent />
  ) : (
    <RouteErrorContent chunk={isChunkLoadError(error)} />
  );
  return standalone ? <StandalonePage>{content}</StandalonePage> : content;
}

function RouteErrorContent({ chunk }: { chunk: boolean }) {
  const title = chunk ? '새 버전이 배포되었습니다' : ERROR_TITLE;
  useDocumentTitle(title);
  return (
    <ErrorFallback
      title={title}
      description={
        chunk ? (
          <p>페이지를 새로 고치면 최신 버전으로 이용할 수 있습니다.</p>
        ) : (
          <>
            <p>화면을 표시하는 중에 문제가 발생했습니다.</p>
            <p>잠시 후 다시 시도해 주세요. 문제가 계속되면 1:1 문의로 알려 주세요.</p>
          </>
        )
      }
    >
      <RecoveryActions />
    </ErrorFallback>
  );
}
