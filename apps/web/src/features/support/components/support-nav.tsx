import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import './support-nav.css';

/** Which support page is showing; details count as their list's page. */
export type SupportSection = 'notice' | 'faq' | 'qna';

const ITEMS: readonly { id: SupportSection; label: string; to: string }[] = [
  { id: 'notice', label: '공지사항', to: paths.supportNotice },
  { id: 'faq', label: '자주 묻는 질문', to: paths.supportFaq },
  { id: 'qna', label: '1:1 문의', to: paths.supportQna },
];

/**
 * The 고객센터 sub-navigation shared by 공지사항, 자주 묻는 질문 and 1:1 문의
 * (and their detail pages). Plain links with `aria-current`, not tabs:
 * each entry is its own page with its own URL and history entry.
 */
export function SupportNav({ current }: { current: SupportSection }) {
  return (
    <nav className="support-nav" aria-label="고객센터 메뉴">
      <ul className="support-nav__list">
        {ITEMS.map((item) => (
          <li key={item.id}>
            <Link
              className="support-nav__link"
              to={item.to}
              aria-current={item.id === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
