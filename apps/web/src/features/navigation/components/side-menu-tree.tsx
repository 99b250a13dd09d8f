import type { SideMenuItem } from '@ilteo/contract';
import { Link } from 'react-router';

interface SideMenuTreeProps {
  items: readonly SideMenuItem[];
  isLoggedIn: boolean;
  /** Called when a link is followed, so the drawer can close. */
  onNavigate: () => void;
}

/** Top-level entries become titled groups; deeper entries are nested lists. */
export function SideMenuTree({ items, isLoggedIn, onNavigate }: SideMenuTreeProps) {
  return (
    <ul className="side-menu__groups">
      {items.map((item) => (
        <li key={item.menuId} className="side-menu__group">
          {item.children.length > 0 ? (
            <>
              <h3 className="side-menu__group-title">
                <MenuEntry item={item} isLoggedIn={isLoggedIn} onNavigate={onNavigate} />
              </h3>
              <MenuList items={item.children} isLoggedIn={isLoggedIn} onNavigate={onNavigate} />
            </>
          ) : (
            <MenuEntry item={item} isLoggedIn={isLoggedIn} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

function MenuList({ items, isLoggedIn, onNavigate }: SideMenuTreeProps) {
  return (
    <ul className="side-menu__list">
      {items.map((item) => (
        <li key={item.menuId}>
          <MenuEntry item={item} isLoggedIn={isLoggedIn} onNavigate={onNavigate} />
          {item.children.length > 0 && (
            <MenuList items={item.children} isLoggedIn={isLoggedIn} onNavigate={onNavigate} />
          )}
        </li>
      ))}
    </ul>
  );
}

const isExternal = (path: string): boolean => /^https?:\/\//i.test(path);

function MenuEntry({
  item,
  isLoggedIn,
  onNavigate,
}: {
  item: SideMenuItem;
  isLoggedIn: boolean;
  onNavigate: () => void;
}) {
  const badge =
    item.loginRequired && !isLoggedIn ? (
      <span className="side-menu__badge">로그인 필요</span>
    ) : null;
  if (!item.path) {
    return <span className="side-menu__label">{item.name}</span>;
  }
  if (isExternal(item.path)) {
    return (
      <a className="side-menu__link" href={item.path} target="_blank" rel="noopener noreferrer">
        {item.name}
        <span className="sr-only"> (새 창)</span>
        {badge}
      </a>
    );
  }
  return (
    <Link className="side-menu__link" to={item.path} onClick={onNavigate}>
      {item.name}
      {badge}
    </Link>
  );
}
