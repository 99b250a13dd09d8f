import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';

/** The 일터 wordmark, linking to the main page. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link to={paths.main} className={['logo', className].filter(Boolean).join(' ')}>
      <span className="logo__mark" aria-hidden="true">
        일
      </span>
      <span className="logo__text">일터</span>
      <span className="sr-only"> 메인으로</span>
    </Link>
  );
}
