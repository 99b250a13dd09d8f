import { Link } from 'react-router';
import { FOOTER_NAV } from './nav-items';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label="고객 지원">
          <ul className="site-footer__links">
            {FOOTER_NAV.map((item) => (
              <li key={item.id}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__about">일터는 구직자를 위한 채용·커리어 서비스입니다.</p>
        <p className="site-footer__copy">© 일터</p>
      </div>
    </footer>
  );
}
