import type { ReactNode } from 'react';

/** A titled part of a detail screen. */
export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="certi-section" aria-labelledby={id}>
      <h2 id={id} className="certi-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
