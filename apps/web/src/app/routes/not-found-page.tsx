import { ROUTES } from '@ilteo/contract';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { useDocumentTitle } from '@/shared/lib/use-document-title';
import { BackButton, useCanGoBack } from '@/shared/ui/back-button';
import { ErrorFallback } from '@/shared/ui/error-boundary/error-fallback';
import { StandalonePage } from '../layouts/standalone-page';
import './pages.css';

/** The body of the not-found screen, for use inside a layout or on its own page. */
export function NotFoundContent() {
  const canGoBack = useCanGoBack();
  useDocumentTitle(ROUTES.invalidPath.title);
  return (
    <ErrorFallback
      title={ROUTES.invalidPath.title}
      description={
        <>
          <p>주소가 잘못 입력되었거나, 페이지가 이동 또는 삭제되었습니다.</p>
          <p>입력한 주소를 다시 한번 확인해 주세요.</p>
        </>
      }
    >
      <Link to={paths.main} className="button button--primary">
        메인으로 가기
      </Link>
      {canGoBack && <BackButton className="button button--secondary">이전 페이지로</BackButton>}
    </ErrorFallback>
  );
}

/** /invalid-path and every unknown address. */
export function NotFoundPage() {
  return (
    <StandalonePage>
      <NotFoundContent />
    </StandalonePage>
  );
}
