import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, NewBuildError } from '@/shared/lib/chunk-loading';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { ErrorFallback } from '@/shared/ui/error-boundary/error-fallback';
import { RecoveryActions } from '@/shared/ui/error-boundary/recovery-actions';
import { StandalonePage } from '../layouts/standalone-page';
import { NotFoundContent } from './not-found-page';

/**
 * What went wrong, as far as the page can tell: a newer build on the server
 * (only when the server said so, see loadChunk), code that did not arrive
 * even on a second try, or anything else.
 */
type Failure = 'newBuild' | 'notLoaded' | 'other';

const failureOf = (error: unknown): Failure =>
  error instanceof NewBuildError ? 'newBuild' : isChunkLoadError(error) ? 'notLoaded' : 'other';

const TEXT: Record<Failure, { title: string; lines: string[]; reload: string }> = {
  newBuild: {
    title: '새 버전이 배포되었습니다',
    lines: ['페이지를 새로 고치면 최신 버전으로 이용할 수 있습니다.'],
    reload: '새로 고침',
  },
  notLoaded: {
    title: '화면을 불러오지 못했습니다',
    lines: [
      '화면에 필요한 파일을 받지 못했습니다. 네트워크가 잠시 불안정했을 수 있습니다.',
      '네트워크 연결을 확인한 뒤 다시 시도해 주세요.',
    ],
    reload: '다시 시도',
  },
  other: {
    title: '일시적인 오류가 발생했습니다',
    lines: [
      '화면을 표시하는 중에 문제가 발생했습니다.',
      '잠시 후 다시 시도해 주세요. 문제가 계속되면 1:1 문의로 알려 주세요.',
    ],
    reload: '새로 고침',
  },
};

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

  const content = notFound ? <NotFoundContent /> : <RouteErrorContent failure={failureOf(error)} />;
  return standalone ? <StandalonePage>{content}</StandalonePage> : content;
}

function RouteErrorContent({ failure }: { failure: Failure }) {
  const { title, lines, reload } = TEXT[failure];
  useDocumentTitle(title);
  return (
    <ErrorFallback
      title={title}
      description={
        <>
          {lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </>
      }
    >
      {/* A reload fetches the page and its code afresh; a failed load is not retried in place. */}
      <RecoveryActions reloadLabel={reload} />
    </ErrorFallback>
  );
}
