import type { ReactNode } from 'react';
import './page.css';

/**
 * A content page: its h1 and lead in the heading block, then the page's
 * sections. `className` adds the feature's own block (say `pref-page--narrow`);
 * `head` adds more to the heading block (a date, a keyword box).
 */
export function PageFrame({
  title,
  lead,
  head,
  className,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  head?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className ? `page ${className}` : 'page'}>
      <header className="page__head">
        <h1 className="page__title">{title}</h1>
        {lead && <p className="page__lead">{lead}</p>}
        {head}
      </header>
      {children}
    </div>
  );
}

/** A titled part of a page; the heading names the section for screen readers. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={className ? `page-section ${className}` : 'page-section'}
      aria-labelledby={id}
    >
      <h2 id={id} className="page-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
