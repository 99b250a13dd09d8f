import { API } from '@ilteo/contract';
import { useQueryClient } from '@tanstack/react-query';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { request } from '@/shared/api/http';
import { paths } from '@/shared/config/paths';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { useOperator } from '../api/get-operator';
import './ops.css';

const NAV = [
  { to: paths.opsMembers, label: '회원 관리' },
  { to: paths.opsApprovals, label: '기업회원 승인' },
  { to: paths.opsModeration, label: '신고 검토' },
  { to: paths.opsReviewScreening, label: '리뷰 심사' },
  { to: paths.opsConsulting, label: '기업 컨설팅' },
  { to: paths.opsQna, label: '1:1 문의' },
  { to: paths.opsNotices, label: '공지사항' },
  { to: paths.opsFaq, label: '자주 묻는 질문' },
  { to: paths.opsChat, label: '상담 채팅' },
  { to: paths.opsGuide, label: '취업 가이드' },
  { to: paths.opsPromotions, label: '유료 노출' },
  { to: paths.opsPackages, label: '상품 패키지' },
  { to: paths.opsSales, label: '매출' },
  { to: paths.opsPartners, label: '제휴 학교' },
  { to: paths.opsBanners, label: '배너 관리' },
  { to: paths.opsAudit, label: '운영 기록' },
] as const;

/** Who is signed in, and the way out; only once the guard has let an operator in. */
function OperatorBox() {
  const operator = useOperator();
  const navigate = useNavigate();
  const client = useQueryClient();
  const logOut = async () => {
    await request({
      url: API.session.logOut,
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      silent: true,
    }).catch(() => undefined);
    client.removeQueries({ queryKey: ['ops'] });
    await navigate(paths.opsLogin, { replace: true });
  };
  return (
    <div className="ops-layout__who">
      {operator.data && (
        <span>
          {operator.data.name} ({operator.data.loginId})
        </span>
      )}
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => void logOut()}
      >
        로그아웃
      </button>
    </div>
  );
}

/**
 * The operator console's own layout (decision 0026): a bar with the
 * console's screens and the operator, then the screen. Loaded only for
 * /ops routes, so nothing of it reaches a /person bundle.
 */
export function OpsLayout() {
  const { pathname } = useLocation();
  const signingIn = pathname.toLowerCase() === paths.opsLogin.toLowerCase();
  return (
    <div className="ops-layout">
      <header className="ops-layout__bar">
        <p className="ops-layout__brand">일터 운영 콘솔</p>
        {!signingIn && (
          <>
            <nav className="ops-layout__nav" aria-label="운영 메뉴">
              <ul>
                {NAV.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to}>{item.label}</NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <OperatorBox />
          </>
        )}
      </header>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="ops-layout__main">
        <Outlet />
      </main>
    </div>
  );
}
