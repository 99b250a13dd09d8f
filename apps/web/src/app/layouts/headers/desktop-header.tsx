import { NavLink } from 'react-router';
import { AlarmBell } from '@/features/main/components/alarm-bell';
import { HeaderSearch } from '@/features/search/components/header-search';
import { Logo } from '@/shared/ui/logo';
import { PRIMARY_NAV } from '../nav-items';
import { AccountLinks } from './account-links';
import { MenuButton, type MenuButtonProps } from './menu-button';

/** Header above 768 px: logo, main sections, search, account links and the full menu. */
export function DesktopHeader({ menu }: { menu: MenuButtonProps }) {
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav className="site-nav" aria-label="주요 메뉴">
          <ul className="site-nav__list">
            {PRIMARY_NAV.map((item) => (
              <li key={item.id}>
                <NavLink to={item.to} className="site-nav__link">
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__utils">
          <HeaderSearch />
          <AlarmBell />
          <AccountLinks />
          <MenuButton {...menu} />
        </div>
      </div>
    </header>
  );
}
