import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { BackButton, useCanGoBack } from '@/shared/ui/back-button';
import { useCurrentRoute } from './route-handle';
import './pages.css';

/**
 * Shown by every screen whose area is not built yet: the screen's real title
 * and a plain statement that it is being prepared. No sample content.
 */
export function PreparingPage() {
  const route = useCurrentRoute();
  const canGoBack = useCanGoBack();
  const isMain = route?.id === 'main';

  return (
    <section className="page-state" aria-labelledby="page-title">
      <h1 id="page-title" className="page-state__title">
        {route?.title ?? '준비 중인 화면'}
      </h1>
      <p className="page-state__lead">이 화면은 지금 준비하고 있습니다.</p>
      <p className="page-state__text">
        빠른 시일 안에 이용하실 수 있도록 하겠습니다. 그동안 다른 메뉴를 이용해 주세요.
      </p>
      {(!isMain || canGoBack) && (
        <div className="page-state__actions">
          {!isMain && (
            <Link to={paths.main} className="button button--primary">
              메인으로 가기
            </Link>
          )}
          {canGoBack && <BackButton className="button button--secondary">이전 페이지로</BackButton>}
        </div>
      )}
    </section>
  );
}
