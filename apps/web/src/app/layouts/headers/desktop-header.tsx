import { Link, NavLink } from 'react-router';
import { paths } from '@/shared/config/paths';
import { SearchIcon } from '@/shared/ui/icons/icons';
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
          <Link to={paths.globalSearch} className="icon-button" aria-label="통합검색">
            <SearchIcon />
          </Link>
          <AccountLinks />
          <MenuButton {...menu} />
        </div>
      </div>
    </header>
  );
}
