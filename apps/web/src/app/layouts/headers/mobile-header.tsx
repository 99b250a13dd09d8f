import { Link } from 'react-router';
import { AlarmBell } from '@/features/main/components/alarm-bell';
import { paths } from '@/shared/config/paths';
import { useIsLoggedIn } from '@/shared/stores/app-store';
import { BackButton } from '@/shared/ui/back-button';
import { BackIcon, HomeIcon, SearchIcon, UserIcon } from '@/shared/ui/icons/icons';
import { Logo } from '@/shared/ui/logo';
import type { RouteHandle } from '../../routes/route-handle';
import { MenuButton, type MenuButtonProps } from './menu-button';

interface MobileHeaderProps {
  route: RouteHandle | undefined;
  menu: MenuButtonProps;
}

/** Header at 768 px and below; the route's `mobileHeader` meta picks the variant. */
export function MobileHeader({ route, menu }: MobileHeaderProps) {
  switch (route?.meta.mobileHeader) {
    case 'MainHeader':
      return <MainHeader menu={menu} />;
    case 'MyHomeIndexHeader':
      return <MyHomeIndexHeader title={route.title} menu={menu} />;
    default:
      return (
        <SubHeader
          title={route?.title ?? ''}
          withBack={route?.meta.type === 'detail'}
          menu={menu}
        />
      );
  }
}

/** Main page: logo, search, account and menu. */
function MainHeader({ menu }: { menu: MenuButtonProps }) {
  const isLoggedIn = useIsLoggedIn();
  return (
    <header className="mobile-header">
      <Logo />
      <div className="mobile-header__actions">
        <Link to={paths.globalSearch} className="icon-button" aria-label="통합검색">
          <SearchIcon />
        </Link>
        <AlarmBell />
        <Link
          to={isLoggedIn ? paths.myHome : paths.login}
          className="icon-button"
          aria-label={isLoggedIn ? '마이홈' : '로그인'}
        >
          <UserIcon />
        </Link>
        <MenuButton {...menu} />
      </div>
    </header>
  );
}

/** Inner pages: back (detail pages) or home, the screen's title, and the menu. */
function SubHeader({
  title,
  withBack,
  menu,
}: {
  title: string;
  withBack: boolean;
  menu: MenuButtonProps;
}) {
  return (
    <header className="mobile-header">
      {withBack ? (
        <BackButton className="icon-button" label="이전 페이지로">
          <BackIcon />
        </BackButton>
      ) : (
        <Link to={paths.main} className="icon-button" aria-label="메인으로">
          <HomeIcon />
        </Link>
      )}
      <p className="mobile-header__title">{title}</p>
      <MenuButton {...menu} />
    </header>
  );
}

/** My home pages: a way back to 마이홈 and the current section. */
function MyHomeIndexHeader({ title, menu }: { title: string; menu: MenuButtonProps }) {
  return (
    <header className="mobile-header">
      <Link to={paths.myHome} className="mobile-header__home">
        마이홈
      </Link>
      {title !== '마이홈' && (
        <p className="mobile-header__title mobile-header__title--sub">{title}</p>
      )}
      <div className="mobile-header__actions">
        <MenuButton {...menu} />
      </div>
    </header>
  );
}
