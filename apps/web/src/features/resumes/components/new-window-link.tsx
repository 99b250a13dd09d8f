import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link that opens in a new window and says so to screen readers (WCAG 3.2.5). */
export function NewWindowLink({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} target="_blank" rel="noopener" className={className}>
      {children}
      <span className="sr-only"> (새 창)</span>
    </Link>
  );
}
