import { useId, type ReactNode } from 'react';
import './error-fallback.css';

export interface ErrorFallbackProps {
  title: string;
  description: ReactNode;
  /** Actions under the text: links home, retry buttons. */
  children?: ReactNode;
  /** Heading level 1 for full pages; dialogs and panels pass 2. */
  headingLevel?: 1 | 2;
}

/** The body of an error screen: a plain statement of what happened and what to do next. */
export function ErrorFallback({
  title,
  description,
  children,
  headingLevel = 1,
}: ErrorFallbackProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const titleId = useId();
  return (
    <section className="error-fallback" aria-labelledby={titleId}>
      <p className="error-fallback__mark" aria-hidden="true">
        !
      </p>
      <Heading id={titleId} className="error-fallback__title">
        {title}
      </Heading>
      <div className="error-fallback__description">{description}</div>
      {children && <div className="error-fallback__actions">{children}</div>}
    </section>
  );
}
