import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { logOut } from '@/shared/api/session';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn, useUserName } from '@/shared/stores/app-store';
import { CloseIcon } from '@/shared/ui/icons/icons';
import { Modal } from '@/shared/ui/modal/modal';
import { useSideMenu } from '../api/get-side-menu';
import { SideMenuTree } from './side-menu-tree';
import './side-menu.css';

export interface SideMenuDrawerProps {
  onClose: () => void;
}

/** The full menu, slid in from the side; its entries come from the server. */
export function SideMenuDrawer({ onClose }: SideMenuDrawerProps) {
  const titleId = useId();
  const isLoggedIn = useIsLoggedIn();
  const name = useUserName();
  const navigate = useNavigate();
  const menu = useSideMenu();

  const onLogOut = async () => {
    try {
      await logOut();
    } catch {
      return; // The helper has said why; the session is unchanged.
    }
    onClose();
    await navigate(paths.main, { replace: true });
  };

  return (
    <Modal
      onDismiss={onClose}
      labelledBy={titleId}
      placement="start"
      dismissOnBackdrop
      className="side-menu"
    >
      <div className="side-menu__head">
        <h2 id={titleId} className="side-menu__title">
          전체 메뉴
        </h2>
        <button type="button" className="icon-button" aria-label="전체 메뉴 닫기" onClick={onClose}>
          <CloseIcon />
        </button>
      </div>

      {isLoggedIn && (
        <div className="side-menu__account">
          {name && <p className="side-menu__account-text">{name}님, 반갑습니다.</p>}
          <div className="side-menu__account-actions">
            <Link
              className="button button--primary button--small"
              to={paths.myHome}
              onClick={onClose}
            >
              마이홈
            </Link>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void onLogOut()}
            >
              로그아웃
            </button>
          </div>
        </div>
      )}

      {!isLoggedIn && (
        <div className="side-menu__account">
          <p className="side-menu__account-text">
            로그인하면 지원 현황과 맞춤 채용 정보를 볼 수 있습니다.
          </p>
          <div className="side-menu__account-actions">
            <Link
              className="button button--primary button--small"
              to={paths.login}
              onClick={onClose}
            >
              로그인
            </Link>
            <Link
              className="button button--secondary button--small"
              to={paths.signUpType}
              onClick={onClose}
            >
              회원가입
            </Link>
          </div>
        </div>
      )}

      <nav className="side-menu__nav" aria-labelledby={titleId}>
        {menu.isPending ? (
          <p className="side-menu__state" role="status">
            메뉴를 불러오고 있습니다.
          </p>
        ) : menu.isError ? (
          <div className="side-menu__state" role="status">
            <p>메뉴를 불러오지 못했습니다.</p>
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void menu.refetch()}
            >
              다시 시도
            </button>
          </div>
        ) : menu.data.length === 0 ? (
          <p className="side-menu__state">표시할 메뉴가 없습니다.</p>
        ) : (
          <SideMenuTree items={menu.data} isLoggedIn={isLoggedIn} onNavigate={onClose} />
        )}
      </nav>
    </Modal>
  );
}

export default SideMenuDrawer;
