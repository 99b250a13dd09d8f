import { useId, useState, type ReactNode } from 'react';

/**
 * One filter of the panel as a disclosure: the heading button says what is
 * chosen, so the panel stays short on a phone and still tells the state.
 */
export function FilterSection({
  title,
  summary,
  defaultOpen = false,
  children,
}: {
  title: string;
  /** What is chosen, e.g. '대졸(4년) 외 1'; empty when nothing is. */
  summary: string;
  defaultOpen?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="filter-section">
      <h3 className="filter-section__heading">
        <button
          type="button"
          className="filter-section__toggle"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          <span className="filter-section__title">{title}</span>
          {summary && <span className="filter-section__summary">{summary}</span>}
          <span className="filter-section__chevron" aria-hidden="true" />
        </button>
      </h3>
      <div id={id} className="filter-section__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

/** '대졸(4년)', '대졸(4년) 외 2' or '' for the chosen names. */
export function summaryOf(names: readonly string[]): string {
  const [first] = names;
  if (first === undefined) return '';
  return names.length > 1 ? `${first} 외 ${names.length - 1}` : first;
}
